import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** The desktop navbar of a page (the mobile menu repeats its items). */
function desktopNavbar(html: string): string {
  return /<nav[^>]*class="navbar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
}

/**
 * Navbar items Docusaurus accepts (theme-classic's options.ts) that real sites use: `doc`,
 * `docSidebar` and `docsVersion` items inside a dropdown, a link drawn from `html`, and a link
 * with only an `href` (its label left out, as icon links styled by a class are).
 */
describe('navbar items as Docusaurus accepts them', () => {
  it('builds doc items inside dropdowns and links without a label', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-navbar-items');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Invalid configuration|no doc has the id/);
    expect(result.code).toBe(0);
    // Every key is applied: nothing about `html` or a label is reported.
    expect(result.stderr).not.toMatch(/html is not applied|needs a `label`/);
    const intro = await readOut(site, path.join('docs/intro/index.html'));
    const navbar = desktopNavbar(intro);
    // Dropdown entries: a doc with its own label, a doc labelled by its id (DocNavbarItem), a
    // sidebar, the version.
    expect(navbar).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*class="dropdown__link[^"]*"[^>]*>Guides<\/a>/);
    expect(navbar).toMatch(
      /<a[^>]*href="\/docs\/guides\/setup"[^>]*class="dropdown__link[^"]*"[^>]*>guides\/setup<\/a>/,
    );
    expect(navbar).toMatch(/<a[^>]*href="\/docs\/api\/overview"[^>]*class="dropdown__link[^"]*"[^>]*>API<\/a>/);
    expect(navbar).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*class="dropdown__link[^"]*"[^>]*>Current docs<\/a>/);
    expect(navbar).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*class="dropdown__link[^"]*"[^>]*>Plain link<\/a>/);
    // On a doc of the dropdown's sidebar, its doc item is active, as Docusaurus's DocNavbarItem is.
    expect(navbar).toMatch(/class="dropdown__link dropdown__link--active"[^>]*>Guides</);
    // Items into a docs plugin instance that is not built are left out, each named once; the
    // default instance's id is simply the docs.
    expect(result.stderr).toMatch(
      /themeConfig\.navbar\.items\.0\.items\.5 is not applied: it links into the docs of plugin instance "community"/,
    );
    expect(result.stderr).toMatch(/themeConfig\.navbar\.items\.5 is not applied: .*instance "architecture"/);
    expect(result.stderr).not.toMatch(/docsPluginId/);
    expect(navbar).not.toMatch(/>Community<|>Architecture</);
    expect(navbar).toMatch(
      /<a[^>]*href="\/docs\/intro"[^>]*class="navbar__item navbar__link[^"]*"[^>]*>Default instance<\/a>/,
    );
    // A doc item naming a generated index by its slug links to that page.
    expect(navbar).toMatch(
      /<a[^>]*href="\/docs\/category\/guides"[^>]*class="navbar__item navbar__link[^"]*"[^>]*>Guide index<\/a>/,
    );
    // `html` is the link's content, as is, with no external-link icon (NavbarNavLink).
    expect(navbar).toMatch(
      /<a href="https:\/\/github\.com\/example\/html-link" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link"><span class="gh-label">GitHub<\/span><\/a>/,
    );
    // A link with only an href: its class, no text and no external-link icon (NavbarNavLink adds
    // the icon only to a label); the site's CSS draws what it shows.
    expect(navbar).toMatch(
      /<a href="https:\/\/github\.com\/example\/icon-link" target="_blank" rel="noopener noreferrer" class="navbar__item navbar__link header-github-link"><\/a>/,
    );
  });

  it('rejects a link with both a label and html, as Docusaurus does', { timeout: 60_000 }, async () => {
    const site = await makeSite('docusaurus-navbar-items');
    const config = path.join(site, 'docusaurus.config.js');
    await writeFile(
      config,
      (await readFile(config, 'utf8')).replace(
        "position: 'right',\n          html:",
        "label: 'X', position: 'right',\n          html:",
      ),
    );
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/themeConfig\.navbar\.items\.2: .*`label` or an `html`, not both/);
  });
});

/**
 * Several instances of the docs plugin (test/fixtures/docs-plugin-instances, issue 22), as
 * react-native-website has them: each `content-docs` plugin of the config is its own content set
 * with its own routes, sidebars, versions (`<id>_versions.json`), translations
 * (`i18n/<locale>/docusaurus-plugin-content-docs-<id>/`), navbar items by `docsPluginId`, and
 * global data for the docs hooks.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** React's text separators left out: what a reader reads. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

/** The desktop navbar of a page (the mobile menu repeats its items). */
function desktopNavbar(html: string): string {
  return /<nav[^>]*class="navbar[^"]*"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
}

/** The docs sidebar of a page. */
function sidebarOf(html: string): string {
  return /<aside[\s\S]*?<\/aside>/.exec(html)?.[0] ?? '';
}

/** The `<title>` of a page. */
function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
}

describe('several docs plugin instances', () => {
  it('builds each instance with its own routes, sidebars, versions and translations', {
    timeout: 180_000,
  }, async () => {
    const site = await makeSite('docs-plugin-instances');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/not applied|not supported/);
    expect(result.code).toBe(0);

    // The preset's docs are as before; its sidebar holds its own docs only.
    const intro = await readOut(site, 'docs/intro/index.html');
    expect(titleOf(intro)).toBe('Intro | Docs instances');
    expect(sidebarOf(intro)).toContain('/docs/setup');
    expect(sidebarOf(intro)).not.toContain('/community/');

    // The community instance: its routes, its sidebars file, its own sidebar on its pages.
    const overview = text(await readOut(site, 'community/overview/index.html'));
    expect(titleOf(overview)).toBe('Community overview | Docs instances');
    const sidebar = sidebarOf(overview);
    expect(sidebar).toContain('href="/community/overview"');
    expect(sidebar).toContain('>Guides<');
    expect(sidebar).not.toContain('/docs/setup');
    // A relative link between its files, and its own edit URL.
    expect(overview).toContain('href="/community/guides/contributing"');
    expect(overview).toContain('https://github.com/example/site/edit/main/community/overview.mdx');
    // Site code reads the instance through the docs hooks by plugin id.
    expect(overview).toContain('<li>plugin community version current</li>');
    expect(overview).toContain('<li>active plugin community</li>');
    expect(overview).toContain('<li>instances api+community+default</li>');
    expect(overview).toContain('<li>api versions current+1.x</li>');

    // The versioned api instance: 1.x (api_versions.json) at its root, current under /next.
    expect(titleOf(await readOut(site, 'api/intro/index.html'))).toBe('API intro 1.x | Docs instances');
    const next = await readOut(site, 'api/next/intro/index.html');
    expect(titleOf(next)).toBe('API intro | Docs instances');
    expect(sidebarOf(next)).toContain('/api/next/methods');
    expect(existsSync(path.join(site, 'build/api/methods/index.html'))).toBe(false);
    // Its other version's search index is one file beside the others.
    expect(existsSync(path.join(site, 'build/search-index-api@current.json'))).toBe(true);

    // Navbar items into each instance by docsPluginId.
    const navbar = desktopNavbar(intro);
    expect(navbar).toMatch(/<a[^>]*href="\/community\/overview"[^>]*>Community<\/a>/);
    expect(navbar).toMatch(/<a[^>]*href="\/api\/intro"[^>]*>API<\/a>/);
    expect(navbar).toMatch(/<a[^>]*href="\/docs\/intro"[^>]*>Docs<\/a>/);

    // The instance's pages carry their own site data (their sidebars), as another version's do.
    const overviewData = JSON.parse(await readFile(path.join(site, 'build/page-data/community/overview.json'), 'utf8'));
    expect(JSON.stringify(overviewData)).toContain('community');

    // French: the instance's translated doc and its translated sidebar label
    // (i18n/fr/docusaurus-plugin-content-docs-community/).
    const french = text(await readOut(site, 'fr/community/overview/index.html'));
    expect(titleOf(french)).toBe('Vue d&#39;ensemble | Docs instances');
    expect(french).toContain('Bienvenue dans la communauté');
    expect(french).toContain('href="/fr/community/guides/contributing"');
    expect(sidebarOf(french)).toContain('Guides (fr)');
    // An untranslated doc of the instance falls back to the original text.
    expect(text(await readOut(site, 'fr/community/guides/contributing/index.html'))).toContain('Send a pull request.');
  });
});

import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { createLogger } from '../../src/util/logger.ts';
import { cli, makeSite } from './helpers.ts';

/** The theme stylesheet a build wrote (`assets/theme.<hash>.css`). */
async function themeCss(outDir: string): Promise<string> {
  const name = (await readdir(path.join(outDir, 'assets'))).find((f) => /^theme\.[\w-]+\.css$/.test(f));
  if (!name) throw new Error('no theme stylesheet');
  return readFile(path.join(outDir, 'assets', name), 'utf8');
}

/** Whether the CSS has a rule whose selector names `.name` (not `.name-x` nor `.name--x`). */
const styles = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])[^{}]*\\{`).test(css);

describe("Infima's rules, per site", () => {
  it('ships the rules of the classes the pages use and none of the others', { timeout: 180_000 }, async () => {
    const site = await makeSite('docusaurus-home');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code).toBe(0);
    const css = await themeCss(out);
    // The home page (React, with a component it imports) and an MDX doc.
    for (const name of [
      'hero',
      'hero--primary',
      'hero__title',
      'button',
      'button--secondary',
      'button--lg',
      'row',
      'col',
      'col--4',
      'text--center',
      'padding-horiz--md',
      'padding-vert--md',
      'badge--primary',
      'alert--success',
      'navbar--dark',
      'footer--dark',
    ]) {
      expect(styles(css, name), name).toBe(true);
    }
    // Used nowhere (the docs say "button" and "container" in prose, which is not a class).
    for (const name of ['col--3', 'col--offset-4', 'pills', 'hero--dark', 'avatar', 'card', 'alert--danger']) {
      expect(styles(css, name), name).toBe(false);
    }
    // Element rules stay the theme's; Infima's layout of the theme's own navbar is not shipped.
    expect(css.match(/\}body\{/g)).toHaveLength(1);
    expect(css).not.toMatch(/box-shadow:var\(--ifm-navbar-shadow\)/);
    // customCss's `url('/img/favicon.svg')`, under the base URL as Docusaurus's css-loader resolves it.
    const html = await readFile(path.join(out, 'index.html'), 'utf8');
    const custom = /href="\/home\/(assets\/custom\.[\w]+\.css)"/.exec(html)?.[1];
    expect(custom).toBeDefined();
    const customCss = await readFile(path.join(out, custom as string), 'utf8');
    expect(customCss).toContain('url(/home/img/favicon.svg)');
    // The PostCSS plugin a Docusaurus plugin adds with configurePostCss ran over customCss.
    expect(customCss).toContain('.text-brand{color:var(--ifm-color-primary)}');
    expect(customCss).not.toContain('fixture-utilities');
    expect(result.stderr).toMatch(/plugins\[0\] is not applied: only its configurePostCss is used/);
    // One stylesheet: the theme's rules first, then Infima's.
    expect(css.indexOf('.navbar-header')).toBeLessThan(css.indexOf('.hero--primary'));
  });

  it("ships the theme's rules for the navbar dropdowns, the announcement bar and the navbar and footer styles only to a site whose config shows them", {
    timeout: 180_000,
  }, async () => {
    const OPTIONAL = [
      'dropdown',
      'dropdown__menu',
      'dropdown__link',
      'announcement-bar',
      'icon--globe',
      'footer--light',
    ];
    // docusaurus-home: dark navbar and footer, no dropdown, no announcement bar, one locale.
    const plain = await makeSite('docusaurus-home');
    const plainOut = path.join(plain, 'build');
    expect(
      (await cli(['build', '--config', path.join(plain, 'docusaurus.config.js'), '--out-dir', plainOut])).code,
    ).toBe(0);
    const plainCss = await themeCss(plainOut);
    for (const name of OPTIONAL) expect(styles(plainCss, name), name).toBe(false);
    for (const name of ['navbar--dark', 'footer--dark', 'navbar__link', 'icon--close'])
      expect(styles(plainCss, name), name).toBe(true);

    // The same site with a dropdown, a locale dropdown, an announcement bar and a light footer.
    const full = await makeSite('docusaurus-home');
    const config = path.join(full, 'docusaurus.config.js');
    await writeFile(
      config,
      (await readFile(config, 'utf8'))
        .replace(
          'items: [\n        // No position',
          "items: [\n        { type: 'dropdown', label: 'More', items: [{ label: 'Intro', to: '/docs/intro' }] },\n        { type: 'localeDropdown', position: 'right' },\n        // No position",
        )
        .replace(
          "footer: {\n      style: 'dark',",
          "announcementBar: { content: 'News' },\n    footer: {\n      style: 'light',",
        ),
    );
    const fullOut = path.join(full, 'build');
    expect((await cli(['build', '--config', config, '--out-dir', fullOut])).code).toBe(0);
    const fullCss = await themeCss(fullOut);
    for (const name of OPTIONAL) expect(styles(fullCss, name), name).toBe(true);
    expect(styles(fullCss, 'footer--dark'), 'footer--dark').toBe(false);
  });

  it("gives a Docusaurus site's plain `hero` Infima's hero, not the theme's (react-native-elements)", {
    timeout: 180_000,
  }, async () => {
    const site = await makeSite('docusaurus-home');
    const page = path.join(site, 'src/pages/index.js');
    await writeFile(page, (await readFile(page, 'utf8')).replace("'hero hero--primary'", "'hero'"));
    const out = path.join(site, 'build');
    expect((await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out])).code).toBe(0);
    const css = await themeCss(out);
    // Infima's block: left-aligned, on the hero background colour; the theme's centred tint is gone.
    expect(css).toMatch(/\.hero\{align-items:center;background-color:var\(--ifm-hero-background-color\)/);
    expect(css).not.toMatch(/\.hero\{[^}]*text-align:center/);
    expect(styles(css, 'hero__title'), 'hero__title').toBe(true);
    // Nor the theme's narrow subtitle (redux-toolkit's subtitle is one line in Docusaurus).
    expect(css).not.toMatch(/\.hero \.hero__subtitle\{max-width/);
  });

  it('keeps every rule in watch mode, where a page edited alone may use a new class', {
    timeout: 180_000,
  }, async () => {
    const site = await makeSite('docusaurus-home');
    const outDir = path.join(site, 'watch-out');
    await buildSite({
      configFile: path.join(site, 'docusaurus.config.js'),
      outDir,
      pruneStyles: false,
      logger: createLogger({ quiet: true }),
    });
    const css = await themeCss(outDir);
    for (const name of ['col--3', 'pills', 'avatar', 'card', 'alert--danger'])
      expect(styles(css, name), name).toBe(true);
  });
});

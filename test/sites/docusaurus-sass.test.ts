import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * docusaurus-plugin-sass: `.scss` files are stylesheets, in `theme.customCss` and imported by
 * components (`.module.scss` as CSS modules), compiled by Sass (the site's, else rnhc-docs' own:
 * the fixture has no node_modules).
 */
describe('Sass stylesheets, as docusaurus-plugin-sass gives them', () => {
  it('compiles customCss, page and component .scss files, the plugin applied', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-sass');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/No loader is configured/);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/docusaurus-plugin-sass/);

    const home = await readOut(site, 'index.html');
    const custom = /<link rel="stylesheet" href="\/(assets\/custom\.[0-9a-f]{10}\.css)">/.exec(home)?.[1];
    expect(custom).toBeTruthy();
    const css = await readOut(site, custom ?? '');
    // Variables from the partial, interpolation, nesting and Sass functions are compiled.
    expect(css).toMatch(/--ifm-color-primary:\s*#123456/);
    expect(css).toMatch(/\.hero-banner \.hero-title\{color:#0e2741\}/);
    expect(css).not.toContain('$brand');

    // The page's CSS module: scoped class names on the elements, their compiled rules with the page.
    const features = /<div class="([^"]*features[^"]*)"/.exec(home)?.[1];
    expect(features).toBeTruthy();
    expect(features).not.toBe('features');
    expect(home).toContain(`.${features}`);
    expect(home).toMatch(/padding:\s*24px/);

    // A component of an MDX doc: its module's rules (math.div, `&:hover`) reach the doc.
    const intro = await readOut(site, 'docs/intro/index.html');
    const badge = /<button type="button" class="([^"]*badge[^"]*)"/.exec(intro)?.[1];
    expect(badge).toBeTruthy();
    expect(intro).toMatch(/border-radius:\s*5px/);
    // `@use 'src/css/palette'` from a component's folder: found from the site folder.
    expect(intro).toMatch(/border-color:\s*#123456/);
    expect(intro).toContain(`.${badge}:hover`);
  });

  it('resolves `@site/` in a Sass import, as sass-loader does through webpack', { timeout: 120_000 }, async () => {
    // detox's website: `@import '@site/src/css/fonts';` in a component's .module.scss.
    const site = await makeSite('docusaurus-sass', {
      'src/components/Badge/styles.module.scss':
        "@import '@site/src/css/palette';\n\n.badge {\n  border-color: $brand;\n}\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Can't find stylesheet/);
    expect(result.code, result.stderr).toBe(0);
    expect(await readOut(site, 'docs/intro/index.html')).toMatch(/border-color:\s*#123456/);
  });

  it('resolves `@site/` in a Sass import of theme.customCss', { timeout: 120_000 }, async () => {
    // detox's website: src/css/custom.scss imports _navbar.scss, which imports '@site/src/css/fonts'.
    const site = await makeSite('docusaurus-sass', {
      'src/css/custom.scss': "@import '@site/src/css/palette';\n\n:root {\n  --ifm-color-primary: #{$brand};\n}\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const home = await readOut(site, 'index.html');
    const custom = /<link rel="stylesheet" href="\/(assets\/custom\.[0-9a-f]{10}\.css)">/.exec(home)?.[1];
    expect(await readOut(site, custom ?? '')).toMatch(/--ifm-color-primary:\s*#123456/);
  });

  it('keeps a CSS @import of an external URL in a component stylesheet, as css-loader does', {
    timeout: 120_000,
  }, async () => {
    // detox's website: `@import url('https://fonts.googleapis.com/css2?...')` in src/css/_fonts.scss,
    // imported by components' .module.scss files.
    const font = 'https://fonts.googleapis.com/css2?family=Nunito+Sans:wght@300;700&display=swap';
    const site = await makeSite('docusaurus-sass', {
      'src/components/Badge/styles.module.scss': `@import url('${font}');\n\n.badge {\n  border-color: red;\n}\n`,
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Cannot import/);
    expect(result.code, result.stderr).toBe(0);
    expect(await readOut(site, 'docs/intro/index.html')).toMatch(/border-color:\s*red/);
  });

  it('names the file and line of a Sass error (exit 1)', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-sass');
    const file = path.join(site, 'src/pages/index.module.scss');
    await writeFile(file, `${await readFile(file, 'utf8')}\n.broken {\n  color: $undefined-variable;\n}\n`);
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Undefined variable/);
    expect(result.stderr).toContain(`${file}:11:10`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });
});

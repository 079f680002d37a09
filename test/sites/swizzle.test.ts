/**
 * Swizzled theme components of a Docusaurus site (test/fixtures/docusaurus-swizzle):
 * `src/theme/MDXComponents` gives MDX files components without imports, `src/theme/NotFound` is
 * the 404 page, `@theme/X` of site code finds the site's `src/theme/X`, and what rnhc-docs does
 * not render is named in one warning, per component.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

describe('swizzled theme components', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('docusaurus-swizzle');
    result = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.js'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds, and names only the component it does not render', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(
      /src\/theme: not applied: swizzled theme components DocItem\/Layout are not rendered/,
    );
    expect(result.stderr).not.toMatch(/(MDXComponents|NotFound|Footer|BoxLink), [^\n]*not rendered/);
  });

  it('DocItem/Footer, a wrapper: its note under each doc', async () => {
    expect(await readOut(site, 'docs/intro/index.html')).toContain(
      '<p class="doc-footer-note">Edited by the community.</p>',
    );
  });

  it('MDXComponents: MDX uses its components without importing them; interactive ones are islands', async () => {
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toContain('<span class="highlight" style="background-color:#25c2a0;');
    expect(html).toMatch(/Docusaurus green(<\/rnhc-children>)?<\/span>/);
    expect(html).toMatch(/<rnhc-island data-module="\/assets\/islands\/[^"]+" data-export="Counter"/);
    expect(html).toContain('Clicked <!-- -->5<!-- --> times');
    // `@theme/BoxLink`: the site's own theme component.
    expect(html).toMatch(/<a[^>]*class="box-link"[^>]*>A box link<\/a>/);
  });

  it('MDXComponents on a page without imports; an edit of a component shows in the next build (no stale cache)', async () => {
    expect(await readOut(site, 'docs/plain/index.html')).toContain(
      '<span class="highlight" style="background-color:#1877f2;',
    );
    const { readFile, writeFile } = await import('node:fs/promises');
    const component = path.join(site, 'src/components/Highlight.js');
    await writeFile(
      component,
      (await readFile(component, 'utf8')).replace('className="highlight"', 'className="highlight marked"'),
    );
    const again = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.js'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
    expect(again.code, again.stderr).toBe(0);
    expect(await readOut(site, 'docs/plain/index.html')).toContain('<span class="highlight marked"');
    expect(await readOut(site, 'docs/intro/index.html')).toContain('<span class="highlight marked"');
  });

  it('NotFound: the 404 page is the site’s, titled by its <Layout title>, hydrated as an island', async () => {
    const html = await readOut(site, '404.html');
    expect(html).toContain('<title>Page Not Found | Swizzle Lib</title>');
    expect(html).toContain('404: <!-- -->Swizzle Lib<!-- --> has no such page.');
    expect(html).toContain('Return to the front page');
    // The theme's own 404 message is not there.
    expect(html).not.toContain('We could not find the page you were looking for');
    expect(html).toMatch(/<rnhc-island data-module="\/assets\/islands\/NotFound\.[^"]+" data-export="default"/);
  });

  it('Footer: every page shows the site’s footer (its CSS module with it), hydrated as an island', async () => {
    for (const file of ['docs/intro/index.html', 'index.html', '404.html']) {
      const html = await readOut(site, file);
      expect(html, file).toMatch(/<div class="swizzled-footer"><style>[^<]*border-top:\s*4px solid #25c2a0/);
      expect(html, file).toContain('© <!-- -->Swizzle Lib<!-- --> community');
      expect(html, file).toMatch(/<rnhc-island data-module="\/assets\/islands\/Footer\.[^"]+" data-export="default"/);
    }
  });

  it('docs at the site root: the 404 page is the docs’ (NotFound/Content, the site’s title alone), as in Docusaurus', async () => {
    const root = await makeSite('docusaurus-swizzle');
    try {
      const built = await cli([
        'build',
        '--config',
        path.join(root, 'docusaurus.docs-root.config.js'),
        '--out-dir',
        path.join(root, 'build'),
      ]);
      expect(built.code, built.stderr).toBe(0);
      const html = await readOut(root, '404.html');
      expect(html).toContain('<title>Swizzle Lib</title>');
      expect(html).not.toContain('has no such page');
      expect(html).toContain('Page Not Found</h1>');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it('docs at the site root on Docusaurus 2: its docs page rendered the whole NotFound, titled as usual (react-native-navigation)', async () => {
    const root = await makeSite('docusaurus-swizzle', {
      'package.json':
        '{ "name": "docusaurus-swizzle-fixture", "private": true, "dependencies": { "@docusaurus/core": "2.0.0-alpha.72" } }',
    });
    try {
      const built = await cli([
        'build',
        '--config',
        path.join(root, 'docusaurus.docs-root.config.js'),
        '--out-dir',
        path.join(root, 'build'),
      ]);
      expect(built.code, built.stderr).toBe(0);
      const html = await readOut(root, '404.html');
      expect(html).toContain('<title>Page Not Found | Swizzle Lib</title>');
      // Docusaurus 2's DocPage rendered the site's NotFound, its own page.
      expect(html).toContain('has no such page');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});

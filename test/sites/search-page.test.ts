/**
 * The search page of a Docusaurus site searched with Algolia (test/fixtures/search-page): as
 * theme-search-algolia does, the build makes `/search/` (themeConfig.algolia.searchPagePath),
 * titled "Search the documentation", with a form that works without JavaScript; listed in the
 * sitemap and route manifest like any page, but not searched itself. `searchPagePath: false`
 * makes none.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('the search page', () => {
  it('is made at searchPagePath, titled and listed as Docusaurus does', { timeout: 240_000 }, async () => {
    const site = await makeSite('search-page');
    const result = await buildDocusaurus(site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const html = await readOut(site, 'search/index.html');
    expect(html).toContain('<title>Search the documentation | Search Lib</title>');
    expect(html).toMatch(/<h1[^>]*>Search the documentation<\/h1>/);
    // Without JavaScript the form still searches: a GET to the page itself with `q`.
    expect(html).toMatch(/<form[^>]*action="\/lib\/search"[^>]*method="get"/);
    expect(html).toMatch(/<input[^>]*name="q"/);
    expect(await readOut(site, 'sitemap.xml')).toContain('<loc>https://search.example/lib/search</loc>');
    const manifest = JSON.parse(await readOut(site, 'route-manifest.json')) as Array<{ path: string }>;
    expect(manifest.map((entry) => entry.path)).toContain('/lib/search');
    const index = await readOut(site, 'search-index.json');
    expect(index).toContain('/lib/docs/permissions');
    expect(index).not.toContain('"/lib/search"');
  });

  it('is absent with searchPagePath: false, and moves with searchPagePath', { timeout: 240_000 }, async () => {
    const config = await readFile(
      path.resolve(import.meta.dirname, '../fixtures/search-page/docusaurus.config.js'),
      'utf8',
    );
    const off = await makeSite('search-page', {
      'docusaurus.config.js': config.replace("indexName: 'lib'", "indexName: 'lib', searchPagePath: false"),
    });
    expect((await buildDocusaurus(off)).code).toBe(0);
    expect(existsSync(path.join(off, 'build/search/index.html'))).toBe(false);
    expect(await readOut(off, 'sitemap.xml')).not.toContain('/lib/search');

    const moved = await makeSite('search-page', {
      'docusaurus.config.js': config.replace("indexName: 'lib'", "indexName: 'lib', searchPagePath: 'find'"),
    });
    expect((await buildDocusaurus(moved)).code).toBe(0);
    expect(await readOut(moved, 'find/index.html')).toContain('<title>Search the documentation | Search Lib</title>');
    expect(existsSync(path.join(moved, 'build/search/index.html'))).toBe(false);
  });

  it('comes with a local search plugin too; a page of the site at its URL wins, named', {
    timeout: 240_000,
  }, async () => {
    const config = await readFile(
      path.resolve(import.meta.dirname, '../fixtures/search-page/docusaurus.config.js'),
      'utf8',
    );
    const local = await makeSite('search-page', {
      'docusaurus.config.js': config.replace(
        "themeConfig: {\n    algolia: { appId: 'APP', apiKey: 'key', indexName: 'lib' },\n  },",
        "themes: [['@easyops-cn/docusaurus-search-local', { hashed: true }]],",
      ),
    });
    // The Algolia settings are gone: the page comes from the plugin.
    expect(await readFile(path.join(local, 'docusaurus.config.js'), 'utf8')).not.toContain('algolia:');
    const built = await buildDocusaurus(local);
    expect(built.code).toBe(0);
    expect(await readOut(local, 'search/index.html')).toContain('<title>Search the documentation | Search Lib</title>');

    const own = await makeSite('search-page', { 'src/pages/search.md': '# Our own search\n\nAsk us.\n' });
    const result = await buildDocusaurus(own);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain(
      'search.page: /search is a page of the site already; the search page is not made there',
    );
    expect(await readOut(own, 'search/index.html')).toContain('Our own search');
  });

  it('is made in every locale, translated by code.json', { timeout: 240_000 }, async () => {
    const fixture = path.resolve(import.meta.dirname, '../fixtures/docu-i18n-blog');
    const config = await readFile(path.join(fixture, 'docusaurus.config.js'), 'utf8');
    const code = JSON.parse(await readFile(path.join(fixture, 'i18n/fr/code.json'), 'utf8').catch(() => '{}'));
    const site = await makeSite('docu-i18n-blog', {
      'docusaurus.config.js': config.replace(
        '      navbar: {\n',
        "      algolia: { appId: 'A', apiKey: 'k', indexName: 'i' },\n      navbar: {\n",
      ),
      'i18n/fr/code.json': JSON.stringify({
        ...code,
        'theme.SearchPage.emptyResultsTitle': { message: 'Rechercher dans la documentation' },
      }),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'search/index.html')).toContain('<title>Search the documentation | Lingo</title>');
    const french = await readOut(site, 'fr/search/index.html');
    expect(french).toContain('<title>Rechercher dans la documentation | Lingo</title>');
    expect(french).toContain('action="/fr/search"');
    expect(french).toContain('data-search-page="/fr/search-index.json"');
  });

  it('is opted into by a YAML config with search.page', { timeout: 240_000 }, async () => {
    const fixture = path.resolve(import.meta.dirname, '../fixtures/basic-site/rnhc-docs.config.yaml');
    const yaml = await readFile(fixture, 'utf8');
    const site = await makeSite('basic-site', { 'rnhc-docs.config.yaml': `${yaml}\nsearch:\n  page: find\n` });
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'find/index.html')).toContain('<title>Search the documentation |');
    const plain = await makeSite('basic-site');
    expect((await build(plain)).code).toBe(0);
    expect(existsSync(path.join(plain, 'build/search/index.html'))).toBe(false);
  });
});

/**
 * A site in three locales (test/fixtures/i18n-site: the versioned fixture with English as the
 * default, French partly translated in Docusaurus's i18n layout, Arabic right to left and not
 * translated): every locale in one build, fallbacks with a notice and a canonical URL to the
 * original, hreflang only between translated pages, per-locale search and link checks.
 */
import { existsSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, cli, makeSite, readOut, snapshot } from './helpers.ts';

/**
 * The routes Docusaurus 3 builds from the versioned folders (test/sites/versioned-site.test.ts).
 * Docusaurus 3.10.2, run on this fixture with an equivalent docusaurus.config.js in the fifth
 * session, built the same 39 pages: these routes once per locale, under `/fr/` and `/ar/`, with the
 * same titles and `<html lang dir>`.
 */
const ROUTES = [
  '/',
  '/about',
  '/docs',
  '/docs/api',
  '/docs/category/guides',
  '/docs/guides/setup',
  '/docs/next',
  '/docs/next/api',
  '/docs/next/category/guides',
  '/docs/next/guides/new-feature',
  '/docs/next/guides/setup',
  '/docs/1.x',
  '/docs/1.x/old-api',
];

const links = (html: string, rel: string) =>
  [...html.matchAll(/<link rel="([^"]+)"(?: hreflang="([^"]+)")? href="([^"]+)">/g)]
    .filter((m) => m[1] === rel && (rel !== 'alternate' || m[2]))
    .map((m) => (m[2] ? `${m[2]} ${m[3]}` : m[3]));

describe('i18n-site: three locales in one build', () => {
  let site: string;
  let result: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    site = await makeSite('i18n-site');
    result = await build(site);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds every locale, without warnings, and says how much each translates', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('fr: 3/9 docs, 1/2 pages translated');
    expect(result.stdout).toContain('ar: 0/9 docs, 0/2 pages translated');
  });

  it('builds the routes Docusaurus builds, once per locale, the default at the base URL', async () => {
    const built = (await readdir(path.join(site, 'build'), { recursive: true }))
      .map(String)
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${file.replace(/\/?index\.html$/, '')}`)
      .sort();
    const expected = ['', '/fr', '/ar']
      .flatMap((prefix) => ROUTES.map((route) => (route === '/' ? prefix || '/' : `${prefix}${route}`)))
      .sort();
    expect(built).toEqual(expected);
  });

  it("sets each locale's html lang and direction", async () => {
    const html = (file: string) => readOut(site, file).then((text) => /<html lang="([^"]+)" dir="([^"]+)"/.exec(text));
    expect((await html('docs/api/index.html'))?.slice(1)).toEqual(['en', 'ltr']);
    expect((await html('fr/docs/api/index.html'))?.slice(1)).toEqual(['fr-FR', 'ltr']);
    expect((await html('ar/docs/api/index.html'))?.slice(1)).toEqual(['ar', 'rtl']);
  });

  it('serves a translation in its locale, with hreflang alternates to the locales that translate it', async () => {
    const page = await readOut(site, 'fr/docs/next/index.html');
    expect(page).toContain('Bienvenue dans la prochaine version');
    expect(page).not.toContain('theme-fallback-notice');
    expect(links(page, 'canonical')).toEqual(['https://example.com/fr/docs/next']);
    expect(links(page, 'alternate')).toEqual([
      'en https://example.com/docs/next',
      'fr-FR https://example.com/fr/docs/next',
      'x-default https://example.com/docs/next',
    ]);
    // The original names the translation back, and leaves out Arabic, which falls back.
    expect(links(await readOut(site, 'docs/next/index.html'), 'alternate')).toEqual([
      'en https://example.com/docs/next',
      'fr-FR https://example.com/fr/docs/next',
      'x-default https://example.com/docs/next',
    ]);
    // A relative .md link of a translation leads to the locale's page.
    expect(await readOut(site, 'fr/docs/next/guides/setup/index.html')).toMatch(/href="\/fr\/docs\/next"/);
    // Versions and pages translate the same way.
    expect(await readOut(site, 'fr/docs/index.html')).toContain('Bienvenue dans la version 2');
    expect(await readOut(site, 'fr/about/index.html')).toContain('À propos');
  });

  it('serves an untranslated page with a notice in the locale’s words, canonical to the original, and no alternates', async () => {
    const page = await readOut(site, 'fr/docs/api/index.html');
    expect(page).toContain('theme-fallback-notice');
    expect(page).toContain('Cette page n&#x27;est pas encore traduite');
    expect(page).toMatch(/<a href="\/docs\/api"[^>]*>Lire l&#x27;original<\/a>/);
    expect(links(page, 'canonical')).toEqual(['https://example.com/docs/api']);
    expect(links(page, 'alternate')).toEqual([]);
    // A fallback's relative .md links lead to the locale's pages, not the original's (the
    // markdown cache keeps one render per locale).
    expect(await readOut(site, 'ar/docs/next/guides/setup/index.html')).toMatch(/href="\/ar\/docs\/next"/);
    // A locale without a code.json says it in English.
    expect(await readOut(site, 'ar/docs/api/index.html')).toContain('This page is not translated yet');
    // The original of an untranslated page has no alternates either: it has no translation.
    expect(links(await readOut(site, 'docs/api/index.html'), 'alternate')).toEqual([]);
  });

  it('lists translated pages in each sitemap with their alternates, and fallback pages in none', async () => {
    const fr = await readOut(site, 'fr/sitemap.xml');
    expect(fr).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(fr).toContain(
      '<url><loc>https://example.com/fr/docs/next</loc><xhtml:link rel="alternate" hreflang="en" href="https://example.com/docs/next"/><xhtml:link rel="alternate" hreflang="fr-FR" href="https://example.com/fr/docs/next"/><xhtml:link rel="alternate" hreflang="x-default" href="https://example.com/docs/next"/></url>',
    );
    expect(fr).not.toContain('<loc>https://example.com/fr/docs/api</loc>');
    expect(await readOut(site, 'ar/sitemap.xml')).not.toContain('<loc>https://example.com/ar/docs/api</loc>');
    expect(await readOut(site, 'sitemap.xml')).toContain('<url><loc>https://example.com/docs/api</loc></url>');
  });

  it('gives the same output from the caches (a warm build) as a cold one, file for file', async () => {
    const warm = path.join(site, 'warm');
    const again = await cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', warm]);
    expect(again.code).toBe(0);
    const cold = await snapshot(path.join(site, 'build'));
    const cached = await snapshot(warm);
    expect([...cached.keys()].sort()).toEqual([...cold.keys()].sort());
    for (const [file, content] of cold) expect(cached.get(file), file).toBe(content);
    await rm(warm, { recursive: true, force: true });
  });

  it('server-renders the locale dropdown as links to the same page in each locale', async () => {
    const page = await readOut(site, 'fr/docs/api/index.html');
    const dropdown = [...page.matchAll(/<a href="([^"]*)" data-rnhc-locale="([^"]+)"[^>]*>([^<]*)/g)].map((m) => [
      m[2],
      m[1],
      m[3],
    ]);
    expect(dropdown).toEqual([
      ['en', '/docs/api', 'English'],
      ['fr', '/fr/docs/api', 'Français'],
      ['ar', '/ar/docs/api', 'العربية'],
    ]);
  });

  it('writes a search index and llms files per locale', async () => {
    expect(await readOut(site, 'fr/search-index-current.json')).toContain('Bienvenue dans la prochaine');
    expect(await readOut(site, 'search-index-current.json')).not.toContain('Bienvenue');
    expect(await readOut(site, 'fr/docs/next/llms.txt')).toContain('(https://example.com/fr/docs/next/api.md)');
    expect(await readOut(site, 'fr/llms-full.txt')).toContain('Bienvenue dans la version 2');
  });

  it('builds one locale with --locale, into its folder', async () => {
    const out = path.join(site, 'only-fr');
    const only = await cli([
      'build',
      '--config',
      path.join(site, 'rnhc-docs.config.yaml'),
      '--out-dir',
      out,
      '--locale',
      'fr',
    ]);
    expect(only.stderr).toBe('');
    expect(only.code).toBe(0);
    expect(existsSync(path.join(out, 'fr/docs/api/index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'docs'))).toBe(false);
    expect(existsSync(path.join(out, 'ar'))).toBe(false);
  });

  it('refuses a --locale that i18n.locales does not list, exit 2', async () => {
    const refused = await cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--locale', 'de']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/--locale de: not one of i18n\.locales \(en, fr, ar\)/);
    expect(refused.stderr).not.toMatch(/\n\s+at /);
  });

  it('names the file and line of a code.json that is not valid JSON, exit 1, nothing written', async () => {
    const bad = await makeSite('i18n-site', {
      'i18n/fr/code.json': '{\n  "theme.docs.untranslated.message": {\n    "message": "x",\n  }\n}\n',
    });
    try {
      const failed = await build(bad);
      expect(failed.code).toBe(1);
      expect(failed.stderr).toMatch(/i18n\/fr\/code\.json:4/);
      expect(failed.stderr).toMatch(/is not valid JSON/);
      expect(failed.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(path.join(bad, 'build'))).toBe(false);
    } finally {
      await rm(bad, { recursive: true, force: true });
    }
  });

  it('keeps a site of one locale as it was: no locale folders, no hreflang', async () => {
    const single = await makeSite('i18n-site');
    try {
      const config = path.join(single, 'rnhc-docs.config.yaml');
      const { readFile } = await import('node:fs/promises');
      await writeFile(config, (await readFile(config, 'utf8')).replace('locales: [en, fr, ar]', 'locales: [en]'));
      expect((await build(single)).code).toBe(0);
      expect(existsSync(path.join(single, 'build/fr'))).toBe(false);
      expect(await readOut(single, 'docs/next/index.html')).not.toContain('hreflang');
    } finally {
      await rm(single, { recursive: true, force: true });
    }
  });
});

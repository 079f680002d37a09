import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

/**
 * Route for route against Docusaurus (issue #17): two Docusaurus 3 sites, built from their own
 * `docusaurus.config.js` by rnhc-docs, give the pages Docusaurus gives. What Docusaurus built is
 * recorded next to each fixture in `docusaurus-routes.json` by `scripts/docusaurus-routes.mjs`
 * (Docusaurus's version is in the file; rerun the script after changing a fixture): every HTML
 * file with its title, `<html lang>` and `dir`, every sitemap's URLs, the items of every blog
 * feed, and every other file that is not a hashed bundle asset (feeds, static files).
 *
 * Every difference is listed below with its reason; anything else fails the test.
 */

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

interface Recorded {
  docusaurus: string;
  pages: Record<string, { title?: string; lang?: string; dir?: string; redirect?: string }>;
  sitemaps: Record<string, string[]>;
  feeds: Record<string, string[]>;
  files: string[];
}

interface Allowed {
  /** HTML files rnhc-docs writes and Docusaurus does not, with the reason. */
  extraPages: Record<string, string>;
  /** A page whose title differs: rnhc-docs' title and the reason. */
  titles: Record<string, { title: string; reason: string }>;
  /** Sitemap URLs spelled differently: Docusaurus's URL → rnhc-docs' URL, and the reason. */
  sitemapSpelling: Record<string, { url: string; reason: string }>;
  /** Sitemap URLs Docusaurus lists and rnhc-docs leaves out, with the reason. */
  notInSitemap: Record<string, string>;
}

/** Files and folders rnhc-docs writes besides Docusaurus's, on every site, and why (see README). */
const RNHC_EXTRA_FILES: Array<[RegExp, string]> = [
  [
    /(^|\/)[^/]+\.html$/,
    'each page is also written as `<route>.html` (hosts that map /x to x.html serve it without a redirect)',
  ],
  [/\.md$/, 'markdown twins of every page (Docs for AI readers)'],
  [/(^|\/)llms(-full)?\.(txt|json)$/, 'llms.txt, llms-full.txt and llms.json of each content set'],
  [/(^|\/)search-index(-[^/]+)?\.json$/, 'the offline search index (one per version)'],
  [/(^|\/)route-manifest\.json$/, 'the route manifest of client-side navigation'],
  [/(^|\/)page-data\//, 'per-route page data of client-side navigation'],
  [/(^|\/)assets\//, 'bundles and copied assets (Docusaurus hashes its own under assets/ too; not compared)'],
  [/^\.rnhc-docs-output$/, 'the marker that lets the next build replace the folder'],
];

const TRAILING_SLASH =
  'with trailingSlash unset, rnhc-docs’ routes have no trailing slash (SPEC: paths normalise to the path without `/index.html`); the page is the same file (`.../index.html`), so Docusaurus’s URL serves it, but the sitemap and canonical URL name it without the slash';
const UNTRANSLATED =
  'an untranslated page of a locale names the original as its canonical URL and stays out of the locale’s sitemap (Translated sites: Docusaurus publishes it as duplicate content)';

const ALLOWED: Record<string, Allowed> = {
  'docu-versioned': {
    // No copy of a main doc at a version's root: Docusaurus has no `mainDocId` (nor has rnhc-docs by default).
    extraPages: {},
    titles: {},
    sitemapSpelling: {
      '/docs/': { url: '/docs', reason: TRAILING_SLASH },
      '/docs/2.x/': { url: '/docs/2.x', reason: TRAILING_SLASH },
      '/docs/guides/advanced/': { url: '/docs/guides/advanced', reason: TRAILING_SLASH },
    },
    notInSitemap: {},
  },
  'docu-i18n-blog': {
    extraPages: {},
    // The French theme strings come from @docusaurus/theme-translations (rnhc-docs' copy here).
    titles: {},
    sitemapSpelling: {},
    notInSitemap: {
      '/fr/blog/2024/02/01/release': UNTRANSLATED,
      '/fr/blog/2024/03/05/tips': UNTRANSLATED,
      '/fr/docs/guides/deploy': UNTRANSLATED,
      '/fr/docs/guides/install': UNTRANSLATED,
      '/fr/docs/reference': UNTRANSLATED,
    },
  },
};

const decode = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

async function filesOf(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The URL paths of a feed's items, in order, read as the script reads Docusaurus's. */
function itemsOfFeed(file: string, text: string): string[] {
  const paths = (urls: string[]) => urls.map((url) => new URL(decode(url)).pathname);
  if (file.endsWith('rss.xml'))
    return paths([...text.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1] as string));
  if (file.endsWith('atom.xml')) {
    return paths([...text.matchAll(/<entry>[\s\S]*?<link\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1] as string));
  }
  return paths(JSON.parse(text).items.map((item: { url: string }) => item.url));
}

/** The title, lang and dir of a page, read as the script reads Docusaurus's. */
function headOf(html: string) {
  const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
  const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  return {
    ...(title !== undefined ? { title: decode(title) } : {}),
    lang: /\blang="([^"]*)"/.exec(htmlTag)?.[1],
    dir: /\bdir="([^"]*)"/.exec(htmlTag)?.[1],
  };
}

describe.each(Object.keys(ALLOWED))('%s: route for route as Docusaurus builds it', (fixture) => {
  const allowed = ALLOWED[fixture] as Allowed;
  let site: string;
  let out: string;
  let recorded: Recorded;
  let files: string[];
  let result: Awaited<ReturnType<typeof cli>>;

  beforeAll(async () => {
    recorded = JSON.parse(await readFile(path.join(fixtures, fixture, 'docusaurus-routes.json'), 'utf8'));
    site = await makeSite(fixture);
    out = path.join(site, 'build');
    result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    files = result.code === 0 ? await filesOf(out) : [];
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds from its own docusaurus.config.js, naming only the keys it does not apply', () => {
    expect(result.code, result.stderr).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('warning'));
    for (const warning of warnings) expect(warning).toMatch(/is not applied: /);
  });

  it('writes every page Docusaurus writes, and no other page but the listed ones', () => {
    const expected = Object.keys(recorded.pages).sort();
    const pages = files.filter((file) => file.endsWith('.html'));
    expect(expected.filter((file) => !pages.includes(file))).toEqual([]);
    // A `<route>.html` beside `<route>/index.html` is the same page (RNHC_EXTRA_FILES).
    const twinOf = (file: string) =>
      !file.endsWith('/index.html') && pages.includes(file.replace(/\.html$/, '/index.html'));
    const extra = pages.filter((file) => !(file in recorded.pages) && !twinOf(file));
    expect(extra.sort()).toEqual(Object.keys(allowed.extraPages).sort());
  });

  it('gives each page the title, <html lang> and dir Docusaurus gives it', async () => {
    const differences: Record<string, unknown> = {};
    for (const [file, expected] of Object.entries(recorded.pages)) {
      const actual = headOf(await readFile(path.join(out, file), 'utf8'));
      const title = allowed.titles[file]?.title ?? expected.title;
      if (actual.title !== title || actual.lang !== expected.lang || actual.dir !== expected.dir) {
        differences[file] = { rnhc: actual, docusaurus: expected };
      }
    }
    expect(differences).toEqual({});
    // Each allowed title difference still exists (else it is to be removed from the list).
    for (const file of Object.keys(allowed.titles))
      expect(recorded.pages[file]?.title).not.toBe(allowed.titles[file]?.title);
  });

  it('lists the same URLs in each sitemap', async () => {
    for (const [sitemap, urls] of Object.entries(recorded.sitemaps)) {
      const xml = await readFile(path.join(out, sitemap), 'utf8');
      const actual = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)]
        .map((m) => new URL(decode(m[1] as string)).pathname)
        .sort();
      const expected = urls
        .filter((url) => !(url in allowed.notInSitemap))
        .map((url) => allowed.sitemapSpelling[url]?.url ?? url)
        .sort();
      expect(actual, sitemap).toEqual(expected);
    }
  });

  it('lists the same posts, in the same order, in each feed', async () => {
    expect(Object.keys(recorded.feeds).length).toBe(fixture === 'docu-i18n-blog' ? 6 : 0);
    for (const [feed, items] of Object.entries(recorded.feeds)) {
      expect(itemsOfFeed(feed, await readFile(path.join(out, feed), 'utf8')), feed).toEqual(items);
    }
  });

  it('writes the feeds and static files Docusaurus writes, and only the listed kinds of other files', () => {
    expect(recorded.files.filter((file) => !files.includes(file))).toEqual([]);
    const unexplained = files.filter(
      (file) =>
        !recorded.files.includes(file) &&
        !(file in recorded.pages) &&
        !(file in recorded.sitemaps) &&
        !RNHC_EXTRA_FILES.some(([pattern]) => pattern.test(file)),
    );
    expect(unexplained).toEqual([]);
  });
});

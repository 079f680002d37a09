import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, cli, makeSite, readOut, snapshot } from './helpers.ts';

/**
 * What Docusaurus 3.9 builds from the same folders (test/fixtures/versioned-site with its
 * docusaurus.config.js, built once with `docusaurus build` in the reference install): every page
 * route, its title, and the banner of each version. Recorded here so the test needs no Docusaurus.
 */
const DOCUSAURUS_ROUTES = [
  '/',
  '/about',
  '/docs/',
  '/docs/api',
  '/docs/category/guides',
  '/docs/guides/setup',
  '/docs/next/',
  '/docs/next/api',
  '/docs/next/category/guides',
  '/docs/next/guides/new-feature',
  '/docs/next/guides/setup',
  '/docs/1.x/',
  '/docs/1.x/old-api',
];

const DOCUSAURUS_TITLES: Record<string, string> = {
  '/docs/': 'Introduction | Versioned Fixture',
  '/docs/api': 'API | Versioned Fixture',
  '/docs/category/guides': 'Guides | Versioned Fixture',
  '/docs/guides/setup': 'Setup | Versioned Fixture',
  '/docs/next/': 'Introduction | Versioned Fixture',
  '/docs/next/guides/new-feature': 'New feature | Versioned Fixture',
  '/docs/1.x/': 'Introduction | Versioned Fixture',
  '/docs/1.x/old-api': 'Old API | Versioned Fixture',
};

/** Banner text (tags stripped) and link of each version, as Docusaurus renders them. */
const DOCUSAURUS_BANNERS: Record<string, { text: string; href: string } | undefined> = {
  '/docs/': undefined,
  '/docs/next/guides/setup': {
    text: 'This is unreleased documentation for Versioned Fixture Next version.For up-to-date documentation, see the latest version (2.x).',
    href: '/docs/guides/setup',
  },
  // A doc the last version lacks: the banner links to its main doc.
  '/docs/next/guides/new-feature': {
    text: 'This is unreleased documentation for Versioned Fixture Next version.For up-to-date documentation, see the latest version (2.x).',
    href: '/docs/',
  },
  '/docs/1.x/old-api': {
    text: 'This is documentation for Versioned Fixture 1.x, which is no longer actively maintained.For up-to-date documentation, see the latest version (2.x).',
    href: '/docs/',
  },
};

const stripTags = (html: string) => html.replace(/<!-- -->/g, '').replace(/<[^>]+>/g, '');
const fileOf = (route: string) => (route === '/' ? 'index.html' : `${route.slice(1).replace(/\/$/, '')}/index.html`);
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const bannerOf = (html: string) => {
  const match = /<div class="theme-doc-version-banner[^"]*" role="alert">([\s\S]*?<\/div>)<\/div>/.exec(html);
  if (!match?.[1]) return undefined;
  return { text: stripTags(match[1]), href: /<a href="([^"]*)"/.exec(match[1])?.[1] };
};
const pageDataOf = async (site: string, route: string) =>
  JSON.parse(await readOut(site, `page-data/${route.slice(1).replace(/\/$/, '') || 'index'}.json`));

describe('versioned-site: current plus two versions in the Docusaurus layout', () => {
  let site: string;
  let result: Awaited<ReturnType<typeof build>>;

  beforeAll(async () => {
    site = await makeSite('versioned-site');
    result = await build(site);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds without warnings', () => {
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('builds the routes Docusaurus builds, and no others', async () => {
    const files = (await readdir(path.join(site, 'build'), { recursive: true }))
      .map(String)
      .filter((file) => file.endsWith('index.html'))
      .map((file) => `/${file.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'))
      .sort();
    const expected = DOCUSAURUS_ROUTES.map((route) => route.replace(/(.)\/$/, '$1')).sort();
    expect(files).toEqual(expected);
  });

  it('gives each page the title Docusaurus gives it', async () => {
    for (const [route, title] of Object.entries(DOCUSAURUS_TITLES)) {
      expect(titleOf(await readOut(site, fileOf(route))), route).toBe(title);
    }
  });

  it('shows the banners Docusaurus shows, linking to the same doc in the last version or its main doc', async () => {
    for (const [route, banner] of Object.entries(DOCUSAURUS_BANNERS)) {
      const found = bannerOf(await readOut(site, fileOf(route)));
      if (!banner) expect(found, route).toBeUndefined();
      else expect(found, route).toEqual({ text: banner.text, href: banner.href.replace(/(.)\/$/, '$1') });
    }
  });

  it('writes one set of llms files per version: the last at the root, the others under their path', async () => {
    const root = await readOut(site, 'llms.txt');
    const next = await readOut(site, 'docs/next/llms.txt');
    const old = await readOut(site, 'docs/1.x/llms.txt');
    expect(root).toMatch(/^# Versioned Fixture\n/);
    expect(next).toMatch(/^# Versioned Fixture \(Next\)\n/);
    // Each version lists its own docs and no other version's.
    expect(next).toContain('(https://example.com/docs/next/guides/new-feature.md)');
    expect(root).not.toContain('new-feature');
    expect(root).toContain('(https://example.com/docs/guides/setup.md)');
    expect(root).not.toContain('/docs/next/');
    expect(old).toContain('(https://example.com/docs/1.x/old-api.md)');
    expect(old).not.toContain('guides/setup');
    // Pages outside the docs belong to the root set only.
    expect(root).toContain('(https://example.com/about.md)');
    expect(next).not.toContain('about.md');
    expect(await readOut(site, 'docs/1.x/llms-full.txt')).toContain('Source: https://example.com/docs/1.x/old-api');
    expect(JSON.parse(await readOut(site, 'docs/next/llms.json')).chunks.length).toBeGreaterThan(0);
  });

  it('badges each doc with its version', async () => {
    for (const [route, label] of [
      ['/docs/api', '2.x'],
      ['/docs/next/api', 'Next'],
      ['/docs/1.x/old-api', '1.x'],
    ] as const) {
      expect(
        stripTags(
          /<span class="theme-doc-version-badge[^>]*>.*?<\/span>/.exec(await readOut(site, fileOf(route)))?.[0] ?? '',
        ),
      ).toBe(`Version: ${label}`);
    }
  });

  it('server-renders the dropdown as real links: the same doc in each version, else that version main doc', async () => {
    const links = (html: string) =>
      [
        ...html.matchAll(
          /<a href="([^"]*)" data-rnhc-version="([^"]*)" class="dropdown__link[^"]*"[^>]*>([^<]*)<\/a>/g,
        ),
      ].map((m) => [m[3], m[1], m[2]]);
    expect(links(await readOut(site, 'docs/next/guides/setup/index.html'))).toEqual([
      ['Next', '/docs/next/guides/setup', 'current'],
      ['2.x', '/docs/guides/setup', '2.x'],
      ['1.x', '/docs/1.x', '1.x'],
    ]);
    // As Docusaurus: a generated index links to the same index where that version has it.
    expect(links(await readOut(site, 'docs/category/guides/index.html'))).toEqual([
      ['Next', '/docs/next/category/guides', 'current'],
      ['2.x', '/docs/category/guides', '2.x'],
      ['1.x', '/docs/1.x', '1.x'],
    ]);
    expect(links(await readOut(site, 'about/index.html'))).toEqual([
      ['Next', '/docs/next', 'current'],
      ['2.x', '/docs', '2.x'],
      ['1.x', '/docs/1.x', '1.x'],
    ]);
  });

  it('keeps navbar doc links in the page version, and the last version outside the docs', async () => {
    const navLinks = (html: string) =>
      [...html.matchAll(/<a href="([^"]*)" class="navbar__item navbar__link[^"]*"[^>]*>([^<]*)<\/a>/g)].map((m) => [
        m[2],
        m[1],
      ]);
    expect(navLinks(await readOut(site, 'docs/1.x/old-api/index.html'))).toEqual([
      ['Docs', '/docs/1.x'],
      ['1.x', '/docs/1.x'],
      ['About', '/about'],
    ]);
    expect(navLinks(await readOut(site, 'about/index.html'))).toEqual([
      ['Docs', '/docs'],
      ['2.x', '/docs'],
      ['About', '/about'],
    ]);
  });

  it('resolves relative .md links inside their own version', async () => {
    const hrefs = async (route: string) =>
      [...(await pageDataOf(site, route)).contentHtml.matchAll(/href="([^"]*)"/g)]
        .map((m) => m[1])
        .filter((href) => !href?.startsWith('#'));
    expect(await hrefs('/docs/next/')).toEqual(['/docs/next/guides/setup']);
    expect(await hrefs('/docs/')).toEqual(['/docs/guides/setup']);
    expect(await hrefs('/docs/1.x/')).toEqual(['/docs/1.x/old-api']);
    expect(await hrefs('/docs/guides/setup')).toEqual(['/docs']);
  });

  it('names the version in page data, with the same doc in the other versions', async () => {
    const page = await pageDataOf(site, '/docs/guides/setup');
    expect(page.version).toBe('2.x');
    expect(page.doc.alternates).toEqual({ current: '/docs/next/guides/setup' });
    expect((await pageDataOf(site, '/docs/next/category/guides')).version).toBe('current');
    expect((await pageDataOf(site, '/about')).version).toBeUndefined();
  });

  it('gives each version site data with its own sidebars only', async () => {
    const scriptOf = async (route: string) =>
      /assets\/site-data\.[a-z0-9]+\.js/.exec(await readOut(site, fileOf(route)))?.[0] ?? '';
    const [last, next, old, about] = await Promise.all(
      ['/docs/api', '/docs/next/api', '/docs/1.x/old-api', '/about'].map(scriptOf),
    );
    expect(new Set([last, next, old]).size).toBe(3);
    expect(about).toBe(last);
    const data = async (file: string | undefined) =>
      JSON.parse((await readOut(site, file ?? '')).replace(/^window.__RNHC_SITE__=/, '').replace(/;\n$/, ''));
    const oldSite = await data(old);
    expect(oldSite.version).toBe('1.x');
    expect(JSON.stringify(oldSite.sidebars)).toContain('/docs/1.x/old-api');
    expect(JSON.stringify(oldSite.sidebars)).not.toContain('/docs/next');
    expect((await data(next)).version).toBe('current');
  });

  it('edits each file at its own path', async () => {
    expect((await pageDataOf(site, '/docs/next/api')).doc.editUrl).toBe(
      'https://github.com/example/repo/edit/main/docs/api.md',
    );
    expect((await pageDataOf(site, '/docs/api')).doc.editUrl).toBe(
      'https://github.com/example/repo/edit/main/versioned_docs/version-2.x/api.md',
    );
  });

  it('keeps a noIndex version out of search engines: robots meta, no sitemap entry', async () => {
    expect(await readOut(site, 'docs/1.x/old-api/index.html')).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    expect(await readOut(site, 'docs/api/index.html')).not.toContain('name="robots"');
    const sitemap = await readOut(site, 'sitemap.xml');
    expect(sitemap).not.toContain('/docs/1.x');
    expect(sitemap).toContain('<loc>https://example.com/docs/next/api</loc>');
    expect(sitemap).toContain('<loc>https://example.com/docs/api</loc>');
  });

  it('writes one search index per version; the last version’s also holds the pages outside the docs', async () => {
    const pagesOf = async (file: string) =>
      (JSON.parse(await readOut(site, file)) as { pages: Array<[string, string]> }).pages.map(([p]) => p).sort();
    expect(await pagesOf('search-index.json')).toEqual([
      '/',
      '/about',
      '/docs',
      '/docs/api',
      '/docs/category/guides',
      '/docs/guides/setup',
    ]);
    expect(await pagesOf('search-index-current.json')).toEqual([
      '/docs/next',
      '/docs/next/api',
      '/docs/next/category/guides',
      '/docs/next/guides/new-feature',
      '/docs/next/guides/setup',
    ]);
    expect(await pagesOf('search-index-1.x.json')).toEqual(['/docs/1.x', '/docs/1.x/old-api']);
  });

  it('canonical URLs stay in their own version', async () => {
    expect(await readOut(site, 'docs/next/api/index.html')).toContain(
      '<link rel="canonical" href="https://example.com/docs/next/api">',
    );
  });
});

describe('docs:version', () => {
  let site: string;
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('refuses an existing or unsafe name with exit 2 and changes nothing', async () => {
    site = await makeSite('versioned-site');
    const config = path.join(site, 'rnhc-docs.config.yaml');
    const before = await snapshot(site);
    for (const name of ['2.x', '../x', '', 'current', 'a/b']) {
      const run = await cli(['docs:version', name, '--config', config]);
      expect(run.code, name).toBe(2);
      expect(run.stderr, name).toMatch(/docs version|version name/i);
      expect(run.stderr, name).not.toMatch(/\n\s+at /);
    }
    expect(await snapshot(site)).toEqual(before);
  });

  it('copies the docs and sidebars, puts the name first in versions.json, and the build serves it as the last version', async () => {
    const config = path.join(site, 'rnhc-docs.config.yaml');
    const run = await cli(['docs:version', '3.x', '--config', config]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(JSON.parse(await readFile(path.join(site, 'versions.json'), 'utf8'))).toEqual(['3.x', '2.x', '1.x']);
    expect(await readFile(path.join(site, 'versioned_docs/version-3.x/guides/new-feature.md'), 'utf8')).toBe(
      await readFile(path.join(site, 'docs/guides/new-feature.md'), 'utf8'),
    );
    expect(JSON.parse(await readFile(path.join(site, 'versioned_sidebars/version-3.x-sidebars.json'), 'utf8'))).toEqual(
      {
        tutorialSidebar: [{ type: 'autogenerated', dirName: '.' }],
      },
    );
    expect((await readdir(path.join(site, 'versioned_docs'))).sort()).toEqual([
      'version-1.x',
      'version-2.x',
      'version-3.x',
    ]);

    const built = await build(site);
    expect(built.code).toBe(0);
    expect(existsSync(path.join(site, 'build/docs/guides/new-feature/index.html'))).toBe(true);
    expect(existsSync(path.join(site, 'build/docs/2.x/guides/setup/index.html'))).toBe(true);
    expect(bannerOf(await readOut(site, 'docs/2.x/guides/setup/index.html'))?.text).toContain(
      'This is documentation for Versioned Fixture 2.x, which is no longer actively maintained.',
    );
    expect(bannerOf(await readOut(site, 'docs/guides/setup/index.html'))).toBeUndefined();

    // The same name again is refused.
    expect((await cli(['docs:version', '3.x', '--config', config])).code).toBe(2);
  });
});

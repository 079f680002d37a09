import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, makeSite, readOut } from './helpers.ts';

/**
 * What Docusaurus 3.10.2 (@docusaurus/preset-classic, the reference install in /work/wt/docu)
 * built from this same fixture (test/fixtures/blog-site, with an equivalent
 * docusaurus.config.js): its route list, and the feed files of `feedOptions.type: all`. The draft
 * post has no route; the unlisted one has its page.
 */
const DOCUSAURUS_ROUTES = [
  '/',
  '/blog',
  '/blog/2025/11/20/welcome',
  '/blog/2026/03/05/health-data-history',
  '/blog/2026/09/02/hidden',
  '/blog/archive',
  '/blog/authors',
  '/blog/authors/alice',
  '/blog/authors/alice/page/2',
  '/blog/page/2',
  '/blog/tags',
  '/blog/tags/android',
  '/blog/tags/expo-module',
  '/blog/tags/hello',
  '/blog/tags/releases',
  '/blog/tags/releases/page/2',
  '/blog/version-four',
  '/docs',
  '/docs/intro',
];
// Feed names from the same install's plugin-content-blog/lib/feed.js: its client compile failed in the
// shared install ("type": "commonjs" in its package.json), so postBuild never wrote them; the
// routes come from the routes.js it generated, the posts below from its .docusaurus metadata.
const DOCUSAURUS_FEEDS = ['blog/atom.xml', 'blog/feed.json', 'blog/rss.xml'];

/** Each post's metadata as Docusaurus computed it: permalink, title, description, date, tags, newer, older. */
const DOCUSAURUS_POSTS = [
  [
    '/blog/2025/11/20/welcome',
    'Welcome to the blog',
    'The first post of the fixture, with an excerpt.',
    '2025-11-20T00:00:00.000Z',
    ['/blog/tags/releases|Release', '/blog/tags/hello|hello'],
    '/blog/2026/03/05/health-data-history',
    undefined,
  ],
  [
    '/blog/2026/03/05/health-data-history',
    'Reading older health data',
    'The history permission explained.',
    '2026-03-05T00:00:00.000Z',
    ['/blog/tags/releases|Release', '/blog/tags/android|Android'],
    '/blog/version-four',
    '/blog/2025/11/20/welcome',
  ],
  [
    '/blog/version-four',
    'Version four is out',
    'The Expo module now ships inside the package.',
    '2026-08-01T00:00:00.000Z',
    ['/blog/tags/releases|Release', '/blog/tags/expo-module|Expo'],
    undefined,
    '/blog/2026/03/05/health-data-history',
  ],
  [
    '/blog/2026/09/02/hidden',
    'A hidden post',
    'Built, but listed nowhere.',
    '2026-09-02T00:00:00.000Z',
    ['/blog/tags/android|Android'],
    undefined,
    undefined,
  ],
];

/** The listed posts, newest first: what lists and feeds show. */
const LISTED = ['/blog/version-four', '/blog/2026/03/05/health-data-history', '/blog/2025/11/20/welcome'];

async function routesOf(dir: string): Promise<string[]> {
  const routes: string[] = [];
  for (const entry of await readdir(dir, { recursive: true })) {
    const rel = String(entry).split(path.sep).join('/');
    if (rel.startsWith('page-data/') || !rel.endsWith('index.html')) continue;
    routes.push(`/${rel.replace(/\/?index\.html$/, '')}`);
  }
  return routes.sort();
}

describe('blog-site: a three-post, two-year blog as Docusaurus builds it', () => {
  let site: string;
  let result: Awaited<ReturnType<typeof build>>;
  const page = async (route: string) => JSON.parse(await readOut(site, `page-data/${route}.json`));

  beforeAll(async () => {
    site = await makeSite('blog-site');
    result = await build(site);
  });
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds, warning about inline tags and authors and untruncated posts as Docusaurus does', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toContain('tags not in tags.yml: "hello"');
    expect(result.stderr).toContain('authors given inline instead of by a key of authors.yml: "Carol Guest"');
    expect(result.stderr).toContain('2026-09-02-hidden.md: no <!-- truncate --> marker');
  });

  it('makes the same routes as Docusaurus, and the same feed files', async () => {
    expect(await routesOf(path.join(site, 'build'))).toEqual(DOCUSAURUS_ROUTES);
    for (const feed of DOCUSAURUS_FEEDS) expect(existsSync(path.join(site, 'build', feed)), feed).toBe(true);
  });

  it('gives each post the permalink, title, description, date, tags and neighbours Docusaurus gives it', async () => {
    for (const [route, title, description, date, tags, newer, older] of DOCUSAURUS_POSTS) {
      const data = await page(String(route).slice(1));
      const post = data.blog.post;
      expect([data.path, data.title, data.description, post.date], String(route)).toEqual([
        route,
        title,
        description,
        date,
      ]);
      expect(post.tags.map((t: { href: string; label: string }) => `${t.href}|${t.label}`)).toEqual(tags);
      expect(post.previous?.href).toBe(newer);
      expect(post.next?.href).toBe(older);
    }
  });

  it('lists listed posts newest first, postsPerPage to a page, with excerpts and "Read more"', async () => {
    const first = await page('blog');
    expect(first.kind).toBe('blogList');
    expect(first.title).toBe('Fixture blog');
    expect(first.blog.posts.map((p: { href: string }) => p.href)).toEqual(LISTED.slice(0, 2));
    expect(first.blog.pagination).toEqual({ page: 1, totalPages: 2, next: '/blog/page/2' });
    const second = await page('blog/page/2');
    expect(second.blog.posts.map((p: { href: string }) => p.href)).toEqual(LISTED.slice(2));
    expect(second.blog.pagination.previous).toBe('/blog');
    const html = await readOut(site, 'blog/page/2/index.html');
    expect(html).toContain('The first post of the fixture, with an excerpt.');
    expect(html).not.toContain('After the fold');
    expect(html).toMatch(/<a class="blog-post__read-more" href="\/blog\/2025\/11\/20\/welcome"[^>]*>Read more<\/a>/);
  });

  it('renders a post with its date, reading time, authors, tags, newer/older links and TOC', async () => {
    const data = await page('blog/2026/03/05/health-data-history');
    expect(data.kind).toBe('blogPost');
    expect(data.description).toBe('The history permission explained.');
    expect(data.toc).toEqual([{ id: 'the-permission', value: 'The permission', level: 2 }]);
    const post = data.blog.post;
    expect(post.formattedDate).toBe('March 5, 2026');
    expect(post.previous).toEqual({ title: 'Version four is out', href: '/blog/version-four' });
    expect(post.next).toEqual({ title: 'Welcome to the blog', href: '/blog/2025/11/20/welcome' });
    expect(post.editUrl).toBe('https://github.com/example/repo/edit/main/blog/2026-03-05-health-data-history/index.md');
    const html = await readOut(site, 'blog/2026/03/05/health-data-history/index.html');
    expect(html).toMatch(/<h1 class="blog-post__title">Reading older health data<\/h1>/);
    expect(html).toMatch(/<time dateTime="2026-03-05T00:00:00.000Z">March 5, 2026<\/time>/);
    expect(html).toContain('1 min read');
    expect(html).toContain('<img class="blog-author__avatar" src="https://example.com/alice.png"');
    expect(html).toContain('href="https://github.com/alice-example"');
    expect(html).toContain('<a href="/blog/authors/alice">Alice Example</a>');
    expect(html).toContain('<a class="blog-tag" href="/blog/tags/android" rel="tag">Android</a>');
    expect(html).toContain('Older post');
    expect(html).not.toContain('<!-- truncate');
    // Open Graph article tags.
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="article:published_time" content="2026-03-05T00:00:00.000Z">');
    expect(html).toContain('<meta property="article:author" content="https://example.com/blog/authors/alice">');
    expect(html).toContain('<meta property="article:tag" content="Android">');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" href="/blog/rss.xml"');
  });

  it('takes the title from a leading # heading, and the URL from slug', async () => {
    const data = await page('blog/version-four');
    expect(data.title).toBe('Version four is out');
    const html = await readOut(site, 'blog/version-four/index.html');
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  it('groups the sidebar by year and paginates tags and authors', async () => {
    const data = await page('blog/tags/releases');
    expect(data.title).toBe('3 posts tagged with "Release"');
    expect(data.blog.sidebar.items.map((i: { year: string }) => i.year)).toEqual(['2026', '2026', '2025']);
    expect(data.blog.tag.description).toBe('Release announcements');
    expect((await page('blog/tags/releases/page/2')).blog.posts).toHaveLength(1);
    const tags = await page('blog/tags');
    expect(tags.blog.tags.map((t: { label: string; count: number }) => [t.label, t.count])).toEqual([
      ['Android', 1],
      ['Expo', 1],
      ['hello', 1],
      ['Release', 3],
    ]);
    const authors = await page('blog/authors');
    expect(authors.blog.authors.map((a: { key: string; count: number }) => [a.key, a.count])).toEqual([
      ['alice', 3],
      ['bob', 0],
    ]);
    expect((await page('blog/authors/alice/page/2')).blog.posts).toHaveLength(1);
    // Titled as Docusaurus 3.10 titles an author's page (also checked in docusaurus-routes.test.ts).
    expect((await page('blog/authors/alice')).title).toBe('Alice Example - 3 posts');
    const archive = await page('blog/archive');
    expect(archive.blog.archive.map((g: { year: string; posts: unknown[] }) => [g.year, g.posts.length])).toEqual([
      ['2026', 2],
      ['2025', 1],
    ]);
  });

  it('keeps drafts out, and builds unlisted posts without listing them anywhere', async () => {
    expect(existsSync(path.join(site, 'build/blog/2026/09/01/draft-post.html'))).toBe(false);
    const hidden = await readOut(site, 'blog/2026/09/02/hidden/index.html');
    expect(hidden).toContain('<meta name="robots" content="noindex, nofollow">');
    const everywhere = [
      await readOut(site, 'sitemap.xml'),
      await readOut(site, 'search-index.json'),
      await readOut(site, 'blog/rss.xml'),
      await readOut(site, 'blog/index.html'),
      await readOut(site, 'blog/archive/index.html'),
      await readOut(site, 'blog/tags/android/index.html'),
      await readOut(site, 'blog/tags/index.html'),
    ].join('\n');
    expect(everywhere).not.toContain('/blog/2026/09/02/hidden');
    expect(everywhere).not.toContain('A hidden post');
    expect(everywhere).not.toContain('Not ready yet');
  });

  it('puts posts in the sitemap and the search index', async () => {
    const sitemap = await readOut(site, 'sitemap.xml');
    for (const route of LISTED) expect(sitemap).toContain(`<loc>https://example.com${route}</loc>`);
    const search = JSON.parse(await readOut(site, 'search-index.json'));
    const paths = search.pages.map((p: [string, string]) => p[0]);
    for (const route of LISTED) expect(paths).toContain(route);
    expect(paths).not.toContain('/blog');
  });

  it('writes a valid RSS 2.0 feed with absolute URLs and full HTML', async () => {
    const text = await readOut(site, 'blog/rss.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false }).parse(text).rss;
    expect(rss['@_version']).toBe('2.0');
    const channel = rss.channel;
    expect(channel.title).toBe('Fixture feed');
    expect(channel.link).toBe('https://example.com/blog');
    expect(channel.copyright).toBe('Copyright Example');
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual(LISTED.map((r) => `https://example.com${r}`));
    const welcome = channel.item[2];
    expect(new Date(welcome.pubDate).toISOString()).toBe('2025-11-20T00:00:00.000Z');
    expect(welcome.guid['#text'] ?? welcome.guid).toBe('https://example.com/blog/2025/11/20/welcome');
    // The whole post, with its links made absolute.
    expect(welcome['content:encoded']).toContain('After the fold');
    expect(welcome['content:encoded']).toContain('href="https://example.com/docs/intro"');
  });

  it('writes a valid Atom feed', async () => {
    const text = await readOut(site, 'blog/atom.xml');
    expect(XMLValidator.validate(text)).toBe(true);
    const atom = new XMLParser({ ignoreAttributes: false }).parse(text).feed;
    expect(atom['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    expect(atom.id).toBe('https://example.com/blog');
    expect(atom.entry).toHaveLength(3);
    for (const entry of atom.entry) {
      expect(entry.id).toMatch(/^https:\/\/example\.com\/blog\//);
      expect(entry.link['@_href']).toBe(entry.id);
      expect(Number.isNaN(Date.parse(entry.updated))).toBe(false);
      expect(entry.content['@_type']).toBe('html');
    }
    expect(atom.entry[0].content['#text']).toContain('href="https://example.com/docs/intro#reading-records"');
  });

  it('writes a JSON Feed 1.1', async () => {
    const feed = JSON.parse(await readOut(site, 'blog/feed.json'));
    expect(feed.version).toBe('https://jsonfeed.org/version/1.1');
    expect(feed.title).toBe('Fixture feed');
    expect(feed.home_page_url).toBe('https://example.com/blog');
    expect(feed.feed_url).toBe('https://example.com/blog/feed.json');
    expect(feed.language).toBe('en');
    expect(feed.items.map((i: { url: string }) => i.url)).toEqual(LISTED.map((r) => `https://example.com${r}`));
    for (const item of feed.items) {
      // Required and typed as the spec says: id a string, content_html, RFC 3339 dates.
      expect(typeof item.id).toBe('string');
      expect(typeof item.content_html).toBe('string');
      expect(item.date_published).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
      for (const author of item.authors ?? []) expect(typeof author.name).toBe('string');
      expect(item.author).toBeUndefined();
    }
    expect(feed.items[1].authors.map((a: { name: string }) => a.name)).toEqual(['Alice Example', 'Carol Guest']);
    expect(feed.items[1].tags).toEqual(['Release', 'Android']);
  });
});

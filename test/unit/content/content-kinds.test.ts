/**
 * The content kinds (src/content/kinds.ts) on a throw-away site of docs, pages and a blog: what
 * each loads, the routes it makes in order, the URLs of its sources, its link roots, and what watch
 * mode watches; and the locale loader reporting every kind's content errors at once.
 */
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { LocaleContent } from '../../../src/content/content-kind.ts';
import { CONTENT_KINDS, kindOfRoute } from '../../../src/content/kinds.ts';
import type { RenderedMarkdown } from '../../../src/markdown/processor.ts';
import type { Route } from '../../../src/pipeline/create-routes.ts';
import { createDiagnostics } from '../../../src/pipeline/diagnostics.ts';
import { loadLocaleContent, loadLocaleSite } from '../../../src/pipeline/locale-site.ts';
import { createUrlResolver } from '../../../src/pipeline/resolve-site.ts';
import { translateEnglish } from '../../../src/shared/translations/translate.ts';
import { AggregateBuildError } from '../../../src/util/errors.ts';
import { createLogger } from '../../../src/util/logger.ts';
import { BASE_CONFIG, createTempSite, type TempSite } from '../pipeline/temp-site.ts';

const CONFIG = `${BASE_CONFIG}docs:\n  path: docs\nblog:\n  path: blog\n`;
const FILES = {
  'docs/intro.md': '# Intro\n\nSee [the guide](guide.md).\n',
  'docs/guide.md': '---\nslug: /guide-page\n---\n# Guide\n',
  'src/pages/about.md': '# About\n',
  'src/pages/index.tsx': 'export default function Home() { return null; }\n',
  'blog/2026-01-02-hello.md': '---\ntitle: Hello\n---\nFirst post.\n',
};

let site: TempSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

describe('content kinds', () => {
  it('load, route and locate a site of docs, pages and a blog, kind by kind', async () => {
    site = await createTempSite(FILES, CONFIG);
    const { config } = site;
    const loaded: LocaleContent = await loadLocaleContent(config, 'en', false);
    expect(loaded.content.docs.map((doc) => doc.id).sort()).toEqual(['guide', 'intro']);
    expect(loaded.content.pages.map((page) => page.route).sort()).toEqual(['', 'about']);
    expect(loaded.blog?.posts.map((post) => post.title)).toEqual(['Hello']);

    const urls = createUrlResolver(config);
    const routes = [];
    const kindsOf: string[] = [];
    for (const kind of CONTENT_KINDS) {
      const made = kind.routes(loaded, { urls, siteTitle: config.title, t: translateEnglish, taken: routes });
      routes.push(...made);
      kindsOf.push(...made.map(() => kind.name));
    }
    // Docs first, then pages, then the blog (its post, list and feeds' pages).
    expect(kindsOf.indexOf('pages')).toBeGreaterThan(kindsOf.lastIndexOf('docs'));
    expect(kindsOf.indexOf('blog')).toBeGreaterThan(kindsOf.lastIndexOf('pages'));
    expect(routes.map((route) => route.route)).toEqual(
      expect.arrayContaining(['docs/intro', 'docs/guide-page', 'about', '', 'blog', 'blog/2026/01/02/hello']),
    );

    const sourceRoutes = { routeOfFile: {}, relativeBaseOfFile: {} } as {
      routeOfFile: Record<string, string>;
      relativeBaseOfFile: Record<string, string>;
    };
    for (const kind of CONTENT_KINDS) kind.sourceRoutes(loaded, { config, urls }, sourceRoutes);
    expect(sourceRoutes.routeOfFile[site.file('docs/guide.md')]).toBe('/docs/guide-page');
    expect(sourceRoutes.routeOfFile[site.file('src/pages/about.md')]).toBe('/about');
    expect(sourceRoutes.routeOfFile[site.file('blog/2026-01-02-hello.md')]).toBe('/blog/2026/01/02/hello');
    // React pages are code, not a markdown link's target by file.
    expect(sourceRoutes.routeOfFile[site.file('src/pages/index.tsx')]).toBeUndefined();

    const roots = Object.fromEntries(CONTENT_KINDS.map((kind) => [kind.name, kind.linkRoots(loaded, config)]));
    expect(roots).toEqual({
      docs: [[site.file('docs')]],
      pages: [[site.file('src/pages')]],
      blog: [[site.file('blog')]],
    });
    const watched = CONTENT_KINDS.flatMap((kind) => kind.watchPaths(config));
    for (const folder of ['docs', 'src/pages', 'blog', 'versions.json', 'versioned_docs'])
      expect(watched).toContain(path.join(site.root, folder));
    expect(
      CONTENT_KINDS.flatMap((kind) => kind.markdownSources(loaded))
        .map((s) => path.basename(s.file))
        .sort(),
    ).toEqual(['2026-01-02-hello.md', 'about.md', 'guide.md', 'intro.md']);
  });

  it('a page at a doc URL and a post at a page URL are errors naming both', async () => {
    site = await createTempSite(
      {
        ...FILES,
        'src/pages/docs/intro.md': '# Not the doc\n',
        'blog/2026-01-03-about.md': '---\nslug: /about\n---\nclash\n',
      },
      `${BASE_CONFIG}docs:\n  path: docs\nblog:\n  path: blog\n  routeBasePath: /\n`,
    );
    const loaded = await loadLocaleContent(site.config, 'en', false);
    const urls = createUrlResolver(site.config);
    const ctx = { urls, siteTitle: 'T', t: translateEnglish };
    const [docs, pages, blog] = CONTENT_KINDS;
    const docRoutes = docs?.routes(loaded, { ...ctx, taken: [] }) ?? [];
    expect(() => pages?.routes(loaded, { ...ctx, taken: docRoutes })).toThrow(
      /src\/pages\/docs\/intro\.md has the same URL as a doc: \/docs\/intro/,
    );
    const pageRoutes =
      pages?.routes(
        {
          ...loaded,
          content: { ...loaded.content, pages: loaded.content.pages.filter((p) => p.route !== 'docs/intro') },
        },
        { ...ctx, taken: docRoutes },
      ) ?? [];
    expect(() => blog?.routes(loaded, { ...ctx, taken: [...docRoutes, ...pageRoutes] })).toThrow(
      /Blog post 2026-01-03-about\.md has the same URL as page .*about\.md: \/about/,
    );
  });

  it('reports the content errors of every kind at once (a doc, a page and a post)', async () => {
    site = await createTempSite(
      {
        ...FILES,
        'docs/broken.md': '---\ntitle: [unclosed\n---\n# Broken\n',
        'src/pages/bad.md': '---\nslug: 42: no\n---\n# Bad\n',
        'blog/2026-01-04-bad.md': '---\ntags: [a\n---\nbad\n',
      },
      CONFIG,
    );
    const error = await loadLocaleContent(site.config, 'en', false).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AggregateBuildError);
    const files = (error as AggregateBuildError).errors.map((e) => path.basename(e.file ?? ''));
    expect(files.sort()).toEqual(['2026-01-04-bad.md', 'bad.md', 'broken.md']);
    expect((error as Error).message).toMatch(/^3 content errors/);
  });

  it("each route's page data comes from the kind that made it, its markdown rendered by the thread's renderer", async () => {
    site = await createTempSite(FILES, CONFIG);
    const { config } = site;
    const loaded = await loadLocaleContent(config, 'en', false);
    const urls = createUrlResolver(config);
    const routes: Route[] = [];
    for (const kind of CONTENT_KINDS)
      routes.push(...kind.routes(loaded, { urls, siteTitle: config.title, t: translateEnglish, taken: routes }));
    const rendered: string[] = [];
    const renderMarkdown = async (file: string, body: string): Promise<RenderedMarkdown> => {
      rendered.push(path.basename(file));
      return {
        html: `<p>${body.length}</p>`,
        toc: [{ id: 'a', value: 'A', level: 2 }],
        links: [],
        messages: [],
        lookups: { routes: [], assets: [] },
        codeKeys: [],
        blocks: [],
        twin: { markdown: '', sections: [] },
      } as unknown as RenderedMarkdown;
    };
    const ctx = {
      site: { title: config.title } as never,
      urls,
      origin: config.url,
      versioned: false,
      tocMinLevel: 2,
      tocMaxLevel: 3,
      renderMarkdown,
      relative: (file: string) => path.relative(site?.root ?? '', file),
    };
    const pageKinds: Record<string, string> = {};
    for (const route of routes) {
      const kind = kindOfRoute(route);
      expect(kind, route.kind).toBeDefined();
      if (route.kind === 'jsxPage') {
        // A React page is prerendered before the render threads start; without it, a named error.
        await expect(kind?.pageData(route, ctx)).rejects.toThrow(/not prerendered/);
        continue;
      }
      const data = await kind?.pageData(route, ctx);
      pageKinds[route.route] = `${kind?.name}:${data?.page.kind}`;
      if (route.kind === 'doc') {
        expect(data?.page.contentHtml).toBe(`<p>${route.doc.body.length}</p>`);
        expect(data?.source?.file).toBe(path.join('docs', path.basename(route.doc.file)));
        expect(data?.page.doc?.tocMaxLevel).toBe(3);
        expect(data?.page.version).toBeUndefined();
      }
    }
    expect(pageKinds).toMatchObject({
      'docs/intro': 'docs:doc',
      'docs/guide-page': 'docs:doc',
      about: 'pages:mdPage',
      blog: 'blog:blogList',
      'blog/2026/01/02/hello': 'blog:blogPost',
    });
    expect(rendered.sort()).toEqual(['2026-01-02-hello.md', '2026-01-02-hello.md', 'about.md', 'guide.md', 'intro.md']);
    // A kind handed another kind's route is a bug in the dispatch, said as such.
    const post = routes.find((route) => route.kind === 'blogPost');
    if (!post) throw new Error('no post route');
    await expect(CONTENT_KINDS[0]?.pageData(post, ctx)).rejects.toThrow(
      /docs kind cannot make the page data of a blogPost/,
    );
  });

  it('every route of a locale carries its content set: kind, docs version, locale', async () => {
    site = await createTempSite(FILES, CONFIG);
    const lines: string[] = [];
    const sink = { write: (text: string) => lines.push(text), isTTY: false };
    const locale = await loadLocaleSite({
      config: site.config,
      locale: 'en',
      drafts: false,
      diagnostics: createDiagnostics(createLogger({ out: sink, err: sink })),
      task: (_name, run) => run(),
    });
    const sets = Object.fromEntries(locale.routes.map((route) => [route.route, route.set]));
    expect(sets).toMatchObject({
      'docs/intro': { plugin: 'docs', version: 'current', locale: 'en' },
      about: { plugin: 'pages', locale: 'en' },
      '': { plugin: 'pages', locale: 'en' },
      'blog/2026/01/02/hello': { plugin: 'blog', locale: 'en' },
      blog: { plugin: 'blog', locale: 'en' },
    });
    expect(sets.about).not.toHaveProperty('version');
    // The site's own 404 page belongs to no content set.
    expect(sets['404']).toBeUndefined();
  });
});

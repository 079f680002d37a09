import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import {
  createRoutes,
  firstParagraph,
  htmlFilesOf,
  moveForward,
  type Route,
} from '../../../src/pipeline/create-routes.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import { ContentError } from '../../../src/util/errors.ts';
import { BASE_CONFIG, createTempSite, type TempSite } from './temp-site.ts';

const DOCS = {
  'docs/intro.md': '---\nsidebar_position: 1\nsidebar_label: Intro\n---\n# Introduction\n',
  'docs/guides/_category_.json': JSON.stringify({
    label: 'Guides',
    position: 2,
    link: { type: 'generated-index', description: 'Guide list' },
  }),
  'docs/guides/install.md': '---\nsidebar_position: 1\n---\n# Install\n\nInstall the *package* first.\n',
  'docs/guides/usage.md': '---\nsidebar_position: 2\npagination_next: null\n---\n# Usage\n',
  'docs/api/_category_.yml': 'label: API\nposition: 3\n',
  'docs/api/index.md': '# API overview\n',
  'docs/api/read.md': '---\ndescription: Reads records\n---\n# Read\n',
  'docs/last.md': '---\nsidebar_position: 4\npagination_prev: intro\n---\n# Last\n',
  'src/pages/index.tsx': 'export default function Home() { return null; }\n',
  'src/pages/about.md': '# About\n',
};

async function routesOf(files: Record<string, string>, config = BASE_CONFIG): Promise<Route[]> {
  const site = await createTempSite(files, config);
  try {
    const content = await collectContent(site.config);
    const urls = createUrlResolver(site.config);
    return createRoutes({
      config: site.config,
      content,
      urls,
      site: resolveSite({ config: site.config, content, urls }),
    });
  } finally {
    await site.cleanup();
  }
}

describe('createRoutes', () => {
  let site: TempSite;
  let routes: Route[];
  const byRoute = (route: string) => routes.filter((r) => r.route === route);
  const doc = (route: string) => {
    const found = byRoute(route).find((r) => r.kind === 'doc');
    if (found?.kind !== 'doc') throw new Error(`no doc route ${route}`);
    return found;
  };

  beforeAll(async () => {
    // rnhc-docs’ own `docs.mainDocId` (no default, as in Docusaurus) serves the intro at the docs root.
    site = await createTempSite(DOCS, `${BASE_CONFIG}baseUrl: /base/\ndocs:\n  mainDocId: intro\n`);
    const content = await collectContent(site.config);
    const urls = createUrlResolver(site.config);
    routes = createRoutes({
      config: site.config,
      content,
      urls,
      site: resolveSite({ config: site.config, content, urls }),
    });
  });
  afterAll(() => site.cleanup());

  it('names the HTML files of each route, and moves a wanted route to the front of a queue', () => {
    const notFound = routes.find((r) => r.kind === 'notFound');
    const home = routes.find((r) => r.route === '');
    expect(notFound && htmlFilesOf(notFound)).toEqual(['404.html']);
    expect(home && htmlFilesOf(home)).toEqual(['index.html']);
    expect(htmlFilesOf(doc('docs/guides/usage'))).toEqual(['docs/guides/usage.html', 'docs/guides/usage/index.html']);
    const queue = [...routes];
    const usage = doc('docs/guides/usage');
    // As the static server asks: every file a request could be answered with.
    moveForward(queue, ['docs/guides/usage', 'docs/guides/usage.html', 'docs/guides/usage/index.html']);
    expect(queue[0]).toBe(usage);
    expect(queue).toHaveLength(routes.length);
    moveForward(queue, ['docs/no-such-page.html']);
    expect(queue[0]).toBe(usage);
  });

  it('lists every doc, category index, page, the docs root and the 404 page once', () => {
    expect(routes.map((r) => `${r.kind}:${r.route}`).sort()).toEqual(
      [
        'doc:docs/intro',
        'doc:docs/guides/install',
        'doc:docs/guides/usage',
        'doc:docs/api',
        'doc:docs/api/read',
        'doc:docs/last',
        'category:docs/category/guides',
        'doc:docs',
        'jsxPage:',
        'mdPage:about',
        'notFound:404',
      ].sort(),
    );
  });

  it('follows the sidebar order for previous and next, generated index included', () => {
    const chain = ['docs/intro', 'docs/category/guides', 'docs/guides/install', 'docs/guides/usage'];
    const links = chain.map((route) => {
      const r = byRoute(route)[0];
      return r && 'breadcrumbs' in r ? { previous: r.previous?.href, next: r.next?.href } : undefined;
    });
    expect(links).toEqual([
      { previous: undefined, next: '/base/docs/category/guides' },
      { previous: '/base/docs/intro', next: '/base/docs/guides/install' },
      { previous: '/base/docs/category/guides', next: '/base/docs/guides/usage' },
      // usage has `pagination_next: null`.
      { previous: '/base/docs/guides/install', next: undefined },
    ]);
    expect(doc('docs/intro').next).toEqual({ title: 'Guides', href: '/base/docs/category/guides' });
    expect(doc('docs/guides/install').previous).toEqual({ title: 'Guides', href: '/base/docs/category/guides' });
  });

  it('places a category link doc in the sequence under the category label', () => {
    expect(doc('docs/api').previous).toEqual({ title: 'Usage', href: '/base/docs/guides/usage' });
    expect(doc('docs/api').next).toEqual({ title: 'Read', href: '/base/docs/api/read' });
    expect(doc('docs/api/read').previous).toEqual({ title: 'API', href: '/base/docs/api' });
  });

  it('lets pagination_prev name another doc', () => {
    expect(doc('docs/last').previous).toEqual({ title: 'Intro', href: '/base/docs/intro' });
    expect(doc('docs/last').next).toBeUndefined();
  });

  it('gives a doc in no sidebar no breadcrumbs, as Docusaurus (its breadcrumbs are the sidebar path)', async () => {
    // detox's internal demo page: Docusaurus shows none, rnhc-docs showed Home › the title.
    const routes = await routesOf(
      { 'docs/a.md': '# A\n', 'docs/b.md': '# B\n', 'sidebars.yaml': 'main:\n  - a\n' },
      `${BASE_CONFIG}docs:\n  sidebarPath: sidebars.yaml\n`,
    );
    const find = (route: string) => routes.find((r) => r.kind === 'doc' && r.route === route);
    const a = find('docs/a');
    const b = find('docs/b');
    expect(a && 'breadcrumbs' in a ? a.breadcrumbs : undefined).toEqual([{ label: 'A' }]);
    expect(b && 'breadcrumbs' in b ? b.breadcrumbs : undefined).toEqual([]);
  });

  it('gives breadcrumbs with category hrefs, the page itself last without href', () => {
    expect(doc('docs/guides/install').breadcrumbs).toEqual([
      { label: 'Guides', href: '/base/docs/category/guides' },
      { label: 'Install' },
    ]);
    expect(doc('docs/api/read').breadcrumbs).toEqual([{ label: 'API', href: '/base/docs/api' }, { label: 'Read' }]);
    expect(doc('docs/api').breadcrumbs).toEqual([{ label: 'API' }]);
    expect(doc('docs/intro').breadcrumbs).toEqual([{ label: 'Intro' }]);
    expect(doc('docs/intro').sidebar).toBe('tutorialSidebar');
  });

  it('builds the generated index page with its items and placement', () => {
    const category = byRoute('docs/category/guides')[0];
    expect(category?.kind).toBe('category');
    if (category?.kind !== 'category') return;
    expect(category.title).toBe('Guides');
    expect(category.description).toBe('Guide list');
    expect(category.items).toEqual([
      {
        title: 'Install',
        href: '/base/docs/guides/install',
        description: 'Install the package first.',
        isCategory: false,
      },
      { title: 'Usage', href: '/base/docs/guides/usage', isCategory: false },
    ]);
    expect(category.breadcrumbs).toEqual([{ label: 'Guides' }]);
    expect(category.sidebar).toBe('tutorialSidebar');
  });

  it('serves the main doc at the docs root as a copy with its own canonical route', () => {
    const root = doc('docs');
    const intro = doc('docs/intro');
    expect(root.doc).toBe(intro.doc);
    expect(root.canonicalRoute).toBe('docs/intro');
    expect(intro.canonicalRoute).toBe('docs/intro');
    expect(root.next).toEqual(intro.next);
  });

  it('does not add a docs root without the main doc', async () => {
    const routes = await routesOf({ 'docs/other.md': '# Other\n' });
    expect(routes.some((r) => r.route === 'docs')).toBe(false);
  });

  it('rejects pagination naming an unknown doc id', async () => {
    const error = await routesOf({ 'docs/a.md': '---\npagination_next: ghost\n---\n# A\n' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain('pagination_next names doc id "ghost"');
    expect((error as ContentError).file).toMatch(/a\.md$/);
  });

  it('rejects a page whose route equals a doc route', async () => {
    const error = await routesOf({ 'docs/intro.md': '# Intro\n', 'src/pages/docs/intro.md': '# Clash\n' }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).message).toContain('same URL as a doc: /docs/intro');
  });

  // Regression (fixed): the docs-root copy of the main doc is added after `taken` was computed, so a page at
  // /docs (src/pages/docs.md or docs/index.md) is not rejected and two routes share the path
  // `docs`: whichever is written last silently replaces the other.
  it('never emits two routes with the same path (page at the docs root)', async () => {
    const routes = await routesOf({ 'docs/intro.md': '# Intro\n', 'src/pages/docs.md': '# Docs landing\n' }).catch(
      () => [] as Route[],
    );
    const docsRoutes = routes.filter((r) => r.route === 'docs');
    expect(docsRoutes.length).toBeLessThanOrEqual(1);
    expect(routes.length).toBeGreaterThan(0);
  });
});

describe('firstParagraph', () => {
  it('skips headings, code, admonitions, lists and HTML, and strips markup', () => {
    const body = [
      '# Title',
      '',
      '```ts',
      'code',
      '```',
      '',
      ':::note',
      'x',
      ':::',
      '',
      '- item',
      '',
      'The [real](./x.md) **text**.',
    ].join('\n');
    expect(firstParagraph(body)).toBe('The real text.');
  });

  it('shortens long text to 160 characters', () => {
    const text = firstParagraph('word '.repeat(100));
    expect(text).toHaveLength(160);
    expect(text?.endsWith('...')).toBe(true);
  });

  it('returns undefined without prose', () => {
    expect(firstParagraph('# Only a heading\n')).toBeUndefined();
  });
});

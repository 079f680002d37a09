import type { ResolvedConfig } from '../config/load-config.ts';
import type { BlogRoute } from '../content/blog/routes.ts';
import type { RouteSet } from '../content/content-set.ts';
import { createDocTagRoutes, type TaggedDoc } from '../content/docs/doc-tags.ts';
import { createExcerpt } from '../content/excerpt.ts';
import type {
  CategoryLink,
  ContentModel,
  DocSource,
  DocsSetContent,
  PageSource,
  SidebarNode,
} from '../content/types.ts';
import type { PaginationLink, SiteData } from '../shared/types.ts';
import { ContentError } from '../util/errors.ts';
import { categoryHref, type UrlResolver } from './resolve-site.ts';

/** Where a doc or category sits in its sidebar. */
export interface DocPlacement {
  sidebar?: string;
  breadcrumbs: Array<{ label: string; href?: string }>;
  previous?: PaginationLink;
  next?: PaginationLink;
}

/**
 * One page of the output, before rendering. `set`: the content set it belongs to (every route a
 * content kind makes has one, src/pipeline/locale-site.ts; the site's own 404 and search pages none).
 */
export type Route = { set?: RouteSet } & (
  | ({
      kind: 'doc';
      route: string;
      doc: DocSource;
      canonicalRoute: string;
      /** The docs version (content set) of the page. */
      version: string;
      /** The same doc (by id) in the other versions that have it: version name → URL. */
      alternates?: Record<string, string>;
    } & DocPlacement)
  | ({
      kind: 'category';
      route: string;
      /** The docs version (content set) of the page. */
      version: string;
      /** The same generated index (by its path inside the version) in the other versions that have it. */
      alternates?: Record<string, string>;
      title: string;
      description: string | undefined;
      items: Array<{ title: string; href: string; description?: string; isCategory: boolean }>;
    } & DocPlacement)
  /** A docs version's tags page (src/content/docs/doc-tags.ts). */
  | { kind: 'docTags'; route: string; version: string; tags: Array<{ label: string; route: string; count: number }> }
  /** A docs version's page of one tag: its docs. */
  | {
      kind: 'docTag';
      route: string;
      version: string;
      tag: { label: string; description?: string };
      /** The version's tags page. */
      tagsRoute: string;
      docs: TaggedDoc[];
    }
  | { kind: 'mdPage'; route: string; page: PageSource }
  | {
      kind: 'jsxPage';
      route: string;
      page: PageSource;
      /** Prerendered on the main thread (page components are compiled there). */
      rendered?: {
        html: string;
        meta: { title?: string; description?: string; ownTitle?: boolean; documentTitle?: string };
        redirect?: string;
        /** What the page renders outside `@theme/Layout` (src/pipeline/layout-frame.ts). */
        frame?: { before: string; after: string };
      };
    }
  | {
      kind: 'notFound';
      route: '404';
      /** The site's swizzled NotFound, prerendered on the main thread (src/pipeline/swizzled-not-found.ts). */
      rendered?: { html: string; meta: { title?: string; description?: string; documentTitle?: string } };
      /** The docs are at the site root: Docusaurus's 404 is then their catch-all page, titled by the site alone. */
      docsRoot?: true;
    }
  /** The search page (config `search.page`): a form over the built-in search, results in the browser. */
  | { kind: 'searchPage'; route: string }
  | BlogRoute
);

interface CreateRoutesOptions {
  config: ResolvedConfig;
  content: ContentModel;
  site: SiteData;
  urls: UrlResolver;
}

/**
 * Lists the docs' and pages' routes with the data each page needs, and the 404 page (pure: no
 * I/O). The build makes its routes kind by kind (src/content/kinds.ts); this is the same list
 * without the blog.
 */
export function createRoutes({ content, urls }: CreateRoutesOptions): Route[] {
  const routes = createDocsRoutes(content, urls);
  routes.push(...createPageRoutes(content.pages, routes), { kind: 'notFound', route: '404' });
  return routes;
}

/** Every docs version's routes, each doc and generated index linked to its counterparts in the other versions. */
export function createDocsRoutes(content: ContentModel, urls: UrlResolver): Route[] {
  const routes: Route[] = content.docSets.flatMap((set) => createDocsSetRoutes(set, content, urls));
  if (content.docSets.length > 1) addAlternates(routes, content, urls);
  return routes;
}

/** The pages' routes; a page at the URL of an earlier route (a doc) is an error naming it. */
export function createPageRoutes(pages: readonly PageSource[], taken: readonly Route[]): Route[] {
  const takenRoutes = new Set(taken.map((r) => r.route));
  return pages.map((page): Route => {
    if (takenRoutes.has(page.route)) {
      throw new ContentError(`Page ${page.file} has the same URL as a doc: /${page.route}`, { file: page.file });
    }
    return page.kind === 'md'
      ? { kind: 'mdPage', route: page.route, page }
      : { kind: 'jsxPage', route: page.route, page };
  });
}

/** The routes of one docs version: its docs, its generated category pages and its root. */
export function createDocsSetRoutes(set: DocsSetContent, content: ContentModel, urls: UrlResolver): Route[] {
  const version = set.version.version;
  const placements = new Map<string, DocPlacement>();
  const categoryRoutes: Route[] = [];
  const seenCategoryRoutes = new Set<string>();

  for (const [sidebar, items] of Object.entries(set.sidebars)) {
    const sequence: Array<{ key: string; link: PaginationLink }> = [];
    const walk = (nodes: SidebarNode[], crumbs: Array<{ label: string; href?: string }>) => {
      for (const node of nodes) {
        if (node.type === 'doc') {
          const doc = set.docsById.get(node.id);
          // A `ref` links to a doc without making this sidebar its home (as Docusaurus).
          if (!doc || node.ref) continue;
          const key = `doc:${doc.id}`;
          if (!placements.has(key)) {
            placements.set(key, { sidebar, breadcrumbs: [...crumbs, { label: node.label ?? doc.sidebarLabel }] });
            sequence.push({ key, link: { title: node.label ?? doc.sidebarLabel, href: urls.route(doc.route) } });
          }
        } else if (node.type === 'category') {
          const href = categoryHref(node, set, urls);
          const crumb = href ? { label: node.label, href } : { label: node.label };
          if (node.link?.type === 'generated-index') {
            const key = `category:${node.link.route}`;
            if (!placements.has(key)) {
              placements.set(key, { sidebar, breadcrumbs: [...crumbs, { label: node.label }] });
              sequence.push({ key, link: { title: node.link.title, href: urls.route(node.link.route) } });
            }
            if (!seenCategoryRoutes.has(node.link.route)) {
              seenCategoryRoutes.add(node.link.route);
              categoryRoutes.push(categoryRoute(node, node.link, set, urls));
            }
          } else if (node.link?.type === 'doc') {
            const doc = set.docsById.get(node.link.id);
            const key = doc ? `doc:${doc.id}` : '';
            if (doc && !placements.has(key)) {
              placements.set(key, { sidebar, breadcrumbs: [...crumbs, { label: node.label }] });
              sequence.push({ key, link: { title: node.label, href: urls.route(doc.route) } });
            }
          }
          walk(node.items, [...crumbs, crumb]);
        }
      }
    };
    walk(items, []);
    sequence.forEach((entry, index) => {
      const placement = placements.get(entry.key);
      if (!placement) return;
      const previous = sequence[index - 1]?.link;
      const next = sequence[index + 1]?.link;
      if (previous) placement.previous = previous;
      if (next) placement.next = next;
    });
  }

  const routes: Route[] = [];
  for (const doc of set.docs) {
    const placement: DocPlacement = {
      // A doc in no sidebar has no breadcrumbs, as in Docusaurus (they are the sidebar's path; detox's demo page).
      ...(placements.get(`doc:${doc.id}`) ?? { breadcrumbs: [] }),
    };
    applyPaginationFrontMatter(doc, placement, set, urls);
    // `breadcrumbs: false`: none above the doc (templates/DocPage shows none for an empty list).
    if (set.version.breadcrumbs === false) placement.breadcrumbs = [];
    routes.push({ kind: 'doc', route: doc.route, doc, canonicalRoute: doc.route, version, ...placement });
  }
  for (const route of categoryRoutes) {
    if (route.kind === 'category') Object.assign(route, placements.get(`category:${route.route}`) ?? {});
    if (route.kind === 'category' && set.version.breadcrumbs === false) route.breadcrumbs = [];
    routes.push(route);
  }
  routes.push(...createDocTagRoutes(set));

  // The version's root opens its main doc (Docusaurus serves it there when its slug is `/`).
  const routeBase = set.version.routeBase;
  const taken = new Set(routes.map((r) => r.route));
  const mainDoc = set.hasConfiguredMainDoc && set.mainDocId !== undefined ? set.docsById.get(set.mainDocId) : undefined;
  // A page or doc of the author's at the docs root wins over the generated copy.
  const pageAtRoot = content.pages.some((p) => p.route === routeBase);
  if (!taken.has(routeBase) && !pageAtRoot && mainDoc) {
    const original = routes.find((r) => r.kind === 'doc' && r.doc === mainDoc);
    if (original?.kind === 'doc') routes.push({ ...original, route: routeBase });
  }
  return routes;
}

/**
 * Links each doc to the same doc (by id, as Docusaurus matches them) in the other versions, and
 * each generated index to the index at the same path inside the other versions.
 */
function addAlternates(routes: Route[], content: ContentModel, urls: UrlResolver) {
  const baseOf = new Map(content.docSets.map((set) => [set.version.version, set.version.routeBase]));
  // Versions of one docs plugin instance are alternates of each other, never another instance's.
  const pluginOf = new Map(content.docSets.map((set) => [set.version.version, set.version.pluginId]));
  const inside = (route: string, version: string) => {
    const base = baseOf.get(version) ?? '';
    return base && route.startsWith(`${base}/`) ? route.slice(base.length + 1) : route;
  };
  const categories = new Map<string, string>();
  for (const route of routes) {
    if (route.kind === 'category')
      categories.set(`${route.version}\0${inside(route.route, route.version)}`, route.route);
  }
  for (const route of routes) {
    if (route.kind !== 'doc' && route.kind !== 'category') continue;
    const alternates: Record<string, string> = {};
    for (const set of content.docSets) {
      const version = set.version.version;
      if (version === route.version || set.version.pluginId !== pluginOf.get(route.version)) continue;
      const other =
        route.kind === 'doc'
          ? set.docsById.get(route.doc.id)?.route
          : categories.get(`${version}\0${inside(route.route, route.version)}`);
      if (other !== undefined) alternates[version] = urls.route(other);
    }
    route.alternates = alternates;
  }
}

function categoryRoute(
  node: SidebarNode & { type: 'category' },
  link: CategoryLink & { type: 'generated-index' },
  set: DocsSetContent,
  urls: UrlResolver,
): Route {
  const items = node.items.flatMap((child) => {
    if (child.type === 'doc') {
      const doc = set.docsById.get(child.id);
      if (!doc) return [];
      // Docusaurus's DocCard shows the doc's description, which defaults to its excerpt.
      const description = doc.description ?? createExcerpt(doc.body);
      return [
        {
          title: child.label ?? doc.sidebarLabel,
          href: urls.route(doc.route),
          ...(description ? { description } : {}),
          isCategory: false,
        },
      ];
    }
    if (child.type === 'link') return [{ title: child.label, href: urls.href(child.href).href, isCategory: false }];
    if (child.type === 'html') return [];
    // A category without a page of its own links to its first link, as Docusaurus's DocCard does.
    const href = firstCategoryLink(child, set, urls);
    if (!href) return [];
    const count = child.items.length;
    const description = child.description ?? `${count} item${count === 1 ? '' : 's'}`;
    return [{ title: child.label, href, description, isCategory: true }];
  });
  return {
    kind: 'category',
    route: link.route,
    version: set.version.version,
    title: link.title,
    description: link.description,
    items,
    breadcrumbs: [],
  };
}

/**
 * The category's own page, else the first doc or link inside it at any depth (Docusaurus's
 * findFirstSidebarItemLink); undefined when it holds none.
 */
function firstCategoryLink(
  node: SidebarNode & { type: 'category' },
  set: DocsSetContent,
  urls: UrlResolver,
): string | undefined {
  const own = categoryHref(node, set, urls);
  if (own) return own;
  for (const child of node.items) {
    if (child.type === 'doc') {
      const doc = set.docsById.get(child.id);
      if (doc) return urls.route(doc.route);
    } else if (child.type === 'link') return urls.href(child.href).href;
    else if (child.type === 'category') {
      const inner = firstCategoryLink(child, set, urls);
      if (inner) return inner;
    }
  }
  return undefined;
}

function applyPaginationFrontMatter(doc: DocSource, placement: DocPlacement, set: DocsSetContent, urls: UrlResolver) {
  for (const key of ['previous', 'next'] as const) {
    const value = key === 'previous' ? doc.frontMatter.pagination_prev : doc.frontMatter.pagination_next;
    if (value === undefined) continue;
    if (value === null) {
      delete placement[key];
      continue;
    }
    const target = set.docsById.get(value);
    if (!target) {
      throw new ContentError(
        `pagination_${key === 'previous' ? 'prev' : 'next'} names doc id "${value}", which does not exist`,
        {
          file: doc.file,
          position: { line: 1 },
        },
      );
    }
    placement[key] = { title: target.sidebarLabel, href: urls.route(target.route) };
  }
}

/** A short plain-text excerpt for category cards when a doc has no description. */
export function firstParagraph(body: string): string | undefined {
  const withoutCode = body.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '');
  for (const raw of withoutCode.split(/\n\s*\n/)) {
    const block = raw.trim();
    if (block === '' || /^(#|:::|<|\||-|\*|>|!\[|import |export )/.test(block)) continue;
    const text = block
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[`*_]/g, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (text) return text.length > 160 ? `${text.slice(0, 157)}...` : text;
  }
  return undefined;
}

/**
 * The HTML files of a route: `path.html` and `path/index.html` (any host serves `/path` and
 * `/path/`), the home page's, 404.html. With `trailingSlash: false` only `path.html`, as
 * Docusaurus writes it: `/path/` is no URL of such a site (its relative links would resolve from
 * the wrong folder), and a plugin's postBuild that reads the output finds the files Docusaurus
 * gives it (nitro's og-image plugin stopped on the `index.html` it has no card for).
 */
export function htmlFilesOf(route: Route, trailingSlash?: boolean): string[] {
  if (route.kind === 'notFound') return ['404.html'];
  if (route.route === '') return ['index.html'];
  if (trailingSlash === false) return [`${route.route}.html`];
  return [`${route.route}.html`, `${route.route}/index.html`];
}

/** The page-data file of a route (what client-side navigation loads). */
export function pageDataFileOf(route: Route): string {
  return `page-data/${route.route || 'index'}.json`;
}

/** Moves the route that writes one of `files` to the front of `queue` (see htmlFilesOf). */
export function moveForward(queue: Route[], files: readonly string[]): void {
  const index = queue.findIndex((route) => htmlFilesOf(route).some((file) => files.includes(file)));
  if (index > 0) queue.unshift(...queue.splice(index, 1));
}

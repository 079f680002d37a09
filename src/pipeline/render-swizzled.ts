/**
 * A site's swizzled components that take a place of the theme's (docs/swizzling.md), rendered on
 * the main thread like the React pages of the pages folder (jsx-pages.ts: render workers never
 * load site code), and hydrated as islands when they were bundled for the browser:
 *
 * - `src/theme/NotFound` (or `NotFound/Content`): the 404 page, in the theme's layout; its
 *   `<Layout title>` names the page, as in Docusaurus.
 * - `src/theme/Footer`: the footer of every page, rendered once per locale (at the home page's
 *   path: a footer that reads the location sees the home page's).
 * - `src/theme/AnnouncementBar`: the bar above the navbar, rendered the same way.
 */
import path from 'node:path';
import { NAVBAR_SEARCH_TAG } from '../shared/island-names.ts';
import type { SiteData } from '../shared/types.ts';
import { ContentError, RnhcError } from '../util/errors.ts';
import type { Route } from './create-routes.ts';
import { loadJsxPagesWithAssets, type RenderedJsxPage } from './jsx-pages.ts';
import type { FileSink } from './output/write-output.ts';
import { renderSiteCode } from './render/nesting-guard.ts';
import { themeDirOf } from './swizzled.ts';

interface RenderSwizzledOptions {
  file: string;
  /** The site's swizzled Root, around the component (as around its island in the browser). */
  rootFile?: string | undefined;
  siteDir: string;
  site: SiteData;
  islands: Record<string, string>;
  writer: FileSink;
}

/** Compiles a swizzled component (inside `rootFile`, when given), copying the files it imports. */
function loadSwizzled(options: RenderSwizzledOptions, dir: string, rootFile?: string) {
  return loadJsxPagesWithAssets({
    files: [options.file],
    dir,
    siteDir: options.siteDir,
    islands: options.islands,
    baseUrl: options.site.baseUrl,
    writer: options.writer,
    rootFile,
  });
}

/** Compiles a swizzled component and renders it at `pagePath`, copying the files it imports. */
async function renderSwizzled(
  options: RenderSwizzledOptions,
  pagePath: string,
  dir = themeDirOf(options.siteDir),
): Promise<RenderedJsxPage | undefined> {
  const pages = await loadSwizzled(options, dir, options.rootFile);
  return pages.get(options.file)?.render(options.site, pagePath);
}

/** Where the page goes inside the Root's HTML. */
const CHILDREN_MARK = '<rnhc-root-children></rnhc-root-children>';

/** Elements with no closing tag. */
const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));

/** Whether HTML closes every element it opens (a wrapper split around the page does not). */
function isBalanced(html: string): boolean {
  let depth = 0;
  for (const [, close, name] of html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
    .matchAll(/<(\/?)([a-zA-Z][\w-]*)[^>]*?(\/?)>/g)) {
    if (VOID.has((name as string).toLowerCase())) continue;
    depth += close ? -1 : 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * Renders the swizzled Root once per locale (at the home page's path) around a mark, for what it
 * shows around the app: its HTML before and after the children goes around every page
 * (templates/Layout), and `site.root` says it has some. A Root that only adds providers renders
 * none: the islands render inside it (templates/docusaurus/islands.tsx); one that renders HTML of
 * its own does not take the islands in, since each would repeat that HTML (gesture-handler's MUI
 * Root: a script and 25 KB of CSS variables, 14 times on a page). Returns the warning naming what
 * is not applied, if anything.
 */
export async function prerenderSwizzledRoot(options: RenderSwizzledOptions): Promise<string | undefined> {
  const [{ createElement }, { renderToString }, runtime] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../../templates/docusaurus/index.tsx'),
  ]);
  const loaded = await loadSwizzled(options, themeDirOf(options.siteDir));
  const Root = loaded.get(options.file)?.component;
  if (!Root) return undefined;
  const page = { site: options.site, path: options.site.baseUrl, meta: {} };
  let html: string;
  try {
    html = renderSiteCode(options.file, () =>
      renderToString(
        createElement(
          runtime.PageRuntimeContext.Provider,
          { value: page },
          createElement(Root, null, createElement('rnhc-root-children')),
        ),
      ),
    );
  } catch (cause) {
    if (cause instanceof RnhcError && cause.file === options.file) throw cause;
    throw new ContentError('The site’s Root threw while rendering', { file: options.file, cause });
  }
  const at = html.indexOf(CHILDREN_MARK);
  // A Root that drops its children would drop every page: it is shown around them all the same.
  const before = at < 0 ? html : html.slice(0, at);
  const after = at < 0 ? '' : html.slice(at + CHILDREN_MARK.length);
  if (before === '' && after === '') return undefined;
  options.site.swizzled = true;
  if (!isBalanced(before) || !isBalanced(after)) {
    options.site.root = { before: '', after: '' };
    return `${options.file}: not applied: the swizzled Root wraps the app in an element, which rnhc-docs' theme does not render around its pages; the site's components are rendered without the Root (each island would repeat its HTML)`;
  }
  options.site.root = { before, after };
  return `${options.file}: the swizzled Root renders HTML of its own: shown once around every page; the site's components (islands) are rendered without the Root's providers (each would repeat that HTML)`;
}

/** Renders the swizzled NotFound into the 404 route. */
export async function prerenderSwizzledNotFound(options: RenderSwizzledOptions & { routes: Route[] }): Promise<void> {
  const route = options.routes.find((r): r is Extract<Route, { kind: 'notFound' }> => r.kind === 'notFound');
  if (!route) return;
  const rendered = await renderSwizzled(options, `${options.site.baseUrl}404`);
  if (!rendered) return;
  route.rendered = { html: rendered.html, meta: rendered.meta };
  options.site.swizzled = true;
}

/** Renders the swizzled Footer into the site data: the theme shows its HTML on every page. */
export async function prerenderSwizzledFooter(options: RenderSwizzledOptions): Promise<void> {
  const rendered = await renderSwizzled(options, options.site.baseUrl);
  if (!rendered) return;
  options.site.footer = { ...(options.site.footer ?? { style: 'light', columns: [], links: [] }), html: rendered.html };
  options.site.swizzled = true;
}

/**
 * Renders the swizzled AnnouncementBar into the site data: the theme shows its HTML above the
 * navbar of every page instead of its own bar (templates/Layout). Rendered once per locale at the
 * home page's path, like the Footer; a bar that renders nothing at build time (BrowserOnly, or
 * inactive) still replaces the theme's, and its island decides in the browser.
 */
export async function prerenderSwizzledAnnouncementBar(options: RenderSwizzledOptions): Promise<void> {
  const rendered = await renderSwizzled(options, options.site.baseUrl);
  if (!rendered) return;
  options.site.swizzledAnnouncementBar = rendered.html;
  options.site.swizzled = true;
}

/**
 * Renders a swizzled wrapper of `Navbar/Search` into the site data: the class names it gives
 * `@theme-original/Navbar/Search` go on the theme's search box, and what it renders around it
 * (its CSS module's styles) around the box (templates/Navbar/NavbarItem). Returns the warning
 * naming what is not applied, if anything.
 */
export async function prerenderSwizzledNavbarSearch(options: RenderSwizzledOptions): Promise<string | undefined> {
  const rendered = await renderSwizzled(options, options.site.baseUrl);
  if (!rendered) return undefined;
  const mark = new RegExp(`<${NAVBAR_SEARCH_TAG} data-class="([^"]*)"></${NAVBAR_SEARCH_TAG}>`).exec(rendered.html);
  if (!mark)
    return `${options.file}: not applied: the swizzled Navbar/Search does not render @theme-original/Navbar/Search`;
  const before = rendered.html.slice(0, mark.index);
  const after = rendered.html.slice(mark.index + mark[0].length);
  if (!isBalanced(before) || !isBalanced(after)) {
    return `${options.file}: not applied: the swizzled Navbar/Search wraps the search box in an element, which rnhc-docs' navbar does not render`;
  }
  // React escapes an attribute's `&`, quotes and angle brackets; class names rarely have any.
  const className = (mark[1] ?? '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  options.site.navbarSearch = { className, before, after };
  options.site.swizzled = true;
  return undefined;
}

/** Where the docs go inside a docs layout component's HTML (`@theme/DocPage`: DocPageSlot). */
const DOC_PAGE_MARK = '<rnhc-doc-page></rnhc-doc-page>';

/**
 * Renders the docs' `docLayoutComponent` (Docusaurus 2: a component of the site that renders
 * `@theme/DocPage` inside content of its own, react-native-navigation's and detox's
 * #StandWithUkraine banner) once per locale: its HTML before and after the docs goes around every
 * doc page's layout (templates/DocPage). Returns the warning naming what is not applied, if anything.
 */
export async function prerenderDocLayout(options: RenderSwizzledOptions): Promise<string | undefined> {
  const rendered = await renderSwizzled(options, options.site.baseUrl, path.dirname(options.file));
  if (!rendered) return `${options.file}: docs.docLayoutComponent is not applied: it exports no component`;
  const at = rendered.html.indexOf(DOC_PAGE_MARK);
  if (at < 0) return `${options.file}: docs.docLayoutComponent is not applied: it does not render @theme/DocPage`;
  const before = rendered.html.slice(0, at);
  const after = rendered.html.slice(at + DOC_PAGE_MARK.length);
  if (!isBalanced(before) || !isBalanced(after)) {
    return `${options.file}: docs.docLayoutComponent is not applied: it wraps @theme/DocPage in an element, which rnhc-docs' docs layout does not render around its pages`;
  }
  if (before === '' && after === '') return undefined;
  options.site.docLayout = { before, after };
  options.site.swizzled = true;
  return undefined;
}

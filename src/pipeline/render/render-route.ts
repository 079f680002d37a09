import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import path from 'node:path';
import { renderBody } from '../../../templates/server.tsx';
import type { PageDataContext, PageDataResult } from '../../content/content-kind.ts';
import { kindOfRoute } from '../../content/kinds.ts';
import { type RouteTwin, twinOfPage } from '../../llms/route-twin.ts';
import type { CodeThemes } from '../../markdown/code-themes.ts';
import type { CodeHighlighter } from '../../markdown/highlighter.ts';
import type { MarkdownFormat, Mdx1Compat } from '../../markdown/mdx/choose-format.ts';
import { createDocFooterRenderer } from '../../markdown/mdx/render-doc-item.ts';
import type { MarkdownLinkRoots, SourceLink } from '../../markdown/plugins/remark-doc-links.ts';
import type { MagicComment } from '../../markdown/plugins/remark-magic-comments.ts';
import { createMarkdownRenderer, type RenderedMarkdown } from '../../markdown/processor.ts';
import { loadUserPlugins, type UserPlugins, type UserPluginsSource } from '../../markdown/user-plugins.ts';
import { extractSearchSections } from '../../search/extract-sections.ts';
import type { SearchDocument } from '../../search/types.ts';
import type { LiveCodeOptions } from '../../shared/live-code.ts';
import type { SiteWebpack } from '../../shared/site-webpack.ts';
import { hasContentTitle } from '../../shared/text.ts';
import type { PageData, SidebarItemData, SiteData } from '../../shared/types.ts';
import { ContentError } from '../../util/errors.ts';
import { linkTargetPath } from '../../util/linked-files.ts';
import { htmlFilesOf, pageDataFileOf, type Route } from '../create-routes.ts';
import { createLinkCollector, createLinkExtractor, type PageLinkInfo } from '../links/check-links.ts';
import type { FileSink } from '../output/write-output.ts';
import { createUrlResolver } from '../resolve-site.ts';
import { collectSwizzled } from '../swizzled.ts';
import { createMarkdownCache, type MarkdownCacheConfig } from './markdown-cache.ts';
import { type PageAssets, renderDocument } from './render-document.ts';
import { createSitePageData } from './site-page-data.ts';

/** Pages that only list other pages: they get a markdown twin, and the llms files leave them out. */
const LIST_PAGES = new Set<string>(['blogList', 'blogTag', 'blogAuthor', 'blogTags', 'blogArchive', 'blogAuthors']);

/** Everything a page renderer needs; plain data, so it can be sent to a worker thread. */
export interface RenderContext {
  site: SiteData;
  assets: PageAssets;
  version: string;
  /** Site origin, e.g. `https://matinzd.github.io`. */
  url: string;
  trailingSlash: boolean | undefined;
  tocMinLevel: number;
  tocMaxLevel: number;
  /** Absolute og:image URL. */
  ogImage: string | undefined;
  /** Each doc's last update from git, by absolute file (only the parts the config shows). */
  lastUpdates?: Record<string, { at?: number; by?: string }>;
  /** The URL of mermaid's module when ```mermaid blocks are diagrams (src/pipeline/output/mermaid-assets.ts). */
  mermaid?: string;
  /** Live code blocks: the playground's module, position and styles (src/pipeline/live-code.ts). */
  live?: LiveCodeOptions;
  /** Absolute path of each markdown source → its final URL (for relative `.md` links). */
  routeOfFile: Record<string, string>;
  /**
   * Markdown sources whose Docusaurus URL ends in `/` (index docs, `slug: /`) → that URL: their
   * relative links resolve from it (rewritten to absolute paths, and so checked).
   */
  relativeBaseOfFile?: Record<string, string>;
  /** Where the config's remark and rehype plugins come from (each thread loads them, see user-plugins.ts). */
  userPlugins?: UserPluginsSource;
  /** Folders whose files markdown may link or embed as assets (see remarkDocLinks). */
  assetFolders: string[];
  /** Folders markdown links are looked up from besides the linking file's (the docs folder, the site). */
  markdownLinkRoots?: MarkdownLinkRoots;
  /** The site folder (MDX's `@site/` imports). */
  siteDir?: string;
  /** The site's webpack settings that esbuild applies to MDX pages' code (site-webpack.ts). */
  webpack?: SiteWebpack;
  /** Site components' browser modules, by file (MDX islands, see islands.ts). */
  islands?: Record<string, string>;
  /** The config's `markdown` options (format, MDX 1 compatibility, magic comments, code themes). */
  markdown?: {
    format: MarkdownFormat;
    mdx1Compat?: Mdx1Compat;
    magicComments?: MagicComment[] | undefined;
    codeThemes?: CodeThemes | undefined;
  };
  /** The persistent markdown cache (absent with `--no-cache`). */
  markdownCache?: MarkdownCacheConfig;
  /** How the pages are rendered (absent: `build`). */
  mode?: RenderMode;
  /** `--untrusted`: MDX that would run code is refused (see docs/untrusted-builds.md). */
  untrusted?: boolean;
  /** Per docs version (content set), by name: what its pages differ by. */
  versions?: Record<string, VersionRenderData>;
  /** Set when the site has more than one locale: what the pages of this locale say of the others. */
  i18n?: LocaleRenderData;
}

/** What a page of one locale needs to know of every locale (hreflang, fallbacks). */
export interface LocaleRenderData {
  /** Base URL of this locale's pages and of the default locale's. */
  baseUrl: string;
  defaultBaseUrl: string;
  /**
   * Every locale built, the default first: its hreflang, base URL, and the routes (relative to its
   * base URL) that it shows untranslated, which are left out of the alternates.
   */
  locales: Array<{ hreflang: string; baseUrl: string; fallbacks: string[] }>;
  /** The notice of an untranslated page, in this locale's words, and its link's text. */
  fallbackNotice: { message: string; link: string };
}

/**
 * How pages are rendered, one value for the whole render path (threads, highlighter, markdown):
 * - `build`: code highlighted, shiki started only for a block the highlight cache lacks; search
 *   documents and markdown twins made.
 * - `check` (`rnhc-docs check`): only links and ids matter: code plain (shiki never starts), no
 *   search documents or twins, nothing written.
 * - `watch-first` (serve --watch's first build of one locale, without a highlight cache): code
 *   blocks shown plain until shiki is ready rather than waiting for it; the session renders those
 *   pages again in colour.
 * - `watch-edit` (serve --watch's long-lived worker): shiki started at once, so the first edit of
 *   a code block does not pay for it, and block parses kept between renders of a file.
 */
export type RenderMode = 'build' | 'check' | 'watch-first' | 'watch-edit';

/** What the pages of one docs version differ by. */
export interface VersionRenderData {
  /** The site data its pages carry (that version's sidebars) and the URL of its script. */
  site: SiteData;
  siteData: string;
  /** Kept out of search engines: robots noindex, not in the sitemap. */
  noIndex: boolean;
}

/** A content warning with its source position. */
export interface ContentWarning {
  message: string;
  /** `file:line:column`. */
  location: string;
  ruleId: string | undefined;
}

/** One line of the route manifest. */
export interface ManifestEntry {
  path: string;
  kind: PageData['kind'];
  title: string;
  data: string;
}

/** What rendering one route produced (the files themselves are already written). */
export interface RouteResult {
  manifest: ManifestEntry;
  sitemapUrl: string | undefined;
  /** The page in each locale that translates it, for the sitemap's `xhtml:link` entries. */
  sitemapAlternates?: Array<{ hreflang: string; href: string }>;
  links: { url: string; info: PageLinkInfo; source: { file: string; links: SourceLink[] } | undefined };
  warnings: ContentWarning[];
  /** Local files referenced from markdown: [source path, output path]. */
  assets: Array<[string, string]>;
  /** Files written: [relative path, bytes]. */
  written: Array<[string, number]>;
  /** The page for the search index (indexed pages with content only). */
  search: SearchDocument | undefined;
  /** Milliseconds spent in markdown (with highlighting) and in the theme's React render. */
  timing: { markdown: number; theme: number };
  /** The markdown cache entries the page used or wrote (the build prunes the others). */
  markdownKeys?: string[];
  /** The page's markdown twin (written already), for the llms files; `listed` when it belongs in them. */
  twin?: RouteTwin & { listed: boolean };
  /** A blog post's full HTML, for the feeds. */
  feed?: { path: string; html: string };
  /** Its code is plain, shiki not being ready yet (see the highlighter's `plainUntilReady`). */
  plainCode?: boolean;
}

/** Renders routes to files; one per thread. */
export interface RouteRenderer {
  /**
   * `quick`: skip what only a full build uses (the markdown cache's writes), for watch updates;
   * `onPageData` then gets the page data (path, JSON) before the HTML is rendered and written, with
   * the length of each top-level node of its content HTML when it comes from markdown.
   */
  render(
    route: Route,
    options?: { quick?: boolean; onPageData?: (path: string, json: string, blocks?: number[]) => void },
  ): Promise<RouteResult>;
}

/** Creates the renderer of one thread around its highlighter and output sink. */
export function createRouteRenderer(options: {
  context: RenderContext;
  highlighter: CodeHighlighter;
  sink: FileSink;
  /** The config's remark and rehype plugins, loaded in this thread ({@link loadRouteRendererPlugins}). */
  userPlugins?: UserPlugins;
}): RouteRenderer {
  const { context, sink } = options;
  const urls = createUrlResolver({ baseUrl: context.site.baseUrl, trailingSlash: context.trailingSlash });
  const untranslated = context.i18n?.locales.map((locale) => new Set(locale.fallbacks));
  const links = createLinkExtractor();
  /** Each sidebar's answer to hasHtmlEntries, once per renderer (the site data does not change). */
  const plainSidebars = new WeakMap<SidebarItemData[], boolean>();
  /** Whether the page shows a docs sidebar without raw HTML entries (see createLinkExtractor). */
  const plainSidebar = (site: SiteData, page: PageData) => {
    const items = page.doc?.sidebar !== undefined ? site.sidebars[page.doc.sidebar] : undefined;
    if (!items) return false;
    let plain = plainSidebars.get(items);
    if (plain === undefined) {
      plain = !hasHtmlEntries(items);
      plainSidebars.set(items, plain);
    }
    return plain;
  };
  // Renders overlap (a build with a highlight thread keeps many pages under way at once), so each
  // collects every asset registered while it is under way: its own are all there, and one of a
  // page rendered meanwhile may be too, which is harmless (the build copies the union).
  const collecting = new Set<Array<[string, string]>>();
  /** `as`: the output path chosen by the caller (a hashed name, see asset-imports.ts). */
  const addAsset = (file: string, as?: string) => {
    // Only files are copied; a link to a folder is a route (or a broken link) like any other.
    if (!statSync(file, { throwIfNoEntry: false })?.isFile()) return undefined;
    // Named by a hash of the source path: the same in every thread, no registry needed.
    const name =
      as ?? `assets/files/${createHash('sha256').update(file).digest('hex').slice(0, 8)}-${path.basename(file)}`;
    for (const assets of collecting) assets.push([file, name]);
    return context.site.baseUrl + name;
  };
  const markdown = createMarkdownRenderer({
    highlighter: options.highlighter,
    // Watch mode's worker keeps block parses between renders of a file (block-memo.ts).
    memoBlocks: context.mode === 'watch-edit',
    siteUrl: context.url,
    baseUrl: context.site.baseUrl,
    routeOfFile: (file) => context.routeOfFile[file],
    relativeBaseOfFile: (file) => context.relativeBaseOfFile?.[file],
    ...(options.userPlugins ? { userPlugins: options.userPlugins } : {}),
    addAsset,
    assetFolders: context.assetFolders,
    ...(context.markdownLinkRoots ? { markdownLinkRoots: context.markdownLinkRoots } : {}),
    site: context.site,
    ...(context.siteDir ? { siteDir: context.siteDir } : {}),
    ...(context.webpack ? { webpack: context.webpack } : {}),
    ...(context.islands ? { islands: context.islands } : {}),
    ...(context.mermaid ? { mermaid: context.mermaid } : {}),
    ...(context.live ? { live: context.live } : {}),
    ...(context.markdown
      ? {
          format: context.markdown.format,
          magicComments: context.markdown.magicComments,
          ...(context.markdown.mdx1Compat ? { mdx1Compat: context.markdown.mdx1Compat } : {}),
        }
      : {}),
    ...(context.site.strings ? { strings: context.site.strings, lang: htmlLangOf(context.site) } : {}),
    // `check` writes no twin: its text would be made for nobody (its summary still is, for llms.txt).
    ...(context.mode === 'check' ? { twinText: false } : {}),
    ...(context.untrusted ? { untrusted: true } : {}),
  });
  // No in-memory memo of rendered markdown: only the docs root repeats a page (one extra render),
  // and keeping every page's HTML alive until the build ends cost ~100 MB per worker on 5,000
  // pages. The persistent cache reads one small file per page instead.
  const cache = context.markdownCache ? createMarkdownCache(context.markdownCache) : undefined;
  /** A cached render holds while every lookup it made gives the same answer (assets are registered again). */
  const holds = (cached: RenderedMarkdown) =>
    // (JSON keeps an `undefined` answer as null.)
    cached.lookups.routes.every(([file, route]) => (context.routeOfFile[file] ?? null) === (route ?? null)) &&
    cached.lookups.assets.every(([file, url]) => (addAsset(file) ?? null) === (url ?? null));
  /**
   * `shown.plain`: the page showed code plain. Renders may overlap, so a page rendered meanwhile
   * can mark another too: harmless (one more render in colour, one cache write fewer).
   */
  const renderMarkdown = async (
    file: string,
    body: string,
    quick: boolean,
    keys: string[],
    shown: { plain: boolean },
  ) => {
    const key = cache?.key(file, body);
    if (key) keys.push(key);
    const cached = key ? cache?.read(key) : undefined;
    if (cached && holds(cached)) {
      options.highlighter.keep(cached.codeKeys);
      return cached;
    }
    const plainBefore = options.highlighter.plainRendered;
    // A doc that is a symbolic link is compiled from its target, as webpack does (linked-files.ts).
    const md = await markdown.render(body, linkTargetPath(file));
    // Code shown plain while shiki started (watch mode's first pages) is rendered again in colour.
    if (options.highlighter.plainRendered > plainBefore) shown.plain = true;
    // Watch mode's renders of half-edited docs are not worth keeping, nor pages of plain code.
    if (key && !quick && !md.uncached && !shown.plain) cache?.write(key, md);
    return md;
  };

  // The site's swizzled DocItem/Footer, rendered for each doc (site code: not in an untrusted build).
  const swizzled = context.siteDir && !context.untrusted ? collectSwizzled(context.siteDir) : undefined;
  const docFooterFile = swizzled?.get('DocItem/Footer');
  const renderDocFooter =
    docFooterFile && context.siteDir
      ? createDocFooterRenderer({
          file: docFooterFile,
          siteDir: context.siteDir,
          // (Not a Root with HTML of its own: src/pipeline/render-swizzled.ts.)
          rootFile: context.site.root ? undefined : swizzled?.get('Root'),
          islands: context.islands ?? {},
          addAsset,
        })
      : undefined;

  const inner = {
    async render(
      route: Route,
      renderOptions: Parameters<RouteRenderer['render']>[1],
      assets: Array<[string, string]>,
    ): Promise<RouteResult> {
      const quick = renderOptions?.quick === true;
      const shown = { plain: false };
      const started = performance.now();
      const keys: string[] = [];
      const version = 'version' in route ? context.versions?.[route.version] : undefined;
      const site = version?.site ?? context.site;
      const pageAssets = version ? { ...context.assets, siteData: version.siteData } : context.assets;
      const {
        page,
        source,
        indexed,
        md,
        searchable: inSearch,
        feedHtml,
        fallback: isFallback = false,
      } = await createPageData(
        route,
        context,
        version,
        urls,
        (file, body) => renderMarkdown(file, body, quick, keys, shown),
        renderDocFooter ? (doc) => renderDocFooter(doc, site, urls.route(route.route)) : undefined,
      );
      const searchable = indexed && inSearch !== false;
      // A noIndex version stays on the site (and in its search) but out of search engines.
      const crawlable = indexed && version?.noIndex !== true;
      // A page of another locale than the default shown in the default locale's words: canonical
      // to the original, out of the hreflang alternates (search engines see one page, not two).
      const i18n = context.i18n;
      const rest = i18n && page.path.startsWith(i18n.baseUrl) ? page.path.slice(i18n.baseUrl.length) : undefined;
      if (i18n && rest !== undefined && isFallback) {
        page.fallback = { href: i18n.defaultBaseUrl + rest, ...i18n.fallbackNotice };
      }
      const alternates =
        i18n && rest !== undefined && !isFallback && crawlable
          ? i18n.locales
              .filter((_locale, index) => !untranslated?.[index]?.has(route.route))
              .map((locale) => ({ hreflang: locale.hreflang, href: context.url + locale.baseUrl + rest }))
          : [];
      if (alternates.length > 1 && i18n) {
        alternates.push({ hreflang: 'x-default', href: context.url + i18n.defaultBaseUrl + rest });
      }
      const pageJson = JSON.stringify(page);
      if (quick) renderOptions?.onPageData?.(page.path, pageJson, md?.blocks);
      const themeStarted = performance.now();
      let body: string;
      try {
        body = renderBody(site, page);
      } catch (cause) {
        throw new ContentError(`Page ${page.path} cannot be rendered`, {
          cause,
          ...(source ? { file: source.file } : {}),
        });
      }
      const timing = { markdown: themeStarted - started, theme: performance.now() - themeStarted };
      const canonicalRoute = route.kind === 'doc' ? route.canonicalRoute : route.route;
      const html = renderDocument({
        site,
        page,
        body,
        assets: pageAssets,
        canonical: page.redirect
          ? new URL(page.redirect, context.url + urls.route(route.route)).href
          : page.fallback
            ? context.url + page.fallback.href
            : context.url + urls.route(canonicalRoute),
        ...(alternates.length > 1 ? { alternates } : {}),
        noindex: !crawlable,
        ogImage: context.ogImage,
        version: context.version,
      });
      const dataFile = pageDataFileOf(route);
      const twin = twinOfPage(
        { url: context.url, baseUrl: context.site.baseUrl },
        page,
        md ? { twin: md.twin, hasH1: hasContentTitle(md.html) } : undefined,
      );
      // Each text once, at its paths (a page's two HTML files share one).
      const outputs: Array<[paths: string[], data: string]> = [
        [[dataFile], pageJson],
        [htmlFilesOf(route, context.trailingSlash), html],
        ...(twin ? [[[twin.file], twin.markdown] as [string[], string]] : []),
      ];
      await Promise.all(outputs.map(([paths, data]) => sink.writeAll(paths, data)));

      const isCopy = route.kind === 'doc' && route.route !== route.canonicalRoute;
      // Also for quick renders (after the page data went to the tabs and the files are written):
      // watch mode keeps the index current and checks the links of what it re-rendered. Its parse
      // of the content HTML gives the link check the content's links too.
      const contentLinks = createLinkCollector();
      const search =
        context.mode !== 'check' && searchable && !isCopy && page.kind !== 'notFound'
          ? {
              ...searchDocument(page, contentLinks?.onOpenTag),
              ...(page.version !== undefined ? { version: page.version } : {}),
            }
          : undefined;
      const content =
        search && contentLinks && page.kind !== 'category'
          ? { html: page.contentHtml, links: contentLinks.result() }
          : undefined;
      const warnings: ContentWarning[] = [];
      // Messages of a shared render are reported once, by the canonical route.
      if (md && source && !isCopy) {
        for (const message of md.messages) {
          warnings.push({
            message: message.reason,
            location: `${source.file}:${message.line ?? 1}:${message.column ?? 1}`,
            ruleId: message.ruleId ?? undefined,
          });
        }
      }
      return {
        manifest: { path: page.path, kind: page.kind, title: page.title, data: context.site.baseUrl + dataFile },
        // A fallback page's canonical URL is the original's: the sitemap lists the original only.
        sitemapUrl: crawlable && !isCopy && !isFallback ? context.url + page.path : undefined,
        ...(alternates.length > 1 && !isCopy ? { sitemapAlternates: alternates } : {}),
        links: {
          url: urls.route(route.route),
          info: withRelativeBase(
            links.extract(html, plainSidebar(site, page), content),
            source ? context.relativeBaseOfFile?.[source.file] : undefined,
          ),
          source,
        },
        warnings,
        assets,
        written: outputs.flatMap(([paths, data]) => {
          const bytes = Buffer.byteLength(data);
          return paths.map((file): [string, number] => [file, bytes]);
        }),
        search,
        timing,
        ...(keys.length > 0 ? { markdownKeys: keys } : {}),
        ...(twin ? { twin: { ...twin, listed: indexed && !isCopy && !LIST_PAGES.has(page.kind) } } : {}),
        ...(feedHtml !== undefined ? { feed: { path: page.path, html: feedHtml } } : {}),
        ...(shown.plain ? { plainCode: true } : {}),
      };
    },
  };
  return {
    render(route, renderOptions) {
      const assets: Array<[string, string]> = [];
      collecting.add(assets);
      return inner.render(route, renderOptions, assets).finally(() => collecting.delete(assets));
    },
  };
}

/**
 * A route's page data: the content kind that made the route creates it (page-data.ts in its folder of src/content),
 * the site's own pages (404, search) are made here.
 */
async function createPageData(
  route: Route,
  context: RenderContext,
  version: VersionRenderData | undefined,
  urls: ReturnType<typeof createUrlResolver>,
  renderMarkdown: (file: string, body: string) => Promise<RenderedMarkdown>,
  renderDocFooter: PageDataContext['renderDocFooter'],
): Promise<PageDataResult> {
  const kind = kindOfRoute(route);
  if (!kind) return createSitePageData(route, { site: context.site, versionSite: version?.site, urls });
  return kind.pageData(route, {
    site: context.site,
    urls,
    origin: context.url,
    versioned: version !== undefined,
    tocMinLevel: context.tocMinLevel,
    tocMaxLevel: context.tocMaxLevel,
    lastUpdates: context.lastUpdates,
    renderMarkdown,
    ...(renderDocFooter ? { renderDocFooter } : {}),
    relative,
  });
}

/** What the search index knows of a page: generated category pages are searched by their cards. */
function searchDocument(
  page: PageData,
  onOpenTag?: (name: string, attributes: Record<string, string>) => void,
): SearchDocument {
  if (page.kind === 'category') {
    const text = [
      page.category?.description ?? '',
      ...(page.category?.items ?? []).map((i) => `${i.title}. ${i.description ?? ''}`),
    ];
    return {
      path: page.path,
      title: page.title,
      doc: true,
      sections: [{ anchor: '', heading: '', text: text.join('\n') }],
    };
  }
  return {
    path: page.path,
    title: page.title,
    ...(page.kind === 'doc' ? { doc: true } : {}),
    sections: extractSearchSections(page.contentHtml, onOpenTag),
  };
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

/** The `<html lang>` of the site's current locale. */
function htmlLangOf(site: RenderContext['site']): string {
  return site.locales.find((l) => l.locale === site.locale)?.htmlLang ?? site.locale;
}

/** Whether a sidebar (any level) holds raw HTML entries. */
function hasHtmlEntries(items: SidebarItemData[]): boolean {
  return items.some((item) => item.type === 'html' || (item.type === 'category' && hasHtmlEntries(item.items)));
}

/** The page's links with the URL its relative hrefs resolve from, when it is not its own URL. */
function withRelativeBase(info: PageLinkInfo, base: string | undefined): PageLinkInfo {
  return base ? { ...info, base } : info;
}

/** The config's markdown plugins for a renderer of this thread, when the context names any. */
export async function loadRouteRendererPlugins(context: RenderContext): Promise<UserPlugins | undefined> {
  return context.userPlugins ? await loadUserPlugins(context.userPlugins) : undefined;
}

import type { DocContextValue } from '../../templates/docusaurus/doc-item.tsx';
/**
 * A content kind: Docusaurus's content plugins (docs, pages, blog) as first-class values, each
 * owning its lifecycle as docs/architecture.md describes it: what it watches, how it loads and
 * translates one locale's sources, the routes it makes, and what relative markdown links and the
 * locale switcher need of it. The pipeline (src/pipeline/locale-site.ts) and watch mode
 * (src/dev/dev-session.ts) go through the list in src/content/kinds.ts and never name a kind.
 */
import type { ResolvedConfig } from '../config/load-config.ts';
import type { LocaleTranslations } from '../i18n/load-translations.ts';
import type { SourceLink } from '../markdown/plugins/remark-doc-links.ts';
import type { RenderedMarkdown } from '../markdown/processor.ts';
import type { Route } from '../pipeline/create-routes.ts';
import type { UrlResolver } from '../pipeline/resolve-site.ts';
import type { Translate } from '../shared/translations/translate.ts';
import type { PageData, SiteData } from '../shared/types.ts';
import type { BlogModel } from './blog/types.ts';
import type { ReadContext } from './collect-content.ts';
import type { ContentModel } from './types.ts';

/** One locale's content, as the kinds loaded and translated it. */
export interface LocaleContent {
  /** The docs and pages kinds' data (with the fence languages and warnings found reading them). */
  content: ContentModel;
  /** The blog kind's data, when the site has a blog. */
  blog?: BlogModel;
}

/** What a kind's loader gets: the locale's config (untranslated), and where to collect. */
export interface KindLoadContext extends ReadContext {
  locale: string;
  /** Keep blog posts marked `draft: true` (serve --watch). */
  drafts: boolean;
}

/** What a kind adds to LocaleContent (the docs kind its `docs`, the pages kind `pages`...). */
export type KindData = Partial<Pick<ContentModel, 'docSets' | 'docs' | 'docsByFile' | 'pages'>> & {
  blog?: BlogModel;
};

/** Source file to URL, for relative markdown links between files (see render-route's context). */
export interface SourceRoutes {
  /** Absolute source file (translation or original) → page URL. */
  routeOfFile: Record<string, string>;
  /** A page whose URL is a folder (`slug: /`, an index doc): links resolve against it with a `/`. */
  relativeBaseOfFile: Record<string, string>;
}

/**
 * What a kind's `pageData` gets on a render thread: the locale's site data, the URL helpers, and
 * the thread's markdown renderer (with its caches and highlighter).
 */
export interface PageDataContext {
  site: SiteData;
  urls: UrlResolver;
  /** Site origin, e.g. `https://matinzd.github.io` (absolute og:image URLs). */
  origin: string;
  /** Set when the site has docs versions: doc pages then carry their version's name. */
  versioned: boolean;
  tocMinLevel: number;
  tocMaxLevel: number;
  /** Each doc's last update from git, by absolute file (only the parts the config shows). */
  lastUpdates?: Record<string, { at?: number; by?: string }> | undefined;
  renderMarkdown(file: string, body: string): Promise<RenderedMarkdown>;
  /**
   * Set when the site swizzles `src/theme/DocItem/Footer` (and runs site code): renders it for
   * a doc, which it reads through `useDoc()` (src/markdown/mdx/render-doc-item.ts).
   */
  renderDocFooter?: ((doc: DocContextValue) => Promise<string>) | undefined;
  /** A source file's path as warnings and the link check name it (relative to the working folder). */
  relative(file: string): string;
}

/** One route's page data, and what the build needs besides it (link check, sitemap, search, feeds). */
export interface PageDataResult {
  page: PageData;
  /** The markdown source and its links, for positioned warnings and the link check. */
  source: { file: string; links: SourceLink[] } | undefined;
  /** In the sitemap and the llms files. */
  indexed: boolean;
  md: RenderedMarkdown | undefined;
  /** Whether the page goes into the search index when indexed (default true). */
  searchable?: boolean;
  /** A blog post's full HTML, for the feeds. */
  feedHtml?: string;
  /** The page shows the default locale's text of an untranslated source item (SourceItem's `fallback`). */
  fallback?: boolean;
}

/** One content kind. Every method is pure data in, data out, except `load` and `pageData`. */
export interface ContentKind {
  readonly name: 'docs' | 'pages' | 'blog';
  /** The kinds of route (`Route['kind']`) it makes, whose page data it creates. */
  readonly routeKinds: ReadonlyArray<Route['kind']>;
  /** The files and folders whose changes this kind reads (serve --watch watches them). */
  watchPaths(config: ResolvedConfig): string[];
  /**
   * Reads the kind's sources for one locale. Content errors go to `ctx.errors` (or are thrown: an
   * RnhcError or AggregateBuildError), so the build reports every kind's errors at once.
   */
  load(ctx: KindLoadContext): Promise<KindData>;
  /** Applies the locale's translation files to what the kind loaded (labels, titles). */
  translate(content: LocaleContent, translations: LocaleTranslations): LocaleContent;
  /**
   * The kind's routes. `taken` holds the routes of the kinds before it: a URL two kinds want is an
   * error naming both sources.
   */
  routes(
    content: LocaleContent,
    ctx: { urls: UrlResolver; siteTitle: string; t: Translate; taken: readonly Route[] },
  ): Route[];
  /** Adds the URL of every page the kind reads from a file. */
  sourceRoutes(content: LocaleContent, ctx: { config: ResolvedConfig; urls: UrlResolver }, out: SourceRoutes): void;
  /** For each of its content sets, the folders a relative markdown link is looked up in (translation first). */
  linkRoots(content: LocaleContent, config: ResolvedConfig): string[][];
  /** Its markdown and MDX sources with the bodies read (scanned for site components). */
  markdownSources(content: LocaleContent): Array<{ file: string; body?: string | undefined }>;
  /** Its routes (relative to the locale's base URL) shown untranslated in a translated locale. */
  fallbackRoutes(content: LocaleContent): string[];
  /** `3/27 docs` for a translated locale's summary line, or undefined when the kind has nothing. */
  translationCount(content: LocaleContent): string | undefined;
  /** The page data of one of its routes (on a render thread; markdown is rendered here). */
  pageData(route: Route, ctx: PageDataContext): Promise<PageDataResult>;
}

/** The error of a kind handed a route of another kind (a bug in the dispatch, not in content). */
export function wrongRouteKind(kind: ContentKind['name'], route: Route): Error {
  return new Error(`The ${kind} kind cannot make the page data of a ${route.kind} route (${route.route})`);
}

/** `3/27 docs`: how many of a kind's items have a translation (undefined when there are none). */
export function countTranslated(items: ReadonlyArray<{ fallback?: boolean }>, noun: string): string | undefined {
  if (items.length === 0) return undefined;
  return `${items.filter((item) => !item.fallback).length}/${items.length} ${noun}`;
}

/**
 * A content kind: Docusaurus's content plugins (docs, pages, blog) as first-class values, each
 * owning its lifecycle as docs/architecture.md describes it: what it watches, how it loads and
 * translates one locale's sources, the routes it makes, and what relative markdown links and the
 * locale switcher need of it. The pipeline (src/pipeline/locale-site.ts) and watch mode
 * (src/dev/dev-session.ts) go through the list in src/content/kinds.ts and never name a kind.
 */
import type { ResolvedConfig } from '../config/load-config.ts';
import type { LocaleTranslations } from '../i18n/load-translations.ts';
import type { Route } from '../pipeline/create-routes.ts';
import type { UrlResolver } from '../pipeline/resolve-site.ts';
import type { Translate } from '../shared/translations/translate.ts';
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

/** One content kind. Every method is pure data in, data out, except `load`. */
export interface ContentKind {
  readonly name: 'docs' | 'pages' | 'blog';
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
}

/** `3/27 docs`: how many of a kind's items have a translation (undefined when there are none). */
export function countTranslated(items: ReadonlyArray<{ fallback?: boolean }>, noun: string): string | undefined {
  if (items.length === 0) return undefined;
  return `${items.filter((item) => !item.fallback).length}/${items.length} ${noun}`;
}

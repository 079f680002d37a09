/**
 * One content set of a build (docs/architecture.md): one plugin's content in one version and one locale.
 * A build is the product of its sets; routes, sidebars, search indexes, page data, llms files and
 * link lookups are made per set, and every page knows the set it belongs to.
 */
export interface ContentSet {
  /** Which Docusaurus plugin's content this is. */
  plugin: 'docs' | 'blog' | 'pages';
  /** Docs version name (`current` for the docs folder); undefined for the blog and pages. */
  version?: string;
  /** Locale of the set (the default locale for untranslated sites). */
  locale: string;
  /** Absolute folder the set's sources are read from. */
  sourceDir: string;
  /** URL path of the set relative to the base URL, no slash at either end (`docs`, `docs/next`, `blog`, `fr/docs`, ``). */
  routeBase: string;
}

/**
 * What every source item of a content set has (a doc, a markdown or React page, a blog post): its
 * file and, in a translated locale, whether it is the translation or the default locale's text.
 */
export interface SourceItem {
  /** Absolute path of the source file (a translated locale's file when the item is translated). */
  file: string;
  /** In a translated locale: the default locale's file, when `file` is its translation. */
  sourceFile?: string;
  /** In a translated locale: no translation exists, so the default locale's text is shown. */
  fallback?: boolean;
}

/** The content set a route belongs to: the kind that made it, its docs version, its locale. */
export type RouteSet = Pick<ContentSet, 'plugin' | 'version' | 'locale'>;

/** A stable key for a set, for maps and cache file names (`docs@current@en`). */
export function contentSetKey(set: Pick<ContentSet, 'plugin' | 'version' | 'locale'>): string {
  return `${set.plugin}@${set.version ?? ''}@${set.locale}`;
}

/**
 * Docusaurus plugins and themes that rnhc-docs applies, mapped onto its own keys: the analytics
 * plugins (gtag, google-analytics, tag manager), `@docusaurus/plugin-client-redirects`,
 * `@docusaurus/theme-mermaid`, `@docusaurus/theme-live-codeblock`, `docusaurus-plugin-sass`, and the search plugins (Algolia's theme and the local search
 * plugins), whose search box and `/search` page the built-in search gives. Anything else keeps
 * its "not supported" notice (src/config/docusaurus/map-config.ts).
 */

/** What a plugin or theme entry maps to: the raw config keys it sets, or undefined (not applied). */
export type PluginMapping =
  | { set: Record<string, unknown>; search?: string; mermaid?: true; live?: true; info?: string }
  | undefined;

/** A plugin's package name, from a name, a path into node_modules or a `require.resolve` result. */
export function packageNameOf(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined;
  const inModules = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(name)?.[1];
  return (inModules ?? name).replace(/\\/g, '/');
}

/** Search plugins and themes whose box and page the built-in search stands in for. */
export const SEARCH_PLUGINS = new Set([
  '@easyops-cn/docusaurus-search-local',
  'docusaurus-lunr-search',
  '@cmfcmf/docusaurus-search-local',
  'docusaurus-plugin-search-local',
  '@docusaurus/theme-search-algolia',
  'docusaurus-theme-search-typesense',
  // Canary's pagefind theme puts its search box in the navbar (react-redux, redux-toolkit).
  '@getcanary/docusaurus-theme-search-pagefind',
]);

const ANALYTICS: Record<string, 'gtag' | 'googleAnalytics' | 'googleTagManager'> = {
  '@docusaurus/plugin-google-gtag': 'gtag',
  '@docusaurus/plugin-google-analytics': 'googleAnalytics',
  '@docusaurus/plugin-google-tag-manager': 'googleTagManager',
};

/** The mapping of one `plugins` or `themes` entry (`name`, `[name, options]`). */
export function mapPlugin(name: unknown, options: unknown): PluginMapping {
  const pkg = packageNameOf(name);
  if (!pkg) return undefined;
  const analytics = ANALYTICS[pkg];
  if (analytics) return options && typeof options === 'object' ? { set: { [analytics]: options } } : undefined;
  if (pkg === '@docusaurus/plugin-client-redirects') {
    return { set: { clientRedirects: options && typeof options === 'object' ? options : {} } };
  }
  if (pkg === '@docusaurus/theme-mermaid') return { set: {}, mermaid: true };
  // ```jsx live blocks become playgrounds (markdown.liveCodeBlock, src/markdown/live-code-block.ts).
  if (pkg === '@docusaurus/theme-live-codeblock') return { set: {}, live: true };
  // Sass files are compiled wherever the site uses them (src/pipeline/sass-styles.ts).
  if (pkg === 'docusaurus-plugin-sass') return { set: {} };
  if (pkg === '@docusaurus/plugin-ideal-image') {
    return {
      set: {},
      info: '@theme/IdealImage shows each image as imported (one file, no resized copies or blurred placeholder)',
    };
  }
  // These two make a search page at `/search` (their own `searchPage` route); the others make none.
  if (pkg === '@easyops-cn/docusaurus-search-local' || pkg === 'docusaurus-plugin-search-local') {
    return { set: { search: { page: 'search' } }, search: pkg };
  }
  if (SEARCH_PLUGINS.has(pkg)) return { set: {}, search: pkg };
  return undefined;
}

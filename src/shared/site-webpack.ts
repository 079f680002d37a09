/**
 * What a Docusaurus site's plugins give webpack (`configureWebpack`) that esbuild can apply to the
 * site's code, per bundle: `client` for the islands' browser bundle, `server` for code run on the
 * build's thread. Plain data (it travels to the render workers with the config).
 */
export interface SiteWebpackSide {
  /** `resolve.alias`: `exact` for webpack's `name$`; `false` is an empty module. */
  alias: Array<{ name: string; exact: boolean; to: string[] | false }>;
  /** `resolve.fallback`: used when the module does not resolve (a Node built-in in the browser). */
  fallback: Array<{ name: string; to: string | false }>;
  /** `resolve.extensions` the site adds, before esbuild's own (`prepend`) or after them. */
  extensions?: { list: string[]; prepend: boolean };
  /** DefinePlugin values, as esbuild's `define` takes them. */
  define: Record<string, string>;
  /** ProvidePlugin: a free identifier → the module (and export) it is read from. */
  provide: Record<string, { from: string; name?: string }>;
  /** `asset/source`, `asset/resource`, `asset/inline` rules by extension, as esbuild loaders. */
  loaders: Record<string, 'text' | 'file' | 'dataurl'>;
}

/** The site's webpack settings as esbuild applies them (src/pipeline/site-webpack.ts). */
export interface SiteWebpack {
  client: SiteWebpackSide;
  server: SiteWebpackSide;
}

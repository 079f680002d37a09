/** The prop the MDX compile adds to a site component's JSX element: its line in the source (for warnings). */
export const LINE_PROP = '__rnhcLine';

/**
 * Import sources an island can come from: a site file, not a partial, stylesheet, data file or
 * asset (an SVG component is static markup; src/pipeline/asset-imports.ts).
 */
export function isIslandSource(source: string): boolean {
  return (
    /^(@site\/|\.\.?\/)/.test(source) &&
    !/\.(mdx?|css|json|svg|png|jpe?g|gif|webp|avif|ico|bmp|pdf|mp4|webm|mp3|woff2?)(?:[?#].*)?$/i.test(source)
  );
}

/**
 * The element holding a `<CodeBlock>`'s highlighted HTML in hydrated markup: the browser renders it
 * with empty HTML and hydration keeps what the server wrote (shiki does not run in the browser).
 */
export const CODE_TAG = 'rnhc-code';

/**
 * The element `@theme-original/Navbar/Search` renders at build time, where the search box goes in
 * a swizzled wrapper's HTML, with the class names the wrapper gives it (src/pipeline/render-swizzled.ts).
 */
export const NAVBAR_SEARCH_TAG = 'rnhc-navbar-search';

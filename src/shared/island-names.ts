/** The prop the MDX compile adds to a site component's JSX element: its line in the source (for warnings). */
export const LINE_PROP = '__rnhcLine';

/** Import sources an island can come from: a site file, not a partial, stylesheet or data file. */
export function isIslandSource(source: string): boolean {
  return /^(@site\/|\.\.?\/)/.test(source) && !/\.(mdx?|css|json)$/i.test(source);
}

/**
 * The element holding a `<CodeBlock>`'s highlighted HTML in hydrated markup: the browser renders it
 * with empty HTML and hydration keeps what the server wrote (shiki does not run in the browser).
 */
export const CODE_TAG = 'rnhc-code';

/** `url(/x)`, `url('/x')`, `url("/x")` with a root-relative path (not `//host/x`). */
const ROOT_URL = /url\(\s*(['"]?)(\/(?!\/)[^'")\s]*)\1\s*\)/g;

/**
 * customCss's root-relative URLs (`url('/img/x.png')`) under the site's base URL. Docusaurus's
 * css-loader resolves them to the static folder's files, which a site under `/lib/` serves at
 * `/lib/img/x.png`: the stylesheet, loaded as is, would ask for `/img/x.png` and get a 404.
 * A URL that already starts with the base URL is left as it is.
 */
export function rewriteRootUrls(css: string, baseUrl: string): string {
  if (baseUrl === '/') return css;
  return css.replace(ROOT_URL, (whole, quote: string, url: string) =>
    url.startsWith(baseUrl) ? whole : `url(${quote}${baseUrl}${url.slice(1)}${quote})`,
  );
}

/**
 * URL of a page's markdown twin, as llmstxt.org proposes: the page URL plus `.md`, and for a
 * directory-style URL (the home page, every page with `trailingSlash: true`) `index.html.md`.
 * Shared by the build (which writes the file) and the theme (which links it).
 */
export function markdownTwinHref(pagePath: string): string {
  return pagePath.endsWith('/') ? `${pagePath}index.html.md` : `${pagePath}.md`;
}

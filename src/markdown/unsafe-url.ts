/**
 * Schemes that run code or smuggle a document when a reader follows a link. `data:` is refused
 * only for links: an image from a `data:` URL cannot run script.
 */
const UNSAFE_LINK = /^(?:javascript|vbscript|data):/;
const UNSAFE_IMAGE = /^(?:javascript|vbscript):/;

/**
 * The scheme as a browser reads it: the URL parser drops ASCII tab and newline anywhere and C0
 * controls and spaces around, and ignores case (`JaVa\tScRiPt:`, ` javascript:`). Character
 * references (`&#106;avascript:`) are already decoded by the markdown parser.
 */
function schemeOf(url: string): string {
  const compact = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < compact.length && compact.charCodeAt(start) <= 0x20) start++;
  return compact.slice(start, start + 16).toLowerCase();
}

/** Whether a link's URL would run script (or open a `data:` document) when followed. */
export function isUnsafeLinkUrl(url: string): boolean {
  return UNSAFE_LINK.test(schemeOf(url));
}

/** Whether an image's URL is a script URL. */
export function isUnsafeImageUrl(url: string): boolean {
  return UNSAFE_IMAGE.test(schemeOf(url));
}

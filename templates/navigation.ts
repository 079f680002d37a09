/**
 * How the client tells the theme about navigations that props cannot express: an in-page hash
 * change keeps the same page data, yet the navbar (hide on scroll) must react to it.
 */

/** Name of the event the client dispatches on `window` after every navigation. */
export const NAVIGATION_EVENT = 'rnhc:navigation';

/** `detail` of the navigation event. */
export interface NavigationDetail {
  /** `#id` of the location now shown, or '' when it has none. */
  hash: string;
}

/** The element a location hash points at, if it exists on the page. */
export function getHashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  let id = hash.slice(1);
  try {
    id = decodeURIComponent(id);
  } catch {
    // Not percent-encoded after all: use it as written.
  }
  return document.getElementById(id);
}

/**
 * The contract of `serve --watch` between the dev server (src/dev/live-reload.ts), its live script
 * in the tab (client/live) and the page's runtime (client/dev-hooks.ts, the theme's RawHtml): the
 * events the server sends, and the hooks each side puts on `window` for the other. Types only.
 */
import type { PageData } from './types.ts';

/** What the dev server tells open tabs (JSON in server-sent events). */
export type LiveEvent =
  /**
   * `pages`: the new page data of (some of) the paths, so tabs show it without a request;
   * `blocks`: the length of each top-level node of a page's content HTML, in order.
   */
  | { type: 'update'; paths: string[]; pages?: Record<string, PageData>; blocks?: Record<string, number[]> }
  | { type: 'reload' }
  | { type: 'css'; href: string }
  | { type: 'error'; message: string; location?: string }
  | { type: 'ok' };

/**
 * How HTML replaces an element's content after the first render (`serve --watch` patches in
 * place); `previous` is the HTML the element holds now.
 */
export type HtmlPatcher = (element: HTMLElement, html: string, previous: string) => void;

/** The page runtime's hooks (client/dev-hooks.ts), called by the live script after a rebuild. */
export interface DevHooks {
  /**
   * Re-renders the page shown in place with `data` (sent with the live event), or refetches its
   * data bypassing every cache, keeping the scroll position. With the `path` of another page,
   * only replaces (or forgets) that page's cached data. Falls back to a full reload when the page
   * data cannot be loaded.
   */
  __RNHC_RELOAD_PAGE__(path?: string, data?: PageData): Promise<void>;
  /** Forgets the cached (prefetched) data of these page paths. */
  __RNHC_INVALIDATE__(paths: string[]): void;
  /** Replaces the theme stylesheet by `href`; the old one is removed once the new one loaded. */
  __RNHC_SWAP_CSS__(href: string): Promise<void>;
}

/** The live script's hook, read by the theme's RawHtml while the live script updates the page. */
export interface LiveHooks {
  __RNHC_PATCH_HTML__?: HtmlPatcher;
}

/** `window` as the live script sees it: the runtime's hooks may be missing (a page without the runtime). */
export type LiveWindow = Window & Partial<DevHooks> & LiveHooks;

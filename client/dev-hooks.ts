/**
 * Hooks for `serve --watch`: its live-reload script (client/live) calls these after a rebuild
 * instead of reloading the whole document.
 */
import type { PageData } from '../src/shared/types.ts';
import type { PageDataStore } from './page-data.ts';
import type { Router } from './router.ts';
import { restoreTabChoices } from './tabs.ts';

/** The hooks, as `window` properties (client/live declares its own view of them). */
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

/** Exposes the hooks on `window`. */
export function installDevHooks(router: Router, pages: PageDataStore): void {
  const hooks: DevHooks = {
    // A live update replaces the content: the reader's tab choices are applied to it again.
    __RNHC_RELOAD_PAGE__: (path, data) => router.reload(path, data).then(() => restoreTabChoices()),
    __RNHC_INVALIDATE__(paths) {
      for (const path of paths) pages.delete(path);
    },
    // Only watch mode needs it: not worth a byte of every reader's first load.
    __RNHC_SWAP_CSS__: (href) => import('./swap-css.ts').then((module) => module.swapStylesheet(href)),
  };
  Object.assign(window, hooks);
}

/**
 * Hooks for `serve --watch`: its live-reload script (client/live) calls these after a rebuild
 * instead of reloading the whole document.
 */
import type { DevHooks } from '../src/shared/live-protocol.ts';
import type { PageDataStore } from './page-data.ts';
import type { Router } from './router.ts';
import { restoreTabChoices } from './tabs.ts';

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

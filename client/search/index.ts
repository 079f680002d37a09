/**
 * The lazy search chunk: imported by the navbar's search button on first hover, focus or open,
 * never on page load. It brings MiniSearch, the dialog and the dialog's styles, and loads the
 * index once per page view. It imports nothing the page's entry has, so esbuild emits it as one
 * self-contained chunk and the entry stays a single request.
 */
import { createSearchEngine, type SearchEngine } from '../../src/shared/search/search-engine.ts';

export { combineSearchEngines } from '../../src/shared/search/search-engine.ts';

import type { SearchIndexFile } from '../../src/shared/search/search-options.ts';
import styles from '../../templates/styles/search.css' with { type: 'text' };

export { openSearchDialog, type SearchCloseReason, type SearchDialogHandle } from './dialog.ts';

const STYLE_ID = 'rnhc-search-styles';
const engines = new Map<string, Promise<SearchEngine>>();

/** Fetches and loads the index at `href`; the same promise for every caller, retried after a failure. */
export function loadSearchEngine(href: string): Promise<SearchEngine> {
  let pending = engines.get(href);
  if (!pending) {
    pending = fetch(href)
      .then((response) => {
        if (!response.ok) throw new Error(`${href}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      .then(createSearchEngine);
    engines.set(href, pending);
    pending.catch(() => engines.delete(href));
  }
  return pending;
}

/**
 * Adds the dialog's stylesheet to the page (once). The styles travel in this chunk rather than
 * in the theme's CSS, so pages where nobody searches do not pay for them.
 */
export function injectSearchStyles(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = styles;
  document.head.append(style);
}

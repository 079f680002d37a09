/**
 * The lazy search chunk: imported by the navbar's search button on first hover, focus or open,
 * never on page load. It brings MiniSearch, the dialog and the dialog's styles, and loads the
 * index once per page view. It imports nothing the page's entry has, so esbuild emits it as one
 * self-contained chunk and the entry stays a single request.
 */
import { combineSearchEngines, createSearchEngine, type SearchEngine } from '../../src/shared/search/search-engine.ts';

export { combineSearchEngines } from '../../src/shared/search/search-engine.ts';

import type { SearchIndexFile } from '../../src/shared/search/search-options.ts';
import type { SiteData } from '../../src/shared/types.ts';
import styles from '../../templates/styles/search.css' with { type: 'text' };

import { openSearchDialog, type SearchCloseReason, type SearchDialogHandle } from './dialog.ts';

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

/** What the navbar's search box knows: the page's index and, on a site of several docs versions, every version's. */
export interface SearchBoxOptions {
  /** URL of the page's `search-index.json`; read from the page's site data when absent. */
  indexHref: string | undefined;
  /** The page's version (searched by default) and every version's index, for "All versions". */
  versions?: { label: string; all: Array<{ label: string; path: string; href: string }> } | undefined;
  onClose(reason: SearchCloseReason): void;
}

function loadPageEngine(indexHref: string | undefined): Promise<SearchEngine> {
  // The build embeds the site data as `window.__RNHC_SITE__` (client/entry.tsx).
  const href = indexHref ?? (window as { __RNHC_SITE__?: SiteData }).__RNHC_SITE__?.searchIndexHref;
  return href ? loadSearchEngine(href) : Promise.reject(new Error('This site has no search index'));
}

/** Warms the caches for the search box's first open: the page's index. Errors show when it opens. */
export function prefetchSearch(indexHref: string | undefined): void {
  loadPageEngine(indexHref).catch(() => {});
}

/**
 * Opens the search box's dialog with its styles: over the page's index, with an "All versions"
 * switch on a site of several versions. Here rather than in the navbar's button, so the entry
 * that every page loads carries none of it.
 */
export function openSearchBox({ indexHref, versions, onClose }: SearchBoxOptions): SearchDialogHandle {
  injectSearchStyles();
  const loadAll = async () =>
    combineSearchEngines(
      await Promise.all(
        (versions?.all ?? []).map(async ({ label, path, href }) => ({
          engine: await loadSearchEngine(href),
          label,
          path,
        })),
      ),
    );
  return openSearchDialog({
    loadEngine: () => loadPageEngine(indexHref),
    ...(versions && versions.all.length > 1 ? { versions: { label: versions.label, loadAll } } : {}),
    onClose,
  });
}

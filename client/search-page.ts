/**
 * The search page (src/pipeline/render/search-page-html.ts): on a page that has one, the lazy
 * search chunk is imported and takes its form over with live results. Pages without one load
 * nothing; this check is all the page's entry carries of it.
 */
import { importSearch } from '../templates/Navbar/SearchButton/index.tsx';

/** Mounts the search page's live results, when the page is the search page (once per visit). */
export function mountSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-search-page]:not([data-mounted])');
  if (!root) return;
  root.dataset.mounted = '';
  importSearch().then(
    (search) => search.mountSearchPageOf(root, { indexHref: root.dataset.searchPage || undefined }),
    () => {
      // The chunk did not load: the form still submits, as without JavaScript.
    },
  );
}

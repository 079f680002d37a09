/**
 * The search page's live part (templates/SearchPage renders the form): reads `?q=`, shows the
 * results of the site's own index under the form as the reader types, and keeps `?q=`, the
 * heading and the document title current, as Docusaurus's SearchPage does. Plain DOM, in the
 * lazy search chunk: pages other than the search page never load it.
 */
import type { SearchEngine } from '../../src/shared/search/search-engine.ts';
import { searchDialogStrings } from '../../src/shared/translations/theme-strings.ts';
import { currentTranslate } from '../../src/shared/translations/translate.ts';
import { h } from './dom.ts';
import { describeStatus, marked } from './render-results.ts';

/** What the search page needs: its engine's loader (the page's index). */
export interface SearchPageOptions {
  loadEngine: () => Promise<SearchEngine>;
}

/**
 * Takes over the search page's form under `root` (its `h1`, `form` with input `q`, and
 * `.search-page__results`). Returns a function that lets it go (the page is left).
 */
export function mountSearchPage(root: HTMLElement, { loadEngine }: SearchPageOptions): () => void {
  const found = root.querySelector('h1');
  const form = root.querySelector('form');
  const field = form?.elements.namedItem('q');
  const results = root.querySelector('.search-page__results');
  if (!found || !form || !(field instanceof HTMLInputElement) || !results) return () => {};
  const heading: HTMLElement = found;
  const input: HTMLInputElement = field;
  const t = currentTranslate(searchDialogStrings);
  // The document title is "<heading><delimiter><site title>": the part after the heading stays.
  const initialHeading = heading.textContent ?? '';
  const titleSuffix = document.title.startsWith(initialHeading) ? document.title.slice(initialHeading.length) : '';
  const message = h('p', { class: 'search-page__message', role: 'status' });
  const list = h('div', { class: 'search-page__list' });
  results.replaceChildren(message, list);

  let engine: SearchEngine | undefined;
  let failed = false;
  let stopped = false;

  function update() {
    const query = input.value.trim();
    const title = query
      ? t('theme.SearchPage.existingResultsTitle', { query })
      : t('theme.SearchPage.emptyResultsTitle');
    heading.textContent = title;
    document.title = `${title}${titleSuffix}`;
    // `?q=` follows the input (replaced, not pushed: Back leaves the page, as in Docusaurus).
    const url = new URL(window.location.href);
    if (query) url.searchParams.set('q', query);
    else url.searchParams.delete('q');
    if (url.href !== window.location.href) window.history.replaceState(window.history.state, '', url);

    const groups = engine && query ? engine.search(query) : [];
    list.replaceChildren(
      ...groups.map((group) => {
        const terms = new Set(group.hits.flatMap((hit) => hit.terms));
        return h(
          'section',
          { class: 'search-page__group' },
          h('h2', { class: 'search-page__page' }, marked(group.title, terms)),
          h(
            'ul',
            { class: 'search-page__hits' },
            ...group.hits.map((hit) => {
              const hitTerms = new Set(hit.terms);
              const link = h(
                'a',
                { class: 'search-page__hit' },
                h('span', { class: 'search-page__hit-title' }, marked(hit.heading || group.title, hitTerms)),
                hit.excerpt && h('span', { class: 'search-page__excerpt' }, marked(hit.excerpt, hitTerms)),
              );
              link.href = hit.href;
              return h('li', {}, link);
            }),
          ),
        );
      }),
    );
    const hits = groups.reduce((count, group) => count + group.hits.length, 0);
    const status = describeStatus({ query, engine, failed, hits, recent: 0 }, t);
    message.textContent = status.message || status.announce;
  }

  const onSubmit = (event: Event) => {
    // Results are live; a submit would only reload the page.
    event.preventDefault();
    update();
  };
  form.addEventListener('submit', onSubmit);
  input.addEventListener('input', update);
  input.value = new URLSearchParams(window.location.search).get('q') ?? '';
  update();
  loadEngine().then(
    (loaded) => {
      engine = loaded;
      if (!stopped && root.isConnected) update();
    },
    () => {
      failed = true;
      if (!stopped && root.isConnected) update();
    },
  );

  return () => {
    stopped = true;
    form.removeEventListener('submit', onSubmit);
    input.removeEventListener('input', update);
  };
}

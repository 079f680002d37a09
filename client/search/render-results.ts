/**
 * The content of the search listbox: results grouped by page (role=group labelled by the page
 * title), or the recent searches when the box is empty. Returns the options in display order so
 * the dialog can move the active one.
 */
import { highlight } from '../../src/shared/search/highlight.ts';
import type { SearchEngine, SearchPageGroup } from '../../src/shared/search/search-engine.ts';
import { searchDialogStrings } from '../../src/shared/translations/theme-strings.ts';
import { createTranslateOf, type Translate } from '../../src/shared/translations/translate.ts';
import { h } from './dom.ts';

/** One option of the listbox and its element. */
export type SearchOption =
  | { kind: 'hit'; element: HTMLAnchorElement }
  | { kind: 'recent'; element: HTMLElement; query: string };

/** Listbox children and the options among them. */
export interface RenderedResults {
  nodes: Node[];
  options: SearchOption[];
}

/** Results grouped by page; each option is a real link to the heading. */
export function renderHits(idPrefix: string, groups: SearchPageGroup[]): RenderedResults {
  const options: SearchOption[] = [];
  const nodes = groups.map((group, at) => {
    const titleId = `${idPrefix}-g${at}`;
    const pageTerms = new Set(group.hits.flatMap((hit) => hit.terms));
    const hits = group.hits.map((hit) => {
      const terms = new Set(hit.terms);
      const element = h(
        'a',
        { id: `${idPrefix}-o${options.length}`, role: 'option', 'aria-selected': 'false', class: 'search-option' },
        h('span', { class: 'search-option__title' }, marked(hit.heading || group.title, terms)),
        hit.excerpt && h('span', { class: 'search-option__excerpt' }, marked(hit.excerpt, terms)),
      );
      element.href = hit.href;
      // Focus stays in the input; the option is reached with the arrows (aria-activedescendant).
      element.tabIndex = -1;
      options.push({ kind: 'hit', element });
      return element;
    });
    return h(
      'div',
      { role: 'group', 'aria-labelledby': titleId, class: 'search-results__group' },
      h('div', { id: titleId, class: 'search-results__page' }, marked(group.title, pageTerms)),
      ...hits,
    );
  });
  return { nodes, options };
}

/** The recent searches as options that fill the input. */
export function renderRecent(idPrefix: string, recent: string[]): RenderedResults {
  const options = recent.map((query, at): SearchOption => {
    const element = h(
      'div',
      { id: `${idPrefix}-r${at}`, role: 'option', 'aria-selected': 'false', class: 'search-option' },
      h('span', { class: 'search-option__title' }, query),
    );
    return { kind: 'recent', element, query };
  });
  return { nodes: options.map((option) => option.element), options };
}

/** `text` with the matched words in `<mark>`. */
export function marked(text: string, terms: ReadonlySet<string>): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const segment of highlight(text, terms)) {
    fragment.append(segment.mark ? h('mark', {}, segment.text) : segment.text);
  }
  return fragment;
}

/** What the dialog shows above the list, and what the live region announces. */
export interface SearchStatus {
  message: string;
  announce: string;
}

/** The message for the current state (an empty message hides the line). */
export function describeStatus(
  state: {
    query: string;
    engine: SearchEngine | undefined;
    failed: boolean;
    hits: number;
    recent: number;
  },
  t: Translate<keyof typeof searchDialogStrings> = createTranslateOf(searchDialogStrings, undefined),
): SearchStatus {
  const { query, engine, failed, hits, recent } = state;
  if (failed) {
    const message = t('theme.SearchModal.errorScreen.titleText');
    return { message, announce: message };
  }
  if (!query) {
    return {
      message:
        recent > 0 ? t('theme.SearchModal.startScreen.recentSearchesTitle') : t('theme.SearchDialog.emptyQueryText'),
      announce: '',
    };
  }
  if (!engine) return { message: t('theme.SearchDialog.loadingText'), announce: '' };
  if (hits === 0) {
    const message = t('theme.SearchDialog.noResultsText', { query });
    return { message, announce: message };
  }
  return { message: '', announce: t.plural('theme.SearchDialog.resultCount.plurals', hits) };
}

/**
 * The search page's HTML (route kind `searchPage`), written at build time like a page's content:
 * a heading and a form that searches without JavaScript (a GET to the page itself with `q`). In
 * the browser the lazy search chunk takes it over (client/search/search-page.ts) and shows live
 * results; the theme shows it as it shows a JSX page, so every page's entry carries no search
 * page component.
 */
import { escapeHtml } from '../../util/html.ts';

/** Renders the search page's content: `data-search-page` holds the URL of the index it searches. */
export function renderSearchPageHtml(options: {
  /** The page's own URL (the form's action). */
  path: string;
  title: string;
  /** The input's label and the submit button's text. */
  label: string;
  indexHref: string | undefined;
}): string {
  const { path, title, label, indexHref } = options;
  return [
    `<div class="container margin-vert--lg search-page" data-search-page="${escapeHtml(indexHref ?? '')}">`,
    `<h1 class="search-page__title">${escapeHtml(title)}</h1>`,
    `<form class="search-page__form" action="${escapeHtml(path)}" method="get">`,
    `<input class="search-page__input" type="search" name="q" aria-label="${escapeHtml(label)}" autocomplete="off" maxlength="200">`,
    `<button class="button button--primary search-page__submit" type="submit">${escapeHtml(label)}</button>`,
    '</form>',
    '<div class="search-page__results"></div>',
    '</div>',
  ].join('');
}

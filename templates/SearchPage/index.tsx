import { useEffect, useRef } from 'react';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { Main } from '../Main/index.tsx';
import { useTranslate } from '../translations/context.tsx';

/** Props of SearchPage. */
export interface SearchPageProps {
  site: SiteData;
  page: PageData;
}

/**
 * The search page (Docusaurus's `/search`, config `search.page`). The server renders a form that
 * works without JavaScript (a GET to this page with `q`); in the browser the lazy search chunk
 * (client/search) takes the form over: it reads `?q=`, shows live results from the site's own
 * index and keeps `?q=` current as the reader types. Only this shell is in every page's entry.
 */
export function SearchPage({ site, page }: SearchPageProps) {
  const t = useTranslate();
  const rootRef = useRef<HTMLDivElement>(null);
  const indexHref = site.searchIndexHref;

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('../../client/search/index.ts').then(
      (search) => {
        if (!cancelled) stop = search.mountSearchPageOf(root, { indexHref });
      },
      () => {
        // The chunk did not load: the form still submits, as without JavaScript.
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [indexHref]);

  return (
    <Main path={page.path} className="container margin-vert--lg search-page">
      <div ref={rootRef}>
        <h1 className="search-page__title">{page.title}</h1>
        <form className="search-page__form" action={page.path} method="get">
          <input
            className="search-page__input"
            type="search"
            name="q"
            aria-label={t('theme.SearchBar.label')}
            autoComplete="off"
            maxLength={200}
          />
          <button className="button button--primary search-page__submit" type="submit">
            {t('theme.SearchBar.label')}
          </button>
        </form>
        <div className="search-page__results" />
      </div>
    </Main>
  );
}

import type { PaginationLink } from '../../../src/shared/types.ts';
import { useTranslate } from '../../translations/context.tsx';

/** Props of Pagination. */
export interface PaginationProps {
  previous?: PaginationLink;
  next?: PaginationLink;
}

/** Previous/next links under a doc, in sidebar order. */
export function Pagination({ previous, next }: PaginationProps) {
  const t = useTranslate();
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label={t('theme.docs.paginator.navAriaLabel')}>
      {previous && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={previous.href} rel="prev">
          <span className="pagination-nav__sublabel">{t('theme.docs.paginator.previous')}</span>
          <span className="pagination-nav__label">{previous.title}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">{t('theme.docs.paginator.next')}</span>
          <span className="pagination-nav__label">{next.title}</span>
        </a>
      )}
    </nav>
  );
}

import type { PaginationLink } from '../../types.ts';

/** Props of Pagination. */
export interface PaginationProps {
  previous?: PaginationLink;
  next?: PaginationLink;
}

/** Previous/next links under a doc, in sidebar order. */
export function Pagination({ previous, next }: PaginationProps) {
  if (!previous && !next) return null;
  return (
    <nav className="pagination-nav" aria-label="Docs pages">
      {previous && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={previous.href} rel="prev">
          <span className="pagination-nav__sublabel">Previous</span>
          <span className="pagination-nav__label">{previous.title}</span>
        </a>
      )}
      {next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={next.href} rel="next">
          <span className="pagination-nav__sublabel">Next</span>
          <span className="pagination-nav__label">{next.title}</span>
        </a>
      )}
    </nav>
  );
}

import type { PageData } from '../../../src/shared/types.ts';
import { HomeIcon } from '../../Icons/index.tsx';
import { useTranslate } from '../../translations/context.tsx';

/** Props of Breadcrumbs. */
export interface BreadcrumbsProps {
  homeHref: string;
  crumbs: NonNullable<PageData['doc']>['breadcrumbs'];
}

/** The path from the home page through the sidebar categories to this page. */
export function Breadcrumbs({ homeHref, crumbs }: BreadcrumbsProps) {
  const t = useTranslate();
  return (
    <nav className="breadcrumbs" aria-label={t('theme.docs.breadcrumbs.navAriaLabel')}>
      <ol className="breadcrumbs__list">
        <li className="breadcrumbs__item">
          <a
            className="breadcrumbs__link breadcrumbs__link--home"
            href={homeHref}
            aria-label={t('theme.docs.breadcrumbs.home')}
          >
            <HomeIcon />
          </a>
        </li>
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={`${crumb.label}|${crumb.href ?? ''}`} className="breadcrumbs__item">
              {crumb.href !== undefined && !last ? (
                <a className="breadcrumbs__link" href={crumb.href}>
                  {crumb.label}
                </a>
              ) : (
                <span className="breadcrumbs__link" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

import { cx } from '../../../src/shared/links.ts';
import type { PageData } from '../../../src/shared/types.ts';
import { DocIcon, FolderIcon } from '../../Icons/index.tsx';
import { useTranslate } from '../../translations/context.tsx';
import { withWordBreaks } from '../../word-breaks.tsx';

/** Props of CategoryCards. */
export interface CategoryCardsProps {
  items: NonNullable<PageData['category']>['items'];
}

/** The grid of a generated category index: one card per doc or sub-category. */
export function CategoryCards({ items }: CategoryCardsProps) {
  const t = useTranslate();
  return (
    <ul className="category-cards">
      {items.map((item) => (
        <li key={item.href} className={cx('card', item.isCategory && 'card--category')}>
          <a className="card__link" href={item.href}>
            <h2 className="card__title">
              {item.isCategory ? <FolderIcon /> : <DocIcon />}
              {item.isCategory && <span className="sr-only">{`${t('theme.docs.DocCard.categoryLabel')} `}</span>}
              <span className="card__title-text">{withWordBreaks(item.title)}</span>
            </h2>
            {item.description !== undefined && <p className="card__description">{item.description}</p>}
          </a>
        </li>
      ))}
    </ul>
  );
}

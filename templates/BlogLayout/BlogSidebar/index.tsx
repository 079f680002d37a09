import type { BlogPageData } from '../../../src/shared/types.ts';
import { useTranslate } from '../../translations/context.tsx';

/** Props of BlogSidebar. */
export interface BlogSidebarProps {
  sidebar: NonNullable<BlogPageData['sidebar']>;
  /** The page shown, marked as current in the list. */
  path: string;
}

/** Recent posts beside every blog page, grouped by year as the project's SPEC asks. */
export function BlogSidebar({ sidebar, path }: BlogSidebarProps) {
  const t = useTranslate();
  const years: Array<{ year: string; items: typeof sidebar.items }> = [];
  for (const item of sidebar.items) {
    const last = years.at(-1);
    if (last?.year === item.year) last.items.push(item);
    else years.push({ year: item.year, items: [item] });
  }
  return (
    <aside className="blog-sidebar">
      <nav className="blog-sidebar__nav" aria-label={t('theme.blog.sidebar.navAriaLabel')}>
        <div className="blog-sidebar__title">{sidebar.title}</div>
        {years.map((group) => (
          <div key={group.year} className="blog-sidebar__year-group">
            {years.length > 1 && <div className="blog-sidebar__year">{group.year}</div>}
            <ul className="blog-sidebar__list">
              {group.items.map((item) => (
                <li key={item.href}>
                  <a
                    className="blog-sidebar__link"
                    href={item.href}
                    {...(item.href === path ? { 'aria-current': 'page' as const } : {})}
                  >
                    {item.title}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  );
}

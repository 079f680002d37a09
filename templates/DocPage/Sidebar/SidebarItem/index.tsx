import { type ReactNode, useEffect, useId, useState } from 'react';
import { cx, isCurrentPath, sidebarItemContainsPath, sidebarItemKey } from '../../../../src/shared/links.ts';
import type { PageData, SidebarItemData } from '../../../../src/shared/types.ts';
import { Collapsible } from '../../../Collapsible/index.tsx';
import { Link } from '../../../Link/index.tsx';
import { RawHtml } from '../../../RawHtml/index.tsx';
import { useTranslate } from '../../../translations/context.tsx';

/** Props of SidebarItem. */
export interface SidebarItemProps {
  item: SidebarItemData;
  page: PageData;
  level: number;
  onNavigate?: () => void;
}

type CategoryData = Extract<SidebarItemData, { type: 'category' }>;
type LinkData = Extract<SidebarItemData, { type: 'link' }>;
type HtmlData = Extract<SidebarItemData, { type: 'html' }>;

function SidebarLink({ item, page, level, onNavigate }: SidebarItemProps & { item: LinkData }) {
  const active = isCurrentPath(item.href, page.path);
  return (
    <li className={cx('menu__list-item', `menu__list-item--level-${level}`, item.className)}>
      <Link
        href={item.href}
        external={item.external}
        className={cx('menu__link', active && 'menu__link--active')}
        aria-current={active ? 'page' : undefined}
        onClick={onNavigate}
      >
        {item.label}
      </Link>
    </li>
  );
}

/**
 * A sidebar category. It starts expanded when it holds the current page (whatever its
 * `collapsed` default) and expands when the reader navigates into it; it never collapses on
 * its own. With an href, the label is a link and a caret button toggles the list.
 */
function SidebarCategory({ item, page, level, onNavigate }: SidebarItemProps & { item: CategoryData }) {
  const t = useTranslate();
  const containsPage = sidebarItemContainsPath(item, page.path);
  const [collapsed, setCollapsed] = useState(item.collapsible && item.collapsed && !containsPage);
  const listId = useId();

  useEffect(() => {
    if (containsPage) setCollapsed(false);
  }, [containsPage]);

  const active = item.href !== undefined && isCurrentPath(item.href, page.path);
  const linkClass = cx(
    'menu__link menu__link--sublist',
    active && 'menu__link--active',
    !active && containsPage && 'menu__link--active-parent',
  );
  const toggle = () => setCollapsed((value) => !value);

  let header: ReactNode;
  if (item.href !== undefined) {
    header = (
      <>
        <a
          className={linkClass}
          href={item.href}
          aria-current={active ? 'page' : undefined}
          onClick={() => {
            setCollapsed(false);
            onNavigate?.();
          }}
        >
          {item.label}
        </a>
        {item.collapsible && (
          <button
            type="button"
            className="menu__caret"
            aria-label={t('theme.DocSidebarItem.toggleCollapsedCategoryAriaLabel', { label: item.label })}
            aria-expanded={!collapsed}
            aria-controls={listId}
            onClick={toggle}
          >
            <span className="menu__caret-icon" aria-hidden="true" />
          </button>
        )}
      </>
    );
  } else if (item.collapsible) {
    header = (
      <button type="button" className={linkClass} aria-expanded={!collapsed} aria-controls={listId} onClick={toggle}>
        {item.label}
        <span className="menu__caret-icon" aria-hidden="true" />
      </button>
    );
  } else {
    header = <span className={cx(linkClass, 'menu__link--static')}>{item.label}</span>;
  }

  return (
    <li className={cx('menu__list-item', `menu__list-item--level-${level}`, collapsed && 'menu__list-item--collapsed')}>
      <div className="menu__list-item-collapsible">{header}</div>
      <Collapsible as="ul" id={listId} className="menu__list" collapsed={collapsed}>
        {item.items.map((child) => (
          <SidebarItem key={sidebarItemKey(child)} item={child} page={page} level={level + 1} onNavigate={onNavigate} />
        ))}
      </Collapsible>
    </li>
  );
}

/** A sidebars file's `html` item: trusted HTML, padded like a link unless `defaultStyle` is off. */
function SidebarHtml({ item, level }: SidebarItemProps & { item: HtmlData }) {
  return (
    <RawHtml
      as="li"
      html={item.value}
      className={cx(
        'menu__list-item',
        `menu__list-item--level-${level}`,
        item.defaultStyle && 'menu__list-item--html',
        item.className,
      )}
    />
  );
}

/** One entry of the docs sidebar: a link, a category or an HTML snippet. */
export function SidebarItem(props: SidebarItemProps) {
  const { item } = props;
  if (item.type === 'category') return <SidebarCategory {...props} item={item} />;
  if (item.type === 'html') return <SidebarHtml {...props} item={item} />;
  return <SidebarLink {...props} item={item} />;
}

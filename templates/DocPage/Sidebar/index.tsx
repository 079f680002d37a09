import { sidebarItemKey } from '../../../src/shared/links.ts';
import type { PageData, SidebarItemData } from '../../../src/shared/types.ts';
import { useTranslate } from '../../translations/context.tsx';
import { SidebarItem } from './SidebarItem/index.tsx';

/** Props of SidebarMenu. */
export interface SidebarMenuProps {
  items: SidebarItemData[];
  page: PageData;
  /** Called when a link is followed (closes the mobile menu). */
  onNavigate?: () => void;
}

/** The list of a docs sidebar; shared by the desktop column and the mobile menu. */
export function SidebarMenu({ items, page, onNavigate }: SidebarMenuProps) {
  return (
    <ul className="menu menu__list">
      {items.map((item) => (
        <SidebarItem key={sidebarItemKey(item)} item={item} page={page} level={1} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

/** Props of Sidebar. */
export interface SidebarProps {
  items: SidebarItemData[];
  page: PageData;
}

/** The desktop docs sidebar column (hidden up to 996 px, where the mobile menu shows it). */
export function Sidebar({ items, page }: SidebarProps) {
  const t = useTranslate();
  return (
    <aside className="doc-sidebar">
      <nav className="doc-sidebar__nav" aria-label={t('theme.docs.sidebar.navAriaLabel')}>
        <SidebarMenu items={items} page={page} />
      </nav>
    </aside>
  );
}

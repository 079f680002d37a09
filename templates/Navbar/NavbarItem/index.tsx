import { cx } from '../../links.ts';
import { RawHtml } from '../../RawHtml/index.tsx';
import type { NavbarItemData, PageData, SiteData } from '../../types.ts';
import { Dropdown } from '../Dropdown/index.tsx';
import { LocaleDropdown } from '../LocaleDropdown/index.tsx';
import { NavbarLink } from '../NavbarLink/index.tsx';
import { SearchButton } from '../SearchButton/index.tsx';
import { VersionDropdown } from '../VersionDropdown/index.tsx';

/** Props of NavbarItem. */
export interface NavbarItemProps {
  item: NavbarItemData;
  site: SiteData;
  page: PageData;
  /** Render for the mobile menu (list items) instead of the desktop bar. */
  mobile: boolean;
  onNavigate?: () => void;
}

/**
 * Renders one navbar item by type. The build resolves `doc`, `docSidebar` and `docsVersion`
 * items to links, so an unknown type here is a configuration error that names the item.
 */
export function NavbarItem({ item, site, page, mobile, onNavigate }: NavbarItemProps) {
  switch (item.type) {
    case 'link':
      return <NavbarLink link={item} page={page} placement={mobile ? 'mobile' : 'navbar'} onNavigate={onNavigate} />;
    case 'dropdown':
      return (
        <Dropdown
          label={item.label}
          href={item.href}
          className={item.className}
          items={item.items}
          page={page}
          mobile={mobile}
          onNavigate={onNavigate}
        />
      );
    case 'html':
      return mobile ? (
        <RawHtml as="li" className={cx('menu__list-item menu__html', item.className)} html={item.value} />
      ) : (
        <RawHtml className={cx('navbar__item', item.className)} html={item.value} />
      );
    case 'search':
      // The search button stays in the bar on mobile, so the menu does not repeat it.
      return mobile ? null : <SearchButton className={item.className} indexHref={site.searchIndexHref} />;
    case 'localeDropdown':
      return (
        <LocaleDropdown site={site} page={page} mobile={mobile} className={item.className} onNavigate={onNavigate} />
      );
    case 'docsVersionDropdown':
      return (
        <VersionDropdown site={site} page={page} mobile={mobile} className={item.className} onNavigate={onNavigate} />
      );
    default:
      throw new Error(
        `No navbar component for item type "${(item as { type: unknown }).type}". Item: ${JSON.stringify(item)}`,
      );
  }
}

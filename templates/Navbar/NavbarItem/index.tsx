import { Component, type ReactNode } from 'react';
import { FEATURE_DROPDOWNS, missingFeature } from '../../features.ts';
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

/** The error a failing navbar item turns into: it shows the item so the config can be fixed. */
export function navbarItemError(item: NavbarItemData, cause: unknown): Error {
  return new Error(
    `A theme navbar item failed to render. Please double-check the following navbar item (themeConfig.navbar.items) of your config:\n${JSON.stringify(item, null, 2)}`,
    { cause },
  );
}

/** Re-throws a navbar item's render error with the item's configuration attached. */
export class NavbarItemBoundary extends Component<{ item: NavbarItemData; children: ReactNode }, { error?: unknown }> {
  override state: { error?: unknown } = {};

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== undefined) throw navbarItemError(this.props.item, this.state.error);
    return this.props.children;
  }
}

/** One navbar item, inside a boundary that names the item if it fails to render. */
export function NavbarItem(props: NavbarItemProps) {
  return (
    <NavbarItemBoundary item={props.item}>
      <NavbarItemContent {...props} />
    </NavbarItemBoundary>
  );
}

/**
 * Renders one navbar item by type. The build resolves `doc`, `docSidebar` and `docsVersion`
 * items to links, so an unknown type here is a configuration error that names the item.
 */
function NavbarItemContent({ item, site, page, mobile, onNavigate }: NavbarItemProps) {
  switch (item.type) {
    case 'link':
      return <NavbarLink link={item} page={page} placement={mobile ? 'mobile' : 'navbar'} onNavigate={onNavigate} />;
    case 'dropdown':
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
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
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
      return (
        <LocaleDropdown site={site} page={page} mobile={mobile} className={item.className} onNavigate={onNavigate} />
      );
    case 'docsVersionDropdown':
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
      return (
        <VersionDropdown site={site} page={page} mobile={mobile} className={item.className} onNavigate={onNavigate} />
      );
    default:
      throw new Error(
        `No navbar component for item type "${(item as { type: unknown }).type}". Item: ${JSON.stringify(item)}`,
      );
  }
}

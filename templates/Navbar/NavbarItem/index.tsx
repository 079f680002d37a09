import { Component, type ReactNode, useMemo } from 'react';
import { FEATURE_DROPDOWNS, FEATURE_SWIZZLED, missingFeature } from '../../../src/shared/features.ts';
import { cx, getActiveVersionName, selectVersionEntries } from '../../../src/shared/links.ts';
import type { NavbarItemData, PageData, SiteData } from '../../../src/shared/types.ts';
import { usePreferredVersion } from '../../preferred-version.ts';
import { RawHtml } from '../../RawHtml/index.tsx';
import type { NavbarItemOf } from '../../theme-types.ts';
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

/**
 * A `doc`, `docSidebar` or `docsVersion` item on a site of several versions: the link of the
 * page's version, outside the docs the reader's preferred version's, else the last version's.
 * Hidden in a version that lacks its target, as Docusaurus hides it.
 */
function VersionedNavbarLink({
  item,
  site,
  page,
  mobile,
  onNavigate,
}: NavbarItemProps & { item: NavbarItemOf<'link'> }) {
  const preferred = usePreferredVersion();
  const active = getActiveVersionName(site, page, preferred);
  const link = active !== undefined ? item.versions?.[active] : item;
  if (!link) return null;
  return <NavbarLink link={link} page={page} placement={mobile ? 'mobile' : 'navbar'} onNavigate={onNavigate} />;
}

/**
 * A dropdown of the config: its `doc`, `docSidebar` and `docsVersion` entries link into the docs
 * version being read, as the same items in the navbar do.
 */
function ConfiguredDropdown({
  item,
  site,
  page,
  mobile,
  onNavigate,
}: NavbarItemProps & { item: NavbarItemOf<'dropdown'> }) {
  const preferred = usePreferredVersion();
  const active = getActiveVersionName(site, page, preferred);
  return (
    <Dropdown
      label={item.label}
      href={item.href}
      className={item.className}
      items={selectVersionEntries(item.items, active)}
      page={page}
      mobile={mobile}
      onNavigate={onNavigate}
    />
  );
}

/**
 * The search box: on a site of several versions it searches the version being read (outside
 * the docs, the preferred or last version), and the dialog can widen the search to every version.
 */
function VersionedSearchButton({ site, page, className }: { site: SiteData; page: PageData; className?: string }) {
  const preferred = usePreferredVersion();
  const versions = useMemo(() => {
    if (site.versions.length < 2) return undefined;
    const active = getActiveVersionName(site, page, preferred);
    const version = site.versions.find((candidate) => candidate.name === active);
    if (!version?.searchIndexHref) return undefined;
    const all = site.versions.flatMap(({ label, path, searchIndexHref }) =>
      searchIndexHref ? [{ label, path, href: searchIndexHref }] : [],
    );
    return { label: version.label, href: version.searchIndexHref, all };
  }, [site, page, preferred]);
  // A site's swizzled Navbar/Search wrapper: its class names on the box, its HTML (a CSS module's
  // styles) around it (src/pipeline/render-swizzled.ts).
  const wrapper = FEATURE_SWIZZLED ? site.navbarSearch : undefined;
  const button = (
    <SearchButton
      className={cx(className, wrapper?.className)}
      docSearch={site.docSearch === true}
      indexHref={versions?.href ?? site.searchIndexHref}
      {...(versions ? { versions } : {})}
    />
  );
  if (!wrapper || (!wrapper.before && !wrapper.after)) return button;
  return (
    <>
      {wrapper.before && <RawHtml as="span" className="swizzled-navbar-search" html={wrapper.before} />}
      {button}
      {wrapper.after && <RawHtml as="span" className="swizzled-navbar-search" html={wrapper.after} />}
    </>
  );
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
      if (item.versions) {
        return <VersionedNavbarLink item={item} site={site} page={page} mobile={mobile} onNavigate={onNavigate} />;
      }
      return <NavbarLink link={item} page={page} placement={mobile ? 'mobile' : 'navbar'} onNavigate={onNavigate} />;
    case 'dropdown':
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
      return <ConfiguredDropdown item={item} site={site} page={page} mobile={mobile} onNavigate={onNavigate} />;
    case 'html':
      return mobile ? (
        <RawHtml as="li" className={cx('menu__list-item menu__html', item.className)} html={item.value} />
      ) : (
        <RawHtml className={cx('navbar__item', item.className)} html={item.value} />
      );
    case 'search':
      // The search button stays in the bar on mobile, so the menu does not repeat it.
      return mobile ? null : <VersionedSearchButton site={site} page={page} className={item.className} />;
    case 'localeDropdown':
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
      return (
        <LocaleDropdown site={site} page={page} mobile={mobile} className={item.className} onNavigate={onNavigate} />
      );
    case 'docsVersionDropdown':
      if (!FEATURE_DROPDOWNS) return missingFeature('dropdowns');
      return (
        <VersionDropdown
          site={site}
          page={page}
          mobile={mobile}
          className={item.className}
          item={item}
          onNavigate={onNavigate}
        />
      );
    default:
      throw new Error(
        `No navbar component for item type "${(item as { type: unknown }).type}". Item: ${JSON.stringify(item)}`,
      );
  }
}

import { getActiveVersionName, getVersionHref, selectVersionEntries } from '../../../src/shared/links.ts';
import type { NavbarItemData, PageData, SiteData, VersionData } from '../../../src/shared/types.ts';
import { usePreferredVersion } from '../../preferred-version.ts';
import type { DropdownItem, DropdownLinkItem } from '../../theme-types.ts';
import { useTranslate } from '../../translations/context.tsx';
import { Dropdown } from '../Dropdown/index.tsx';

type VersionDropdownItem = NavbarItemData & { type: 'docsVersionDropdown' };

/** Props of VersionDropdown. */
export interface VersionDropdownProps {
  site: SiteData;
  page: PageData;
  mobile: boolean;
  className?: string;
  /** The item's own options (listed versions, their labels, entries before and after). */
  item?: Pick<VersionDropdownItem, 'versions' | 'itemsBefore' | 'itemsAfter'>;
  onNavigate?: () => void;
}

/** The versions an item lists, in its order, each with the label it shows. */
function listedVersions(site: SiteData, item: VersionDropdownProps['item']): VersionData[] {
  if (!item?.versions) return site.versions;
  return item.versions.flatMap(({ name, label }) => {
    const version = site.versions.find((candidate) => candidate.name === name);
    return version ? [label !== undefined ? { ...version, label } : version] : [];
  });
}

/** The links of the version dropdown: this doc in every version (or each version's main doc). */
export function getVersionLinks(
  site: SiteData,
  page: PageData,
  item?: VersionDropdownProps['item'],
): DropdownLinkItem[] {
  return listedVersions(site, item).map((version) => ({
    type: 'link',
    label: version.label,
    href: getVersionHref(site, page, version),
    external: false,
    // The client stores this as the preferred version when the link is followed, and appends
    // the current search string and hash.
    data: { 'data-rnhc-version': version.name },
  }));
}

/**
 * The docs version dropdown, labelled with the page's version (outside the docs, the reader's
 * preferred version, else the last).
 */
export function VersionDropdown({ site, page, mobile, className, item, onNavigate }: VersionDropdownProps) {
  const t = useTranslate();
  const preferred = usePreferredVersion();
  const active = getActiveVersionName(site, page, preferred);
  const versions = listedVersions(site, item);
  const label =
    versions.find((version) => version.name === active)?.label ??
    site.versions.find((version) => version.name === active)?.label ??
    t('theme.navbar.mobileVersionsDropdown.label');
  const items: DropdownItem[] = [
    ...selectVersionEntries(item?.itemsBefore ?? [], active),
    ...getVersionLinks(site, page, item),
    ...selectVersionEntries(item?.itemsAfter ?? [], active),
  ];
  return (
    <Dropdown
      label={label}
      className={className}
      items={items}
      page={page}
      mobile={mobile}
      onNavigate={onNavigate}
      markActive={false}
      containsPage={page.version !== undefined && versions.some((version) => version.name === page.version)}
    />
  );
}

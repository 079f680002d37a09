import { getPageVersion, getVersionHref } from '../../links.ts';
import type { DropdownLinkItem } from '../../theme-types.ts';
import { useTranslate } from '../../translations/context.tsx';
import type { PageData, SiteData } from '../../types.ts';
import { Dropdown } from '../Dropdown/index.tsx';

/** Props of VersionDropdown. */
export interface VersionDropdownProps {
  site: SiteData;
  page: PageData;
  mobile: boolean;
  className?: string;
  onNavigate?: () => void;
}

/** The links of the version dropdown: this doc in every version (or each version's main doc). */
export function getVersionLinks(site: SiteData, page: PageData): DropdownLinkItem[] {
  return site.versions.map((version) => ({
    type: 'link',
    label: version.label,
    href: getVersionHref(site, page, version),
    external: false,
    // The client stores this as the preferred version when the link is followed.
    data: { 'data-rnhc-version': version.name },
  }));
}

/**
 * The docs version dropdown, labelled with the page's version (outside the docs, the site's
 * current version, else the latest).
 */
export function VersionDropdown({ site, page, mobile, className, onNavigate }: VersionDropdownProps) {
  const t = useTranslate();
  const version =
    getPageVersion(site, page) ??
    site.versions.find((candidate) => candidate.name === site.version) ??
    site.versions.find((candidate) => candidate.isLast);
  return (
    <Dropdown
      label={version?.label ?? t('theme.navbar.mobileVersionsDropdown.label')}
      className={className}
      items={getVersionLinks(site, page)}
      page={page}
      mobile={mobile}
      onNavigate={onNavigate}
      markActive={false}
    />
  );
}

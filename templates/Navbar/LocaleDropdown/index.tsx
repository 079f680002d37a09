import { getLocaleHref } from '../../../src/shared/links.ts';
import type { PageData, SiteData } from '../../../src/shared/types.ts';
import { GlobeIcon } from '../../Icons/index.tsx';
import type { DropdownLinkItem } from '../../theme-types.ts';
import { Dropdown } from '../Dropdown/index.tsx';

/** Props of LocaleDropdown. */
export interface LocaleDropdownProps {
  site: SiteData;
  page: PageData;
  mobile: boolean;
  className?: string;
  onNavigate?: () => void;
}

/** The links of the language switcher: this page in every configured locale. */
export function getLocaleLinks(site: SiteData, page: PageData): DropdownLinkItem[] {
  return site.locales.map((locale) => ({
    type: 'link',
    label: locale.label,
    href: getLocaleHref(site, page, locale),
    external: false,
    lang: locale.htmlLang,
    // The client appends the current search string and hash to these links.
    data: { 'data-rnhc-locale': locale.locale },
  }));
}

/** The language switcher, labelled with the current locale. */
export function LocaleDropdown({ site, page, mobile, className, onNavigate }: LocaleDropdownProps) {
  const current = site.locales.find((locale) => locale.locale === site.locale);
  return (
    <Dropdown
      label={current?.label ?? site.locale}
      icon={<GlobeIcon className="dropdown__icon" />}
      className={className}
      items={getLocaleLinks(site, page)}
      page={page}
      mobile={mobile}
      onNavigate={onNavigate}
      markActive={false}
    />
  );
}

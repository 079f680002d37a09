import type { PageData, SiteData } from '../../src/shared/types.ts';

/** Props of FallbackNotice. */
export interface FallbackNoticeProps {
  site: SiteData;
  page: PageData;
}

/**
 * The notice above a page of a translated locale that has no translation yet, in the locale's
 * words, linking to the original (a full page load: the original is another locale's site).
 */
export function FallbackNotice({ site, page }: FallbackNoticeProps) {
  if (!page.fallback) return null;
  const original = site.locales.find((locale) => locale.locale === site.defaultLocale);
  return (
    <div className="theme-fallback-notice alert alert--info margin-bottom--md" role="note">
      {page.fallback.message}{' '}
      <a href={page.fallback.href} hrefLang={original?.htmlLang} lang={original?.htmlLang}>
        {page.fallback.link}
      </a>
    </div>
  );
}

/**
 * The words of the notice above an untranslated page, from the locale's theme strings (its
 * `code.json`, read by load-translations.ts), with English defaults. The keys are rnhc-docs' own:
 * Docusaurus shows untranslated pages with no notice, so it has none.
 */
import { translateSiteOf } from '../shared/translations/translate.ts';
import type { SiteData } from '../shared/types.ts';

/** The notice of a locale's untranslated pages. */
export function fallbackNotice(site: Pick<SiteData, 'strings' | 'locale' | 'locales'>): {
  message: string;
  link: string;
} {
  const t = translateSiteOf(site);
  return { message: t('theme.docs.untranslated.message'), link: t('theme.docs.untranslated.originalLink') };
}

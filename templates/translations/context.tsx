import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type PageTranslate, translateOf, translatePageEnglish } from '../../src/shared/translations/translate.ts';
import type { SiteData } from '../../src/shared/types.ts';

const TranslateContext = createContext<PageTranslate>(translatePageEnglish);

/** The theme strings' lookup of the page's locale. */
export function useTranslate(): PageTranslate {
  return useContext(TranslateContext);
}

/** Gives every component under it the site's theme strings. */
export function TranslateProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  const value = useMemo(() => translateOf(site), [site]);
  return <TranslateContext.Provider value={value}>{children}</TranslateContext.Provider>;
}

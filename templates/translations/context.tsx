import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { type Translate, translateEnglish, translateOf } from '../../src/shared/translations/translate.ts';
import type { SiteData } from '../../src/shared/types.ts';

const TranslateContext = createContext<Translate>(translateEnglish);

/** The theme strings' lookup of the page's locale. */
export function useTranslate(): Translate {
  return useContext(TranslateContext);
}

/** Gives every component under it the site's theme strings. */
export function TranslateProvider({ site, children }: { site: SiteData; children: ReactNode }) {
  const value = useMemo(() => translateOf(site), [site]);
  return <TranslateContext.Provider value={value}>{children}</TranslateContext.Provider>;
}

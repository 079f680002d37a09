import type { PageData } from '../../src/shared/types.ts';
import { Main } from '../Main/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';

/** Props of JsxPage. */
export interface JsxPageProps {
  page: PageData;
  /** The page is written for Infima (a Docusaurus site's): its headings follow Infima's rules. */
  infima?: boolean | undefined;
}

/** A pre-rendered page (the home page and JSX pages): its HTML at full width, nothing else. */
export function JsxPage({ page, infima }: JsxPageProps) {
  // Docusaurus's Layout wraps a page in a div and most pages render their own `<main>`
  // (the site template's `<main><HomepageFeatures /></main>`): that one is the landmark then.
  const ownMain = /<main[\s>]/i.test(page.contentHtml ?? '');
  return (
    <Main path={page.path} className={infima ? 'jsx-page jsx-page--infima' : 'jsx-page'} as={ownMain ? 'div' : 'main'}>
      <RawHtml className="jsx-page__content" data-rnhc-content="" html={page.contentHtml} />
    </Main>
  );
}

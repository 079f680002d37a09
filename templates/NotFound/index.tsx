import { pageStrings } from '../../src/shared/translations/theme-strings.ts';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { Main } from '../Main/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { useTranslate } from '../translations/context.tsx';
import { Message } from '../translations/Message.tsx';

/** Heading of the not-found page (English). */
export const NOT_FOUND_TITLE = pageStrings['theme.NotFound.title'];

/** Props of NotFound. */
export interface NotFoundProps {
  site: SiteData;
  page: PageData;
}

/** The 404 page: says what happened and offers a way on. */
export function NotFound({ site, page }: NotFoundProps) {
  const t = useTranslate();
  // `{homeLink}` in the second sentence is the link home; a translation without it just has no link.
  const homeLink = <a href={site.baseUrl}>{t('theme.NotFound.homeLinkLabel')}</a>;
  return (
    <Main path={page.path} className="container not-found">
      <div className="markdown">
        <h1>{t('theme.NotFound.title')}</h1>
        <p>
          {t('theme.NotFound.p1')} <Message text={t.raw('theme.NotFound.p2')} values={{ homeLink }} />
        </p>
      </div>
      <RawHtml className="markdown" data-rnhc-content="" html={page.contentHtml} />
    </Main>
  );
}

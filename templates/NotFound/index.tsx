import { Main } from '../Main/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import type { PageData, SiteData } from '../types.ts';

/** Heading of the not-found page. */
export const NOT_FOUND_TITLE = 'Page Not Found';

/** Props of NotFound. */
export interface NotFoundProps {
  site: SiteData;
  page: PageData;
}

/** The 404 page: says what happened and offers a way on. */
export function NotFound({ site, page }: NotFoundProps) {
  return (
    <Main path={page.path} className="container not-found">
      <div className="markdown">
        <h1>{NOT_FOUND_TITLE}</h1>
        <p>
          We could not find the page you were looking for. It may have moved, or the link that brought you here may be
          out of date. Start again from <a href={site.baseUrl}>the home page</a>, or use the navigation above.
        </p>
      </div>
      <RawHtml className="markdown" data-rnhc-content="" html={page.contentHtml} />
    </Main>
  );
}

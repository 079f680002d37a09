import { cx } from '../../src/shared/links.ts';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { FallbackNotice } from '../FallbackNotice/index.tsx';
import { Main } from '../Main/index.tsx';
import { MarkdownContent } from '../MarkdownContent/index.tsx';
import { TableOfContents, TableOfContentsMobile } from '../TableOfContents/index.tsx';
import { createTocTree, DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL } from '../TableOfContents/tree.ts';

/** Props of MdPage. */
export interface MdPageProps {
  site: SiteData;
  page: PageData;
}

/** A standalone markdown page: content and table of contents, no sidebar. */
export function MdPage({ site, page }: MdPageProps) {
  const toc = createTocTree(page.toc, DEFAULT_TOC_MIN_LEVEL, DEFAULT_TOC_MAX_LEVEL);
  return (
    <Main path={page.path} className="container md-page">
      <div className={cx('doc-row', toc.length > 0 && 'doc-row--toc')}>
        <div className="doc-col">
          <FallbackNotice site={site} page={page} />
          {toc.length > 0 && <TableOfContentsMobile tree={toc} />}
          <article className="doc-article">
            <MarkdownContent title={page.untitled ? undefined : page.title} html={page.contentHtml} />
          </article>
        </div>
        {toc.length > 0 && <TableOfContents tree={toc} />}
      </div>
    </Main>
  );
}

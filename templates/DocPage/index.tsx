import { FEATURE_SWIZZLED } from '../../src/shared/features.ts';
import { cx, getPageVersion } from '../../src/shared/links.ts';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { FallbackNotice } from '../FallbackNotice/index.tsx';
import { Main } from '../Main/index.tsx';
import { MarkdownContent } from '../MarkdownContent/index.tsx';
import { PageActions } from '../PageActions/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { TableOfContents, TableOfContentsMobile } from '../TableOfContents/index.tsx';
import { createTocTree } from '../TableOfContents/tree.ts';
import { withWordBreaks } from '../word-breaks.tsx';
import { Breadcrumbs } from './Breadcrumbs/index.tsx';
import { CategoryCards } from './CategoryCards/index.tsx';
import { EditLink } from './EditLink/index.tsx';
import { LastUpdated } from './LastUpdated/index.tsx';
import { Pagination } from './Pagination/index.tsx';
import { Sidebar } from './Sidebar/index.tsx';
import { VersionBadge } from './VersionBadge/index.tsx';
import { VersionBanner } from './VersionBanner/index.tsx';

/** Props of DocPage. */
export interface DocPageProps {
  site: SiteData;
  page: PageData;
}

/** Title, description and cards of a generated category index. */
function CategoryIndex({ page }: { page: PageData }) {
  const description = page.category?.description ?? page.description;
  return (
    <>
      <header className="markdown">
        <h1>{withWordBreaks(page.title)}</h1>
        {description !== undefined && <p className="category-description">{description}</p>}
      </header>
      <RawHtml className="markdown" data-rnhc-content="" html={page.contentHtml} />
      <CategoryCards items={page.category?.items ?? []} />
    </>
  );
}

/**
 * The docs layout, for doc pages and category index pages: sidebar, then breadcrumbs, content,
 * edit link and pagination, with the table of contents on the right from 997 px.
 */
export function DocPage({ site, page }: DocPageProps) {
  const { doc } = page;
  const sidebar = doc?.sidebar !== undefined ? site.sidebars[doc.sidebar] : undefined;
  const toc =
    doc && !doc.hideTableOfContents && page.kind === 'doc'
      ? createTocTree(page.toc, doc.tocMinLevel, doc.tocMaxLevel)
      : [];
  // Only pages of a versioned build name their version (a single docs folder has no banner).
  const version = page.version !== undefined ? getPageVersion(site, page) : undefined;
  return <DocLayout site={site} page={page} sidebar={sidebar} toc={toc} version={version} />;
}

/** The docs layout itself. */
function DocLayout({
  site,
  page,
  sidebar,
  toc,
  version,
}: DocPageProps & {
  sidebar: SiteData['sidebars'][string] | undefined;
  toc: ReturnType<typeof createTocTree>;
  version: ReturnType<typeof getPageVersion> | undefined;
}) {
  const { doc } = page;
  const crumbs = doc && doc.breadcrumbs.length > 0 && <Breadcrumbs homeHref={site.baseUrl} crumbs={doc.breadcrumbs} />;
  const actions = site.pageActions && <PageActions path={page.path} actions={site.pageActions} />;
  // A Docusaurus site's page actions come before the phone's table of contents: on the breadcrumbs'
  // row on a desktop, floated beside that table or the title on a phone. Docusaurus has nothing
  // there, and above the title they pushed a phone's whole page down (docusaurus-doc.css).
  const actionsFirst = site.infimaPages === true;
  // Docusaurus keeps a doc's column at 75 % unless its front matter hides the table of contents,
  // also when the doc has no headings (its DocItem/Layout: `docItemCol` unless `hidden`).
  const keepsTocColumn = site.infimaPages === true && doc?.hideTableOfContents !== true;
  return (
    <div
      className={cx(
        'doc-layout',
        sidebar === undefined && 'doc-layout--no-sidebar',
        site.infimaPages && 'doc-layout--infima',
        version?.className,
      )}
    >
      {sidebar !== undefined && <Sidebar items={sidebar} page={page} />}
      <Main path={page.path} className="doc-main">
        <div className={cx('doc-row', (toc.length > 0 || keepsTocColumn) && 'doc-row--toc')}>
          <div className="doc-col">
            <FallbackNotice site={site} page={page} />
            {version && <VersionBanner site={site} page={page} version={version} />}
            {actionsFirst && crumbs && actions ? (
              <div className="doc-crumbs-row">
                {crumbs}
                {actions}
              </div>
            ) : (
              <>
                {crumbs}
                {actionsFirst && actions}
              </>
            )}
            {version && <VersionBadge version={version} />}
            {toc.length > 0 && <TableOfContentsMobile tree={toc} />}
            <article className="doc-article">
              {!actionsFirst && actions}
              {page.kind === 'category' ? (
                <CategoryIndex page={page} />
              ) : (
                <MarkdownContent title={page.title} html={page.contentHtml} />
              )}
            </article>
            {FEATURE_SWIZZLED && doc?.footerHtml !== undefined
              ? // The site's swizzled DocItem/Footer, rendered for this doc (an island when interactive).
                doc.footerHtml !== '' && <RawHtml className="swizzled-doc-footer" html={doc.footerHtml} />
              : (doc?.editUrl !== undefined || doc?.lastUpdate) && (
                  <div className="doc-footer">
                    {doc.editUrl !== undefined && <EditLink href={doc.editUrl} />}
                    {doc.lastUpdate && <LastUpdated {...doc.lastUpdate} lang={site.locale} />}
                  </div>
                )}
            {doc && <Pagination previous={doc.previous} next={doc.next} />}
          </div>
          {toc.length > 0 && <TableOfContents tree={toc} />}
        </div>
      </Main>
    </div>
  );
}

import { FEATURE_SWIZZLED } from '../src/shared/features.ts';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { BlogArchivePage } from './BlogArchivePage/index.tsx';
import { BlogAuthorsPage } from './BlogAuthorsPage/index.tsx';
import { BlogListPage } from './BlogListPage/index.tsx';
import { BlogPostPage } from './BlogPostPage/index.tsx';
import { BlogTagsPage } from './BlogTagsPage/index.tsx';
import { DocPage } from './DocPage/index.tsx';
import { JsxPage } from './JsxPage/index.tsx';
import { Layout } from './Layout/index.tsx';
import { MdPage } from './MdPage/index.tsx';
import { NotFound } from './NotFound/index.tsx';
import { PageErrorBoundary } from './PageErrorBoundary/index.tsx';
import { TranslateProvider } from './translations/context.tsx';

/** Props of the root component, rendered on the server and hydrated in the browser. */
export interface AppProps {
  site: SiteData;
  page: PageData;
}

function PageBody({ site, page }: AppProps) {
  switch (page.kind) {
    case 'doc':
    case 'category':
      return <DocPage site={site} page={page} />;
    case 'mdPage':
      return <MdPage site={site} page={page} />;
    case 'home':
    case 'jsxPage':
    // Its form is written at build time; client/search takes it over (src/pipeline/render/search-page-html.ts).
    case 'searchPage':
    // Written at build time too (src/content/docs/doc-tags.ts): links only, nothing to run.
    case 'docTags':
    case 'docTag':
      return (
        <JsxPage
          page={page}
          infima={
            page.kind !== 'searchPage' && page.kind !== 'docTags' && page.kind !== 'docTag' && site.infimaPages === true
          }
        />
      );
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor':
      return <BlogListPage page={page} />;
    case 'blogPost':
      return <BlogPostPage site={site} page={page} />;
    case 'blogTags':
      return <BlogTagsPage page={page} />;
    case 'blogArchive':
      return <BlogArchivePage page={page} />;
    case 'blogAuthors':
      return <BlogAuthorsPage page={page} />;
    case 'notFound':
      // A site's swizzled NotFound: its prerendered HTML, at full width as a React page's.
      return FEATURE_SWIZZLED && page.swizzled ? <JsxPage page={page} /> : <NotFound site={site} page={page} />;
    default:
      throw new Error(`Unknown page kind "${(page as { kind: unknown }).kind}" at ${page.path}`);
  }
}

/**
 * The root of every page. Each page kind renders its own `<main>` inside the shared layout; the
 * element holding `page.contentHtml` always carries `data-rnhc-content`, so the client hydrates
 * it from the DOM without shipping the HTML twice.
 */
export function App({ site, page }: AppProps) {
  return (
    <TranslateProvider site={site}>
      {/* Around the layout too: page data the layout cannot render (another build's, a broken
          deploy's) shows the crash page instead of unmounting everything into a blank page. */}
      <PageErrorBoundary key={page.path}>
        <Layout site={site} page={page}>
          <PageBody site={site} page={page} />
        </Layout>
      </PageErrorBoundary>
    </TranslateProvider>
  );
}

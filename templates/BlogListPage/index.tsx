import type { BlogPageData, PageData } from '../../src/shared/types.ts';
import { BlogLayout } from '../BlogLayout/index.tsx';
import { BlogAuthor } from '../BlogPostItem/BlogAuthors/index.tsx';
import { BlogPostItem } from '../BlogPostItem/index.tsx';
import { useTranslate } from '../translations/context.tsx';

/** Props of BlogListPage. */
export interface BlogListPageProps {
  page: PageData;
}

/** Newer/older page links under a list of posts. */
function ListPagination({ pagination }: { pagination: BlogPageData['pagination'] }) {
  const t = useTranslate();
  if (!pagination) return null;
  return (
    <nav className="pagination-nav" aria-label={t('theme.blog.paginator.navAriaLabel')}>
      {pagination.previous && (
        <a className="pagination-nav__link pagination-nav__link--prev" href={pagination.previous}>
          <span className="pagination-nav__label">{t('theme.blog.paginator.newerEntries')}</span>
        </a>
      )}
      {pagination.next && (
        <a className="pagination-nav__link pagination-nav__link--next" href={pagination.next}>
          <span className="pagination-nav__label">{t('theme.blog.paginator.olderEntries')}</span>
        </a>
      )}
    </nav>
  );
}

/** The blog list, a tag's posts or an author's posts: a header, the excerpts, and page links. */
export function BlogListPage({ page }: BlogListPageProps) {
  const t = useTranslate();
  const blog = page.blog;
  const posts = blog?.posts ?? [];
  return (
    <BlogLayout page={page}>
      {page.kind === 'blogTag' && blog?.tag && (
        <header className="blog-list__header markdown">
          <h1>{page.title}</h1>
          {blog.tag.description && <p>{blog.tag.description}</p>}
          <a href={blog.tag.allTagsHref}>{t('theme.tags.tagsPageLink')}</a>
        </header>
      )}
      {page.kind === 'blogAuthor' && blog?.author && (
        <header className="blog-list__header blog-author blog-author--page">
          <BlogAuthor author={blog.author} heading />
        </header>
      )}
      {page.kind === 'blogList' && <h1 className="sr-only">{page.title}</h1>}
      {posts.map((post) => (
        <BlogPostItem key={post.href} post={post} html={post.excerptHtml ?? ''} isPage={false} />
      ))}
      <ListPagination pagination={blog?.pagination} />
    </BlogLayout>
  );
}

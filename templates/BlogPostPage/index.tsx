import type { PageData, SiteData } from '../../src/shared/types.ts';
import { BlogLayout } from '../BlogLayout/index.tsx';
import { BlogPostItem } from '../BlogPostItem/index.tsx';
import { FallbackNotice } from '../FallbackNotice/index.tsx';
import { PageActions } from '../PageActions/index.tsx';
import { TableOfContents, TableOfContentsMobile } from '../TableOfContents/index.tsx';
import { createTocTree, DEFAULT_TOC_MAX_LEVEL, DEFAULT_TOC_MIN_LEVEL } from '../TableOfContents/tree.ts';
import { useTranslate } from '../translations/context.tsx';

/** Props of BlogPostPage. */
export interface BlogPostPageProps {
  site: SiteData;
  page: PageData;
}

/** One post: the post, newer/older post links, and its table of contents. */
export function BlogPostPage({ site, page }: BlogPostPageProps) {
  const t = useTranslate();
  const post = page.blog?.post;
  const toc =
    post && !post.hideTableOfContents ? createTocTree(page.toc, DEFAULT_TOC_MIN_LEVEL, DEFAULT_TOC_MAX_LEVEL) : [];
  if (!post) return null;
  return (
    <BlogLayout page={page} {...(toc.length > 0 ? { aside: <TableOfContents tree={toc} /> } : {})}>
      <FallbackNotice site={site} page={page} />
      {post.unlisted && (
        <div className="admonition admonition-caution" role="note">
          <p>{t('theme.blog.post.unlistedNotice')}</p>
        </div>
      )}
      {toc.length > 0 && <TableOfContentsMobile tree={toc} />}
      {site.pageActions && <PageActions path={page.path} actions={site.pageActions} />}
      <BlogPostItem
        post={post}
        html={page.contentHtml}
        isPage
        {...(post.editUrl !== undefined ? { editUrl: post.editUrl } : {})}
      />
      {(post.previous || post.next) && (
        <nav className="pagination-nav" aria-label={t('theme.blog.post.paginator.navAriaLabel')}>
          {post.previous && (
            <a className="pagination-nav__link pagination-nav__link--prev" href={post.previous.href} rel="prev">
              <span className="pagination-nav__sublabel">{t('theme.blog.post.paginator.newerPost')}</span>
              <span className="pagination-nav__label">{post.previous.title}</span>
            </a>
          )}
          {post.next && (
            <a className="pagination-nav__link pagination-nav__link--next" href={post.next.href} rel="next">
              <span className="pagination-nav__sublabel">{t('theme.blog.post.paginator.olderPost')}</span>
              <span className="pagination-nav__label">{post.next.title}</span>
            </a>
          )}
        </nav>
      )}
    </BlogLayout>
  );
}

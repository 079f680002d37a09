import { readingTimeLabel } from '../../src/shared/text.ts';
import type { BlogPostSummary } from '../../src/shared/types.ts';
import { EditLink } from '../DocPage/EditLink/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { useTranslate } from '../translations/context.tsx';
import { BlogAuthors } from './BlogAuthors/index.tsx';

/** Props of BlogPostItem. */
export interface BlogPostItemProps {
  post: BlogPostSummary;
  /** The HTML shown: the whole post on its page, the excerpt in lists. */
  html: string;
  /** On the post's own page (h1 title, content hydrated from the DOM) rather than in a list. */
  isPage: boolean;
  editUrl?: string;
}

/** A post: header (title, date, reading time, authors), content, then tags and "Read more" or the edit link. */
export function BlogPostItem({ post, html, isPage, editUrl }: BlogPostItemProps) {
  const t = useTranslate();
  const Title = isPage ? 'h1' : 'h2';
  return (
    <article className="blog-post">
      <header className="blog-post__header">
        <Title className="blog-post__title">{isPage ? post.title : <a href={post.href}>{post.title}</a>}</Title>
        <div className="blog-post__meta">
          <time dateTime={post.date}>{post.formattedDate}</time>
          {post.readingTime !== undefined && (
            <>
              <span aria-hidden="true"> · </span>
              <span>{readingTimeLabel(post.readingTime, t)}</span>
            </>
          )}
        </div>
        <BlogAuthors authors={post.authors} />
      </header>
      {isPage ? (
        <RawHtml className="markdown" data-rnhc-content="" html={html} />
      ) : (
        <RawHtml className="markdown" html={html} />
      )}
      {(post.tags.length > 0 || (!isPage && post.truncated) || editUrl) && (
        <footer className="blog-post__footer">
          {post.tags.length > 0 && (
            <div className="blog-tags">
              <span className="blog-tags__label">{t('theme.tags.tagsListLabel')}</span>
              <ul className="blog-tags__list">
                {post.tags.map((tag) => (
                  <li key={tag.href}>
                    <a className="blog-tag" href={tag.href} rel="tag">
                      {tag.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
          {!isPage && post.truncated && (
            <a
              className="blog-post__read-more"
              href={post.href}
              aria-label={t('theme.blog.post.readMoreLabel', { title: post.title })}
            >
              {t('theme.blog.post.readMore')}
            </a>
          )}
          {isPage && editUrl && <EditLink href={editUrl} />}
        </footer>
      )}
    </article>
  );
}

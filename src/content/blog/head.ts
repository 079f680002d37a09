import type { PageData } from '../../shared/types.ts';
import { escapeHtml } from '../../util/html.ts';

/**
 * Head tags of blog pages: feed discovery links on every blog page, and on posts the Open Graph
 * article tags (published time, authors, tags), keywords and the post's own image.
 */
export function blogHeadTags(page: PageData, origin: string): string[] {
  const blog = page.blog;
  if (!blog) return [];
  const types = { rss: 'application/rss+xml', atom: 'application/atom+xml', json: 'application/feed+json' };
  const tags = blog.feeds.map(
    (feed) =>
      `<link rel="alternate" type="${types[feed.type]}" href="${escapeHtml(feed.href)}" title="${escapeHtml(feed.title)}">`,
  );
  const post = blog.post;
  if (post) {
    tags.push(`<meta property="article:published_time" content="${escapeHtml(post.date)}">`);
    for (const author of post.authors) {
      const href = author.pageHref ?? author.url;
      const absolute = href?.startsWith('/') ? origin + href : href;
      if (absolute) tags.push(`<meta property="article:author" content="${escapeHtml(absolute)}">`);
    }
    for (const tag of post.tags) tags.push(`<meta property="article:tag" content="${escapeHtml(tag.label)}">`);
    if (post.keywords) tags.push(`<meta name="keywords" content="${escapeHtml(post.keywords.join(','))}">`);
  }
  return tags;
}

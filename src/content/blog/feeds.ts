import { Feed } from 'feed';
import { firstParagraph } from '../../pipeline/create-routes.ts';
import type { UrlResolver } from '../../pipeline/resolve-site.ts';
import { FEED_FILES } from './routes.ts';
import type { BlogModel } from './types.ts';

interface BlogFeedsOptions {
  blog: BlogModel;
  urls: UrlResolver;
  /** Site origin, e.g. `https://matinzd.github.io`. */
  origin: string;
  siteTitle: string;
  favicon: string | undefined;
  /** Each post's full HTML by page path (from its render). */
  html: Map<string, string>;
}

/**
 * The blog's feeds, as Docusaurus writes them: `rss.xml` (RSS 2.0), `atom.xml` (Atom 1.0) and
 * `feed.json` (JSON Feed 1.1) in the blog folder, with the newest listed posts (`limit`), their
 * full HTML and absolute URLs throughout. Returns [path relative to the output, text] pairs.
 */
export function createBlogFeeds(options: BlogFeedsOptions): Array<[string, string]> {
  const { blog, urls, origin } = options;
  const feedOptions = blog.options.feedOptions;
  if (feedOptions.type.length === 0) return [];
  const posts = blog.posts
    .filter((p) => !p.unlisted && !p.draft)
    .slice(0, feedOptions.limit ?? Number.POSITIVE_INFINITY);
  // As Docusaurus: no posts, no feeds (a feed of nothing would carry the build's time as its date).
  if (posts.length === 0) return [];
  const blogUrl = origin + urls.route(blog.set.routeBase);
  const absolute = (href: string) => (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href) ? href : origin + urls.href(href).href);
  const title = feedOptions.title ?? options.siteTitle;
  const description = feedOptions.description ?? `${options.siteTitle} Blog`;
  const language = feedOptions.language ?? blog.set.locale;
  const items = posts.map((post) => {
    const link = origin + urls.route(post.route);
    return {
      post,
      description: post.description ?? firstParagraph(post.excerptBody),
      link,
      html: absoluteUrls(options.html.get(urls.route(post.route)) ?? '', origin, link),
      authors: post.authors
        .filter((a) => a.name)
        .map((a) => ({
          name: a.name as string,
          ...(a.url ? { link: absolute(a.url) } : {}),
          ...(a.email ? { email: a.email } : {}),
          ...(a.imageUrl ? { avatar: absolute(urls.asset(a.imageUrl)) } : {}),
        })),
    };
  });
  const files: Array<[string, string]> = [];
  const base = blog.set.routeBase ? `${blog.set.routeBase}/` : '';
  const feedLink = (type: keyof typeof FEED_FILES) => `${blogUrl.replace(/\/?$/, '/')}${FEED_FILES[type]}`;

  if (feedOptions.type.includes('rss') || feedOptions.type.includes('atom')) {
    const feed = new Feed({
      id: blogUrl,
      title,
      description,
      link: blogUrl,
      language,
      copyright: feedOptions.copyright,
      ...(options.favicon ? { favicon: absolute(options.favicon) } : {}),
      ...(items[0] ? { updated: new Date(items[0].post.date) } : {}),
      generator: 'rnhc-docs',
      feedLinks: Object.fromEntries(feedOptions.type.map((t) => [t, feedLink(t)])),
    });
    for (const item of items) {
      // `feed` writes title, description and content as CDATA: a second `]]>` in one ended the
      // section early (invalid XML). Marked here, split when written, so the text is kept whole.
      feed.addItem({
        title: cdataSafe(item.post.title),
        id: item.link,
        link: item.link,
        date: new Date(item.post.date),
        ...(item.description ? { description: cdataSafe(item.description) } : {}),
        content: cdataSafe(item.html),
        author: item.authors.map((a) => ({ ...a, name: xmlSafe(a.name) })),
        category: item.post.tags.map((t) => ({ name: xmlSafe(t.label), term: xmlSafe(t.label) })),
      });
    }
    // Characters XML cannot hold (U+0001, U+001B, U+FFFE ...) make a whole feed unreadable to a
    // strict reader: left out of every part of it.
    if (feedOptions.type.includes('rss')) files.push([`${base}${FEED_FILES.rss}`, writeCdataEnds(feed.rss2())]);
    if (feedOptions.type.includes('atom')) files.push([`${base}${FEED_FILES.atom}`, writeCdataEnds(feed.atom1())]);
  }
  if (feedOptions.type.includes('json')) {
    // Written here rather than by `feed`, whose JSON is version 1 (a single `author`, no `language`).
    const json = {
      version: 'https://jsonfeed.org/version/1.1',
      title,
      home_page_url: blogUrl,
      feed_url: feedLink('json'),
      description,
      language,
      items: items.map((item) => ({
        id: item.link,
        url: item.link,
        title: item.post.title,
        content_html: item.html,
        ...(item.description ? { summary: item.description } : {}),
        date_published: item.post.date,
        ...(item.authors.length
          ? {
              authors: item.authors.map((a) => ({
                name: a.name,
                ...(a.link ? { url: a.link } : {}),
                ...(a.avatar ? { avatar: a.avatar } : {}),
              })),
            }
          : {}),
        ...(item.post.tags.length ? { tags: item.post.tags.map((t) => t.label) } : {}),
      })),
    };
    files.push([`${base}${FEED_FILES.json}`, `${JSON.stringify(json, null, 2)}\n`]);
  }
  return files;
}

/**
 * Makes the links and images of a post's HTML absolute: a feed reader shows the post outside the
 * site, where `/blog/x` and `#anchor` mean nothing.
 */
export function absoluteUrls(html: string, origin: string, pageUrl: string): string {
  return html.replace(/\s(href|src|srcset|poster)="([^"]*)"/g, (whole, attr: string, value: string) => {
    if (attr === 'srcset') {
      const rewritten = value
        .split(',')
        .map((part) => part.trim().replace(/^(\S+)/, (url) => resolve(url, origin, pageUrl)))
        .join(', ');
      return ` ${attr}="${rewritten}"`;
    }
    const resolved = resolve(value, origin, pageUrl);
    return resolved === value ? whole : ` ${attr}="${resolved}"`;
  });
}

function resolve(value: string, origin: string, pageUrl: string): string {
  if (value === '' || /^[a-z][a-z\d+.-]*:|^\/\//i.test(value)) return value;
  if (value.startsWith('/')) return origin + value;
  try {
    return new URL(value.replace(/&amp;/g, '&'), pageUrl).href.replace(/&/g, '&amp;');
  } catch {
    return value;
  }
}

/** Characters XML 1.0 cannot hold: C0 controls but tab, line feed and return; U+FFFE, U+FFFF; lone surrogates. */
const NOT_XML =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching the characters XML cannot hold is the point.
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Stands for `]]>` in CDATA text until the feed is written: a character `xmlSafe` removes from
 * every input, so it cannot come from a post. (`feed`'s XML writer splits only the first `]]>` of
 * a section; two left the rest of the feed unreadable.)
 */
const CDATA_END = '\u0001';

/** Text without the characters XML cannot hold. */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, '');
}

/** Text for a CDATA section (see {@link writeCdataEnds}): XML-safe, with each `]]>` marked. */
export function cdataSafe(text: string): string {
  return xmlSafe(text).replaceAll(']]>', CDATA_END);
}

/** A written feed with each marked `]]>` split across two CDATA sections, the standard way. */
export function writeCdataEnds(xml: string): string {
  return xmlSafe(xml.replaceAll(CDATA_END, ']]]]><![CDATA[>'));
}

import type { SourceLink } from '../../markdown/plugins/remark-doc-links.ts';
import type { RenderedMarkdown } from '../../markdown/processor.ts';
import { firstParagraph } from '../../pipeline/create-routes.ts';
import type { UrlResolver } from '../../pipeline/resolve-site.ts';
import { type Translate, translateEnglish } from '../../shared/translations/translate.ts';
import type { BlogPostSummary, PageData } from '../../shared/types.ts';
import { authorData, type BlogRoute, type BlogShared, formatPostDate } from './routes.ts';
import type { BlogPost } from './types.ts';

/** What a blog route's page is made of (see render-route.ts, which renders every kind). */
export interface BlogPageDataResult {
  page: PageData;
  /** The post's markdown source and links, for positioned warnings and the link check (post pages only). */
  source: { file: string; links: SourceLink[] } | undefined;
  /** In the sitemap (unlisted posts and unlisted tags are not). */
  indexed: boolean;
  /** In the search index: posts are; lists of excerpts would only repeat them. */
  searchable: boolean;
  md: RenderedMarkdown | undefined;
  /** The post's full HTML, for the feeds. */
  feedHtml?: string;
  /** A post shown in the default locale's words (untranslated). */
  fallback?: boolean;
}

interface BlogPageDataOptions {
  route: BlogRoute;
  urls: UrlResolver;
  /** Absolute URL prefix of the site (origin), for og:image. */
  origin: string;
  renderMarkdown: (file: string, body: string) => Promise<RenderedMarkdown>;
  relative: (file: string) => string;
  /** The locale's theme strings (list page titles). */
  t?: Translate;
}

/** The page data of one blog route: posts render their markdown, lists their posts' excerpts. */
export async function createBlogPageData(options: BlogPageDataOptions): Promise<BlogPageDataResult> {
  const { route, urls, renderMarkdown } = options;
  const { showReadingTime: _showReadingTime, locale: _locale, ...shared } = route.shared;
  const path = urls.route(route.route);
  switch (route.kind) {
    case 'blogPost': {
      const { post } = route;
      const md = await renderMarkdown(post.file, post.body);
      const fm = post.frontMatter;
      const image = fm.image ? absoluteImage(fm.image, urls, options.origin) : undefined;
      const description = post.description ?? firstParagraph(post.excerptBody);
      const page: PageData = {
        kind: 'blogPost',
        path,
        title: post.title,
        ...(md.documentTitle ? { documentTitle: md.documentTitle } : {}),
        ...(description ? { description } : {}),
        contentHtml: md.html,
        toc: fm.hide_table_of_contents ? [] : md.toc,
        blog: {
          ...shared,
          post: {
            ...summary(post, route.shared, urls),
            ...(route.previous ? { previous: route.previous } : {}),
            ...(route.next ? { next: route.next } : {}),
            ...(post.editUrl ? { editUrl: post.editUrl } : {}),
            hideTableOfContents: fm.hide_table_of_contents === true,
            ...(image ? { image } : {}),
            ...(fm.keywords?.length ? { keywords: fm.keywords } : {}),
            unlisted: post.unlisted,
          },
        },
      };
      return {
        page,
        source: { file: options.relative(post.file), links: md.links },
        indexed: !post.unlisted && !post.draft,
        searchable: !post.unlisted && !post.draft,
        md,
        feedHtml: md.html,
        fallback: post.fallback === true,
      };
    }
    case 'blogList':
    case 'blogTag':
    case 'blogAuthor': {
      const posts = await Promise.all(
        route.posts.map(async (post) => ({
          ...summary(post, route.shared, urls),
          excerptHtml: (await renderMarkdown(post.file, post.excerptBody)).html,
        })),
      );
      const page: PageData = {
        kind: route.kind,
        path,
        title: route.title,
        description: route.description,
        contentHtml: '',
        toc: [],
        blog: {
          ...shared,
          posts,
          ...(route.pagination ? { pagination: route.pagination } : {}),
          ...(route.kind === 'blogTag' ? { tag: route.tag } : {}),
          ...(route.kind === 'blogAuthor' ? { author: route.author } : {}),
        },
      };
      return { page, source: undefined, indexed: route.unlisted !== true, searchable: false, md: undefined };
    }
    case 'blogTags':
    case 'blogArchive':
    case 'blogAuthors': {
      const t = options.t ?? translateEnglish;
      const title = t(
        route.kind === 'blogTags'
          ? 'theme.tags.tagsPageTitle'
          : route.kind === 'blogArchive'
            ? 'theme.blog.archive.title'
            : 'theme.blog.authorsList.pageTitle',
      );
      const page: PageData = {
        kind: route.kind,
        path,
        title,
        description:
          route.kind === 'blogArchive' ? t('theme.blog.archive.description') : `${title} of ${shared.blogTitle}`,
        contentHtml: '',
        toc: [],
        blog: {
          ...shared,
          ...(route.kind === 'blogTags' ? { tags: route.tags } : {}),
          ...(route.kind === 'blogArchive' ? { archive: route.archive } : {}),
          ...(route.kind === 'blogAuthors' ? { authors: route.authors } : {}),
        },
      };
      return { page, source: undefined, indexed: true, searchable: false, md: undefined };
    }
  }
}

function summary(post: BlogPost, shared: BlogShared, urls: UrlResolver): BlogPostSummary {
  return {
    title: post.title,
    href: urls.route(post.route),
    date: post.date,
    formattedDate: formatPostDate(post.date, shared.locale),
    ...(shared.showReadingTime && post.readingTime !== undefined ? { readingTime: post.readingTime } : {}),
    authors: post.authors.map((a) => authorData(a, urls)),
    tags: post.tags.map((t) => ({ label: t.label, href: urls.route(t.route) })),
    truncated: post.truncated,
  };
}

function absoluteImage(image: string, urls: UrlResolver, origin: string): string {
  if (/^https?:\/\//i.test(image)) return image;
  return origin + urls.asset(image);
}

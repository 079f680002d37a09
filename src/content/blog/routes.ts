import type { Route } from '../../pipeline/create-routes.ts';
import type { UrlResolver } from '../../pipeline/resolve-site.ts';
import { type Translate, translateEnglish } from '../../shared/translations/translate.ts';
import type { BlogAuthorData, BlogPageData, BlogTagData, PaginationLink } from '../../shared/types.ts';
import { ContentError } from '../../util/errors.ts';
import type { BlogAuthor, BlogModel, BlogPost } from './types.ts';

/** What every page of one blog shares (title, sidebar, feeds). */
export type BlogShared = Pick<BlogPageData, 'blogTitle' | 'blogHref' | 'sidebar' | 'feeds'> & {
  /** Show reading times. */
  showReadingTime: boolean;
  /** Locale used to format dates. */
  locale: string;
};

/** One page of posts: the blog list, a tag or an author, page N of M. */
interface PostsPage {
  route: string;
  shared: BlogShared;
  title: string;
  description: string;
  posts: BlogPost[];
  pagination?: BlogPageData['pagination'];
  /** Built but left out of sitemap and search (a tag whose posts are all unlisted). */
  unlisted?: boolean;
}

/** A route of the blog, before rendering; the page kinds Docusaurus's blog plugin makes. */
export type BlogRoute =
  | {
      kind: 'blogPost';
      route: string;
      shared: BlogShared;
      post: BlogPost;
      previous?: PaginationLink;
      next?: PaginationLink;
    }
  | ({ kind: 'blogList' } & PostsPage)
  | ({ kind: 'blogTag'; tag: BlogTagData & { allTagsHref: string } } & PostsPage)
  | ({ kind: 'blogAuthor'; author: BlogAuthorData } & PostsPage)
  | { kind: 'blogTags'; route: string; shared: BlogShared; tags: BlogTagData[] }
  | { kind: 'blogArchive'; route: string; shared: BlogShared; archive: NonNullable<BlogPageData['archive']> }
  | { kind: 'blogAuthors'; route: string; shared: BlogShared; authors: BlogAuthorData[] };

/** Feed file names, as Docusaurus names them. */
export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml', json: 'feed.json' } as const;

/**
 * Every route of one blog set, with the data its page needs (pure: no I/O). Lists, tags, the
 * archive, the sidebar and the feeds show listed posts only; unlisted posts get their own page,
 * and drafts are not in the model unless watch mode asked for them.
 */
export function createBlogRoutes(
  blog: BlogModel,
  urls: UrlResolver,
  siteTitle: string,
  t: Translate = translateEnglish,
): BlogRoute[] {
  const { options, set } = blog;
  const join = (...parts: string[]) =>
    parts
      .map((p) => p.replace(/^\/+|\/+$/g, ''))
      .filter(Boolean)
      .join('/');
  const listed = blog.posts.filter((p) => !p.unlisted);
  // Docusaurus before 3.10 made no blog page at all without a post; 3.10 makes the list page.
  if (blog.posts.length === 0 && !blog.listWithoutPosts) return [];
  const sidebarPosts = options.blogSidebarCount === 'ALL' ? listed : listed.slice(0, options.blogSidebarCount);
  const shared: BlogShared = {
    blogTitle: options.blogTitle,
    blogHref: urls.route(set.routeBase),
    ...(sidebarPosts.length > 0
      ? {
          sidebar: {
            title: options.blogSidebarTitle,
            items: sidebarPosts.map((p) => ({ title: p.title, href: urls.route(p.route), year: p.date.slice(0, 4) })),
          },
        }
      : {}),
    // No post, no feed written (feeds.ts), so no page points at one (as Docusaurus's head tags).
    feeds: (blog.posts.length === 0 ? [] : options.feedOptions.type).map((type) => ({
      type,
      href: urls.asset(join(set.routeBase, FEED_FILES[type])),
      title: `${options.feedOptions.title ?? siteTitle} ${type === 'rss' ? 'RSS' : type === 'atom' ? 'Atom' : 'JSON'} Feed`,
    })),
    showReadingTime: options.showReadingTime,
    locale: set.locale,
  };
  const routes: BlogRoute[] = [];

  listed.forEach((post, index) => {
    const newer = listed[index - 1];
    const older = listed[index + 1];
    routes.push({
      kind: 'blogPost',
      route: post.route,
      shared,
      post,
      ...(newer ? { previous: { title: newer.title, href: urls.route(newer.route) } } : {}),
      ...(older ? { next: { title: older.title, href: urls.route(older.route) } } : {}),
    });
  });
  for (const post of blog.posts) if (post.unlisted) routes.push({ kind: 'blogPost', route: post.route, shared, post });

  const paginate = (posts: BlogPost[], baseRoute: string, pageSegment: string) => {
    const perPage = options.postsPerPage === 'ALL' ? Math.max(posts.length, 1) : options.postsPerPage;
    // At least one page, as Docusaurus 3 paginates: a list of unlisted posts only is an empty page.
    const total = Math.max(1, Math.ceil(posts.length / perPage));
    const routeOf = (page: number) => (page === 1 ? baseRoute : join(baseRoute, pageSegment, String(page)));
    return Array.from({ length: total }, (_, i) => {
      const page = i + 1;
      return {
        route: routeOf(page),
        posts: posts.slice(i * perPage, page * perPage),
        ...(total > 1
          ? {
              pagination: {
                page,
                totalPages: total,
                ...(page > 1 ? { previous: urls.route(routeOf(page - 1)) } : {}),
                ...(page < total ? { next: urls.route(routeOf(page + 1)) } : {}),
              },
            }
          : {}),
      };
    });
  };

  for (const page of paginate(listed, set.routeBase, options.pageBasePath)) {
    routes.push({ kind: 'blogList', shared, title: options.blogTitle, description: options.blogDescription, ...page });
  }

  // Tags: a tag whose posts are all unlisted keeps its page (unlisted), as in Docusaurus.
  const tagsRoute = join(set.routeBase, options.tagsBasePath);
  const tagData: BlogTagData[] = [];
  for (const tag of blog.tags.values()) {
    const all = blog.posts.filter((p) => p.tags.some((t) => t.route === tag.route));
    const listedPosts = all.filter((p) => !p.unlisted);
    const posts = listedPosts.length > 0 ? listedPosts : all;
    const data: BlogTagData = {
      label: tag.label,
      href: urls.route(tag.route),
      ...(tag.description ? { description: tag.description } : {}),
      count: posts.length,
    };
    if (listedPosts.length > 0) tagData.push(data);
    const nPosts = t.plural('theme.blog.post.plurals', posts.length);
    const title = t('theme.blog.tagTitle', { nPosts, tagName: tag.label });
    for (const page of paginate(posts, tag.route, options.pageBasePath)) {
      routes.push({
        kind: 'blogTag',
        shared,
        title,
        description: tag.description ?? title,
        tag: { ...data, allTagsHref: urls.route(tagsRoute) },
        ...(listedPosts.length === 0 ? { unlisted: true } : {}),
        ...page,
      });
    }
  }
  if (blog.tags.size > 0) {
    tagData.sort((a, b) => a.label.localeCompare(b.label));
    routes.push({ kind: 'blogTags', route: tagsRoute, shared, tags: tagData });
  }

  if (options.archiveBasePath !== null && listed.length > 0) {
    const archive: NonNullable<BlogPageData['archive']> = [];
    for (const post of listed) {
      const year = post.date.slice(0, 4);
      let group = archive.find((g) => g.year === year);
      if (!group) {
        group = { year, posts: [] };
        archive.push(group);
      }
      group.posts.push({
        title: post.title,
        href: urls.route(post.route),
        date: post.date,
        formattedDate: formatPostDate(post.date, set.locale),
      });
    }
    routes.push({ kind: 'blogArchive', route: join(set.routeBase, options.archiveBasePath), shared, archive });
  }

  if (blog.authors.length > 0) {
    const postsOf = (author: BlogAuthor) => listed.filter((p) => p.authors.some((a) => a.key === author.key));
    routes.push({
      kind: 'blogAuthors',
      route: join(set.routeBase, options.authorsBasePath),
      shared,
      authors: blog.authors.map((author) => ({ ...authorData(author, urls), count: postsOf(author).length })),
    });
    for (const author of blog.authors) {
      if (!author.pageRoute) continue;
      const posts = postsOf(author);
      const data = { ...authorData(author, urls), count: posts.length };
      // `Alice - 2 posts`, as Docusaurus titles an author's page.
      const title = t('theme.blog.author.pageTitle', {
        authorName: author.name ?? author.key ?? 'Author',
        nPosts: t.plural('theme.blog.post.plurals', posts.length),
      });
      for (const page of paginate(posts, author.pageRoute, options.pageBasePath)) {
        routes.push({
          kind: 'blogAuthor',
          shared,
          title,
          description: author.title ?? `Posts by ${author.name ?? author.key}`,
          author: data,
          ...page,
        });
      }
    }
  }
  return routes;
}

/** An author as the theme shows it. */
export function authorData(author: BlogAuthor, urls: UrlResolver): BlogAuthorData {
  return {
    ...(author.key ? { key: author.key } : {}),
    ...(author.name ? { name: author.name } : {}),
    ...(author.title ? { title: author.title } : {}),
    ...(author.url ? { url: urls.href(author.url).href } : author.email ? { url: `mailto:${author.email}` } : {}),
    ...(author.imageUrl ? { imageUrl: urls.asset(author.imageUrl) } : {}),
    ...(author.pageRoute ? { pageHref: urls.route(author.pageRoute) } : {}),
    socials: author.socials,
  };
}

/** `August 1, 2026`: the day of the post in UTC, as Docusaurus shows it. */
export function formatPostDate(iso: string, locale: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(iso),
    );
  } catch {
    return iso.slice(0, 10);
  }
}

/**
 * The blog's routes. A post whose URL a doc, a page or another blog page already has (`taken`:
 * the routes of the kinds before it) is an error naming the post.
 */
export function createCheckedBlogRoutes(options: {
  blog: BlogModel;
  urls: UrlResolver;
  siteTitle: string;
  taken: readonly Route[];
  /** The locale's theme strings (tag page titles). */
  t?: Translate;
}): Route[] {
  const { blog } = options;
  const taken = new Map(options.taken.map((r) => [r.route, r]));
  const added = createBlogRoutes(blog, options.urls, options.siteTitle, options.t);
  for (const route of added) {
    const other = taken.get(route.route);
    if (other && other.kind !== 'notFound') {
      const post = route.kind === 'blogPost' ? route.post : undefined;
      throw new ContentError(
        `${post ? `Blog post ${post.relativePath}` : `The blog page /${route.route}`} has the same URL as ${describeRoute(other)}: /${route.route}`,
        {
          file: post?.file ?? blog.set.sourceDir,
          ...(post ? { position: { line: post.slugLine } } : {}),
          hint: "Change the post's `slug` or file name, or the blog's routeBasePath.",
        },
      );
    }
    taken.set(route.route, route);
  }
  return added;
}

function describeRoute(route: Route): string {
  switch (route.kind) {
    case 'doc':
      return `doc ${route.doc.relativePath}`;
    case 'mdPage':
    case 'jsxPage':
      return `page ${route.page.file}`;
    case 'blogPost':
      return `blog post ${route.post.relativePath}`;
    default:
      return `the ${route.kind} page`;
  }
}

/**
 * The blog kind (Docusaurus's plugin-content-blog): posts, their lists, tag and author pages, and
 * feeds (written by src/pipeline/output/write-indexes.ts).
 */
import path from 'node:path';
import { isTranslated, localeDir } from '../../i18n/locale-builds.ts';
import { translateBlogOptions } from '../../i18n/site-translations.ts';
import type { Route } from '../../pipeline/create-routes.ts';
import { translateSiteOf } from '../../shared/translations/translate.ts';
import { type ContentKind, countTranslated, wrongRouteKind } from '../content-kind.ts';
import { collectBlog } from './collect-blog.ts';
import { createBlogPageData } from './page-data.ts';
import { type BlogRoute, createCheckedBlogRoutes } from './routes.ts';

/** The pages Docusaurus's blog plugin makes: posts, their lists, tags, authors, the archive. */
const BLOG_ROUTE_KINDS: ReadonlyArray<BlogRoute['kind']> = [
  'blogPost',
  'blogList',
  'blogTag',
  'blogAuthor',
  'blogTags',
  'blogArchive',
  'blogAuthors',
];

function isBlogRoute(route: Route): route is BlogRoute {
  return (BLOG_ROUTE_KINDS as ReadonlyArray<string>).includes(route.kind);
}

export const blogKind: ContentKind = {
  name: 'blog',
  routeKinds: BLOG_ROUTE_KINDS,

  // A blog edit is not one page's: its lists, tags and feeds change too (watch mode builds in full).
  watchPaths: (config) => (config.blogDir ? [config.blogDir] : []),

  load: async (ctx) => {
    const blog = await collectBlog({ config: ctx.config, drafts: ctx.drafts, locale: ctx.locale });
    return blog ? { blog } : {};
  },

  translate: (locale, translations) =>
    locale.blog
      ? {
          ...locale,
          blog: {
            ...locale.blog,
            options: translateBlogOptions(locale.blog.options, translations.blogOptions?.messages),
          },
        }
      : locale,

  routes: ({ blog }, { urls, siteTitle, t, taken }) =>
    blog ? createCheckedBlogRoutes({ blog, urls, siteTitle, t, taken }) : [],

  sourceRoutes: ({ blog }, { urls }, out) => {
    for (const post of blog?.posts ?? []) out.routeOfFile[post.file] = urls.route(post.route);
  },

  linkRoots: ({ blog }, config) =>
    blog
      ? [
          [
            ...(isTranslated(config) ? [path.join(localeDir(config), 'docusaurus-plugin-content-blog')] : []),
            blog.set.sourceDir,
          ],
        ]
      : [],

  markdownSources: ({ blog }) => blog?.posts ?? [],

  fallbackRoutes: ({ blog }) => (blog?.posts ?? []).filter((post) => post.fallback).map((post) => post.route),

  translationCount: ({ blog }) => countTranslated(blog?.posts ?? [], 'posts'),

  pageData: (route, ctx) => {
    if (!isBlogRoute(route)) throw wrongRouteKind('blog', route);
    return createBlogPageData({
      route,
      urls: ctx.urls,
      origin: ctx.origin,
      renderMarkdown: ctx.renderMarkdown,
      relative: ctx.relative,
      t: translateSiteOf(ctx.site),
    });
  },
};

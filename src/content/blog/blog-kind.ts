/**
 * The blog kind (Docusaurus's plugin-content-blog): posts, their lists, tag and author pages, and
 * feeds (written by src/pipeline/output/write-indexes.ts).
 */
import path from 'node:path';
import { isTranslated, localeDir } from '../../i18n/locale-builds.ts';
import { translateBlogOptions } from '../../i18n/site-translations.ts';
import { type ContentKind, countTranslated } from '../content-kind.ts';
import { collectBlog } from './collect-blog.ts';
import { createCheckedBlogRoutes } from './routes.ts';

export const blogKind: ContentKind = {
  name: 'blog',

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
};

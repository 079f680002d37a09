/**
 * The pages kind (Docusaurus's plugin-content-pages): markdown and React pages of the pages
 * folder, each at the URL of its path.
 */
import path from 'node:path';
import { isTranslated, localeDir } from '../../i18n/locale-builds.ts';
import { createPageRoutes } from '../../pipeline/create-routes.ts';
import { collectPages } from '../collect-content.ts';
import { type ContentKind, countTranslated } from '../content-kind.ts';
import { createPagesPageData } from './page-data.ts';

export const pagesKind: ContentKind = {
  name: 'pages',
  routeKinds: ['mdPage', 'jsxPage'],

  watchPaths: (config) => (config.pages.enabled ? [config.pagesDir] : []),

  load: async (ctx) => ({ pages: await collectPages(ctx) }),

  // Markdown pages are translated by their own files, read by `load`.
  translate: (locale) => locale,

  routes: ({ content }, { taken }) => createPageRoutes(content.pages, taken),

  sourceRoutes: ({ content }, { urls }, out) => {
    for (const page of content.pages) {
      if (page.kind !== 'md') continue;
      out.routeOfFile[page.file] = urls.route(page.route);
      if (page.sourceFile) out.routeOfFile[page.sourceFile] = urls.route(page.route);
    }
  },

  linkRoots: (_, config) => [
    [
      ...(isTranslated(config) ? [path.join(localeDir(config), 'docusaurus-plugin-content-pages')] : []),
      config.pagesDir,
    ],
  ],

  markdownSources: ({ content }) => content.pages.filter((page) => page.kind === 'md'),

  fallbackRoutes: ({ content }) => content.pages.filter((page) => page.fallback).map((page) => page.route),

  translationCount: ({ content }) =>
    countTranslated(
      content.pages.filter((page) => page.kind === 'md'),
      'pages',
    ),

  pageData: createPagesPageData,
};

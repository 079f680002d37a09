/**
 * The pages kind's page data: a markdown page's rendered content, or a React page's HTML as it was
 * prerendered before the render threads started (src/pipeline/site-code.ts). Runs on a render
 * thread (see src/pipeline/render/render-route.ts).
 */
import type { Route } from '../../pipeline/create-routes.ts';
import { ContentError } from '../../util/errors.ts';
import { escapeHtml } from '../../util/html.ts';
import { type PageDataContext, type PageDataResult, wrongRouteKind } from '../content-kind.ts';

export async function createPagesPageData(route: Route, ctx: PageDataContext): Promise<PageDataResult> {
  const path = ctx.urls.route(route.route);
  switch (route.kind) {
    case 'mdPage': {
      const { page: source } = route;
      const md = await ctx.renderMarkdown(source.file, source.body ?? '');
      const description = source.frontMatter?.description;
      return {
        page: {
          kind: 'mdPage',
          path,
          title: source.title ?? route.route,
          // No title in front matter and no `# heading`: the site's title alone, as Docusaurus's
          // MDXPage gives it (react-native-elements' migration index opens with a `##`).
          ...(md.documentTitle
            ? { documentTitle: md.documentTitle }
            : source.frontMatter?.title === undefined && !source.hasH1
              ? { documentTitle: ctx.site.title, untitled: true as const }
              : {}),
          ...(description ? { description } : {}),
          contentHtml: md.html,
          toc: source.frontMatter?.hide_table_of_contents ? [] : md.toc,
        },
        source: { file: ctx.relative(source.file), links: md.links },
        indexed: source.frontMatter?.unlisted !== true,
        md,
        fallback: source.fallback === true,
      };
    }
    case 'jsxPage': {
      if (!route.rendered) throw new ContentError('Page component was not prerendered', { file: route.page.file });
      const { html, meta, redirect, frame } = route.rendered;
      const home = route.route === '';
      return {
        page: {
          kind: home ? 'home' : 'jsxPage',
          path,
          title: meta.title ?? (home ? ctx.site.title : route.route),
          ...(meta.ownTitle ? { ownTitle: true as const } : {}),
          // No <Layout title>: the site's title, as Docusaurus's SiteMetadataDefaults gives it
          // (an empty one before Docusaurus 2.0.0-beta.18: jsx-pages.ts sets it).
          ...(meta.documentTitle !== undefined || meta.title === undefined
            ? { documentTitle: meta.documentTitle ?? ctx.site.title }
            : {}),
          ...(meta.description ? { description: meta.description } : {}),
          // A redirect page still shows a link, for readers whose browser does not follow it.
          contentHtml: redirect
            ? `<p>This page has moved to <a href="${escapeHtml(redirect)}">${escapeHtml(redirect)}</a>.</p>`
            : html,
          toc: [],
          ...(redirect ? { redirect } : {}),
          ...(frame ? { frame } : {}),
        },
        source: { file: ctx.relative(route.page.file), links: [] },
        // Search engines index the target, not the redirect.
        indexed: redirect === undefined,
        md: undefined,
      };
    }
    default:
      throw wrongRouteKind('pages', route);
  }
}

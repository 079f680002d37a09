/**
 * The docs kind's page data: a doc's rendered markdown with its place in the sidebar, and the
 * generated index page of a category (its cards). Runs on a render thread (see
 * src/pipeline/render/render-route.ts, which renders every kind's pages the same way).
 */
import type { Route } from '../../pipeline/create-routes.ts';
import { translateSiteOf } from '../../shared/translations/translate.ts';
import { type PageDataContext, type PageDataResult, wrongRouteKind } from '../content-kind.ts';
import { renderDocTagHtml, renderDocTagsHtml } from './doc-tags.ts';

export async function createDocsPageData(route: Route, ctx: PageDataContext): Promise<PageDataResult> {
  const path = ctx.urls.route(route.route);
  switch (route.kind) {
    case 'doc': {
      const { doc } = route;
      const md = await ctx.renderMarkdown(doc.file, doc.body);
      const lastUpdate = ctx.lastUpdates?.[doc.file];
      return {
        page: {
          kind: 'doc',
          path,
          title: doc.title,
          ...(md.documentTitle ? { documentTitle: md.documentTitle } : {}),
          ...(doc.description ? { description: doc.description } : {}),
          contentHtml: md.html,
          toc: md.toc,
          ...(ctx.versioned ? { version: route.version } : {}),
          doc: {
            id: doc.id,
            ...(route.alternates ? { alternates: route.alternates } : {}),
            ...(route.sidebar ? { sidebar: route.sidebar } : {}),
            breadcrumbs: route.breadcrumbs,
            ...(route.previous ? { previous: route.previous } : {}),
            ...(route.next ? { next: route.next } : {}),
            ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
            ...(lastUpdate ? { lastUpdate } : {}),
            hideTableOfContents: doc.frontMatter.hide_table_of_contents === true,
            tocMinLevel: doc.frontMatter.toc_min_heading_level ?? ctx.tocMinLevel,
            tocMaxLevel: doc.frontMatter.toc_max_heading_level ?? ctx.tocMaxLevel,
          },
        },
        source: { file: ctx.relative(doc.file), links: md.links },
        indexed: !doc.unlisted,
        md,
        fallback: doc.fallback === true,
      };
    }
    case 'category':
      return {
        page: {
          kind: 'category',
          path,
          title: route.title,
          ...(route.description ? { description: route.description } : {}),
          contentHtml: '',
          toc: [],
          ...(ctx.versioned ? { version: route.version } : {}),
          doc: {
            id: `category:${route.route}`,
            ...(route.alternates ? { alternates: route.alternates } : {}),
            ...(route.sidebar ? { sidebar: route.sidebar } : {}),
            breadcrumbs: route.breadcrumbs,
            ...(route.previous ? { previous: route.previous } : {}),
            ...(route.next ? { next: route.next } : {}),
            hideTableOfContents: true,
            tocMinLevel: ctx.tocMinLevel,
            tocMaxLevel: ctx.tocMaxLevel,
          },
          category: { ...(route.description ? { description: route.description } : {}), items: route.items },
        },
        source: undefined,
        indexed: true,
        md: undefined,
      };
    case 'docTags': {
      const title = translateSiteOf(ctx.site)('theme.tags.tagsPageTitle');
      const tags = route.tags.map((tag) => ({ label: tag.label, href: ctx.urls.route(tag.route), count: tag.count }));
      return {
        page: { kind: 'docTags', path, title, contentHtml: renderDocTagsHtml({ title, tags }), toc: [] },
        source: undefined,
        indexed: true,
        searchable: false,
        md: undefined,
      };
    }
    case 'docTag': {
      const t = translateSiteOf(ctx.site);
      const nDocsTagged = t.plural('theme.docs.tagDocListPageTitle.nDocsTagged', route.docs.length);
      const title = t('theme.docs.tagDocListPageTitle', { nDocsTagged, tagName: route.tag.label });
      const contentHtml = renderDocTagHtml({
        title,
        description: route.tag.description,
        allTags: { label: t('theme.tags.tagsPageLink'), href: ctx.urls.route(route.tagsRoute) },
        docs: route.docs.map((doc) => ({
          title: doc.title,
          href: ctx.urls.route(doc.route),
          description: doc.description,
        })),
      });
      return {
        page: { kind: 'docTag', path, title, description: route.tag.description ?? title, contentHtml, toc: [] },
        source: undefined,
        indexed: true,
        searchable: false,
        md: undefined,
      };
    }
    default:
      throw wrongRouteKind('docs', route);
  }
}

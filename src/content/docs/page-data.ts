/**
 * The docs kind's page data: a doc's rendered markdown with its place in the sidebar, and the
 * generated index page of a category (its cards). Runs on a render thread (see
 * src/pipeline/render/render-route.ts, which renders every kind's pages the same way).
 */
import path from 'node:path';
import type { DocContextValue } from '../../../templates/docusaurus/doc-item.tsx';
import type { Route } from '../../pipeline/create-routes.ts';
import { translateSiteOf } from '../../shared/translations/translate.ts';
import type { TocItem } from '../../shared/types.ts';
import { type PageDataContext, type PageDataResult, wrongRouteKind } from '../content-kind.ts';
import { renderDocTagHtml, renderDocTagsHtml } from './doc-tags.ts';

/**
 * What `useDoc()` gives a swizzled DocItem component, as Docusaurus's docs plugin makes it
 * (`metadata`: permalink, editUrl, lastUpdatedAt in milliseconds...). rnhc-docs makes no docs tag
 * pages: `tags` is empty.
 */
function createDocContext(
  route: Extract<Route, { kind: 'doc' }>,
  permalink: string,
  toc: TocItem[],
  lastUpdate: { at?: number; by?: string } | undefined,
  source: string,
): DocContextValue {
  const { doc } = route;
  const frontMatter = doc.frontMatter as Record<string, unknown>;
  const dir = path.posix.dirname(doc.relativePath);
  const link = (to: { title: string; href: string } | undefined) =>
    to ? { title: to.title, permalink: to.href } : undefined;
  const previous = link(route.previous);
  const next = link(route.next);
  return {
    metadata: {
      id: doc.id,
      title: doc.title,
      description: doc.description ?? '',
      source: `@site/${source.split(path.sep).join('/')}`,
      sourceDirName: dir,
      slug: `/${doc.route}`,
      permalink,
      version: route.version,
      ...(doc.editUrl ? { editUrl: doc.editUrl } : {}),
      ...(lastUpdate?.at !== undefined ? { lastUpdatedAt: lastUpdate.at * 1000 } : {}),
      ...(lastUpdate?.by !== undefined ? { lastUpdatedBy: lastUpdate.by } : {}),
      tags: [],
      unlisted: doc.unlisted,
      draft: false,
      frontMatter,
      ...(route.sidebar ? { sidebar: route.sidebar } : {}),
      ...(previous ? { previous } : {}),
      ...(next ? { next } : {}),
    },
    frontMatter,
    toc: toc.map((item) => ({ value: item.value, id: item.id, level: item.level })),
    contentTitle: doc.title,
    assets: {},
  };
}

export async function createDocsPageData(route: Route, ctx: PageDataContext): Promise<PageDataResult> {
  const path = ctx.urls.route(route.route);
  switch (route.kind) {
    case 'doc': {
      const { doc } = route;
      const md = await ctx.renderMarkdown(doc.file, doc.body);
      const lastUpdate = ctx.lastUpdates?.[doc.file];
      const footerHtml = ctx.renderDocFooter
        ? await ctx.renderDocFooter(createDocContext(route, path, md.toc, lastUpdate, ctx.relative(doc.file)))
        : undefined;
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
            ...(footerHtml !== undefined ? { footerHtml } : {}),
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

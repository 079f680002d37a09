/**
 * The page data of the site's own pages, which no content kind makes: the 404 page (the theme's,
 * or the site's swizzled NotFound prerendered) and the `/search` page of a search plugin.
 */
import type { PageDataResult } from '../../content/content-kind.ts';
import { translateSiteOf } from '../../shared/translations/translate.ts';
import type { SiteData } from '../../shared/types.ts';
import type { Route } from '../create-routes.ts';
import type { UrlResolver } from '../resolve-site.ts';
import { renderSearchPageHtml } from './search-page-html.ts';

export function createSitePageData(
  route: Route,
  ctx: {
    /** The locale's site data; `versionSite` is the docs version's (its search index) when the route has one. */
    site: SiteData;
    versionSite: SiteData | undefined;
    urls: UrlResolver;
  },
): PageDataResult {
  const t = translateSiteOf(ctx.site);
  switch (route.kind) {
    case 'notFound': {
      // The site's swizzled NotFound, prerendered (its own title when its <Layout> names one).
      const own = route.rendered;
      return {
        page: {
          kind: 'notFound',
          path: ctx.urls.route('404'),
          title: own?.meta.title ?? t('theme.NotFound.title'),
          ...(own?.meta.documentTitle
            ? { documentTitle: own.meta.documentTitle }
            : route.docsRoot
              ? { documentTitle: ctx.site.title }
              : {}),
          ...(own?.meta.description ? { description: own.meta.description } : {}),
          contentHtml: own?.html ?? '',
          ...(own ? { swizzled: true as const } : {}),
          toc: [],
        },
        source: undefined,
        indexed: false,
        md: undefined,
      };
    }
    case 'searchPage': {
      // Listed like any page (sitemap, manifest), but no search document: it has no content.
      const path = ctx.urls.route(route.route);
      const title = t('theme.SearchPage.emptyResultsTitle');
      const label = t('theme.SearchBar.label');
      const indexHref = (ctx.versionSite ?? ctx.site).searchIndexHref;
      return {
        page: {
          kind: 'searchPage',
          path,
          title,
          contentHtml: renderSearchPageHtml({ path, title, label, indexHref }),
          toc: [],
        },
        source: undefined,
        indexed: true,
        searchable: false,
        md: undefined,
      };
    }
    default:
      throw new Error(`No content kind makes the page data of a ${route.kind} route (${route.route})`);
  }
}

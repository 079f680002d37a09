/**
 * The `routes` a Docusaurus plugin's `postBuild` receives, shaped as Docusaurus's route tree where
 * plugins look into it: each docs version is a route (`exact: false`) whose props hold the
 * version's metadata as the docs plugin gives it to `@theme/DocVersionRoot` (PropVersionMetadata:
 * `version.docs` maps each doc id to its title, description and sidebar), its pages as child
 * routes. Plugins that make a file per doc read the docs there (mrousavy/nitro's og-image plugin
 * fails the build without them). Every other page is a route of its own, as before.
 */
import type { Route } from './create-routes.ts';
import type { LocaleSite } from './locale-site.ts';

/** One route of the tree (Docusaurus's RouteConfig, the fields plugins read). */
export interface PostBuildRoute {
  path: string;
  exact: boolean;
  /** The sidebar of a doc page. */
  sidebar?: string;
  props?: Record<string, unknown>;
  routes?: PostBuildRoute[];
}

/** A doc as PropVersionMetadata lists it. */
interface PropVersionDoc {
  id: string;
  title: string;
  description: string | undefined;
  sidebar: string | undefined;
}

/** The route tree of the built locales; `pathOf` gives a route's URL path as `routesPaths` lists it. */
export function createPostBuildRoutes(
  locales: readonly LocaleSite[],
  pathOf: (locale: LocaleSite, route: Route) => string,
): PostBuildRoute[] {
  const out: PostBuildRoute[] = [];
  for (const locale of locales) {
    const versions = new Map<string, { route: PostBuildRoute; docs: Record<string, PropVersionDoc> }>();
    for (const route of locale.routes) {
      const path = pathOf(locale, route);
      if (route.kind !== 'doc' && route.kind !== 'category') {
        out.push({ path, exact: true });
        continue;
      }
      const { version } = route;
      let entry = versions.get(version);
      if (!entry) {
        const data = locale.site.versions.find((candidate) => candidate.name === version);
        const docs: Record<string, PropVersionDoc> = {};
        entry = {
          docs,
          route: {
            path: (data?.path ?? path).replace(/(.)\/$/, '$1'),
            exact: false,
            props: {
              version: {
                pluginId: 'default',
                version,
                label: data?.label ?? version,
                banner: data?.banner === 'none' ? null : (data?.banner ?? null),
                badge: data?.badge ?? false,
                noIndex: false,
                className: data?.className ?? `docs-version-${version}`,
                isLast: data?.isLast ?? true,
                docs,
              },
            },
            routes: [],
          },
        };
        versions.set(version, entry);
        out.push(entry.route);
      }
      entry.route.routes?.push({ path, exact: true, ...(route.sidebar ? { sidebar: route.sidebar } : {}) });
      // A doc served at its version's root too (the main doc) is listed once, by its own route.
      if (route.kind === 'doc' && route.route === route.canonicalRoute) {
        entry.docs[route.doc.id] = {
          id: route.doc.id,
          title: route.doc.title,
          description: route.doc.description,
          sidebar: route.sidebar,
        };
      }
    }
  }
  return out;
}

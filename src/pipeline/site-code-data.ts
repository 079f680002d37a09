/**
 * The data site code reads through Docusaurus's hooks (`useDocusaurusContext().siteConfig.customFields`,
 * `@docusaurus/plugin-content-docs/client`), built from the content model as Docusaurus's docs
 * plugin builds its global data (`globalData.ts`: `path`, `versions[].docs`, `sidebars`...).
 */

import type { ResolvedConfig } from '../config/load-config.ts';
import { DEFAULT_DOCS_PLUGIN_ID } from '../content/docs-instances.ts';
import type { ContentModel, DocsSetContent, SidebarNode } from '../content/types.ts';
import type { SiteCodeData, SiteCodeDoc, SiteCodeVersion } from '../shared/types.ts';
import type { UrlResolver } from './resolve-site.ts';

/** A version's or the plugin's URL as Docusaurus writes it in global data: no trailing `/` but the root's. */
function pathOf(url: string): string {
  return url === '/' ? url : url.replace(/\/+$/, '');
}

/** Each doc id and generated index route listed by a sidebar → that sidebar (the first that lists it). */
function sidebarOfItems(set: DocsSetContent): Map<string, string> {
  const result = new Map<string, string>();
  const visit = (sidebar: string, nodes: SidebarNode[]) => {
    for (const node of nodes) {
      // A `ref` item links a doc without making it part of the sidebar (Docusaurus's rule).
      if (node.type === 'doc' && !node.ref && !result.has(node.id)) result.set(node.id, sidebar);
      if (node.type === 'category') {
        if (node.link?.type === 'doc' && !result.has(node.link.id)) result.set(node.link.id, sidebar);
        if (node.link?.type === 'generated-index' && !result.has(node.link.route)) result.set(node.link.route, sidebar);
        visit(sidebar, node.items);
      }
    }
  };
  for (const [name, nodes] of Object.entries(set.sidebars)) visit(name, nodes);
  return result;
}

/** A sidebar's first link (Docusaurus's `getFirstLink`): a doc, a category's doc or generated index. */
function firstLink(
  nodes: SidebarNode[],
  set: DocsSetContent,
  urls: UrlResolver,
): { label: string; path: string } | undefined {
  for (const node of nodes) {
    if (node.type === 'doc') {
      const doc = set.docsById.get(node.id);
      if (doc) return { label: node.label ?? doc.sidebarLabel, path: urls.route(doc.route) };
    }
    if (node.type === 'category') {
      if (node.link?.type === 'doc') {
        const doc = set.docsById.get(node.link.id);
        if (doc) return { label: node.label, path: urls.route(doc.route) };
      }
      if (node.link?.type === 'generated-index') return { label: node.label, path: urls.route(node.link.route) };
      const inner = firstLink(node.items, set, urls);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** Generated category index pages, listed as docs whose id is their route (as Docusaurus lists them). */
function generatedIndexes(nodes: SidebarNode[]): Array<{ route: string; title: string; description?: string }> {
  return nodes.flatMap((node) =>
    node.type === 'category'
      ? [
          ...(node.link?.type === 'generated-index'
            ? [
                {
                  route: node.link.route,
                  title: node.link.title,
                  ...(node.link.description ? { description: node.link.description } : {}),
                },
              ]
            : []),
          ...generatedIndexes(node.items),
        ]
      : [],
  );
}

function createVersion(set: DocsSetContent, urls: UrlResolver): SiteCodeVersion {
  const { version } = set;
  const sidebarOf = sidebarOfItems(set);
  const docs: SiteCodeDoc[] = set.docs.map((doc) => {
    const sidebar = sidebarOf.get(doc.id);
    return {
      id: doc.id,
      path: urls.route(doc.route),
      ...(sidebar ? { sidebar } : {}),
      ...(doc.unlisted ? { unlisted: true } : {}),
      title: doc.title,
      ...(doc.description ? { description: doc.description } : {}),
    };
  });
  const seen = new Set<string>();
  for (const items of Object.values(set.sidebars)) {
    for (const index of generatedIndexes(items)) {
      if (seen.has(index.route)) continue;
      seen.add(index.route);
      const sidebar = sidebarOf.get(index.route);
      docs.push({
        // Docusaurus's id of a generated index is its slug: the route under the version's path.
        id: `/${index.route.slice(version.routeBase.length).replace(/^\/+/, '')}`,
        path: urls.route(index.route),
        ...(sidebar ? { sidebar } : {}),
        title: index.title,
        ...(index.description ? { description: index.description } : {}),
      });
    }
  }
  const sidebars: SiteCodeVersion['sidebars'] = {};
  for (const [name, nodes] of Object.entries(set.sidebars)) {
    const link = firstLink(nodes, set, urls);
    sidebars[name] = link ? { link } : {};
  }
  return {
    name: version.name,
    label: version.label,
    isLast: version.isLast,
    path: pathOf(urls.route(version.routeBase)),
    mainDocId: set.mainDocId ?? '',
    docs,
    draftIds: [],
    sidebars,
    banner: version.banner,
    badge: version.badge,
    noIndex: version.noIndex,
    className: version.className,
  };
}

/** What site code reads through Docusaurus's hooks, for one locale's content. */
export function createSiteCodeData(options: {
  config: Pick<ResolvedConfig, 'customFields' | 'pluginOutput'> & {
    markdown?: Pick<ResolvedConfig['markdown'], 'liveCodeBlock'>;
  };
  content: Pick<ContentModel, 'docSets'>;
  urls: UrlResolver;
}): SiteCodeData {
  const { content, urls } = options;
  // One global data per docs plugin instance (src/content/docs-instances.ts), the preset's first.
  const plugins: Record<string, NonNullable<SiteCodeData['docs']>> = {};
  for (const pluginId of new Set(content.docSets.map((set) => set.version.pluginId))) {
    const sets = content.docSets.filter((set) => set.version.pluginId === pluginId);
    const last = sets.find((set) => set.version.isLast) ?? sets[0];
    if (!last) continue;
    plugins[pluginId] = {
      path: pathOf(urls.route(last.version.routeBase)),
      // The docs' `breadcrumbs` option (templates/DocPage/Breadcrumbs shows them unless false).
      breadcrumbs: last.version.breadcrumbs !== false,
      versions: sets.map((set) => createVersion(set, urls)),
    };
  }
  const { [DEFAULT_DOCS_PLUGIN_ID]: docs, ...others } = plugins;
  return {
    customFields: options.config.customFields,
    // Docusaurus's Playground reads `themeConfig.liveCodeBlock.playgroundPosition`.
    ...(options.config.markdown?.liveCodeBlock
      ? { themeConfig: { liveCodeBlock: options.config.markdown.liveCodeBlock } }
      : {}),
    ...(docs ? { docs } : {}),
    ...(Object.keys(others).length > 0 ? { docsPlugins: others } : {}),
    ...(options.config.pluginOutput && Object.keys(options.config.pluginOutput.globalData).length > 0
      ? { pluginData: options.config.pluginOutput.globalData }
      : {}),
  };
}

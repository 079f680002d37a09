/**
 * `@docusaurus/plugin-content-docs/client` and `@docusaurus/useGlobalData` as site code uses them
 * (`useDocsVersion`, `useActiveVersion`, `useAllDocsData`, ...), on the docs plugin's global data
 * rnhc-docs builds as Docusaurus does (src/pipeline/site-code-data.ts). Active plugin, version and
 * doc are found from the page's path, as Docusaurus's docsClientUtils find them.
 */
import { useContext } from 'react';
import type { SidebarItemData, SiteCodeData, SiteCodeDoc, SiteCodeVersion } from '../../src/shared/types.ts';
import { savePreferredVersion, usePreferredVersion } from '../preferred-version.ts';
import { PageRuntimeContext, useLocation } from './index.tsx';

/** Docusaurus's id of the preset's docs plugin instance (others are in `SiteCodeData.docsPlugins`). */
const PLUGIN_ID = 'default';
const PLUGIN_NAME = 'docusaurus-plugin-content-docs';

/**
 * In the browser, the islands that read site code data bundle it and hand it here before they
 * render (the shims of src/pipeline/docusaurus-shims.ts); at build time it is in the site data.
 */
let provided: SiteCodeData | undefined;

/** Sets the site code data of the browser bundle (called by the shim modules that need it). */
export function provideSiteCode(data: SiteCodeData): void {
  provided = data;
}

/** The page's site code data: the build's, else the bundle's. */
export function useSiteCode(): SiteCodeData {
  const site = useContext(PageRuntimeContext)?.site;
  return site?.siteCode ?? provided ?? { customFields: {} };
}

type DocsData = NonNullable<SiteCodeData['docs']>;

/** `a/b/` and `a/b` are the same path (`strict: false`). */
function trimSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** react-router's `matchPath` as Docusaurus calls it: exact, or a prefix ending at a `/`. */
function matchesPath(pathname: string, path: string, exact: boolean): boolean {
  const page = trimSlash(pathname);
  const target = trimSlash(path);
  if (page === target) return true;
  return !exact && (target === '/' || page.startsWith(`${target}/`));
}

/** `useGlobalData()`: every plugin's global data by plugin name and id (the docs plugin's, third-party plugins'). */
export function useGlobalData(): Record<string, Record<string, unknown>> {
  const siteCode = useSiteCode();
  const docs = allDocsDataOf(siteCode);
  return { ...siteCode.pluginData, ...(Object.keys(docs).length > 0 ? { [PLUGIN_NAME]: docs } : {}) };
}

/** `useAllPluginInstancesData(name)`. */
export function useAllPluginInstancesData(name: string): Record<string, unknown> | undefined {
  return useGlobalData()[name];
}

/** `usePluginData(name, id)`. */
export function usePluginData(name: string, id: string = PLUGIN_ID): unknown {
  return useGlobalData()[name]?.[id];
}

/** `useAllDocsData()`: the docs plugin's global data by plugin id (empty without docs). */
export function useAllDocsData(): Record<string, DocsData> {
  return allDocsDataOf(useSiteCode());
}

/** The preset's docs (`default`) and each other docs plugin instance's, by plugin id. */
function allDocsDataOf(siteCode: SiteCodeData): Record<string, DocsData> {
  const { docs, docsPlugins } = siteCode;
  return { ...(docs ? { [PLUGIN_ID]: docs } : {}), ...docsPlugins };
}

/** `useDocsData(pluginId)`: throws as Docusaurus does when the plugin is not there. */
export function useDocsData(pluginId: string | undefined = PLUGIN_ID): DocsData {
  const docs = useAllDocsData()[pluginId];
  if (!docs) {
    throw new Error(
      `You are using a feature of the Docusaurus docs plugin, but this plugin does not seem to be enabled${pluginId === PLUGIN_ID ? '' : ` (pluginId=${pluginId})`}`,
    );
  }
  return docs;
}

function activeVersionOf(data: DocsData, pathname: string): SiteCodeVersion | undefined {
  // Longest paths first, the root's last ('/docs/2.x' before '/docs').
  const ordered = [...data.versions].sort((a, b) =>
    a.path === '/' ? 1 : b.path === '/' ? -1 : b.path.length - a.path.length,
  );
  return ordered.find((version) => matchesPath(pathname, version.path, false));
}

function activeDocContextOf(data: DocsData, pathname: string) {
  const activeVersion = activeVersionOf(data, pathname);
  const activeDoc = activeVersion?.docs.find((doc) => matchesPath(pathname, doc.path, true));
  const alternateDocVersions: Record<string, SiteCodeDoc> = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const same = version.docs.find((doc) => doc.id === activeDoc.id);
      if (same) alternateDocVersions[version.name] = same;
    }
  }
  return { activeVersion, activeDoc, alternateDocVersions };
}

function latestVersionOf(data: DocsData): SiteCodeVersion {
  return (data.versions.find((version) => version.isLast) ?? data.versions[0]) as SiteCodeVersion;
}

/**
 * The docs plugin instance whose path holds `pathname` (the longest path first, as Docusaurus's
 * getActivePlugin sorts them: `/community` before docs at `/`), with its id.
 */
function activePluginOf(all: Record<string, DocsData>, pathname: string): [string, DocsData] | undefined {
  return Object.entries(all)
    .sort(([, a], [, b]) => b.path.length - a.path.length)
    .find(([, data]) => matchesPath(pathname, data.path, false));
}

/** The site data key of a version's set: its name, `<pluginId>/<name>` for another instance. */
function setKeyOf(pluginId: string, name: string): string {
  return pluginId === PLUGIN_ID ? name : `${pluginId}/${name}`;
}

/** `useActivePlugin()`: the docs plugin when the page is under its path. */
export function useActivePlugin(options: { failfast?: boolean } = {}) {
  const { pathname } = useLocation();
  const entry = activePluginOf(useAllDocsData(), pathname);
  if (!entry && options.failfast) {
    throw new Error(
      `Can't find active docs plugin for "${pathname}" pathname, while it was expected to be found. Maybe you tried to use a docs feature that can only be used on a docs-related page?`,
    );
  }
  return entry ? { pluginId: entry[0], pluginData: entry[1] } : undefined;
}

/** `useActivePluginAndVersion()`. */
export function useActivePluginAndVersion(options: { failfast?: boolean } = {}) {
  const activePlugin = useActivePlugin(options);
  const { pathname } = useLocation();
  return activePlugin ? { activePlugin, activeVersion: activeVersionOf(activePlugin.pluginData, pathname) } : undefined;
}

/** `useVersions(pluginId)`: the versions, newest first. */
export function useVersions(pluginId?: string): SiteCodeVersion[] {
  return useDocsData(pluginId).versions;
}

/** `useLatestVersion(pluginId)`: the version served at the docs root (`lastVersion`). */
export function useLatestVersion(pluginId?: string): SiteCodeVersion {
  return latestVersionOf(useDocsData(pluginId));
}

/** `useActiveVersion(pluginId)`: the version of the page, undefined outside the docs. */
export function useActiveVersion(pluginId?: string): SiteCodeVersion | undefined {
  const data = useDocsData(pluginId);
  return activeVersionOf(data, useLocation().pathname);
}

/** `useActiveDocContext(pluginId)`: the page's version and doc, and that doc in the other versions. */
export function useActiveDocContext(pluginId?: string) {
  const data = useDocsData(pluginId);
  return activeDocContextOf(data, useLocation().pathname);
}

/** `useDocVersionSuggestions(pluginId)`: the latest version, and this doc in it. */
export function useDocVersionSuggestions(pluginId?: string) {
  const data = useDocsData(pluginId);
  const latestVersionSuggestion = latestVersionOf(data);
  const { alternateDocVersions } = activeDocContextOf(data, useLocation().pathname);
  return { latestVersionSuggestion, latestDocSuggestion: alternateDocVersions[latestVersionSuggestion.name] };
}

/** `useDocsPreferredVersion(pluginId)`: the reader's saved version (none at build time). */
export function useDocsPreferredVersion(pluginId?: string) {
  const data = useDocsData(pluginId);
  const name = usePreferredVersion();
  const preferredVersion = data.versions.find((version) => version.name === name) ?? null;
  return { preferredVersion, savePreferredVersionName: (version: string) => savePreferredVersion(version) };
}

/** `useDocsVersionCandidates(pluginId)`: the active, preferred and latest versions, without repeats. */
export function useDocsVersionCandidates(pluginId?: string): SiteCodeVersion[] {
  const { activeVersion } = useActiveDocContext(pluginId);
  const { preferredVersion } = useDocsPreferredVersion(pluginId);
  const latest = useLatestVersion(pluginId);
  return [...new Set([activeVersion, preferredVersion, latest].filter((v): v is SiteCodeVersion => Boolean(v)))];
}

/** `useLayoutDoc(docId, pluginId)`: the doc of that id in the first candidate version that has it. */
export function useLayoutDoc(docId: string, pluginId?: string): SiteCodeDoc | null {
  const versions = useDocsVersionCandidates(pluginId);
  const doc = versions.flatMap((version) => version.docs).find((candidate) => candidate.id === docId);
  if (!doc)
    throw new Error(`Couldn't find any doc with id "${docId}" in versions ${versions.map((v) => v.name).join(', ')}`);
  return doc;
}

/** `useLayoutDocsSidebar(sidebarId, pluginId)`: that sidebar's first link in a candidate version. */
export function useLayoutDocsSidebar(sidebarId: string, pluginId?: string) {
  const versions = useDocsVersionCandidates(pluginId);
  const sidebar = versions.map((version) => version.sidebars[sidebarId]).find(Boolean);
  if (!sidebar) throw new Error(`Can't find any sidebar with id "${sidebarId}"`);
  return sidebar;
}

/**
 * `useDocsVersion()`: the version metadata of the doc page (Docusaurus's `PropVersionMetadata`).
 * Outside a docs version it throws, as Docusaurus's hook does without its provider.
 */
export function useDocsVersion() {
  const { pathname } = useLocation();
  const [pluginId, data] = activePluginOf(allDocsDataOf(useSiteCode()), pathname) ?? [PLUGIN_ID, undefined];
  const site = useContext(PageRuntimeContext)?.site;
  const version = data ? activeVersionOf(data, pathname) : undefined;
  if (!version) {
    throw new Error(
      `useDocsVersion() is used outside a docs page (${pathname}): Docusaurus's DocsVersionProvider is only around docs`,
    );
  }
  return {
    pluginId,
    version: version.name,
    label: version.label,
    banner: version.banner === 'none' ? null : version.banner,
    badge: version.badge,
    noIndex: version.noIndex,
    className: version.className,
    isLast: version.isLast,
    docsSidebars: site?.version === setKeyOf(pluginId, version.name) ? site.sidebars : {},
    docs: Object.fromEntries(
      version.docs.map((doc) => [
        doc.id,
        { id: doc.id, title: doc.title, description: doc.description ?? '', sidebar: doc.sidebar },
      ]),
    ),
  };
}

/** `useDocById(id)`: a doc of the page's version by id (undefined id: undefined). */
export function useDocById(id: string | undefined) {
  const version = useDocsVersion();
  if (!id) return undefined;
  const doc = version.docs[id];
  if (!doc) throw new Error(`no version doc found by id=${id}`);
  return doc;
}

/** `useDocsSidebar()`: the sidebar of the doc page (name and items), null when it has none. */
export function useDocsSidebar(): { name: string; items: SidebarItemData[] } | null {
  const site = useContext(PageRuntimeContext)?.site;
  const { pathname } = useLocation();
  const data = activePluginOf(allDocsDataOf(useSiteCode()), pathname)?.[1];
  const doc = data ? activeDocContextOf(data, pathname).activeDoc : undefined;
  const items = doc?.sidebar ? site?.sidebars[doc.sidebar] : undefined;
  return doc?.sidebar && items ? { name: doc.sidebar, items } : null;
}

type SidebarCategory = Extract<SidebarItemData, { type: 'category' }>;

/** `findSidebarCategory(sidebar, predicate)`: the first category, depth first, that matches. */
export function findSidebarCategory(
  sidebar: SidebarItemData[],
  predicate: (category: SidebarCategory) => boolean,
): SidebarCategory | undefined {
  for (const item of sidebar) {
    if (item.type !== 'category') continue;
    if (predicate(item)) return item;
    const inner = findSidebarCategory(item.items, predicate);
    if (inner) return inner;
  }
  return undefined;
}

/** `findFirstSidebarItemLink(item)`: the item's link, else its first descendant's. */
export function findFirstSidebarItemLink(item: SidebarItemData): string | undefined {
  if (item.type === 'link') return item.href;
  if (item.type !== 'category') return undefined;
  if (item.href) return item.href;
  for (const child of item.items) {
    const link = findFirstSidebarItemLink(child);
    if (link) return link;
  }
  return undefined;
}

/** `isActiveSidebarItem(item, activePath)`. */
export function isActiveSidebarItem(item: SidebarItemData, activePath: string): boolean {
  if (item.type === 'link') return matchesPath(activePath, item.href, true);
  if (item.type === 'category') {
    return (
      (item.href !== undefined && matchesPath(activePath, item.href, true)) ||
      item.items.some((child) => isActiveSidebarItem(child, activePath))
    );
  }
  return false;
}

/** `isVisibleSidebarItem(item, activePath)`: rnhc-docs' sidebars hold listed items only. */
export function isVisibleSidebarItem(_item: SidebarItemData, _activePath: string): boolean {
  return true;
}

/** `useVisibleSidebarItems(items, activePath)`. */
export function useVisibleSidebarItems(items: readonly SidebarItemData[], activePath: string): SidebarItemData[] {
  return items.filter((item) => isVisibleSidebarItem(item, activePath));
}

/** `filterDocCardListItems(items)`: the items a card can link to. */
export function filterDocCardListItems(items: SidebarItemData[]): SidebarItemData[] {
  return items.filter((item) => item.type === 'html' || findFirstSidebarItemLink(item) !== undefined);
}

/** The sidebar items from the top to the page's (categories only with `onlyCategories`). */
function breadcrumbsOf(items: SidebarItemData[], pathname: string, onlyCategories: boolean): SidebarItemData[] {
  for (const item of items) {
    if (item.type === 'category') {
      const inner = breadcrumbsOf(item.items, pathname, onlyCategories);
      if ((item.href && matchesPath(pathname, item.href, true)) || inner.length > 0) return [item, ...inner];
      // A category whose own page is this one but whose items are not: itself only.
    } else if (item.type === 'link' && !item.external && matchesPath(pathname, item.href, true)) {
      return onlyCategories ? [] : [item];
    }
  }
  return [];
}

/** `useSidebarBreadcrumbs()`: the page's place in its sidebar, null without one. */
export function useSidebarBreadcrumbs(): SidebarItemData[] | null {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  return sidebar ? breadcrumbsOf(sidebar.items, pathname, false) : null;
}

/** `useCurrentSidebarCategory()`: the category of a category index page. */
export function useCurrentSidebarCategory(): SidebarCategory {
  const sidebar = useDocsSidebar();
  const { pathname } = useLocation();
  if (!sidebar) throw new Error('Unexpected: cant find current sidebar in context');
  const deepest = breadcrumbsOf(sidebar.items, pathname, true).at(-1);
  if (deepest?.type !== 'category') {
    throw new Error(
      `${pathname} is not associated with a category. useCurrentSidebarCategory() should only be used on category index pages.`,
    );
  }
  return deepest;
}

/** `getDocsVersionSearchTag(pluginId, versionName)`: Docusaurus's search facet of a version. */
export function getDocsVersionSearchTag(pluginId: string, versionName: string): string {
  return `docs-${pluginId}-${versionName}`;
}

/** `useDocsContextualSearchTags()`: the search facets of the page's version (or the candidates). */
export function useDocsContextualSearchTags(): string[] {
  const versions = useDocsVersionCandidates();
  return versions.map((version) => getDocsVersionSearchTag(PLUGIN_ID, version.name));
}

import type { ResolvedConfig } from '../config/load-config.ts';
import type { DropdownItemConfig, NavbarItemConfig } from '../config/schema.ts';
import { DEFAULT_DOCS_PLUGIN_ID } from '../content/docs-instances.ts';
import { type ContentModel, type DocsSetContent, lastDocSet, type SidebarNode } from '../content/types.ts';
import { localeBaseUrl, localeOf } from '../i18n/locale-builds.ts';
import type {
  DropdownEntryData,
  FooterData,
  FooterItemData,
  LinkData,
  LocaleData,
  NavbarItemData,
  PageActionName,
  SidebarItemData,
  SiteData,
  VersionData,
  VersionedLinkData,
} from '../shared/types.ts';
import { ConfigError } from '../util/errors.ts';

/** Turns routes (relative to the base URL) into final URLs. */
export interface UrlResolver {
  /** `docs/intro` → `/react-native-health-connect/docs/intro` (trailing slash per config). */
  route(route: string): string;
  /** A `to` of the config (`/docs/intro`) → final URL. */
  to(to: string): string;
  /** An `href`: external URLs as is, site paths with the base URL. */
  href(href: string): { href: string; external: boolean };
  /** A static file path (`img/logo.svg`) → URL. */
  asset(file: string): string;
}

/** Creates the URL rules of a site. */
export function createUrlResolver(config: Pick<ResolvedConfig, 'baseUrl' | 'trailingSlash'>): UrlResolver {
  const base = config.baseUrl;
  const route = (r: string) => {
    const clean = r.replace(/^\/+|\/+$/g, '');
    if (clean === '') return base;
    return `${base}${clean}${config.trailingSlash ? '/' : ''}`;
  };
  const to = (t: string) => {
    const hashAt = t.search(/[?#]/);
    const pathPart = hashAt < 0 ? t : t.slice(0, hashAt);
    const rest = hashAt < 0 ? '' : t.slice(hashAt);
    const withoutBase = pathPart.startsWith(base) ? pathPart.slice(base.length) : pathPart;
    return route(withoutBase) + rest;
  };
  return {
    route,
    to,
    href(href) {
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) return { href, external: /^(https?:)?\/\//i.test(href) };
      return { href: href.startsWith('/') ? to(href) : href, external: false };
    },
    asset(file) {
      if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(file)) return file;
      // A path that has the base URL already keeps it, as Docusaurus's useBaseUrl does.
      if (file.startsWith(base)) return file;
      return base + file.replace(/^\/+/, '');
    },
  };
}

/** The navbar and dropdown items that point into the docs. */
type DocsItemConfig = Extract<NavbarItemConfig | DropdownItemConfig, { type: 'doc' | 'docSidebar' | 'docsVersion' }>;

interface ResolveSiteOptions {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  searchIndexHref?: string;
  /** The locale's code.json messages (theme strings), when it has any. */
  strings?: Record<string, string>;
}

/**
 * Builds the SiteData every page shares, for the last docs version (its sidebars): pages of other
 * versions get theirs from {@link siteForVersion}. Navbar items that point nowhere are config errors.
 */
export function resolveSite({ config, content, urls, searchIndexHref, strings }: ResolveSiteOptions): SiteData {
  const problems: string[] = [];
  const last = lastDocSet(content);
  const sidebarsByVersion = resolveVersionSidebars(content, urls);
  const sidebars = sidebarsByVersion[last.version.version] ?? {};
  const versionDataOf = (set: DocsSetContent): VersionData => {
    const { version } = set;
    const mainDoc = set.mainDocId !== undefined ? set.docsById.get(set.mainDocId) : undefined;
    return {
      name: version.version,
      label: version.label,
      path: urls.route(version.routeBase).replace(/\/?$/, '/'),
      mainDocHref: mainDoc ? urls.route(mainDoc.route) : urls.route(version.routeBase),
      isLast: version.isLast,
      banner: version.banner,
      badge: version.badge,
      className: version.className,
      ...(searchIndexHref ? { searchIndexHref: searchIndexHrefOf(searchIndexHref, version) } : {}),
    };
  };
  // The versions of the preset's docs (the version dropdown's); other docs plugin instances'
  // sets serve their navbar items only (src/content/docs-instances.ts).
  const setsOf = (pluginId: string) => content.docSets.filter((set) => set.version.pluginId === pluginId);
  const versions: VersionData[] = setsOf(DEFAULT_DOCS_PLUGIN_ID).map(versionDataOf);
  const lastVersion = versions.find((v) => v.isLast) ?? versions[0];
  const locales: LocaleData[] = config.locales.map((locale) => {
    const localeConfig = config.i18n.localeConfigs[locale] ?? {};
    return {
      locale,
      label: localeConfig.label ?? defaultLocaleLabel(locale),
      htmlLang: localeConfig.htmlLang ?? locale,
      direction: localeConfig.direction ?? 'ltr',
      baseUrl: localeBaseUrl(config, locale),
    };
  });

  /**
   * A doc-bound navbar item: its link in each version (undefined where the version lacks its
   * target, which hides it there, as Docusaurus does). The last version's is the default.
   */
  const perVersion = (
    pluginId: string,
    linkOf: (set: DocsSetContent, version: VersionData) => LinkData | undefined,
  ): VersionedLinkData | undefined => {
    const sets = setsOf(pluginId);
    const links: Record<string, LinkData> = {};
    for (const set of sets) {
      const link = linkOf(set, versionDataOf(set));
      if (link) links[set.version.version] = link;
    }
    const lastOfPlugin = sets.find((set) => set.version.isLast) ?? sets[0];
    const fallback = (lastOfPlugin && links[lastOfPlugin.version.version]) ?? Object.values(links)[0];
    if (!fallback) return undefined;
    // Another instance's item links to its last version on every page: a page's version is the
    // preset docs' (an instance's versions per page are not resolved yet).
    const multiple = pluginId === DEFAULT_DOCS_PLUGIN_ID && sets.length > 1;
    return { ...fallback, ...(multiple ? { versions: links } : {}) };
  };

  /**
   * A `doc`, `docSidebar` or `docsVersion` item (in the navbar or in a dropdown) as a link per
   * version; a target that exists nowhere is a problem named with the item's place.
   */
  const resolveDocsItem = (item: DocsItemConfig, where: Array<string | number>): VersionedLinkData | undefined => {
    const name = where.join('.');
    const className = item.className ? { className: item.className } : {};
    const pluginId = item.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
    const pluginSets = setsOf(pluginId);
    const pluginLast = pluginSets.find((set) => set.version.isLast) ?? pluginSets[0] ?? last;
    const pluginSidebars = pluginSets.map((set) => sidebarsByVersion[set.version.version] ?? {});
    switch (item.type) {
      case 'doc': {
        const resolved = perVersion(pluginId, (set) => {
          // Docusaurus's docs of a version (its global data) are its docs and its generated
          // index pages, whose id is their slug (`/category/basic`).
          const route = set.docsById.get(item.docId)?.route ?? generatedIndexRoute(set, item.docId);
          if (route === undefined) return undefined;
          const href = urls.route(route);
          // Active on every doc of the doc's sidebar, as Docusaurus's DocNavbarItem is; a doc
          // in no sidebar is active on itself.
          const byId = sidebarsByVersion[set.version.version] ?? {};
          const sidebar = Object.keys(byId).find((id) => hasLink(byId[id] ?? [], href));
          return {
            // Docusaurus's DocNavbarItem labels an item without a label by the doc's id.
            label: item.label ?? item.docId,
            href,
            external: false,
            ...(sidebar !== undefined ? { activeSidebar: sidebar } : { activeBasePath: href }),
            ...className,
          };
        });
        if (!resolved) {
          problems.push(
            `${name}.docId: no doc has the id ${JSON.stringify(item.docId)} (${config.where([...where, 'docId'])}); doc ids include ${[...pluginLast.docsById.keys()].slice(0, 6).join(', ')}`,
          );
        }
        return resolved;
      }
      case 'docSidebar': {
        // Own keys only: a sidebarId of `toString` or `__proto__` must not find Object's members.
        if (!pluginSidebars.some((byId) => Object.hasOwn(byId, item.sidebarId))) {
          problems.push(
            `${name}.sidebarId: Sidebar with ID ${JSON.stringify(item.sidebarId)} doesn't exist (${config.where([...where, 'sidebarId'])}); sidebars: ${Object.keys(sidebarsByVersion[pluginLast.version.version] ?? {}).join(', ') || 'none'}`,
          );
          return undefined;
        }
        const resolved = perVersion(pluginId, (set) => {
          const byId = sidebarsByVersion[set.version.version] ?? {};
          const first = Object.hasOwn(byId, item.sidebarId) ? firstLink(byId[item.sidebarId] ?? []) : undefined;
          if (!first) return undefined;
          return {
            label: item.label ?? first.label,
            href: first.href,
            external: false,
            activeSidebar: item.sidebarId,
            ...className,
          };
        });
        if (!resolved) {
          problems.push(
            `${name}.sidebarId: Sidebar with ID ${JSON.stringify(item.sidebarId)} doesn't have anything to be linked to (${config.where([...where, 'sidebarId'])}); sidebars: ${Object.keys(sidebarsByVersion[pluginLast.version.version] ?? {}).join(', ') || 'none'}`,
          );
        }
        return resolved;
      }
      case 'docsVersion':
        return perVersion(pluginId, (_set, version) => ({
          label: item.label ?? version.label,
          href: item.to ? urls.to(item.to) : version.mainDocHref,
          external: false,
          activeBasePath: version.path,
          ...className,
        }));
    }
  };

  /** A dropdown's entries: links, html snippets, and docs items resolved to links. */
  const resolveDropdownItems = (list: DropdownItemConfig[], where: Array<string | number>): DropdownEntryData[] =>
    list.flatMap((sub, at): DropdownEntryData[] => {
      switch (sub.type) {
        case 'html':
          return [{ type: 'html', value: sub.value, ...(sub.className ? { className: sub.className } : {}) }];
        case 'default':
          return [{ type: 'link', ...resolveLink(sub, urls) }];
        default: {
          const link = resolveDocsItem(sub, [...where, at]);
          return link ? [{ type: 'link', ...link }] : [];
        }
      }
    });

  const items: NavbarItemData[] = [];
  config.themeConfig.navbar.items.forEach((item, index) => {
    const where = ['themeConfig', 'navbar', 'items', index];
    const className = item.className ? { className: item.className } : {};
    switch (item.type) {
      case 'default':
        items.push({ type: 'link', position: item.position, ...resolveLink(item, urls) });
        return;
      case 'html':
      case 'search':
      case 'localeDropdown':
        if (item.type === 'html')
          items.push({ type: 'html', position: item.position, value: item.value, ...className });
        else items.push({ type: item.type, position: item.position, ...className });
        return;
      case 'docsVersionDropdown': {
        const names = item.versions ? (Array.isArray(item.versions) ? item.versions : Object.keys(item.versions)) : [];
        const labels = item.versions && !Array.isArray(item.versions) ? item.versions : {};
        const before = resolveDropdownItems(item.dropdownItemsBefore, [...where, 'dropdownItemsBefore']);
        const after = resolveDropdownItems(item.dropdownItemsAfter, [...where, 'dropdownItemsAfter']);
        items.push({
          type: 'docsVersionDropdown',
          position: item.position,
          ...className,
          ...(item.versions
            ? {
                versions: names.map((name) => ({
                  name,
                  ...(labels[name]?.label !== undefined ? { label: labels[name].label } : {}),
                })),
              }
            : {}),
          ...(before.length > 0 ? { itemsBefore: before } : {}),
          ...(after.length > 0 ? { itemsAfter: after } : {}),
        });
        return;
      }
      case 'dropdown':
        items.push({
          type: 'dropdown',
          position: item.position,
          label: item.label,
          ...(item.to || item.href ? { href: item.to ? urls.to(item.to) : urls.href(item.href ?? '').href } : {}),
          ...className,
          items: resolveDropdownItems(item.items, [...where, 'items']),
        });
        return;
      case 'doc':
      case 'docSidebar':
      case 'docsVersion': {
        const resolved = resolveDocsItem(item, where);
        if (resolved) items.push({ type: 'link', position: item.position, ...resolved });
        return;
      }
    }
  });
  if (problems.length > 0) throw new ConfigError(config.configFile, problems);

  const navbar = config.themeConfig.navbar;
  const favicon = config.favicon ? urls.asset(config.favicon) : undefined;
  return {
    title: config.title,
    tagline: config.tagline,
    url: config.url,
    baseUrl: config.baseUrl,
    titleDelimiter: config.titleDelimiter,
    ...(config.siteTitleAlone ? { siteTitleAlone: true as const } : {}),
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    ...(favicon ? { favicon } : {}),
    locale: localeOf(config),
    defaultLocale: config.i18n.defaultLocale,
    locales,
    version: lastVersion?.name ?? 'current',
    versions,
    ...(content.docSets.length > versions.length
      ? {
          docsSets: content.docSets
            .filter((set) => set.version.pluginId !== DEFAULT_DOCS_PLUGIN_ID)
            .map((set) => ({
              name: set.version.version,
              path: urls.route(set.version.routeBase).replace(/\/?$/, '/'),
            })),
        }
      : {}),
    navbar: {
      ...(navbar.title !== undefined ? { title: navbar.title } : {}),
      ...(navbar.logo
        ? {
            logo: {
              src: urls.asset(navbar.logo.src),
              ...(navbar.logo.srcDark ? { srcDark: urls.asset(navbar.logo.srcDark) } : {}),
              alt: navbar.logo.alt,
              href: navbar.logo.href ? urls.href(navbar.logo.href).href : config.baseUrl,
              ...(navbar.logo.width ? { width: navbar.logo.width } : {}),
              ...(navbar.logo.height ? { height: navbar.logo.height } : {}),
              ...(navbar.logo.target ? { target: navbar.logo.target } : {}),
            },
          }
        : {}),
      hideOnScroll: navbar.hideOnScroll,
      ...(navbar.style ? { style: navbar.style } : {}),
      items,
    },
    ...(config.themeConfig.footer ? { footer: resolveFooter(config.themeConfig.footer, urls) } : {}),
    ...(config.themeConfig.announcementBar ? { announcementBar: config.themeConfig.announcementBar } : {}),
    ...(config.theme?.infimaHero ? { infimaPages: true as const } : {}),
    ...(config.theme?.docSearch ? { docSearch: true as const } : {}),
    colorMode: config.themeConfig.colorMode,
    sidebars,
    ...(searchIndexHref ? { searchIndexHref } : {}),
    ...(strings && Object.keys(strings).length > 0 ? { strings } : {}),
    ...pageActionsOf(config.themeConfig.pageActions),
  };
}

/** The page actions left on, in menu order (none: no menu). */
function pageActionsOf(config: ResolvedConfig['themeConfig']['pageActions']): { pageActions?: PageActionName[] } {
  if (config === false) return {};
  const names = (['copy', 'view', 'chatgpt', 'claude'] as const).filter((name) => config[name]);
  return names.length > 0 ? { pageActions: names } : {};
}

function resolveLink(
  item: {
    label?: string | undefined;
    html?: string | undefined;
    'aria-label'?: string | undefined;
    to?: string | undefined;
    href?: string | undefined;
    className?: string | undefined;
    activeBasePath?: string | undefined;
    activeBaseRegex?: string | undefined;
  },
  urls: UrlResolver,
): LinkData {
  const target = item.to !== undefined ? { href: urls.to(item.to), external: false } : urls.href(item.href ?? '');
  return {
    // An icon-only link (no label) has no text: the site's stylesheet draws the icon, and its
    // aria-label names it, as in Docusaurus (whose NavbarNavLink adds no external-link icon either).
    label: item.label ?? '',
    ...(item.html !== undefined ? { html: item.html } : {}),
    ...(item['aria-label'] ? { ariaLabel: item['aria-label'] } : {}),
    ...target,
    ...(item.className ? { className: item.className } : {}),
    ...(item.activeBasePath ? { activeBasePath: urls.to(item.activeBasePath) } : {}),
    ...(item.activeBaseRegex ? { activeBaseRegex: item.activeBaseRegex } : {}),
  };
}

function resolveFooter(footer: NonNullable<ResolvedConfig['themeConfig']['footer']>, urls: UrlResolver): FooterData {
  const item = (
    entry: { html: string } | { label: string; to?: string | undefined; href?: string | undefined },
  ): FooterItemData =>
    'html' in entry ? { type: 'html', value: entry.html } : { type: 'link', ...resolveLink(entry, urls) };
  const isColumns = footer.links.length > 0 && footer.links.every((l) => 'title' in l && 'items' in l);
  const logo = footer.logo;
  return {
    style: footer.style,
    columns: isColumns
      ? (footer.links as Array<{ title: string; items: Parameters<typeof item>[0][] }>).map((c) => ({
          title: c.title,
          items: c.items.map(item),
        }))
      : [],
    links: isColumns ? [] : (footer.links as Array<Parameters<typeof item>[0]>).map(item),
    ...(logo
      ? {
          logo: {
            src: urls.asset(logo.src),
            ...(logo.srcDark ? { srcDark: urls.asset(logo.srcDark) } : {}),
            alt: logo.alt,
            ...(logo.width ? { width: logo.width } : {}),
            ...(logo.height ? { height: logo.height } : {}),
            ...(logo.href ? { href: urls.href(logo.href).href } : {}),
          },
        }
      : {}),
    ...(footer.copyright ? { copyright: footer.copyright } : {}),
  };
}

/** Every version's sidebars, resolved to URLs, by version name. */
export function resolveVersionSidebars(
  content: Pick<ContentModel, 'docSets'>,
  urls: UrlResolver,
): Record<string, Record<string, SidebarItemData[]>> {
  const result: Record<string, Record<string, SidebarItemData[]>> = {};
  for (const set of content.docSets) {
    const sidebars: Record<string, SidebarItemData[]> = {};
    for (const [name, items] of Object.entries(set.sidebars)) {
      sidebars[name] = items.map((item) => resolveSidebarItem(item, set, urls));
    }
    result[set.version.version] = sidebars;
  }
  return result;
}

/** The site data of a version's pages: the same site, with that version's sidebars only. */
export function siteForVersion(
  site: SiteData,
  version: string,
  sidebarsByVersion: Record<string, Record<string, SidebarItemData[]>>,
): SiteData {
  if (version === site.version) return site;
  return { ...site, version, sidebars: sidebarsByVersion[version] ?? {} };
}

/** `search-index.json` for the last version (and every page outside the docs), `search-index-<version>.json` for others. */
export function searchIndexHrefOf(href: string, version: { version: string; isLast: boolean }): string {
  // Another docs instance's set key `<id>/<name>` is one file name, `<id>@<name>` (ids have no `@`).
  return version.isLast
    ? href
    : href.replace(/\.json$/, `-${encodeURIComponent(version.version.replace('/', '@'))}.json`);
}

/** Resolves one sidebar node of a docs set to URLs. */
export function resolveSidebarItem(node: SidebarNode, set: DocsSetContent, urls: UrlResolver): SidebarItemData {
  if (node.type === 'doc') {
    const doc = set.docsById.get(node.id);
    return {
      type: 'link',
      label: node.label ?? doc?.sidebarLabel ?? node.id,
      href: doc ? urls.route(doc.route) : urls.route(''),
      ...(node.className ? { className: node.className } : {}),
    };
  }
  if (node.type === 'link') {
    const target = urls.href(node.href);
    return { type: 'link', label: node.label, ...target, ...(node.className ? { className: node.className } : {}) };
  }
  if (node.type === 'html') return { ...node };
  const href = categoryHref(node, set, urls);
  return {
    type: 'category',
    label: node.label,
    ...(href ? { href } : {}),
    collapsible: node.collapsible,
    collapsed: node.collapsed,
    items: node.items.map((child) => resolveSidebarItem(child, set, urls)),
  };
}

/** URL of a category's own page, if it has one. */
export function categoryHref(node: SidebarNode & { type: 'category' }, set: DocsSetContent, urls: UrlResolver) {
  if (node.link?.type === 'generated-index') return urls.route(node.link.route);
  if (node.link?.type === 'doc') {
    const doc = set.docsById.get(node.link.id);
    return doc ? urls.route(doc.route) : undefined;
  }
  return undefined;
}

/** Whether a sidebar links to `href` (at any depth). */
/**
 * The route of the generated index page whose slug is `slug` (relative to the version's route,
 * e.g. `/category/basic`), found in the version's sidebars; undefined when there is none.
 */
function generatedIndexRoute(set: DocsSetContent, slug: string): string | undefined {
  const wanted = `/${slug.replace(/^\/+|\/+$/g, '')}`;
  const base = set.version.routeBase.replace(/^\/+|\/+$/g, '');
  const find = (nodes: SidebarNode[]): string | undefined => {
    for (const node of nodes) {
      if (node.type !== 'category') continue;
      if (node.link?.type === 'generated-index') {
        const route = node.link.route.replace(/^\/+|\/+$/g, '');
        const own = base === '' ? `/${route}` : route.startsWith(`${base}/`) ? route.slice(base.length) : undefined;
        if (own === wanted) return node.link.route;
      }
      const inner = find(node.items);
      if (inner !== undefined) return inner;
    }
    return undefined;
  };
  for (const items of Object.values(set.sidebars)) {
    const route = find(items);
    if (route !== undefined) return route;
  }
  return undefined;
}

function hasLink(items: SidebarItemData[], href: string): boolean {
  return items.some((item) =>
    item.type === 'link'
      ? item.href === href
      : item.type === 'category' && (item.href === href || hasLink(item.items, href)),
  );
}

/**
 * A locale's label when the config gives none, as Docusaurus makes it: the language's name in
 * itself (`fr` → Français, `pt-BR` → Português (Brasil)), capitalised; the code when the runtime
 * does not know it.
 */
export function defaultLocaleLabel(locale: string): string {
  try {
    const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
    return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
  } catch {
    return locale;
  }
}

/** The first internal link of a sidebar, depth first: where a docSidebar item leads, and its default label. */
function firstLink(items: SidebarItemData[]): { href: string; label: string } | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return { href: item.href, label: item.label };
    if (item.type === 'category') {
      if (item.href) return { href: item.href, label: item.label };
      const nested = firstLink(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}

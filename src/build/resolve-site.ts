import type {
  FooterData,
  FooterItemData,
  LinkData,
  LocaleData,
  NavbarItemData,
  PageActionName,
  SidebarItemData,
  SiteData,
  VersionData,
} from '../../templates/types.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ContentModel, SidebarNode } from '../content/types.ts';
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
      return base + file.replace(/^\/+/, '');
    },
  };
}

interface ResolveSiteOptions {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  searchIndexHref?: string;
  /** The locale's code.json messages (theme strings), when it has any. */
  strings?: Record<string, string>;
}

/** Builds the SiteData every page shares. Navbar items that point nowhere are config errors. */
export function resolveSite({ config, content, urls, searchIndexHref, strings }: ResolveSiteOptions): SiteData {
  const problems: string[] = [];
  const sidebars: Record<string, SidebarItemData[]> = {};
  for (const [name, items] of Object.entries(content.sidebars)) {
    sidebars[name] = items.map((item) => resolveSidebarItem(item, content, urls));
  }
  const mainDoc = content.docsById.get(config.docs.mainDocId) ?? content.docs[0];
  const routeBase = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '');
  const versions: VersionData[] = [
    {
      name: 'current',
      label: config.docs.currentVersionLabel,
      path: urls.route(routeBase).replace(/\/?$/, '/'),
      mainDocHref: mainDoc ? urls.route(mainDoc.route) : urls.route(routeBase),
      isLast: true,
    },
  ];
  const locales: LocaleData[] = config.locales.map((locale) => {
    const localeConfig = config.i18n.localeConfigs[locale] ?? {};
    return {
      locale,
      label: localeConfig.label ?? locale,
      htmlLang: localeConfig.htmlLang ?? locale,
      direction: localeConfig.direction ?? 'ltr',
      baseUrl: locale === config.i18n.defaultLocale ? config.baseUrl : `${config.baseUrl}${locale}/`,
    };
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
      case 'docsVersionDropdown':
        if (item.type === 'html')
          items.push({ type: 'html', position: item.position, value: item.value, ...className });
        else items.push({ type: item.type, position: item.position, ...className });
        return;
      case 'dropdown':
        items.push({
          type: 'dropdown',
          position: item.position,
          label: item.label,
          ...(item.to || item.href ? { href: item.to ? urls.to(item.to) : urls.href(item.href ?? '').href } : {}),
          ...className,
          items: item.items.map((sub) =>
            sub.type === 'html'
              ? { type: 'html' as const, value: sub.value, ...(sub.className ? { className: sub.className } : {}) }
              : { type: 'link' as const, ...resolveLink(sub, urls) },
          ),
        });
        return;
      case 'doc': {
        const doc = content.docsById.get(item.docId);
        if (!doc) {
          problems.push(
            `themeConfig.navbar.items.${index}.docId: no doc has the id ${JSON.stringify(item.docId)} (${config.where([...where, 'docId'])}); doc ids include ${[...content.docsById.keys()].slice(0, 6).join(', ')}`,
          );
          return;
        }
        const href = urls.route(doc.route);
        items.push({
          type: 'link',
          position: item.position,
          label: item.label ?? doc.sidebarLabel,
          href,
          external: false,
          activeBasePath: href,
          ...className,
        });
        return;
      }
      case 'docSidebar': {
        // Own keys only: a sidebarId of `toString` or `__proto__` must not find Object's members.
        if (!Object.hasOwn(sidebars, item.sidebarId)) {
          problems.push(
            `themeConfig.navbar.items.${index}.sidebarId: Sidebar with ID ${JSON.stringify(item.sidebarId)} doesn't exist (${config.where([...where, 'sidebarId'])}); sidebars: ${Object.keys(sidebars).join(', ') || 'none'}`,
          );
          return;
        }
        const first = firstLink(sidebars[item.sidebarId] ?? []);
        if (!first) {
          problems.push(
            `themeConfig.navbar.items.${index}.sidebarId: Sidebar with ID ${JSON.stringify(item.sidebarId)} doesn't have anything to be linked to (${config.where([...where, 'sidebarId'])}); sidebars: ${Object.keys(sidebars).join(', ') || 'none'}`,
          );
          return;
        }
        items.push({
          type: 'link',
          position: item.position,
          label: item.label,
          href: first,
          external: false,
          activeSidebar: item.sidebarId,
          ...className,
        });
        return;
      }
      case 'docsVersion': {
        const version = versions[0];
        items.push({
          type: 'link',
          position: item.position,
          label: item.label ?? version?.label ?? 'Docs',
          href: item.to ? urls.to(item.to) : (version?.mainDocHref ?? config.baseUrl),
          external: false,
          ...(version ? { activeBasePath: version.path } : {}),
          ...className,
        });
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
    ...(config.trailingSlash !== undefined ? { trailingSlash: config.trailingSlash } : {}),
    ...(favicon ? { favicon } : {}),
    locale: config.i18n.defaultLocale,
    defaultLocale: config.i18n.defaultLocale,
    locales,
    version: 'current',
    versions,
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
            },
          }
        : {}),
      hideOnScroll: navbar.hideOnScroll,
      ...(navbar.style ? { style: navbar.style } : {}),
      items,
    },
    ...(config.themeConfig.footer ? { footer: resolveFooter(config.themeConfig.footer, urls) } : {}),
    ...(config.themeConfig.announcementBar ? { announcementBar: config.themeConfig.announcementBar } : {}),
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
    // An icon-only link (no label) still shows its name until a stylesheet draws the icon.
    label: item.label ?? item['aria-label'] ?? '',
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

/** Resolves one sidebar node to URLs. */
export function resolveSidebarItem(node: SidebarNode, content: ContentModel, urls: UrlResolver): SidebarItemData {
  if (node.type === 'doc') {
    const doc = content.docsById.get(node.id);
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
  const href = categoryHref(node, content, urls);
  return {
    type: 'category',
    label: node.label,
    ...(href ? { href } : {}),
    collapsible: node.collapsible,
    collapsed: node.collapsed,
    items: node.items.map((child) => resolveSidebarItem(child, content, urls)),
  };
}

/** URL of a category's own page, if it has one. */
export function categoryHref(node: SidebarNode & { type: 'category' }, content: ContentModel, urls: UrlResolver) {
  if (node.link?.type === 'generated-index') return urls.route(node.link.route);
  if (node.link?.type === 'doc') {
    const doc = content.docsById.get(node.link.id);
    return doc ? urls.route(doc.route) : undefined;
  }
  return undefined;
}

function firstLink(items: SidebarItemData[]): string | undefined {
  for (const item of items) {
    if (item.type === 'link' && !item.external) return item.href;
    if (item.type === 'category') {
      if (item.href) return item.href;
      const nested = firstLink(item.items);
      if (nested) return nested;
    }
  }
  return undefined;
}

/**
 * URL helpers of the theme. Every href in the contract is already final; these only compare
 * them with the current page and swap a locale or version prefix.
 */
import type {
  DropdownEntryData,
  LinkData,
  LocaleData,
  PageData,
  SidebarItemData,
  SiteData,
  VersionData,
} from './types.ts';

/** A path without query, hash and trailing slash (the root `/` stays), for comparisons. */
export function normalizePath(href: string): string {
  // indexOf, not a regex split: a sidebar of 5,000 links compares every href on every page.
  const query = href.indexOf('?');
  const hash = href.indexOf('#');
  const end = query === -1 ? hash : hash === -1 ? query : Math.min(query, hash);
  const path = end === -1 ? href : href.slice(0, end);
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** True when `href` points at the page at `pagePath` (trailing slashes ignored). */
export function isCurrentPath(href: string, pagePath: string): boolean {
  return normalizePath(href) === normalizePath(pagePath);
}

/**
 * Whether a navbar or footer link is active on `page`: the exact page, every doc of its
 * `activeSidebar`, a match of `activeBaseRegex`, else a prefix match of `activeBasePath`.
 */
export function isLinkActive(link: LinkData, page: PageData): boolean {
  if (link.external) return false;
  if (isCurrentPath(link.href, page.path)) return true;
  if (link.activeSidebar !== undefined && page.doc?.sidebar === link.activeSidebar) return true;
  if (link.activeBaseRegex !== undefined) return new RegExp(link.activeBaseRegex).test(page.path);
  if (link.activeBasePath !== undefined) return page.path.startsWith(link.activeBasePath);
  return false;
}

/** The part of `path` after `prefix` (a URL prefix ending in `/`), or undefined if outside it. */
function stripPrefix(path: string, prefix: string): string | undefined {
  if (path.startsWith(prefix)) return path.slice(prefix.length);
  // The prefix's own page may be written without its trailing slash.
  if (`${path}/` === prefix) return '';
  return undefined;
}

/**
 * The same page in another locale: the current locale's prefix swapped for the target's.
 * The client later appends the current search string and hash.
 */
export function getLocaleHref(site: SiteData, page: PageData, target: LocaleData): string {
  const current = site.locales.find((locale) => locale.locale === site.locale);
  const rest = stripPrefix(page.path, current?.baseUrl ?? site.baseUrl);
  return `${target.baseUrl}${rest ?? ''}`;
}

/**
 * The version the page belongs to: the one its page data names, else the longest version path
 * that prefixes it (versions can nest, e.g. `/docs/` and `/docs/next/`). Undefined outside the docs.
 */
export function getPageVersion(site: SiteData, page: PageData): VersionData | undefined {
  if (page.version !== undefined) return site.versions.find((version) => version.name === page.version);
  if (!page.doc) return undefined;
  let best: VersionData | undefined;
  for (const version of site.versions) {
    if (stripPrefix(page.path, version.path) === undefined) continue;
    if (best === undefined || version.path.length > best.path.length) best = version;
  }
  return best;
}

/** The version served at the docs root. */
export function getLastVersion(site: SiteData): VersionData | undefined {
  return site.versions.find((version) => version.isLast) ?? site.versions[0];
}

/**
 * The same doc in another version (Docusaurus matches docs by id across versions, generated
 * indexes by path), or the target's main doc when it does not exist there or the page is not a doc.
 */
export function getVersionHref(site: SiteData, page: PageData, target: VersionData): string {
  const current = page.kind === 'doc' || page.kind === 'category' ? getPageVersion(site, page) : undefined;
  if (!current) return target.mainDocHref;
  if (current.name === target.name) return page.path;
  return page.doc?.alternates?.[target.name] ?? target.mainDocHref;
}

/**
 * The version a docs-bound navbar link follows: the page's own on a docs page, else the reader's
 * preferred one (known only in the browser), else the last.
 */
export function getActiveVersionName(
  site: SiteData,
  page: PageData,
  preferred: string | undefined,
): string | undefined {
  const own = getPageVersion(site, page);
  if (own) return own.name;
  if (preferred !== undefined && site.versions.some((version) => version.name === preferred)) return preferred;
  return getLastVersion(site)?.name;
}

/**
 * A dropdown's entries as shown in docs version `active`: a `doc`, `docSidebar` or `docsVersion`
 * entry becomes that version's link, and is left out where the version lacks its target (as
 * Docusaurus hides it); other entries stay as they are.
 */
export function selectVersionEntries(entries: DropdownEntryData[], active: string | undefined): DropdownEntryData[] {
  return entries.flatMap((entry): DropdownEntryData[] => {
    if (entry.type !== 'link' || !entry.versions || active === undefined) return [entry];
    const link = entry.versions[active];
    return link ? [{ type: 'link', ...link }] : [];
  });
}

/** True when the sidebar subtree contains the page (the category's own page included). */
export function sidebarItemContainsPath(item: SidebarItemData, pagePath: string): boolean {
  if (item.type === 'html') return false;
  if (item.type === 'link') return normalizePath(item.href) === normalizePath(pagePath);
  return pathsInCategory(item).has(normalizePath(pagePath));
}

type CategoryItem = Extract<SidebarItemData, { type: 'category' }>;

/**
 * The normalised paths a category holds (its own page included), gathered once per category:
 * every category asks on every page, and a large sidebar's categories hold thousands of pages.
 */
const categoryPaths = new WeakMap<CategoryItem, Set<string>>();

function pathsInCategory(category: CategoryItem): Set<string> {
  let paths = categoryPaths.get(category);
  if (!paths) {
    paths = new Set(category.href !== undefined ? [normalizePath(category.href)] : []);
    for (const child of category.items) {
      if (child.type === 'link') paths.add(normalizePath(child.href));
      else if (child.type === 'category') for (const path of pathsInCategory(child)) paths.add(path);
    }
    categoryPaths.set(category, paths);
  }
  return paths;
}

/** A React key for a sidebar entry, unique among its siblings. */
export function sidebarItemKey(item: SidebarItemData): string {
  return item.type === 'html' ? `html|${item.value}` : `${item.label}|${item.href ?? ''}`;
}

/** Joins class names, skipping empty ones. */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

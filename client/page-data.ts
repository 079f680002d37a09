/**
 * Which URLs are pages of this site, where their data lives, and a bounded cache of the data
 * promises shared by prefetching and navigation.
 */
import type { PageData, SiteData } from '../src/shared/types.ts';

/** Route-matching caches hold at most this many entries (spec constant). */
export const ROUTE_CACHE_LIMIT = 10_000;

/** Reads `key` and marks it recently used (a Map iterates in insertion order: first = least recent). */
export function lruGet<K, V>(map: Map<K, V>, key: K): V | undefined {
  const value = map.get(key);
  if (value !== undefined) {
    map.delete(key);
    map.set(key, value);
  }
  return value;
}

/** Stores `key` as the most recently used entry, forgetting the least recently used past `limit`. */
export function lruSet<K, V>(map: Map<K, V>, key: K, value: V, limit = ROUTE_CACHE_LIMIT): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > limit) map.delete(map.keys().next().value as K);
}

/**
 * The clean form of a URL path: `/a/index.html` → `/a`, `/a.html` → `/a` (the home page keeps
 * the base URL's trailing slash). Other paths are returned as they are.
 */
export function cleanPathname(pathname: string, baseUrl: string): string {
  const clean = pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '');
  return `${clean}/` === baseUrl ? baseUrl : clean;
}

/** A path as a cache/comparison key: clean, decoded, without trailing slash. */
export function routeKey(pathname: string, baseUrl: string): string {
  let path = cleanPathname(pathname, baseUrl);
  try {
    path = decodeURI(path);
  } catch {
    // A malformed escape stays as written; it simply matches nothing.
  }
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * The URL of a page of this site (locale) that the client can render, or undefined for anything
 * the browser should load itself: other origins, paths outside the base URL or under another
 * locale's prefix, and files (a last segment with an extension other than .html).
 */
export function pageUrlOf(href: string, site: SiteData): URL | undefined {
  let url: URL;
  try {
    url = new URL(href, location.href);
  } catch {
    return undefined;
  }
  const path = url.pathname;
  const { baseUrl, locales } = site;
  if (url.origin !== location.origin || (!path.startsWith(baseUrl) && `${path}/` !== baseUrl)) return undefined;
  // Another locale is another build, with its own site data.
  if (locales.some((locale) => locale.baseUrl.length > baseUrl.length && path.startsWith(locale.baseUrl))) {
    return undefined;
  }
  if (/\.[a-z\d]+$/i.test(path) && !path.endsWith('.html')) return undefined;
  // Another docs version's pages carry their own site data (that version's sidebars).
  // So do another docs plugin instance's pages (site.docsSets).
  if (
    (site.versions.length > 1 || site.docsSets) &&
    versionOfPath(path, site) !== undefined &&
    versionOfPath(path, site) !== site.version
  ) {
    return undefined;
  }
  return url;
}

/**
 * The docs version (or another docs instance's set) whose path prefixes `path` (the longest:
 * `/docs/next/` within `/docs/`), if any.
 */
export function versionOfPath(path: string, site: SiteData): string | undefined {
  let best: { name: string; path: string } | undefined;
  for (const version of [...site.versions, ...(site.docsSets ?? [])]) {
    const inside = path.startsWith(version.path) || `${path}/` === version.path;
    if (inside && (best === undefined || version.path.length > best.path.length)) best = version;
  }
  return best?.name;
}

/** The page-data JSON of a page path, as written by the build (`page-data/<route or 'index'>.json`). */
export function pageDataUrl(pathname: string, baseUrl: string): string {
  let route = cleanPathname(pathname, baseUrl).slice(baseUrl.length);
  if (route.endsWith('/')) route = route.slice(0, -1);
  return `${baseUrl}page-data/${route || 'index'}.json`;
}

/** How a page's data is requested. */
export interface LoadOptions {
  /** `low` for viewport prefetches, so they never compete with what the reader asked for. */
  priority?: 'high' | 'low';
  /** Skip both caches (ours and the HTTP cache): watch mode after a rebuild. */
  fresh?: boolean;
}

/** Loads page data by path; one promise per page, shared by prefetch and navigation. */
export interface PageDataStore {
  load(pathname: string, options?: LoadOptions): Promise<PageData>;
  /** Seeds the cache (the first page, read from the document). */
  put(pathname: string, page: PageData): void;
  /** Forgets one page's data (watch mode: the page was rebuilt). */
  delete(pathname: string): void;
}

/** Creates the page-data store of the site. A failed load is forgotten, so it can be retried. */
export function createPageDataStore(baseUrl: string): PageDataStore {
  const cache = new Map<string, Promise<PageData>>();
  return {
    load(pathname, options = {}) {
      const key = routeKey(pathname, baseUrl);
      const cached = options.fresh ? undefined : lruGet(cache, key);
      if (cached) return cached;
      const pending = fetch(pageDataUrl(pathname, baseUrl), {
        priority: options.priority ?? 'high',
        ...(options.fresh ? { cache: 'reload' } : {}),
      })
        .then((response) => {
          if (!response.ok) throw new Error(`HTTP ${response.status}`);
          return response.json() as Promise<PageData>;
        })
        .then((page) => {
          // A host answering with something else (an HTML error page as JSON...): load the page instead.
          if (typeof page?.kind !== 'string') throw new Error('Not page data');
          return page;
        });
      lruSet(cache, key, pending);
      pending.catch(() => {
        if (cache.get(key) === pending) cache.delete(key);
      });
      return pending;
    },
    put(pathname, page) {
      lruSet(cache, routeKey(pathname, baseUrl), Promise.resolve(page));
    },
    delete(pathname) {
      cache.delete(routeKey(pathname, baseUrl));
    },
  };
}

/**
 * The pages of Docusaurus's client-redirects plugin: each old path (`redirects[].from`, what
 * `createRedirects` gives for an existing page, `fromExtensions`/`toExtensions`) gets a small HTML
 * page that sends the reader on, as the plugin writes it: a meta refresh, a canonical link, and a
 * script that keeps the query and hash. An old path that is a page of the site is not overwritten
 * (named in a warning, as the plugin does).
 */
import type { Config } from '../../config/schema.ts';
import { escapeHtml, jsonForScript } from '../../util/html.ts';

/** One redirect page: where it is written (relative to the output) and its HTML. */
export interface RedirectPage {
  from: string;
  to: string;
  file: string;
  html: string;
}

/** The plugin's page for a target URL (its `createRedirectPageContent`). */
export function renderRedirectPage(to: string): string {
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html>
  <head>
    <meta charset="UTF-8">
    <meta http-equiv="refresh" content="0; url=${href}">
    <link rel="canonical" href="${href}" />
  </head>
  <script>
    window.location.href = ${jsonForScript(to)} + window.location.search + window.location.hash;
  </script>
</html>
`;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/**
 * The redirect pages of a build. `existing`: the site's page paths with the base URL
 * (`/lib/docs/intro`); redirect paths are written without it, as in Docusaurus's config.
 */
export function createRedirectPages(options: {
  redirects: NonNullable<Config['clientRedirects']>;
  baseUrl: string;
  existing: string[];
  trailingSlash: boolean | undefined;
  warn: (message: string) => void;
}): RedirectPage[] {
  const { redirects, baseUrl } = options;
  const base = baseUrl.replace(/\/$/, '');
  const existing = new Set(options.existing.map(trimSlash));
  /** Paths without the base URL, as the plugin hands them to `createRedirects`. */
  const pages = [...existing].map((p) => (p.startsWith(base) ? p.slice(base.length) || '/' : p));
  const wanted = new Map<string, string>();
  const add = (from: string, to: string) => {
    const key = trimSlash(from);
    if (!wanted.has(key)) wanted.set(key, to);
  };
  for (const { from, to } of redirects.redirects) for (const f of Array.isArray(from) ? from : [from]) add(f, to);
  for (const page of pages) {
    for (const ext of redirects.fromExtensions) if (page !== '/') add(`${page}.${ext.replace(/^\./, '')}`, page);
    for (const ext of redirects.toExtensions) {
      const match = new RegExp(`\\.${ext.replace(/^\./, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).exec(page);
      if (match) add(page.slice(0, match.index), page);
    }
    if (redirects.createRedirects) {
      let created: ReturnType<NonNullable<typeof redirects.createRedirects>>;
      try {
        created = redirects.createRedirects(page);
      } catch (error) {
        throw new Error(
          `clientRedirects.createRedirects threw for ${page}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      for (const from of created == null ? [] : Array.isArray(created) ? created : [created]) {
        if (typeof from === 'string' && from.startsWith('/')) add(from, page);
      }
    }
  }
  const result: RedirectPage[] = [];
  const overriding: string[] = [];
  const missing: string[] = [];
  for (const [from, to] of wanted) {
    const full = trimSlash(base + from);
    if (existing.has(full)) {
      overriding.push(from);
      continue;
    }
    const url = /^https?:/.test(to) ? to : `${base}${to}`;
    if (!/^https?:/.test(to) && !existing.has(trimSlash(url))) missing.push(`${from} -> ${to}`);
    // As the plugin writes them: `from.html` with trailingSlash false or an .html path, else `from/index.html`.
    const rel = from.replace(/^\/+/, '');
    const file = /\.html?$/.test(rel)
      ? rel
      : options.trailingSlash === false && rel
        ? `${rel}.html`
        : `${rel ? `${rel}/` : ''}index.html`;
    result.push({ from, to: url, file, html: renderRedirectPage(url) });
  }
  if (overriding.length > 0) {
    options.warn(
      `clientRedirects: ${overriding.length} redirect${overriding.length === 1 ? '' : 's'} would replace a page of the site and ${overriding.length === 1 ? 'was' : 'were'} left out: ${overriding.slice(0, 5).join(', ')}${overriding.length > 5 ? ', ...' : ''}`,
    );
  }
  if (missing.length > 0) {
    options.warn(
      `clientRedirects: ${missing.length} redirect${missing.length === 1 ? ' leads' : 's lead'} to no page of the site: ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ', ...' : ''}`,
    );
  }
  return result;
}

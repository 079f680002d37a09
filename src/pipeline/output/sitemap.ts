import { escapeHtml } from '../../util/html.ts';

/** One page of the sitemap, with its translations when the site has several locales. */
export interface SitemapEntry {
  url: string;
  /** `xhtml:link rel="alternate" hreflang` entries (Google's form for translated pages). */
  alternates?: Array<{ hreflang: string; href: string }>;
}

/** sitemap.xml for the given pages (absolute URLs). */
export function createSitemap(entries: SitemapEntry[]): string {
  const withAlternates = entries.some((entry) => entry.alternates);
  const body = entries
    .map((entry) => {
      const links = (entry.alternates ?? []).map(
        (a) => `<xhtml:link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(a.href)}"/>`,
      );
      return `<url><loc>${escapeHtml(entry.url)}</loc>${links.join('')}</url>`;
    })
    .join('\n');
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${
    withAlternates ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''
  }`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${body}\n</urlset>\n`;
}

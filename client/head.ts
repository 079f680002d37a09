/** Keeps the document head in step with the page after a client-side navigation. */
import type { PageData, SiteData } from '../src/shared/types.ts';

/**
 * `Intro | React Native Health Connect`; the home page is the site title alone (unless it set its
 * own with `<Layout title>`). Same rule as
 * the build's `pageTitle` (src/pipeline/render/render-document.ts).
 */
export function pageTitle(site: SiteData, page: PageData): string {
  if (page.documentTitle) return page.documentTitle;
  if ((page.kind === 'home' && !page.ownTitle) || !page.title || page.title === site.title) return site.title;
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

/** Sets the title and the description meta (removed when the page has none, as the build does). */
export function updateHead(site: SiteData, page: PageData): void {
  document.title = pageTitle(site, page);
  const description = page.description ?? (page.kind === 'home' ? site.tagline : '');
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    meta?.remove();
    return;
  }
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
}

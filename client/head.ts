/** Keeps the document head in step with the page after a client-side navigation. */
import { pageTitle } from '../src/shared/page-title.ts';
import type { PageData, SiteData } from '../src/shared/types.ts';

export { pageTitle };

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

/** The document title of a page: one rule for the build (render-document.ts) and the client (head.ts). */
import type { PageData, SiteData } from './types.ts';

/** Kinds whose title is always formatted with the site's, whatever it is (see pageTitle). */
const FORMATTED_KINDS: ReadonlySet<PageData['kind']> = new Set(['doc', 'category', 'mdPage', 'blogPost']);

/**
 * `Intro | React Native Health Connect`; the home page is the site title alone, unless it named its
 * own title as a Docusaurus page does (`<Layout title>`).
 */
export function pageTitle(site: SiteData, page: PageData): string {
  if (page.documentTitle) return page.documentTitle;
  // A title the page named itself (<Layout title>) is formatted as Docusaurus does, even when it
  // is the site's title ("React Redux | React Redux"). So is a doc, category index, markdown page
  // or post titled as the site is: their Docusaurus components pass it to useTitleFormatter.
  const sameAsSite = page.title === site.title && !page.ownTitle && !FORMATTED_KINDS.has(page.kind);
  if ((page.kind === 'home' && !page.ownTitle) || !page.title || sameAsSite) {
    return site.title;
  }
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

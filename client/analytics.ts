/**
 * Page views after a client-side navigation, as Docusaurus's gtag and google-analytics plugins
 * send them on a route update (src/pipeline/render/head-tags.ts writes their snippets): the first page view
 * is the snippet's own. Nothing happens on a site without analytics.
 */
let lastPath = `${location.pathname}${location.search}`;

/** Reports the page now shown when the URL's path or query changed. */
export function reportPageView(): void {
  const path = `${location.pathname}${location.search}`;
  if (path === lastPath) return;
  lastPath = path;
  const w = window as { gtag?: (...args: unknown[]) => void; ga?: (...args: unknown[]) => void };
  // After the title has been updated (Docusaurus waits a tick too).
  setTimeout(() => {
    w.gtag?.('set', 'page_path', path + location.hash);
    w.gtag?.('event', 'page_view');
    w.ga?.('set', 'page', path + location.hash);
    w.ga?.('send', 'pageview');
  });
}

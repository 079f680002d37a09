/**
 * The browser entry: hydrates the server-rendered page and starts the router, prefetching and
 * the document-wide listeners. Everything here is on every page's first load: keep it small,
 * and load rarely used features lazily (see lazy.tsx).
 */
import { startTransition, useSyncExternalStore } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { FEATURE_SWIZZLED } from '../src/shared/features.ts';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { App } from '../templates/App.tsx';
import { handleCodeCopyClick } from '../templates/CodeBlock/copy.ts';
import { reportPageView } from './analytics.ts';
import { installDevHooks } from './dev-hooks.ts';
import { mountIslands, shareReact } from './islands.ts';
import { renderDiagrams } from './mermaid.ts';
import { createPageDataStore } from './page-data.ts';
import { installLinkPreferences } from './preferences.ts';
import { installPrefetch } from './prefetch.ts';
import { createRouter } from './router.ts';
import { mountSearchPage } from './search-page.ts';
import { installTabs, restoreTabChoices } from './tabs.ts';

declare global {
  interface Window {
    /** Site data, from the `site-data.<hash>.js` script the page loads before this one. */
    __RNHC_SITE__?: SiteData;
  }
}

/**
 * Page data without its content: the content is read back from the server-rendered DOM, and so is
 * a swizzled DocItem/Footer's HTML (src/pipeline/render/render-document.ts leaves both out).
 */
function readInitialPage(): PageData {
  const json = document.getElementById('__rnhc-page')?.textContent ?? '{}';
  const content = document.querySelector('[data-rnhc-content]');
  const page: PageData = {
    ...(JSON.parse(json) as Omit<PageData, 'contentHtml'>),
    contentHtml: content?.innerHTML ?? '',
  };
  const footer = FEATURE_SWIZZLED ? document.querySelector('.swizzled-doc-footer') : null;
  if (footer && page.doc && page.doc.footerHtml === undefined) page.doc = { ...page.doc, footerHtml: footer.innerHTML };
  return page;
}

const site = window.__RNHC_SITE__;
const container = document.getElementById('__rnhc');
// Without site data (its script failed to load) the static page stays as it is: still readable.
if (site && container) {
  const pages = createPageDataStore(site.baseUrl);
  const router = createRouter({ site, page: readInitialPage(), pages });
  const Root = () => {
    const page = useSyncExternalStore(router.subscribe, router.getPage, router.getPage);
    return <App site={site} page={page} />;
  };
  // As a transition, hydration yields to the browser every few milliseconds instead of running as
  // one long task: the page answers input sooner while it hydrates (less Total Blocking Time).
  startTransition(() => {
    hydrateRoot(container, <Root />);
  });
  // Site components and React pages: hydrated on their own, on pages that have them.
  shareReact();
  mountIslands();
  router.onRender(mountIslands);
  // Mermaid diagrams, on pages that have some.
  renderDiagrams();
  router.onRender(renderDiagrams);
  // The search page's live results, on the search page.
  mountSearchPage();
  router.onRender(mountSearchPage);
  // Analytics page views of client-side navigations (a site with gtag or Google Analytics).
  router.onRender(reportPageView);

  document.addEventListener('click', handleCodeCopyClick);
  // MDX tabs: delegated listeners (nothing to do on pages without tabs); choices reapplied per page.
  installTabs();
  router.onRender(() => restoreTabChoices());
  installLinkPreferences();
  const watchLinks = installPrefetch({
    pageUrlOf: router.linkUrl,
    load(url, priority) {
      pages.load(url.pathname, { priority }).catch(() => {
        // A failed prefetch is forgotten; the click will load the page itself.
      });
    },
  });
  watchLinks();
  router.onRender(watchLinks);
  installDevHooks(router, pages);
}

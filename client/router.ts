/**
 * Client-side navigation: internal links render the next page from its page data instead of
 * loading a new document. The browser keeps everything the client cannot do better: other
 * origins, other locales, files, new tabs, downloads, and same-page hash links (native fragment
 * navigation also moves the keyboard's focus starting point to the heading).
 */
import { flushSync } from 'react-dom';
import type { PageData, SiteData } from '../src/shared/types.ts';
import { getHashTarget, NAVIGATION_EVENT, type NavigationDetail } from '../templates/navigation.ts';
import { updateHead } from './head.ts';
import { cleanPathname, lruGet, lruSet, type PageDataStore, pageUrlOf, routeKey } from './page-data.ts';
import { createProgress, PROGRESS_START_DELAY } from './progress.ts';

/** The router, as the entry and the dev hooks use it. */
export interface Router {
  /** The page shown (for `useSyncExternalStore`). */
  getPage(): PageData;
  subscribe(listener: () => void): () => void;
  /** Where a link goes when the router handles it; undefined for links left to the browser. */
  linkUrl(anchor: HTMLAnchorElement): URL | undefined;
  /**
   * Watch mode: takes `data` as the new data of `path` (default: the page shown), or without it
   * fetches the data again bypassing every cache, and re-renders the page in place keeping the
   * scroll position when it is the page shown.
   */
  reload(path?: string, data?: PageData): Promise<void>;
  /** Called after every rendered route change (prefetch watches the new links). */
  onRender(listener: () => void): void;
}

type HistoryState = { key?: string } | null;

const newKey = () => Math.random().toString(36).slice(2, 10);

/** Creates the router of the page and starts listening to clicks and history changes. */
export function createRouter(options: { site: SiteData; page: PageData; pages: PageDataStore }): Router {
  const { site, pages } = options;
  const base = site.baseUrl;
  let page = options.page;
  const listeners = new Set<() => void>();
  const renderListeners: Array<() => void> = [];
  // Scroll positions by history entry, restored on back and forward.
  const scrolls = new Map<string, number>();
  const progress = createProgress();
  let progressTimer: ReturnType<typeof setTimeout> | undefined;
  let navigationId = 0;
  let shownKey = routeKey(location.pathname, base);

  // History keeps the browser's scroll restoration ('auto'): a reload, or a back to another
  // document, restores as usual. On a back or forward between pages rendered here, the browser
  // restores onto the old page; the saved position is applied again once the page is rendered,
  // in the same task when its data is cached, so nothing jumps on screen.
  const keyEntry = (): string => {
    const state = history.state as HistoryState;
    if (typeof state?.key === 'string') return state.key;
    const key = newKey();
    history.replaceState({ ...state, key }, '');
    return key;
  };
  // `/docs/intro.html` and `/docs/intro/index.html` are shown as `/docs/intro`.
  if (pageUrlOf(location.href, site)) {
    const clean = cleanPathname(location.pathname, base);
    if (clean !== location.pathname) history.replaceState(history.state, '', clean + location.search + location.hash);
  }
  let entryKey = keyEntry();
  pages.put(page.path, page);

  const render = (next: PageData) => {
    page = next;
    flushSync(() => {
      for (const listener of listeners) listener();
    });
  };

  // The navbar hides for an in-page anchor, shows for anything else.
  const notify = () => {
    const detail: NavigationDetail = { hash: location.hash };
    window.dispatchEvent(new CustomEvent(NAVIGATION_EVENT, { detail }));
  };

  const finishProgress = () => {
    clearTimeout(progressTimer);
    progress.done();
  };

  const scrollAfterNavigation = (saved: number | undefined) => {
    const target = getHashTarget(location.hash);
    if (saved !== undefined) window.scrollTo(0, saved);
    else if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
  };

  // Like modern routers, move focus to the new page's heading: screen readers announce it, and
  // the next Tab continues from the content instead of the link that was clicked.
  const focusPage = () => {
    const main = document.getElementById('__main');
    const heading = main?.querySelector('h1');
    const target = heading ?? main;
    if (!target) return;
    if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };

  const go = async (url: URL, mode: 'push' | 'pop'): Promise<void> => {
    const id = ++navigationId;
    const key = routeKey(url.pathname, base);
    lruSet(scrolls, entryKey, window.scrollY);
    const commitHistory = () => {
      if (mode === 'pop') {
        entryKey = keyEntry();
        return;
      }
      entryKey = newKey();
      const href = cleanPathname(url.pathname, base) + url.search + url.hash;
      const same = href === location.pathname + location.search + location.hash;
      history[same ? 'replaceState' : 'pushState']({ key: entryKey }, '', href);
    };
    const saved = mode === 'pop' ? lruGet(scrolls, keyEntry()) : undefined;

    if (key === shownKey) {
      commitHistory();
      finishProgress();
      notify();
      scrollAfterNavigation(saved);
      return;
    }

    clearTimeout(progressTimer);
    progressTimer = setTimeout(() => progress.start(), PROGRESS_START_DELAY);
    let next: PageData;
    try {
      next = await pages.load(url.pathname);
    } catch {
      // 404 page data or a network error: let the browser load the page (or the host's 404).
      if (id === navigationId) {
        if (mode === 'pop') location.reload();
        else location.assign(url.href);
      }
      return;
    }
    if (id !== navigationId) return;
    // A redirect page (Docusaurus's `<Redirect>`) sends the reader on, as its HTML does.
    if (next.redirect) {
      location.assign(next.redirect);
      return;
    }
    commitHistory();
    shownKey = key;
    // Head first: a crash screen rendered by this render sets its own title.
    updateHead(site, next);
    render(next);
    notify();
    scrollAfterNavigation(saved);
    focusPage();
    finishProgress();
    for (const listener of renderListeners) listener();
  };

  const linkUrl = (anchor: HTMLAnchorElement): URL | undefined => {
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
    return pageUrlOf(anchor.href, site);
  };

  document.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const url = anchor instanceof HTMLAnchorElement ? linkUrl(anchor) : undefined;
    if (!url) return;
    // A hash on the page shown: the browser scrolls and pushes history; popstate follows.
    if (url.hash && routeKey(url.pathname, base) === shownKey && url.search === location.search) return;
    event.preventDefault();
    void go(url, 'push');
  });
  window.addEventListener('popstate', () => {
    void go(new URL(location.href), 'pop');
  });

  return {
    getPage: () => page,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    linkUrl,
    async reload(path, data) {
      if (path !== undefined && routeKey(path, base) !== shownKey) {
        if (data) pages.put(path, data);
        else pages.delete(path);
        return;
      }
      const { scrollX, scrollY } = window;
      let next: PageData;
      if (data) {
        next = data;
        pages.put(location.pathname, data);
      } else {
        try {
          next = await pages.load(location.pathname, { fresh: true });
        } catch {
          location.reload();
          return;
        }
      }
      updateHead(site, next);
      render(next);
      window.scrollTo(scrollX, scrollY);
    },
    onRender(listener) {
      renderListeners.push(listener);
    },
  };
}

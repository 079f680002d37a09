/**
 * Loads a page's data before the reader clicks: at once when they point at, focus or touch a
 * link (preload), and in idle time when a link scrolls into view (prefetch). Both are skipped on
 * 2g connections and with data saving on, as Docusaurus does.
 */

interface NetworkInformationLike {
  saveData?: boolean;
  effectiveType?: string;
}

/** False on a slow or metered connection, where loading pages nobody asked for costs the reader. */
export function canPrefetch(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformationLike }).connection;
  return !(connection?.saveData || connection?.effectiveType?.includes('2g'));
}

/** What prefetching needs from the router. */
export interface PrefetchOptions {
  /** The page URL a link leads to, or undefined when it is not a page the client renders. */
  pageUrlOf(anchor: HTMLAnchorElement): URL | undefined;
  /** Starts loading a page's data (cached: calling it twice costs nothing). */
  load(url: URL, priority: 'high' | 'low'): void;
}

const idle: (callback: () => void) => void =
  typeof requestIdleCallback === 'function'
    ? (callback) => requestIdleCallback(callback, { timeout: 2000 })
    : (callback) => setTimeout(callback, 1);

/** Installs the listeners; call the returned function after each render to watch new links. */
export function installPrefetch({ pageUrlOf, load }: PrefetchOptions): () => void {
  const preload = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const url = anchor && canPrefetch() ? pageUrlOf(anchor) : undefined;
    if (url) load(url, 'high');
  };
  for (const type of ['mouseover', 'focusin', 'touchstart']) {
    document.addEventListener(type, preload, { passive: true, capture: true });
  }

  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const anchor = entry.target as HTMLAnchorElement;
            observer?.unobserve(anchor);
            idle(() => {
              const url = canPrefetch() && anchor.isConnected ? pageUrlOf(anchor) : undefined;
              if (url) load(url, 'low');
            });
          }
        })
      : undefined;

  return () => {
    if (!observer) return;
    observer.disconnect();
    for (const anchor of document.querySelectorAll<HTMLAnchorElement>('a[href]')) {
      if (pageUrlOf(anchor)) observer.observe(anchor);
    }
  };
}

/**
 * Islands (templates/docusaurus/islands.tsx): site components in MDX and React pages, hydrated
 * on their own. A page without `<rnhc-island>` elements loads nothing more; a page with some loads
 * each one's module (content-hashed, with the chunks they share) and hydrates it. After a
 * client-side navigation the islands of the new content are hydrated, and the roots of the
 * content that left are unmounted (their effects cleaned up).
 */
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

declare global {
  interface Window {
    /** The theme client's React, which island modules import instead of bundling their own. */
    __RNHC_SHARED__?: Record<string, unknown>;
  }
}

interface IslandModule {
  m: Record<string, unknown>;
  hydrateIsland(element: Element, component: unknown): { unmount(): void } | undefined;
}

const roots = new Map<Element, { unmount(): void }>();
const loading = new Set<Element>();

/** Shares React with island modules (call once, before the first mount). */
export function shareReact(): void {
  window.__RNHC_SHARED__ = {
    react: React,
    'react/jsx-runtime': JsxRuntime,
    'react-dom': ReactDOM,
    'react-dom/client': ReactDOMClient,
  };
}

/** Unmounts the islands no longer in the document and hydrates the new ones. */
export function mountIslands(): void {
  for (const [element, root] of roots) {
    if (element.isConnected) continue;
    roots.delete(element);
    root.unmount();
  }
  for (const element of document.querySelectorAll('rnhc-island')) {
    const url = element.getAttribute('data-module');
    if (!url || roots.has(element) || loading.has(element)) continue;
    loading.add(element);
    import(/* @vite-ignore */ url).then(
      (module: IslandModule) => {
        loading.delete(element);
        if (!element.isConnected) return;
        const root = module.hydrateIsland(element, module.m[element.getAttribute('data-export') ?? 'default']);
        if (root) roots.set(element, root);
      },
      (error: unknown) => {
        loading.delete(element);
        // The server-rendered markup stays, readable; the failure is for the developer.
        console.error(`rnhc-docs: the island ${url} could not be loaded`, error);
      },
    );
  }
}

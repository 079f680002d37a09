/**
 * Hydrates one island (see templates/docusaurus/islands.tsx). Bundled per site with the site's
 * island components (src/pipeline/islands.ts), not into the theme's client: a page without islands
 * never loads it. React comes from the theme's client (window.__RNHC_SHARED__), so there is one
 * React on the page; the Docusaurus runtime (hooks, Link...) is bundled here, with the same
 * values as at build time: the site data the page loaded and the page's path.
 */
import { type ComponentType, createElement, type ReactNode, useEffect, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { CODE_TAG } from '../src/shared/island-names.ts';
import type { SiteData } from '../src/shared/types.ts';
import {
  DocContext,
  type DocContextValue,
  IsBrowserContext,
  MdxRuntimeContext,
  PageRuntimeContext,
  RoutePage,
} from '../templates/docusaurus/index.tsx';
import { renderPlainCode } from './plain-code.ts';

declare global {
  interface Window {
    __RNHC_SITE__?: SiteData;
  }
}

/**
 * `useIsBrowser` is false while the island hydrates (its first render must be the server's) and
 * true from the effect after, which renders `BrowserOnly` children: Docusaurus's two passes.
 */
function AfterHydration({ children }: { children: ReactNode }) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return createElement(IsBrowserContext.Provider, { value: mounted }, children);
}

/** The island inside the site's swizzled Root, as the server rendered it (templates/docusaurus/islands.tsx). */
function inSiteRoot(SiteRoot: ComponentType<{ children?: ReactNode }> | undefined, node: ReactNode): ReactNode {
  return SiteRoot ? createElement(SiteRoot, null, node) : node;
}

/**
 * Children HTML read back from the first render's DOM, by island (kept for later mounts): one
 * string, or one per index when the server rendered an array of children (`data-index`).
 */
const childrenHtml = new WeakMap<Element, string | string[] | null>();

/** The island's own `<rnhc-children>` (not those of an island inside it). */
function ownChildren(root: Element, island: Element): Element[] {
  return [...root.querySelectorAll('rnhc-children')].filter((node) => node.closest('rnhc-island') === island);
}

/** What the island's children were rendered as, read from the DOM. */
function readChildrenHtml(root: Element, island: Element): string | string[] | null {
  const own = ownChildren(root, island);
  const indexed = own.filter((node) => node.hasAttribute('data-index'));
  if (indexed.length === 0) return own[0]?.innerHTML ?? null;
  const html: string[] = [];
  for (const node of indexed) html[Number(node.getAttribute('data-index'))] = node.innerHTML;
  return html;
}

/** A child of static HTML, which hydration keeps as the server rendered it. */
function staticChild(html: string, index?: number): ReactNode {
  return createElement('rnhc-children', {
    ...(index === undefined ? {} : { key: index, 'data-index': index }),
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's own HTML of the children, read back.
    dangerouslySetInnerHTML: { __html: html },
    suppressHydrationWarning: true,
  });
}

/**
 * Hydrates `element` (an `<rnhc-island>`) with `Component`. Its props are the element's JSON;
 * its MDX children the static HTML of its `<rnhc-children>`, which React keeps as it is.
 */
export function hydrateIsland(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  SiteRoot?: ComponentType<{ children?: ReactNode }>,
): Root | undefined {
  const island = islandTree(element, Component, SiteRoot);
  return island ? hydrateRoot(island.root, island.tree) : undefined;
}

/**
 * Renders `element` with `Component` afresh, in place of the server's HTML (not hydrated): for an
 * island whose server HTML is a stand-in that the browser replaces (a live code block's frame,
 * src/markdown/live-code-block.ts), with the same providers as a hydrated island.
 */
export function renderIsland(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  SiteRoot?: ComponentType<{ children?: ReactNode }>,
): Root | undefined {
  const island = islandTree(element, Component, SiteRoot);
  if (!island) return undefined;
  const root = createRoot(island.root);
  root.render(island.tree);
  return root;
}

/** The island's root element and the React tree it renders (its props, children and providers). */
function islandTree(
  element: Element,
  Component: ComponentType<Record<string, unknown>>,
  SiteRoot?: ComponentType<{ children?: ReactNode }>,
): { root: Element; tree: ReactNode } | undefined {
  const root = element.querySelector(':scope > rnhc-island-root');
  const site = window.__RNHC_SITE__;
  if (!root || !site) return undefined;
  const json = element.querySelector(':scope > script[type="application/json"]')?.textContent ?? '{}';
  const { __rnhcStrings: strings, __rnhcDoc: doc, ...props } = JSON.parse(json) as Record<string, unknown>;
  if (!childrenHtml.has(element)) childrenHtml.set(element, readChildrenHtml(root, element));
  const html = childrenHtml.get(element);
  const children =
    html === null || html === undefined
      ? undefined
      : Array.isArray(html)
        ? Array.from(html, (part, index) => (part === undefined ? undefined : staticChild(part, index)))
        : staticChild(html);
  // A React page gets the site as a prop, as at build time; the strings it translated come with it.
  const pageSite =
    strings && typeof strings === 'object'
      ? { ...site, strings: { ...site.strings, ...(strings as Record<string, string>) } }
      : site;
  if (element.hasAttribute('data-page')) props.site = pageSite;
  const page = { site: pageSite, path: element.getAttribute('data-path') ?? location.pathname, meta: {} };
  // As the server rendered the island (templates/docusaurus/islands.tsx): highlighted code is
  // the server's HTML, kept by hydration (which does not patch inner HTML) and by later renders
  // of the same code (the same HTML string: React leaves the DOM alone). Code the island shows
  // afterwards (gesture-handler's CollapsibleCode: formatted once mounted, expanded by a button)
  // is shown plain, as shiki does not run in the browser; it used to be an empty block.
  let id = 0;
  const mdx = {
    nextId: () => ++id,
    highlight: (code: string, lang: string | undefined) =>
      createElement(CODE_TAG, {
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the code escaped (client/plain-code.ts).
        dangerouslySetInnerHTML: { __html: renderPlainCode(code, lang) },
        suppressHydrationWarning: true,
      }),
  };
  const island = element.hasAttribute('data-page')
    ? // A page gets the props Docusaurus gives it, as at build time (src/pipeline/jsx-pages.ts).
      createElement(RoutePage, { component: Component, props })
    : createElement(Component, children ? { ...props, children } : props);
  return {
    root,
    tree: createElement(
      PageRuntimeContext.Provider,
      { value: page },
      createElement(
        MdxRuntimeContext.Provider,
        { value: mdx },
        createElement(
          AfterHydration,
          null,
          // A swizzled DocItem component reads its doc through useDoc(), as at build time.
          doc
            ? createElement(DocContext.Provider, { value: doc as DocContextValue }, inSiteRoot(SiteRoot, island))
            : inSiteRoot(SiteRoot, island),
        ),
      ),
    ),
  };
}

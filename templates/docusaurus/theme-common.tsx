/**
 * `@docusaurus/theme-common` as site components use it (`useColorMode`, `useThemeConfig`,
 * `ThemeClassNames`, ...), on rnhc-docs' page model. At build time and while an island hydrates,
 * the values are the site's defaults (the server's HTML must match); once mounted in the browser,
 * the color mode is the page's (the theme's toggle sets `data-theme` on <html>) and follows it.
 */
import { createElement, Fragment, type ReactNode, useContext, useEffect, useState } from 'react';
import type { ColorMode } from '../../src/shared/types.ts';
import { applyColorModeChoice, getLocalStorage, systemPrefersDark } from '../colorMode.ts';
import { IsBrowserContext, PageRuntimeContext } from './index.tsx';

function useSite() {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('A Docusaurus component was rendered outside a page (missing context provider)');
  return runtime;
}

function pageColorMode(): ColorMode | undefined {
  const mode = typeof document !== 'undefined' ? document.documentElement.dataset.theme : undefined;
  return mode === 'dark' || mode === 'light' ? mode : undefined;
}

/** `useColorMode`: the page's color mode and a setter that switches it as the theme's toggle does. */
export function useColorMode() {
  const { site } = useSite();
  const isBrowser = useContext(IsBrowserContext);
  const [mode, setMode] = useState<ColorMode>(site.colorMode.defaultMode);
  useEffect(() => {
    if (!isBrowser) return undefined;
    setMode(pageColorMode() ?? site.colorMode.defaultMode);
    // The theme's toggle (outside React's tree) changes data-theme: follow it.
    const observer = new MutationObserver(() => setMode(pageColorMode() ?? site.colorMode.defaultMode));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, [isBrowser, site.colorMode.defaultMode]);
  const setColorMode = (next: ColorMode | null) => {
    if (typeof document === 'undefined') return;
    const choice = next ?? (site.colorMode.respectPrefersColorScheme ? 'system' : site.colorMode.defaultMode);
    setMode(
      applyColorModeChoice(choice, {
        root: document.documentElement,
        prefersDark: systemPrefersDark(),
        ...(getLocalStorage() ? { storage: getLocalStorage() as Storage } : {}),
      }),
    );
  };
  return {
    colorMode: mode,
    setColorMode,
    // Docusaurus 2's names, still read by older components.
    isDarkTheme: mode === 'dark',
    setLightTheme: () => setColorMode('light'),
    setDarkTheme: () => setColorMode('dark'),
  };
}

/** `useThemeConfig`: the parts of `themeConfig` rnhc-docs keeps, under Docusaurus's names. */
export function useThemeConfig() {
  const { site } = useSite();
  return {
    colorMode: site.colorMode,
    navbar: site.navbar,
    footer: site.footer,
    announcementBar: site.announcementBar,
    docs: { sidebar: { hideable: false, autoCollapseCategories: false }, versionPersistence: 'localStorage' },
    prism: { additionalLanguages: [], magicComments: [] },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    metadata: [],
    hideableSidebar: false,
  };
}

/**
 * A prism-react-renderer theme whose colours are CSS variables (client/live-playground.css sets
 * them per colour mode): the code a live block's editor highlights with prism follows the page's
 * colour mode without a re-render. rnhc-docs highlights code at build time with shiki, so the
 * site's prism theme objects are not kept for the browser.
 */
const PRISM_THEME = {
  plain: { color: 'var(--rnhc-live-plain)', backgroundColor: 'var(--rnhc-live-background)' },
  styles: [
    {
      types: ['comment', 'prolog', 'doctype', 'cdata'],
      style: { color: 'var(--rnhc-live-comment)', fontStyle: 'italic' },
    },
    { types: ['keyword', 'selector', 'changed', 'important', 'atrule'], style: { color: 'var(--rnhc-live-keyword)' } },
    {
      types: ['string', 'char', 'attr-value', 'regex', 'inserted', 'url'],
      style: { color: 'var(--rnhc-live-string)' },
    },
    { types: ['number', 'boolean', 'constant', 'symbol'], style: { color: 'var(--rnhc-live-constant)' } },
    { types: ['function', 'class-name', 'maybe-class-name'], style: { color: 'var(--rnhc-live-function)' } },
    { types: ['tag', 'deleted', 'property'], style: { color: 'var(--rnhc-live-tag)' } },
    { types: ['attr-name', 'variable', 'builtin'], style: { color: 'var(--rnhc-live-attr)' } },
    { types: ['punctuation', 'operator'], style: { color: 'var(--rnhc-live-punctuation)' } },
  ],
};

/** `usePrismTheme`: the theme a live block's editor highlights with (see PRISM_THEME). */
export function usePrismTheme() {
  return PRISM_THEME;
}

/** `ThemeClassNames`: the stable class names Docusaurus's theme puts on its parts. */
export const ThemeClassNames = {
  page: {
    blogListPage: 'blog-list-page',
    blogPostPage: 'blog-post-page',
    blogTagsListPage: 'blog-tags-list-page',
    blogTagPostListPage: 'blog-tags-post-list-page',
    docsDocPage: 'docs-doc-page',
    docsTagsListPage: 'docs-tags-list-page',
    docsTagDocListPage: 'docs-tags-doc-list-page',
    mdxPage: 'mdx-page',
  },
  wrapper: {
    main: 'main-wrapper',
    blogPages: 'blog-wrapper',
    docsPages: 'docs-wrapper',
    mdxPages: 'mdx-wrapper',
  },
  common: {
    editThisPage: 'theme-edit-this-page',
    lastUpdated: 'theme-last-updated',
    backToTopButton: 'theme-back-to-top-button',
    codeBlock: 'theme-code-block',
    admonition: 'theme-admonition',
    unlistedBanner: 'theme-unlisted-banner',
    admonitionType: (type: string) => `theme-admonition-${type}`,
  },
  layout: {},
  docs: {
    docVersionBanner: 'theme-doc-version-banner',
    docVersionBadge: 'theme-doc-version-badge',
    docBreadcrumbs: 'theme-doc-breadcrumbs',
    docMarkdown: 'theme-doc-markdown',
    docTocMobile: 'theme-doc-toc-mobile',
    docTocDesktop: 'theme-doc-toc-desktop',
    docFooter: 'theme-doc-footer',
    docFooterTagsRow: 'theme-doc-footer-tags-row',
    docFooterEditMetaRow: 'theme-doc-footer-edit-meta-row',
    docSidebarContainer: 'theme-doc-sidebar-container',
    docSidebarMenu: 'theme-doc-sidebar-menu',
    docSidebarItemCategory: 'theme-doc-sidebar-item-category',
    docSidebarItemLink: 'theme-doc-sidebar-item-link',
    docSidebarItemCategoryLevel: (level: number) => `theme-doc-sidebar-item-category-level-${level}`,
    docSidebarItemLinkLevel: (level: number) => `theme-doc-sidebar-item-link-level-${level}`,
  },
  blog: {},
} as const;

function readWindowSize(): 'desktop' | 'mobile' {
  return window.innerWidth > 996 ? 'desktop' : 'mobile';
}

/** `useWindowSize`: `ssr` at build time and while hydrating, then `desktop` or `mobile` (996 px, as Infima). */
export function useWindowSize(): 'desktop' | 'mobile' | 'ssr' {
  const isBrowser = useContext(IsBrowserContext);
  const [size, setSize] = useState<'desktop' | 'mobile' | 'ssr'>('ssr');
  useEffect(() => {
    if (!isBrowser) return undefined;
    setSize(readWindowSize());
    const update = () => setSize(readWindowSize());
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [isBrowser]);
  return size;
}

/** `usePluralForm`: picks the form of `"One item|{count} items"` for a count, by the locale's rules. */
export function usePluralForm() {
  const { site } = useSite();
  const rules = new Intl.PluralRules(site.locale || 'en');
  const order: Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
  const categories = order.filter((c) => rules.resolvedOptions().pluralCategories.includes(c));
  return {
    selectMessage(count: number, messages: string): string {
      const forms = messages.split('|');
      if (forms.length === 1) return forms[0] ?? '';
      const index = categories.indexOf(rules.select(count));
      return (forms[Math.min(Math.max(index, 0), forms.length - 1)] ?? '').trim();
    },
  };
}

/** `HtmlClassNameProvider`: the theme owns <html>'s classes; its children render as they are. */
export function HtmlClassNameProvider({ children }: { className?: string; children?: ReactNode }) {
  return createElement(Fragment, null, children);
}

/** `PageMetadata`: the page's title and description, as `<Layout title description>` sets them. */
export function PageMetadata({ title, description }: { title?: string; description?: string; children?: ReactNode }) {
  const meta = useContext(PageRuntimeContext)?.meta;
  if (meta && title !== undefined) {
    meta.title = title;
    meta.ownTitle = true;
  }
  if (meta && description !== undefined) meta.description = description;
  return null;
}

/**
 * What a React page written for Docusaurus imports (`@docusaurus/Link`, `@docusaurus/router`,
 * `@theme/Layout`, `useDocusaurusContext`, ...), implemented on rnhc-docs' page model. Pages are
 * rendered once at build time (they are not hydrated), so browser-only parts render their
 * fallback, and a `<Redirect>` becomes a static redirect page.
 */
import {
  type AnchorHTMLAttributes,
  Children,
  type ComponentType,
  createContext,
  createElement,
  type ReactNode,
  useContext,
} from 'react';
import type { SiteData } from '../../src/shared/types.ts';
import { useGlobalData, useSiteCode } from './docs-client.tsx';

/** What the page being rendered knows about the site and itself. */
export interface PageRuntime {
  site: SiteData;
  /** Path of the page being rendered, base URL included. */
  path: string;
  /** Set by `<Redirect>`: the page becomes a redirect to this URL. */
  redirect?: string;
  /**
   * Set by `<Layout title description>` (`ownTitle`: the page named its title) and `<Head>`
   * (`documentTitle`: the whole `<title>`, not formatted).
   */
  meta: { title?: string; description?: string; ownTitle?: boolean; documentTitle?: string };
  /**
   * Filled by `<Translate>` when given: the messages of the locale the page used, sent with a
   * hydrated page (the site data the browser loads carries the theme's strings only).
   */
  usedStrings?: Map<string, string>;
}

/** The page runtime, provided by the build around each page. */
export const PageRuntimeContext = createContext<PageRuntime | null>(null);

function useRuntime(): PageRuntime {
  const runtime = useContext(PageRuntimeContext);
  if (!runtime) throw new Error('A Docusaurus component was rendered outside a page (missing context provider)');
  return runtime;
}

const EXTERNAL = /^([a-z][a-z\d+.-]*:|\/\/)/i;

/** `useBaseUrl`: a site path with the base URL in front (absolute URLs are kept). */
export function useBaseUrl(url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}): string {
  const { site } = useRuntime();
  return withBaseUrl(site, url, options);
}

function withBaseUrl(site: SiteData, url: string, options: { forcePrependBaseUrl?: boolean; absolute?: boolean } = {}) {
  if (EXTERNAL.test(url) || url.startsWith('#')) return url;
  const alreadyBased = !options.forcePrependBaseUrl && url.startsWith(site.baseUrl);
  const based = alreadyBased ? url : `${site.baseUrl}${url.replace(/^\//, '')}`;
  return options.absolute ? `${site.url}${based}` : based;
}

/** `useBaseUrlUtils`: the same as a function, for several URLs. */
export function useBaseUrlUtils() {
  const { site } = useRuntime();
  return {
    withBaseUrl: (url: string, options?: { forcePrependBaseUrl?: boolean; absolute?: boolean }) =>
      withBaseUrl(site, url, options),
  };
}

/** `useDocusaurusContext`: the site config fields pages read, the config's custom fields, the docs' global data. */
export function useDocusaurusContext() {
  const { site } = useRuntime();
  const { customFields, themeConfig } = useSiteCode();
  const globalData = useGlobalData();
  return {
    siteConfig: {
      title: site.title,
      tagline: site.tagline,
      titleDelimiter: site.titleDelimiter,
      url: site.url,
      baseUrl: site.baseUrl,
      trailingSlash: site.trailingSlash,
      customFields,
      themeConfig: { ...themeConfig },
    },
    siteMetadata: { docusaurusVersion: 'rnhc-docs' },
    i18n: {
      currentLocale: site.locale,
      defaultLocale: site.defaultLocale,
      locales: site.locales.map((l) => l.locale),
      localeConfigs: Object.fromEntries(
        site.locales.map((l) => [l.locale, { label: l.label, htmlLang: l.htmlLang, direction: l.direction }]),
      ),
    },
    globalData,
  };
}

/** `@docusaurus/Link`: `to` is a site path (base URL added), `href` any URL. */
export function Link({
  to,
  href,
  children,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to?: string; children?: ReactNode; isNavLink?: boolean }) {
  const { site } = useRuntime();
  const target = to ?? href ?? '#';
  const external = EXTERNAL.test(target);
  const { isNavLink: _isNavLink, ...attributes } = rest as typeof rest & { isNavLink?: boolean };
  return createElement(
    'a',
    {
      ...attributes,
      href: external ? target : withBaseUrl(site, target),
      ...(external ? { target: attributes.target ?? '_blank', rel: attributes.rel ?? 'noopener noreferrer' } : {}),
    },
    children,
  );
}

/** `@docusaurus/router`'s `<Redirect to>`: the page becomes a static redirect to `to`. */
export function Redirect({ to }: { to: string | { pathname: string } }) {
  const runtime = useRuntime();
  const target = typeof to === 'string' ? to : to.pathname;
  // A relative target resolves against the page, as the router resolves it.
  runtime.redirect =
    EXTERNAL.test(target) || target.startsWith('/')
      ? withBaseUrl(runtime.site, target)
      : new URL(target, `http://x${runtime.path.endsWith('/') ? runtime.path : `${runtime.path}/`}`).pathname;
  return null;
}

/**
 * `useLocation`: the page's own location at build time and while an island hydrates (the HTML
 * must match), the browser's once mounted (its query and hash included).
 */
export function useLocation() {
  const { path } = useRuntime();
  const isBrowser = useContext(IsBrowserContext);
  if (isBrowser && typeof window !== 'undefined') {
    const { pathname, search, hash } = window.location;
    return { pathname, search, hash, state: window.history.state as unknown };
  }
  return { pathname: path, search: '', hash: '', state: undefined };
}

/** A router target (`'/docs/x'` or `{ pathname, search, hash }`) as a URL the browser opens. */
function historyTarget(to: string | { pathname?: string; search?: string; hash?: string }): string {
  return typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`;
}

/**
 * `useHistory`: in the browser, `push` and `replace` load the page (the site is static: no client
 * router state to keep), `go`, `goBack` and `goForward` move in the browser's history. At build
 * time nothing navigates: the calls do nothing (a `<Redirect>` makes a redirect page instead).
 */
export function useHistory() {
  return createHistory(useLocation());
}

/** The history object of useHistory, at a location. */
function createHistory(location: ReturnType<typeof useLocation>) {
  const inBrowser = typeof window !== 'undefined';
  const open = (method: 'assign' | 'replace') => (to: Parameters<typeof historyTarget>[0]) => {
    if (inBrowser) window.location[method](historyTarget(to));
  };
  return {
    push: open('assign'),
    replace: open('replace'),
    go: (delta: number) => inBrowser && window.history.go(delta),
    goBack: () => inBrowser && window.history.back(),
    goForward: () => inBrowser && window.history.forward(),
    location,
    length: inBrowser ? window.history.length : 1,
    action: 'POP' as const,
  };
}

/**
 * A React page of src/pages with the props Docusaurus gives it: the site config as `config` (the
 * pages plugin's route module `@generated/docusaurus.config`) and the router's `location`,
 * `history` and `match` (react-router-config's route props), besides rnhc-docs' own `site`.
 * Rendered the same at build time and when the page hydrates.
 */
export function RoutePage({
  component,
  props,
}: {
  component: ComponentType<Record<string, unknown>>;
  props: Record<string, unknown>;
}) {
  const { siteConfig } = useDocusaurusContext();
  // The page's own location, the same at build time and after hydration: following the browser's
  // (as useLocation does once mounted) would render the whole page again, and its highlighted
  // code, kept from the server's HTML, would be lost. A page wanting the query uses useLocation.
  const { path } = useRuntime();
  const location = { pathname: path, search: '', hash: '', state: undefined };
  const match = { path, url: path, isExact: true, params: {} };
  return createElement(component, { ...props, config: siteConfig, location, history: createHistory(location), match });
}

/**
 * `@theme/Layout`: the theme already wraps the page; its title and description become the page's.
 * Its element is marked: what a page renders outside it goes outside the theme's frame, as
 * Docusaurus renders the frame where Layout is (src/pipeline/layout-frame.ts).
 */
export function Layout({
  title,
  description,
  children,
}: {
  title?: string;
  description?: string;
  children?: ReactNode;
}) {
  const { meta } = useRuntime();
  if (title !== undefined) {
    meta.title = title;
    meta.ownTitle = true;
  }
  if (description !== undefined) meta.description = description;
  return createElement('div', { className: 'rnhc-page', 'data-rnhc-layout': '' }, children);
}

/** The text of a `<title>` element's children (`<title>{name} docs</title>` has several). */
function textOf(children: unknown): string | undefined {
  const parts = Array.isArray(children) ? children : [children];
  if (!parts.every((part) => typeof part === 'string' || typeof part === 'number')) return undefined;
  return parts.join('');
}

/**
 * `@docusaurus/Head`: its `<title>` becomes the document's whole title (as in Docusaurus, where
 * the deepest `<title>` wins and is not followed by the site title) and the page's title when it
 * has none; `<meta name="description">` its description. Other tags are not emitted. Rendered
 * outside a page (MDX rendered on its own, without a site), it has nothing to set and renders nothing.
 */
export function Head({ children }: { children?: ReactNode }) {
  const meta = useContext(PageRuntimeContext)?.meta;
  if (!meta) return null;
  for (const child of Children.toArray(children)) {
    const element = child as { type?: unknown; props?: { children?: unknown; name?: unknown; content?: unknown } };
    const title = element?.type === 'title' ? textOf(element.props?.children) : undefined;
    if (title !== undefined && title.trim() !== '') {
      meta.documentTitle = title.trim();
      meta.title ??= title.trim();
    }
    if (
      element?.type === 'meta' &&
      element.props?.name === 'description' &&
      typeof element.props.content === 'string'
    ) {
      meta.description = element.props.content;
    }
  }
  return null;
}

/**
 * Whether the tree runs in a browser after hydration: false when pages render at build time and
 * while an island hydrates (so it matches the server's HTML), true once the island is mounted
 * (client/islands-runtime.tsx flips it in an effect, as Docusaurus does for the whole app).
 */
/**
 * `@theme/DocPage` in site code: the place of the docs in a Docusaurus 2 `docLayoutComponent`,
 * a mark the build splits the component's HTML at (src/pipeline/render-swizzled.ts).
 */
export function DocPageSlot() {
  return createElement('rnhc-doc-page');
}

export const IsBrowserContext = createContext(false);

/**
 * `@docusaurus/BrowserOnly`: the fallback at build time and during hydration, its children once
 * an island that holds it is mounted in the browser. Used directly in MDX (not inside a
 * component of the site) it stays the fallback: MDX content itself is not hydrated.
 */
export function BrowserOnly({ fallback, children }: { fallback?: ReactNode; children?: () => ReactNode }) {
  const isBrowser = useContext(IsBrowserContext);
  if (isBrowser && typeof children === 'function') return children();
  return fallback ?? null;
}

/** `@docusaurus/useIsBrowser`: false at build time and while hydrating, true after (islands). */
export function useIsBrowser() {
  return useContext(IsBrowserContext);
}

const canUseDOM = typeof window !== 'undefined' && typeof window.document?.createElement === 'function';
/** `@docusaurus/ExecutionEnvironment`: the browser bundle of an island sees a DOM, the build does not. */
export const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && typeof window.addEventListener === 'function',
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
};

/** `@docusaurus/isInternalUrl`'s `hasProtocol`: `https:`, `mailto:`, `//host` (Docusaurus's test). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url);
}

/** `@docusaurus/isInternalUrl`: a site path, not a URL with a protocol (swizzled footers use it). */
export function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url);
}

/** Fills `{name}` placeholders (`@docusaurus/Interpolate` and `translate`). */
function interpolate(text: string, values: Record<string, ReactNode> = {}): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1];
    return name !== undefined && name in values ? values[name] : part;
  });
}

/** `@docusaurus/Interpolate`. */
export function Interpolate({ children, values }: { children: string; values?: Record<string, ReactNode> }) {
  return createElement('span', null, ...interpolate(children, values));
}

/** `@docusaurus/Translate`: the locale's code.json message of `id`, else the default message. */
export function Translate({
  children,
  id,
  values,
}: {
  children: string;
  id?: string;
  description?: string;
  values?: Record<string, ReactNode>;
}) {
  if (typeof children !== 'string') {
    throw new Error('Translate: children must be a plain string (the message), as in Docusaurus');
  }
  const runtime = useRuntime();
  const { site } = runtime;
  const key = id !== undefined && site.strings?.[id] !== undefined ? id : children;
  const message = site.strings?.[key] ?? children;
  if (site.strings?.[key] !== undefined) runtime.usedStrings?.set(key, message);
  return createElement('span', null, ...interpolate(message, values));
}

/** `translate()` from `@docusaurus/Translate`. */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  const text = message ?? id;
  if (text === undefined) throw new Error('translate() needs an id or a default message');
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));
}

/** `@theme/Heading`: a heading with an id, as the theme renders markdown headings. */
export function Heading({
  as: Tag = 'h2',
  children,
  ...rest
}: {
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
  children?: ReactNode;
  id?: string;
  className?: string;
}) {
  return createElement(Tag, rest, children);
}

export {
  AnnouncementBar,
  AnnouncementBarCloseButton,
  AnnouncementBarContent,
  IconClose,
  useAnnouncementBar,
} from './announcement-bar.tsx';
export {
  DocContext,
  type DocContextValue,
  DocItemFooter,
  EditThisPage,
  IconEdit,
  LastUpdated,
  TagsListInline,
  useDoc,
} from './doc-item.tsx';
export {
  filterDocCardListItems,
  findFirstSidebarItemLink,
  findSidebarCategory,
  getDocsVersionSearchTag,
  isActiveSidebarItem,
  isVisibleSidebarItem,
  provideSiteCode,
  useActiveDocContext,
  useActivePlugin,
  useActivePluginAndVersion,
  useActiveVersion,
  useAllDocsData,
  useAllPluginInstancesData,
  useCurrentSidebarCategory,
  useDocById,
  useDocsContextualSearchTags,
  useDocsData,
  useDocsPreferredVersion,
  useDocsSidebar,
  useDocsVersion,
  useDocsVersionCandidates,
  useDocVersionSuggestions,
  useGlobalData,
  useLatestVersion,
  useLayoutDoc,
  useLayoutDocsSidebar,
  usePluginData,
  useSidebarBreadcrumbs,
  useVersions,
  useVisibleSidebarItems,
} from './docs-client.tsx';
export { IdealImage } from './ideal-image.tsx';
export { IslandRenderContext, islandModule } from './islands.tsx';
export {
  MDXComponents,
  MdxA,
  MdxCode,
  MdxDetails,
  MdxHeading,
  MdxImg,
  MdxLi,
  MdxPre,
  MdxUl,
} from './mdx-components.tsx';
export { Mermaid } from './mermaid.tsx';
export {
  MdxComponentsContext,
  NavbarSearch,
  NotFound,
  NotFoundContent,
  useMDXComponents,
} from './swizzle-originals.tsx';
export {
  HtmlClassNameProvider,
  PageMetadata,
  ThemeClassNames,
  useColorMode,
  usePluralForm,
  usePrismTheme,
  useThemeConfig,
  useWindowSize,
} from './theme-common.tsx';
export {
  Admonition,
  CodeBlock,
  Details,
  type MdxRuntime,
  MdxRuntimeContext,
  TabItem,
  Tabs,
  ThemedImage,
  TOCInline,
} from './theme-components.tsx';

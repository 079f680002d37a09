/**
 * The data contract between the build (src/), the theme (templates/) and the client (client/).
 * Everything here is plain JSON: the build creates it, the server render and the browser read it.
 * All hrefs are final URLs (base URL included), so the theme never has to compute routes.
 */

/** A colour mode the reader can see. */
export type ColorMode = 'light' | 'dark';

/** Where a navbar item sits. */
export type NavbarPosition = 'left' | 'right';

/** A plain link as the theme renders it. */
export interface LinkData {
  label: string;
  /**
   * Raw HTML drawn inside the link instead of the label (a config's navbar `html`), with no
   * external-link icon, as Docusaurus's NavbarNavLink draws it.
   */
  html?: string;
  /** Accessible name when it differs from the label (icon-only links). */
  ariaLabel?: string;
  /** Final URL: an internal path with the base URL, or an absolute external URL. */
  href: string;
  /** True for links that leave the site (opened with target=_blank rel="noopener noreferrer"). */
  external: boolean;
  className?: string;
  /** The item is active when the current path starts with this (base URL included). */
  activeBasePath?: string;
  /** The item is active when the current path matches this regular expression source. */
  activeBaseRegex?: string;
  /** A docSidebar item: active on every doc of this sidebar. */
  activeSidebar?: string;
}

/**
 * A resolved navbar item: `doc`, `docSidebar` and `docsVersion` become `link` at build time, with
 * `versions` on sites of several docs versions: the link in each version (a version without an
 * entry hides the item). On a docs page the page's version is used, elsewhere the reader's
 * preferred version, else the top-level link (the last version's).
 */
export type NavbarItemData =
  | ({ type: 'link'; position: NavbarPosition } & VersionedLinkData)
  | {
      type: 'dropdown';
      position: NavbarPosition;
      label: string;
      href?: string;
      className?: string;
      items: DropdownEntryData[];
    }
  | { type: 'html'; position: NavbarPosition; value: string; className?: string }
  | { type: 'search'; position: NavbarPosition; className?: string }
  | { type: 'localeDropdown'; position: NavbarPosition; className?: string }
  | {
      type: 'docsVersionDropdown';
      position: NavbarPosition;
      className?: string;
      /** The versions listed, by name, with an optional label of their own (default: every version). */
      versions?: Array<{ name: string; label?: string }>;
      /** Entries listed before and after the versions. */
      itemsBefore?: DropdownEntryData[];
      itemsAfter?: DropdownEntryData[];
    };

/**
 * A link that may differ per docs version (a `doc`, `docSidebar` or `docsVersion` item): the
 * link in each version, a version without an entry hiding it; the fields outside `versions` are
 * the last version's link.
 */
export type VersionedLinkData = LinkData & { versions?: Record<string, LinkData> };

/** An entry of a configured dropdown: a link (docs items resolved per version) or an html snippet. */
export type DropdownEntryData =
  | ({ type: 'link' } & VersionedLinkData)
  | { type: 'html'; value: string; className?: string };

/** One footer entry: a link or a raw HTML snippet from the config. */
export type FooterItemData = ({ type: 'link' } & LinkData) | { type: 'html'; value: string };

/** The footer, already resolved. */
export interface FooterData {
  style: 'dark' | 'light';
  /** Either columns (title + items) ... */
  columns: Array<{ title: string; items: FooterItemData[] }>;
  /** ... or one row of links (used when `columns` is empty). */
  links: FooterItemData[];
  logo?: { src: string; srcDark?: string; alt: string; width?: number; height?: number; href?: string };
  /** Plain text, escaped when rendered. */
  copyright?: string;
  /** The site's swizzled `src/theme/Footer`, prerendered (docs/swizzling.md): shown instead of the above. */
  html?: string;
}

/** One configured locale. */
export interface LocaleData {
  locale: string;
  label: string;
  htmlLang: string;
  direction: 'ltr' | 'rtl';
  /** URL prefix of this locale: the base URL for the default locale, `${baseUrl}${locale}/` otherwise. */
  baseUrl: string;
}

/** One docs version. */
export interface VersionData {
  name: string;
  label: string;
  /** URL prefix of this version's docs, e.g. `/react-native-health-connect/docs/`. */
  path: string;
  /** URL of the version's main doc. */
  mainDocHref: string;
  /** The version served at the docs root (Docusaurus's `lastVersion`). */
  isLast: boolean;
  /** What the banner above its docs says (Docusaurus defaults: none for the last version, unreleased for newer, unmaintained for older). */
  banner?: 'none' | 'unreleased' | 'unmaintained';
  /** Show the "Version: <label>" badge on its docs. */
  badge?: boolean;
  /** CSS class of its doc pages (default `docs-version-<name>`). */
  className?: string;
  /** URL of its search index. */
  searchIndexHref?: string;
}

/** A sidebar entry, resolved to URLs. */
export type SidebarItemData =
  | { type: 'link'; label: string; href: string; external?: boolean; className?: string }
  /** Raw HTML from the sidebars file (trusted, like Docusaurus); `defaultStyle` pads it like a link. */
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      /** The category's own page (generated index or linked doc), if any. */
      href?: string;
      collapsible: boolean;
      collapsed: boolean;
      items: SidebarItemData[];
    };

/** A doc as Docusaurus's docs plugin lists it in its global data (`GlobalDoc`), with its title. */
export interface SiteCodeDoc {
  /** The doc id; for a category's generated index, its route (as Docusaurus does). */
  id: string;
  /** Its URL, base URL included. */
  path: string;
  /** The sidebar that lists it, if any. */
  sidebar?: string;
  unlisted?: boolean;
  /** For `useDocsVersion().docs` (Docusaurus's `PropVersionDoc`). */
  title: string;
  description?: string;
}

/** A docs version as Docusaurus's docs plugin lists it in its global data (`GlobalVersion`). */
export interface SiteCodeVersion {
  name: string;
  label: string;
  isLast: boolean;
  /** URL of the version's docs, base URL included, without a trailing `/` (Docusaurus's). */
  path: string;
  mainDocId: string;
  docs: SiteCodeDoc[];
  /** Drafts are not built, so none is listed (Docusaurus lists them only in development). */
  draftIds: string[];
  /** Each sidebar's first link (Docusaurus's `GlobalSidebar`). */
  sidebars: Record<string, { link?: { label: string; path: string } }>;
  banner: 'none' | 'unreleased' | 'unmaintained';
  badge: boolean;
  noIndex: boolean;
  className: string;
}

/**
 * What site code (React pages, components imported by MDX) reads through Docusaurus's hooks
 * beyond the theme's own data: the config's `customFields` (`useDocusaurusContext()`) and the docs
 * plugin's global data (`@docusaurus/plugin-content-docs/client`). Not in the site data script every
 * page loads: the islands that use those hooks bundle it (src/pipeline/islands.ts).
 */
export interface SiteCodeData {
  customFields: Record<string, unknown>;
  /**
   * `siteConfig.themeConfig` keys site code reads that rnhc-docs applies: `liveCodeBlock`
   * (a swizzled Playground reads its `playgroundPosition`). Absent when none.
   */
  themeConfig?: Record<string, unknown>;
  /** Docusaurus's `GlobalPluginData` of the docs plugin; absent without docs. */
  docs?: { path: string; breadcrumbs: boolean; versions: SiteCodeVersion[] };
  /** The other docs plugin instances' global data, by plugin id (absent without other instances). */
  docsPlugins?: Record<string, { path: string; breadcrumbs: boolean; versions: SiteCodeVersion[] }>;
  /** Third-party plugins' `setGlobalData`: by plugin name, then plugin id (absent without any). */
  pluginData?: Record<string, Record<string, unknown>>;
}

/** Everything about the site that every page shares. */
export interface SiteData {
  title: string;
  tagline: string;
  /** Origin, e.g. `https://matinzd.github.io`. */
  url: string;
  /** Always starts and ends with `/`. */
  baseUrl: string;
  titleDelimiter: string;
  /** Docusaurus 3.7+: a page naming the site title as its own is titled by the site title alone. */
  siteTitleAlone?: true;
  trailingSlash?: boolean;
  favicon?: string;
  /** Current locale (the site builds one locale per output). */
  locale: string;
  defaultLocale: string;
  locales: LocaleData[];
  /**
   * The docs version whose sidebars this site data carries (the last version's for pages outside
   * the docs), and every included version in Docusaurus's order (current first).
   */
  version: string;
  versions: VersionData[];
  /**
   * The content sets of the other docs plugin instances (src/content/docs-instances.ts), by key
   * (`community/current`) and URL prefix: their pages carry their own site data (their sidebars),
   * as another version's do. Absent without other instances.
   */
  docsSets?: Array<{ name: string; path: string }>;
  navbar: {
    title?: string;
    logo?: {
      src: string;
      srcDark?: string;
      alt: string;
      href: string;
      width?: number;
      height?: number;
      /** The link's target (`themeConfig.navbar.logo.target`). */
      target?: string;
    };
    hideOnScroll: boolean;
    style?: 'dark' | 'primary';
    items: NavbarItemData[];
  };
  footer?: FooterData;
  /**
   * The HTML of the site's swizzled AnnouncementBar (src/theme/AnnouncementBar), prerendered once
   * per locale: shown above the navbar of every page instead of the theme's bar, its island
   * hydrating on its own. Empty when it renders nothing at build time (a BrowserOnly bar).
   */
  swizzledAnnouncementBar?: string;
  /**
   * A swizzled wrapper of `Navbar/Search` (src/theme/Navbar/Search), prerendered once per locale:
   * the class names it gives the search box (a CSS module's, detox's `searchWrapper`) and its HTML
   * before and after the box (the module's `<style>`).
   */
  navbarSearch?: { className: string; before: string; after: string };
  /** The site shows swizzled components in the theme's place (its 404 page, its footer): the client variant has them. */
  swizzled?: true;
  /**
   * What the site's swizzled `src/theme/Root` renders around the app, prerendered (docs/swizzling.md):
   * its HTML before and after its children (a colour-scheme script, say), shown around every page
   * (both '' for a Root that wraps the app in an element, which is not shown). Set, the islands
   * do not render inside the Root (each would repeat that HTML); absent, the Root only adds
   * providers, and every island renders inside it (templates/docusaurus/islands.tsx).
   */
  root?: { before: string; after: string };
  /**
   * What the docs' `docLayoutComponent` (Docusaurus 2) renders around `@theme/DocPage`,
   * prerendered (src/pipeline/render-swizzled.ts): shown before and after every doc page's layout.
   */
  docLayout?: { before: string; after: string };
  /**
   * The site's React pages are written for Infima (a Docusaurus config: `theme.infimaHero`): their
   * headings take Infima's element rules too (templates/styles/pages.css `.jsx-page--infima`).
   */
  infimaPages?: true;
  /**
   * The search button is DocSearch's markup (`theme.docSearch`, a Docusaurus site with
   * `themeConfig.algolia`): the site's CSS for `.DocSearch-Button` applies (templates/Navbar/SearchButton).
   */
  docSearch?: true;
  announcementBar?: {
    id: string;
    /** HTML from the config (trusted, like Docusaurus). */
    content: string;
    backgroundColor: string;
    textColor: string;
    isCloseable: boolean;
  };
  colorMode: { defaultMode: ColorMode; disableSwitch: boolean; respectPrefersColorScheme: boolean };
  /** Sidebars of `version` by name (this site: `tutorialSidebar`); other versions' pages load their own site data. */
  sidebars: Record<string, SidebarItemData[]>;
  /** URL of the search index, when search is enabled. */
  searchIndexHref?: string;
  /**
   * The current locale's theme strings from its `code.json` (Docusaurus keys, see
   * src/shared/translations/theme-strings.ts); absent when the locale has none (English defaults).
   */
  strings?: Record<string, string>;
  /** Actions of the page actions menu on docs (themeConfig.pageActions); absent when all are off. */
  pageActions?: PageActionName[];
  /** What site code reads through Docusaurus's hooks (server side; see SiteCodeData). */
  siteCode?: SiteCodeData;
}

/** An action of the page actions menu (templates/PageActions). */
export type PageActionName = 'copy' | 'view' | 'chatgpt' | 'claude';

/** A table-of-contents entry (h2-h3 by default). */
export interface TocItem {
  id: string;
  /** Heading text as HTML (inline code kept). */
  value: string;
  level: number;
}

/** A previous/next link under a doc. */
export interface PaginationLink {
  title: string;
  href: string;
}

/** Kinds of routes. */
export type PageKind =
  | 'home'
  | 'doc'
  | 'category'
  /** A docs version's tags page, and the page of one of its tags. */
  | 'docTags'
  | 'docTag'
  | 'mdPage'
  | 'jsxPage'
  | 'notFound'
  | 'searchPage'
  | BlogPageKind;

/** Kinds of blog routes (Docusaurus's blog list, post, tags, tag, archive, authors and author pages). */
export type BlogPageKind =
  | 'blogList'
  | 'blogPost'
  | 'blogTags'
  | 'blogTag'
  | 'blogArchive'
  | 'blogAuthors'
  | 'blogAuthor';

/** A blog author as the theme shows it; every string comes from authors.yml or front matter (escaped by React). */
export interface BlogAuthorData {
  /** Key in authors.yml (absent for authors given inline). */
  key?: string;
  name?: string;
  title?: string;
  /** Where the name links when the author has no page. */
  url?: string;
  imageUrl?: string;
  /** The author's page on this blog, when authors.yml gives `page: true`. */
  pageHref?: string;
  /** Social links, as full URLs. */
  socials: Array<{ platform: string; href: string }>;
  /** Listed posts by this author (authors pages). */
  count?: number;
}

/** A blog tag. */
export interface BlogTagData {
  label: string;
  href: string;
  description?: string;
  /** Listed posts with this tag (tags pages). */
  count?: number;
}

/** What lists and post pages show of a post. */
export interface BlogPostSummary {
  title: string;
  href: string;
  /** ISO date-time. */
  date: string;
  /** The date as shown, formatted at build time in the site's locale (`August 1, 2026`). */
  formattedDate: string;
  /** Minutes, when `showReadingTime` is on. */
  readingTime?: number;
  authors: BlogAuthorData[];
  tags: BlogTagData[];
  /** The excerpt's HTML (list pages): what comes before `<!-- truncate -->`, or the whole post. */
  excerptHtml?: string;
  /** True when the post goes on past its excerpt (the list shows "Read more"). */
  truncated: boolean;
}

/** Blog data of a page of the blog. */
export interface BlogPageData {
  blogTitle: string;
  /** The blog's first list page. */
  blogHref: string;
  /** Recent posts beside the content (blogSidebarCount), grouped by year by the theme. */
  sidebar?: { title: string; items: Array<{ title: string; href: string; year: string }> };
  /** Feed URLs for `<link rel="alternate">`. */
  feeds: Array<{ type: 'rss' | 'atom' | 'json'; href: string; title: string }>;
  /** Post pages. */
  post?: BlogPostSummary & {
    previous?: PaginationLink;
    next?: PaginationLink;
    editUrl?: string;
    hideTableOfContents: boolean;
    /** Absolute og:image URL from front matter `image`. */
    image?: string;
    keywords?: string[];
    unlisted: boolean;
  };
  /** List, tag and author pages: the posts of this page. */
  posts?: BlogPostSummary[];
  /** List, tag and author pages past one page. */
  pagination?: { page: number; totalPages: number; previous?: string; next?: string };
  /** Tag pages. */
  tag?: BlogTagData & { allTagsHref: string };
  /** Tags page. */
  tags?: BlogTagData[];
  /** Archive page, newest year first. */
  archive?: Array<{ year: string; posts: Array<{ title: string; href: string; formattedDate: string; date: string }> }>;
  /** Author pages. */
  author?: BlogAuthorData;
  /** Authors page. */
  authors?: BlogAuthorData[];
}

/** One route's data: what the theme needs to render it. Served as JSON for client navigations. */
export interface PageData {
  kind: PageKind;
  /** Route path with the base URL and no trailing `index.html`, e.g. `/react-native-health-connect/docs/intro`. */
  path: string;
  /** Page title without the site title. */
  title: string;
  /**
   * Set when a Docusaurus-style page named its own title (`<Layout title>`, `<Head><title>`): the
   * home page's title is then formatted as any other (`Home | Site`), as Docusaurus formats it.
   */
  ownTitle?: true;
  /**
   * The whole `<title>`, as `<Head><title>` in the page or its MDX set it: used as is (not
   * followed by the site title), as Docusaurus's head manager lets the deepest title win.
   */
  documentTitle?: string;
  /**
   * A markdown page with no title (no front matter `title`, no `# heading`): `title` is its route,
   * the `<title>` the site's, and no heading is shown above the content (Docusaurus's MDXPage).
   */
  untitled?: true;
  description?: string;
  /**
   * The content is a swizzled theme component of the site (`src/theme/NotFound`), prerendered:
   * the theme shows its HTML in place of its own component.
   */
  swizzled?: true;
  /** Rendered HTML of the main content (markdown output, or a pre-rendered JSX page). */
  contentHtml: string;
  /**
   * What a Docusaurus React page renders outside `@theme/Layout`: shown before and after the
   * theme's frame (skip link, announcement bar, navbar, footer), as Docusaurus renders the frame
   * where Layout is in the page's tree (src/pipeline/layout-frame.ts). Static HTML.
   */
  frame?: { before: string; after: string };
  toc: TocItem[];
  /** The docs version (content set) of a doc or category page. */
  version?: string;
  /** Set on a redirect page: the URL readers are sent to (its HTML refreshes there at once). */
  redirect?: string;
  /**
   * Set on a page of a translated locale that has no translation yet: the default locale's page
   * (the canonical URL) and the notice shown above the content, in the locale's words.
   */
  fallback?: { href: string; message: string; link: string };
  /** For docs and category pages. */
  doc?: {
    id: string;
    /** The same doc in the other versions that have it: version name → URL. */
    alternates?: Record<string, string>;
    sidebar?: string;
    /** Crumbs from the sidebar root to this page (the last is the page itself, without href). */
    breadcrumbs: Array<{ label: string; href?: string }>;
    previous?: PaginationLink;
    next?: PaginationLink;
    editUrl?: string;
    /** Its last update from git (`showLastUpdateTime`: `at`, seconds; `showLastUpdateAuthor`: `by`). */
    lastUpdate?: { at?: number; by?: string };
    /** The site's swizzled `src/theme/DocItem/Footer`, rendered for this doc: shown instead of the theme's. */
    footerHtml?: string;
    hideTableOfContents: boolean;
    /** Heading levels the TOC shows. */
    tocMinLevel: number;
    tocMaxLevel: number;
  };
  /** For pages of the blog. */
  blog?: BlogPageData;
  /** For generated category index pages. */
  category?: {
    description?: string;
    items: Array<{ title: string; href: string; description?: string; isCategory: boolean }>;
  };
}

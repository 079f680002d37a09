/**
 * Swizzled theme components: the files of a Docusaurus site's `src/theme/` folder, each a theme
 * component by its path (`src/theme/NotFound.js` and `src/theme/NotFound/index.js` are
 * `@theme/NotFound`). Docusaurus resolves `@theme/X` to the site's file first, and the site's file
 * reaches the component it replaces as `@theme-original/X` (or `@theme-init/X`).
 *
 * rnhc-docs renders its own theme, so a swizzled component applies where rnhc-docs has the place
 * it fills (SUPPORTED); an `@theme/X` import of site code (MDX, React pages, other components)
 * finds the site's file whatever X is; the rest is named in one warning, per component.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';

/** Swizzled components rnhc-docs renders, and where. */
export const SUPPORTED: Record<string, string> = {
  MDXComponents: 'components every MDX file can use without importing them',
  NotFound: 'the 404 page',
  'NotFound/Content': 'the 404 page’s content',
  Footer: 'the footer of every page',
  'DocItem/Footer': 'the part under each doc’s content (edit link, last update, tags), reading useDoc()',
  Root: 'providers around every island and React page; what it renders around its children, around every page',
  AnnouncementBar: 'the bar above the navbar of every page, reading useThemeConfig() and useAnnouncementBar()',
  'Navbar/Search': 'the navbar’s search box: the class names a wrapper gives it, and what it renders around it',
};

/**
 * The top-level components of Docusaurus's classic theme (and its live-codeblock, search and
 * mermaid themes): a site file under one of these names replaces (swizzles) the theme's. Other
 * files of `src/theme/` are the site's own components (`@theme/BoxLink`), which site code imports.
 */
const THEME_COMPONENTS = new Set([
  'Admonition',
  'AnnouncementBar',
  'BackToTopButton',
  'BlogArchivePage',
  'BlogAuthorsListPage',
  'BlogAuthorsPostsPage',
  'BlogLayout',
  'BlogListPage',
  'BlogListPaginator',
  'BlogPostItem',
  'BlogPostItems',
  'BlogPostPage',
  'BlogPostPaginator',
  'BlogSidebar',
  'BlogTagsListPage',
  'BlogTagsPostsPage',
  'Blog',
  'CodeBlock',
  'CodeInline',
  'ColorModeToggle',
  'ContentVisibility',
  'Details',
  'DocBreadcrumbs',
  'DocCard',
  'DocCardList',
  'DocCategoryGeneratedIndexPage',
  'DocItem',
  'DocPage',
  'DocPaginator',
  'DocRoot',
  'DocSidebar',
  'DocSidebarItem',
  'DocSidebarItems',
  'DocTagDocListPage',
  'DocTagsListPage',
  'DocVersionBadge',
  'DocVersionBanner',
  'DocVersionRoot',
  'DocVersionSuggestions',
  'DocsRoot',
  'EditMetaRow',
  'EditThisPage',
  'ErrorPageContent',
  'Footer',
  'Heading',
  'Icon',
  'IdealImage',
  'LastUpdated',
  'Layout',
  'Logo',
  'MDXComponents',
  'MDXContent',
  'MDXPage',
  'Mermaid',
  'Navbar',
  'NavbarItem',
  'NotFound',
  'PaginatorNavLink',
  'Playground',
  'ReactLiveScope',
  'Root',
  'SearchBar',
  'SearchMetadata',
  'SearchPage',
  'SearchTranslations',
  'SiteMetadata',
  'SkipToContent',
  'TOC',
  'TOCCollapsible',
  'TOCInline',
  'TOCItems',
  'TabItem',
  'Tabs',
  'Tag',
  'TagsListByLetter',
  'TagsListInline',
  'ThemedImage',
  'Unlisted',
]);

/**
 * The live code block theme's components, rendered when the site has live blocks on
 * (`markdown.liveCodeBlock`, src/pipeline/live-code.ts): the scope their code runs with, and the
 * playground around it.
 */
export const LIVE_COMPONENTS = new Set(['ReactLiveScope', 'Playground']);

/** A file of a theme component (not a stylesheet, not a type declaration). */
const COMPONENT_FILE = /^(?!.*\.d\.ts$).*\.(jsx?|tsx?|mjs)$/;

/** The site's theme folder. */
export function themeDirOf(siteDir: string): string {
  return path.join(siteDir, 'src', 'theme');
}

/** The site's theme components: `@theme/` name (`NotFound`, `DocItem/Footer`) → file. */
export function collectSwizzled(siteDir: string): Map<string, string> {
  const dir = themeDirOf(siteDir);
  const components = new Map<string, string>();
  let entries: string[];
  try {
    entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  } catch {
    return components;
  }
  for (const entry of entries.sort()) {
    const relative = entry.split(path.sep).join('/');
    if (!COMPONENT_FILE.test(relative) || relative.split('/').some((part) => part.startsWith('.'))) continue;
    const name = relative.replace(/\.\w+$/, '').replace(/\/index$/, '');
    // `X.js` and `X/index.js` both: the first in sorted order, `X.js`, as Node resolves `./X`.
    if (!components.has(name)) components.set(name, path.join(dir, entry));
  }
  return components;
}

/**
 * The warning naming the swizzled components rnhc-docs does not render (each by its `@theme/`
 * name), or undefined when there are none. Files inside a rendered component's folder are its own
 * modules (`NotFound/mapLegacyUrl`), and the site's own components are not swizzles.
 */
export function unsupportedSwizzledWarning(
  siteDir: string,
  components: Map<string, string>,
  options: { live?: boolean } = {},
): string | undefined {
  const names = [...components.keys()].filter(
    (name) =>
      THEME_COMPONENTS.has(name.split('/')[0] as string) &&
      !SUPPORTED[name] &&
      !(options.live && LIVE_COMPONENTS.has(name)) &&
      // A file inside a rendered component's folder is one of its modules; inside the folder of a
      // component the site does not swizzle (`AnnouncementBar/Content` alone), it is not rendered.
      !Object.keys(SUPPORTED).some((done) => name.startsWith(`${done}/`) && components.has(done)),
  );
  if (names.length === 0) return undefined;
  return `${themeDirOf(siteDir)}: not applied: swizzled theme components ${names.join(', ')} are not rendered in rnhc-docs' theme (it renders ${Object.keys(SUPPORTED).join(', ')}; an @theme/ import of site code still finds the site's file)`;
}

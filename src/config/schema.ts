import { z } from 'zod';
import { DOCS_EXCLUDE_DEFAULT, DOCS_INCLUDE_DEFAULT } from '../content/docs-globs.ts';
import type { EditUrlFunction } from '../content/edit-url.ts';
import { DEFAULT_CODE_THEMES, SHIKI_THEMES } from '../markdown/code-themes.ts';
import { describeValue } from '../util/describe-value.ts';
import { blogSchema } from './blog-schema.ts';
import {
  googleAnalyticsSchema,
  googleTagManagerSchema,
  gtagSchema,
  headTagsSchema,
  metadataSchema,
  scriptsSchema,
  stylesheetsSchema,
} from './head-schema.ts';
import { clientRedirectsSchema } from './redirects-schema.ts';

/**
 * The schema of `rnhc-docs.config.yaml`: the single source of the config's types, defaults and
 * validation. Keys are named as Docusaurus names them, so `docusaurus.config.js` translates to
 * YAML key for key. Paths are relative to the config file.
 */

const brokenPolicy = z.enum(['ignore', 'log', 'warn', 'throw']);
// Docusaurus's default (theme-classic's NavbarItemPosition): an item without one goes left.
const position = z.enum(['left', 'right']).default('left');

/** A plain navbar or footer link: `to` (an internal path) or `href` (any URL). */
const linkFields = {
  /** Text of the link (may be left out when `aria-label` names an icon-only link). */
  label: z.string().optional(),
  /** Accessible name, for an icon-only link drawn by a class (Docusaurus's GitHub-icon idiom). */
  'aria-label': z.string().optional(),
  /** Internal path, resolved against baseUrl (e.g. `/docs/intro`). */
  to: z.string().optional(),
  /** Full URL or path used as is. External URLs open in a new tab. */
  href: z.string().optional(),
  /**
   * Raw HTML drawn inside the link instead of a label (trusted: it comes from the maintainer's
   * config), as Docusaurus's NavbarNavLink draws it: no external-link icon is added.
   */
  html: z.string().optional(),
  /** Extra CSS class. */
  className: z.string().optional(),
  /** Active when the current path starts with this path (resolved against baseUrl). */
  activeBasePath: z.string().optional(),
  /** Active when the current path matches this regular expression. */
  activeBaseRegex: z.string().optional(),
};

/** The one rule of every navbar and footer link: it goes somewhere, by `to` or by `href`. */
function requireToOrHref<T extends z.ZodType<{ to?: string | undefined; href?: string | undefined }>>(schema: T) {
  return schema.refine((item) => item.to !== undefined || item.href !== undefined, {
    message: 'a link needs `to` or `href`',
  });
}

/**
 * A locale name or a locale's folder: it becomes a folder of the output and of i18n/ and a URL
 * segment, so nothing that could leave those folders or change meaning in a URL.
 */
const localeSegment = z
  .string()
  .refine((name) => name.trim() !== '' && name !== '.' && name !== '..', {
    error: (issue) => `must be a folder name (got ${describe(issue.input)})`,
  })
  .refine((name) => !/[/\\<>:"|?*#%\s]/.test(name) && ![...name].some((char) => char.charCodeAt(0) < 32), {
    error: (issue) =>
      `must not contain "/", "\\", spaces or any of <>:"|?*#% (it names a folder and a URL segment; got ${describe(issue.input)})`,
  });

const htmlItem = z.strictObject({
  type: z.literal('html'),
  /** Raw HTML, trusted (it comes from the maintainer's config). */
  value: z.string(),
  position,
  className: z.string().optional(),
});

/**
 * Docusaurus (theme-classic options.ts) lets a link leave out its label: an icon link drawn by a
 * `className` or `aria-label`, or a link whose content is `html`. It rejects both at once.
 */
const notLabelAndHtml = {
  message: 'a link takes a `label` or an `html`, not both (Docusaurus rejects both)',
};
const hasOneContent = (item: { label?: string | undefined; html?: string | undefined }) =>
  item.label === undefined || item.html === undefined;

const defaultItem = requireToOrHref(
  z.strictObject({ type: z.literal('default').default('default'), position, ...linkFields }),
).refine(hasOneContent, notLabelAndHtml);

const dropdownLinkItem = requireToOrHref(
  z.strictObject({ type: z.literal('default').default('default'), ...linkFields }),
).refine(hasOneContent, notLabelAndHtml);

/** The docs items, which a dropdown may list too (without a position). */
const docItem = z.strictObject({
  type: z.literal('doc'),
  /** The docs plugin instance it points into (`id` of a `docsPlugins` entry); default: the preset's docs. */
  docsPluginId: z.string().optional(),
  /** Id of the doc to link to, e.g. `get-started` or `api/overview`, or a generated index's slug (`/category/basic`). */
  docId: z.string(),
  /** Defaults to the doc id, as in Docusaurus. */
  label: z.string().optional(),
  position,
  className: z.string().optional(),
});
const docSidebarItem = z.strictObject({
  type: z.literal('docSidebar'),
  /** The docs plugin instance it points into (`id` of a `docsPlugins` entry); default: the preset's docs. */
  docsPluginId: z.string().optional(),
  /** Name of the sidebar; links to its first doc. */
  sidebarId: z.string(),
  /** Defaults to the label of the sidebar's first doc, as in Docusaurus. */
  label: z.string().optional(),
  position,
  className: z.string().optional(),
});
const docsVersionItem = z.strictObject({
  type: z.literal('docsVersion'),
  /** The docs plugin instance it points into (`id` of a `docsPlugins` entry); default: the preset's docs. */
  docsPluginId: z.string().optional(),
  /** Defaults to the version's label. */
  label: z.string().optional(),
  to: z.string().optional(),
  position,
  className: z.string().optional(),
});

/**
 * What a dropdown lists, by `type` as Docusaurus's DropdownSubitemSchema takes it: links, html
 * snippets and the docs items `doc`, `docSidebar` and `docsVersion` (resolved to links).
 */
export const dropdownItemSchemas = {
  default: dropdownLinkItem,
  html: htmlItem.omit({ position: true }),
  doc: docItem.omit({ position: true }),
  docSidebar: docSidebarItem.omit({ position: true }),
  docsVersion: docsVersionItem.omit({ position: true }),
} as const;

type DropdownItemSchemas = typeof dropdownItemSchemas;
/** A validated entry of a dropdown. */
export type DropdownItemConfig = z.output<DropdownItemSchemas[keyof DropdownItemSchemas]>;

const dropdownEntry = selectByType<DropdownItemConfig>(
  dropdownItemSchemas,
  'dropdown entry',
  'no dropdown entry of this type (Docusaurus allows no nested dropdown)',
);

/**
 * Picks the schema by `type` (default `default`) so that an unknown type gets one clear message
 * naming the type, the allowed types and the item, instead of a union's list of every mismatch.
 */
function selectByType<T>(schemas: Record<string, z.ZodType>, noun: string, unknownType: string) {
  return z.unknown().transform((value, ctx): T => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      ctx.addIssue({ code: 'custom', message: `a ${noun} must be a mapping (got ${describe(value)})` });
      return z.NEVER;
    }
    const type = (value as { type?: unknown }).type ?? 'default';
    // Own keys only: `__proto__`, `constructor` or `toString` must not find Object's members.
    const schema = typeof type === 'string' && Object.hasOwn(schemas, type) ? schemas[type] : undefined;
    if (!schema) {
      ctx.addIssue({
        code: 'custom',
        path: ['type'],
        message: `${unknownType} (got ${describe(type)}); expected one of ${Object.keys(schemas).join(', ')}; item: ${JSON.stringify(value)}`,
      });
      return z.NEVER;
    }
    const result = schema.safeParse(value);
    if (!result.success) {
      // Forwarded as they are, so the formatter words them like any other issue.
      for (const issue of result.error.issues) ctx.addIssue(issue as never);
      return z.NEVER;
    }
    return result.data as T;
  });
}

/** Navbar item schemas by `type` (default `default`). */
export const navbarItemSchemas = {
  default: defaultItem,
  dropdown: z.strictObject({
    type: z.literal('dropdown'),
    label: z.string(),
    to: z.string().optional(),
    href: z.string().optional(),
    position,
    className: z.string().optional(),
    /** Links, html snippets and docs items shown in the dropdown. */
    items: z.array(dropdownEntry).default([]),
  }),
  html: htmlItem,
  doc: docItem,
  docSidebar: docSidebarItem,
  docsVersion: docsVersionItem,
  docsVersionDropdown: z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position,
    className: z.string().optional(),
    /** Versions to list, by name, or a map of name to `{ label }` (default: all). A name that does not exist is an error. */
    versions: z
      .union([z.array(z.string()), z.record(z.string(), z.strictObject({ label: z.string().optional() }))])
      .optional(),
    /** Links listed before the versions. */
    dropdownItemsBefore: z.array(dropdownEntry).default([]),
    /** Links listed after the versions. */
    dropdownItemsAfter: z.array(dropdownEntry).default([]),
    /**
     * Docusaurus's switch to never mark the dropdown as the active navbar item. Accepted for
     * Docusaurus configs: the theme's version dropdown is never marked active, whatever its value.
     */
    dropdownActiveClassDisabled: z.boolean().optional(),
  }),
  localeDropdown: z.strictObject({
    type: z.literal('localeDropdown'),
    position,
    className: z.string().optional(),
  }),
  search: z.strictObject({
    type: z.literal('search'),
    position,
    className: z.string().optional(),
  }),
} as const;

/** Every navbar item type, in the order error messages list them. */
export const navbarItemTypes = Object.keys(navbarItemSchemas) as Array<keyof typeof navbarItemSchemas>;

type NavbarItemSchemas = typeof navbarItemSchemas;
/** A validated navbar item. */
export type NavbarItemConfig = z.output<NavbarItemSchemas[keyof NavbarItemSchemas]>;

const navbarItem = selectByType<NavbarItemConfig>(
  navbarItemSchemas,
  'navbar item',
  'no navbar component for this item type',
);

const footerLink = z.union([
  z.strictObject({
    /** Raw HTML, trusted. */
    html: z.string(),
  }),
  requireToOrHref(z.strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() })),
]);

const logo = z.strictObject({
  /** Image path (relative to baseUrl) or URL. */
  src: z.string(),
  /** Image for the dark palette. */
  srcDark: z.string().optional(),
  alt: z.string().default(''),
  /** Where the logo links (default: the home page). */
  href: z.string().optional(),
  /** The link's `target` (`_self`, `_blank`), as Docusaurus's Logo gives it. */
  target: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

const colorModeValue = z.enum(['light', 'dark'], {
  error: (issue) => `unknown colour mode (got ${describe(issue.input)}); expected "light" or "dark"`,
});

const tocLevel = z.number().int().min(2).max(6);

/** Options of one docs version (`docs.versions.<name>`), as Docusaurus names them. */
const docsVersionOptions = z.strictObject({
  /** Shown in the dropdown and badge (default: the name; `current`: currentVersionLabel). */
  label: z.string().optional(),
  /** URL segment under the docs route (default: none for the last version, `next` for current, else the name). */
  path: z.string().optional(),
  /** Banner above each doc (default: none for the last version, unreleased for newer, unmaintained for older). */
  banner: z.enum(['none', 'unreleased', 'unmaintained']).optional(),
  /** Show the "Version: <label>" badge (default: when the site has more than one version). */
  badge: z.boolean().optional(),
  /** Keep this version out of search engines: robots noindex and not in the sitemap (default false). */
  noIndex: z.boolean().optional(),
  /** Extra CSS class on the version's doc pages. */
  className: z.string().optional(),
});

/** themeConfig: the look of the site. */
const themeConfig = z
  .strictObject({
    navbar: z
      .strictObject({
        /** Text next to the logo. */
        title: z.string().optional(),
        logo: logo.optional(),
        /** Hide the navbar when scrolling down (default false). */
        hideOnScroll: z.boolean().default(false),
        /** Navbar palette (default: follows the colour mode). */
        style: z.enum(['dark', 'primary']).optional(),
        /** Navbar items, placed left or right (default right). */
        items: z.array(navbarItem).default([]),
      })
      .prefault({}),
    footer: z
      .strictObject({
        /** Footer palette (default light). */
        style: z.enum(['dark', 'light']).default('light'),
        /** Columns `{ title, items }`, or a flat list of links. */
        links: z
          .union([z.array(z.strictObject({ title: z.string(), items: z.array(footerLink) })), z.array(footerLink)])
          .default([]),
        logo: logo.optional(),
        /** Copyright line, plain text. */
        copyright: z.string().optional(),
      })
      .optional(),
    announcementBar: z
      .strictObject({
        /** Changing the id shows the bar again to readers who closed it (default `announcement-bar`). */
        id: z.string().default('announcement-bar'),
        /** HTML, trusted. */
        content: z.string(),
        backgroundColor: z.string().default('#fff'),
        textColor: z.string().default('#000'),
        /** Whether the reader can close it (default true). */
        isCloseable: z.boolean().default(true),
      })
      .optional(),
    colorMode: z
      .strictObject({
        /** Colour mode before the reader chooses one (default light). */
        defaultMode: colorModeValue.default('light'),
        /** Hide the toggle (default false). */
        disableSwitch: z.boolean().default(false),
        /** Follow the system preference until the reader chooses (default false). */
        respectPrefersColorScheme: z.boolean().default(false),
      })
      .prefault({}),
    tableOfContents: z
      .strictObject({
        /** Smallest heading level in the table of contents (default 2). */
        minHeadingLevel: tocLevel.default(2),
        /** Largest heading level in the table of contents (default 3). */
        maxHeadingLevel: tocLevel.default(3),
      })
      .refine((t) => t.minHeadingLevel <= t.maxHeadingLevel, {
        message: 'minHeadingLevel must not exceed maxHeadingLevel',
      })
      .prefault({}),
    /** Image used for social cards (og:image), relative to baseUrl. */
    image: z.string().optional(),
    /** Extra `<meta>` tags of every page, by their attributes (`{ name, content }`). */
    metadata: metadataSchema,
    /**
     * The page actions menu next to a doc's title (copy the page's markdown, view it, open it in
     * an assistant). `false` hides the menu; each action can be switched off (all on by default).
     */
    pageActions: z
      .union([
        z.literal(false),
        z.strictObject({
          /** "Copy page": the page's markdown to the clipboard (default true). */
          copy: z.boolean().default(true),
          /** "View as Markdown": a link to the page's markdown twin (default true). */
          view: z.boolean().default(true),
          /** "Open in ChatGPT": asks ChatGPT to read the page's markdown (default true). */
          chatgpt: z.boolean().default(true),
          /** "Open in Claude": asks Claude to read the page's markdown (default true). */
          claude: z.boolean().default(true),
        }),
      ])
      .default({ copy: true, view: true, chatgpt: true, claude: true }),
  })
  .prefault({});

/** The whole config file. */
/** A docs plugin's options (the classic preset's `docs`, or a `content-docs` plugin instance's). */
const docsOptions = z.strictObject({
  /** Folder of markdown docs (default `docs`). */
  path: z.string().default('docs'),
  /** URL segment of the docs (default `docs`). */
  routeBasePath: z.string().default('docs'),
  /** A YAML or JSON sidebars file; default: one autogenerated sidebar named tutorialSidebar. */
  sidebarPath: z.string().optional(),
  /**
   * "Edit this page", as in Docusaurus: the URL of the site's folder in the repository (the
   * docs folder's path and the file's path are appended), or (docusaurus.config.js) a function
   * of `{version, versionDocsDirPath, docPath, permalink, locale}`. See src/content/edit-url.ts.
   */
  editUrl: z
    .union([z.string(), z.custom<EditUrlFunction>((value) => typeof value === 'function', 'a URL or a function')])
    .optional(),
  /** Edit links of a locale lead to its translated files (default false: the originals). */
  editLocalizedFiles: z.boolean().default(false),
  /** Edit links of every version lead to the docs folder (default false: the version's own files). */
  editCurrentVersion: z.boolean().default(false),
  /** "Last updated on <date>" under each doc, from git (default false). */
  showLastUpdateTime: z.boolean().default(false),
  /** "... by <author>" under each doc, from git (default false). */
  showLastUpdateAuthor: z.boolean().default(false),
  /** Label of the current version (default Next). */
  currentVersionLabel: z.string().default('Next'),
  /** Breadcrumbs above each doc (default true), as Docusaurus's `breadcrumbs` option. */
  breadcrumbs: z.boolean().default(true),
  /**
   * Docusaurus 2's `docLayoutComponent`: a component of the site (`@site/src/components/X`, or a
   * path from the site folder) that renders `@theme/DocPage` inside content of its own (a banner
   * above the docs). What it renders around the docs is shown around every doc page.
   */
  docLayoutComponent: z.string().optional(),
  /**
   * Sidebar categories can be collapsed (default true); a category's own `collapsible` wins. A
   * category that cannot be collapsed is always expanded (Docusaurus's `sidebarCollapsible`).
   */
  sidebarCollapsible: z.boolean().default(true),
  /** Sidebar categories start collapsed (default true); a category's own `collapsed` wins (`sidebarCollapsed`). */
  sidebarCollapsed: z.boolean().default(true),
  /**
   * Id of a doc that the docs root (`/docs`) also serves, and that "this version" links open.
   * rnhc-docs' own key (Docusaurus has none); default: unset, as in Docusaurus: the root has a
   * page only when a doc's slug is `/`, and the version's main doc is that doc, else the first
   * doc of the first sidebar, else the first doc.
   */
  mainDocId: z.string().optional(),
  /** Version served at the docs root (default: the first of versions.json, else `current`). */
  lastVersion: z.string().optional(),
  /** Build the docs folder as the `current` version (default true). */
  includeCurrentVersion: z.boolean().default(true),
  /** Build only these versions, by name (default: every version). */
  onlyIncludeVersions: z.array(z.string()).optional(),
  /** Per-version options, by version name (`current` for the docs folder). */
  versions: z.record(z.string(), docsVersionOptions).default({}),
  /** Globs of the docs folder's files that are docs (default: every `.md` and `.mdx`). */
  include: z.array(z.string()).default(DOCS_INCLUDE_DEFAULT),
  /** Globs of files that are not docs (default: `_`-prefixed files and folders, tests), as in Docusaurus. */
  exclude: z.array(z.string()).default(DOCS_EXCLUDE_DEFAULT),
});

export const configSchema = z.strictObject({
  /** Site title, shown in the navbar and in every page title. Required. */
  title: z.string().min(1, 'must not be empty'),
  /** Tagline under the title (default empty). */
  tagline: z.string().default(''),
  /** The files for AI readers: `/llms.txt`, `/llms-full.txt`, `/llms.json` and a `.md` twin of every page. */
  llms: z
    .strictObject({
      /** The `>` summary of llms.txt (default: the tagline). */
      description: z.string().optional(),
    })
    .default({}),
  /** Site origin without path, e.g. `https://matinzd.github.io`. Required. */
  url: z.string().refine(
    (u) => {
      try {
        const parsed = new URL(u);
        return /^https?:$/.test(parsed.protocol) && parsed.pathname === '/' && !u.endsWith('/');
      } catch {
        return false;
      }
    },
    { message: 'must be an origin such as https://example.com, without a path or trailing slash' },
  ),
  /** Path the site is served under; starts and ends with `/` (default `/`). */
  baseUrl: z
    .string()
    .default('/')
    .refine((b) => b.startsWith('/') && b.endsWith('/'), { message: 'must start and end with "/"' })
    // A path, never a host: `//evil.example/` would make every asset URL load from another site.
    .refine((b) => !b.startsWith('//') && !/[\\?#\s]/.test(b), {
      message: 'must be a URL path such as /docs/, without "//" at the start, "\\", "?", "#" or spaces',
    }),
  /** true: links end with `/`; false: never; unset: as written. Output has both forms anyway. */
  trailingSlash: z.boolean().optional(),
  /** Favicon path relative to baseUrl (a file from a static directory). */
  favicon: z.string().optional(),
  /** Separator between page title and site title (default `|`). */
  titleDelimiter: z.string().default('|'),
  /** Values site code reads as `useDocusaurusContext().siteConfig.customFields` (default none). */
  customFields: z.record(z.string(), z.unknown()).default({}),
  /** What a link to a missing route does (default throw: the build fails). */
  onBrokenLinks: brokenPolicy.default('throw'),
  /** What a link to a missing #anchor does (default warn). */
  onBrokenAnchors: brokenPolicy.default('warn'),
  /** What a relative link to a missing .md file does (default warn). */
  onBrokenMarkdownLinks: brokenPolicy.default('warn'),
  i18n: z
    .strictObject({
      /** Default locale, served at the base URL (default en). */
      defaultLocale: localeSegment.default('en'),
      /** All locales (default: the default locale only). */
      locales: z.array(localeSegment).optional(),
      /** Folder of the translation files, relative to the config file (default `i18n`), as in Docusaurus. */
      path: z.string().default('i18n'),
      /** Per-locale settings, by locale name (a locale that `locales` does not list is named in a warning). */
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            /** Name in the locale dropdown (default: the locale name). */
            label: z.string().optional(),
            /** `<html lang>` and hreflang (default: the locale name). */
            htmlLang: z.string().optional(),
            /** Writing direction (default ltr). */
            direction: z
              .enum(['ltr', 'rtl'], {
                error: (issue) => `unknown direction (got ${describe(issue.input)}); expected "ltr" or "rtl"`,
              })
              .optional(),
            /** Folder of this locale under the i18n folder, and its URL prefix (default: the locale name). */
            path: localeSegment.optional(),
            /** Calendar for dates (read for compatibility; dates use the locale's default calendar). */
            calendar: z.string().optional(),
            /** Whether the locale's translation files are read (default: when its folder exists). */
            translate: z.boolean().optional(),
            /** Origin of this locale's site, for a deployment over several domains (not applied yet). */
            url: z.string().optional(),
            /** Base URL of this locale's site (not applied yet). */
            baseUrl: z.string().optional(),
          }),
        )
        .default({}),
    })
    .prefault({}),
  docs: docsOptions.prefault({}),
  /**
   * Further instances of the docs plugin (Docusaurus: `plugins: [['content-docs', {id, path,
   * routeBasePath, ...}]]`), each its own docs folder, routes, sidebars, versions
   * (`<id>_versions.json`, `<id>_versioned_docs/`) and translations
   * (`i18n/<locale>/docusaurus-plugin-content-docs-<id>/`). See src/content/docs-instances.ts.
   */
  docsPlugins: z
    .array(
      docsOptions.extend({
        /** The instance's id, as navbar items' `docsPluginId` and the docs hooks name it. */
        id: z.string().regex(/^[a-zA-Z0-9_-]+$/, 'a plugin id is letters, digits, _ and -'),
      }),
    )
    .default([]),
  pages: z
    .strictObject({
      /** Folder of standalone pages: `.md` files and React `.tsx` components (default `src/pages`). */
      path: z.string().default('src/pages'),
      /**
       * Whether the pages folder is built (default true). A Docusaurus config's `pages: false` in the
       * classic preset sets it to false: Docusaurus then builds no page of the folder.
       */
      enabled: z.boolean().default(true),
    })
    .prefault({}),
  /** How markdown files are parsed and rendered (Docusaurus's `markdown` options). */
  markdown: z
    .strictObject({
      /**
       * `mdx` (default): `.md` and `.mdx` are MDX, as in Docusaurus 3; `detect`: only `.mdx` is MDX;
       * `md`: everything is CommonMark. A `.md` file that is not valid MDX is rendered as markdown
       * with a warning.
       */
      format: z.enum(['mdx', 'md', 'detect']).default('mdx'),
      /** ```mermaid code blocks are diagrams, drawn in the browser by mermaid (Docusaurus's theme-mermaid). */
      mermaid: z.boolean().default(false),
      /**
       * Live code blocks (Docusaurus's theme-live-codeblock): a code block whose meta says `live`
       * (```` ```jsx live ````) is an editable playground whose result renders in the browser
       * with react-live, taken from the site's node_modules. `playgroundPosition` (default
       * `bottom`): where the result is, above or below the editor. Absent (default): off.
       */
      liveCodeBlock: z.strictObject({ playgroundPosition: z.enum(['top', 'bottom']).default('bottom') }).optional(),
      /**
       * Docusaurus 3's compatibility with MDX 1 (each on by default): `comments` reads
       * `<!-- comments -->` in MDX, `admonitions` reads `:::note Title` (the title after the type),
       * `headingIds` reads `## Heading {#id}` in MDX. Off, MDX reads them as MDX 2 does: a comment
       * or a `{#id}` is a syntax error, and `:::note Title` is not an admonition (its lines are text;
       * `:::note[Title]` is the MDX 2 form).
       */
      mdx1Compat: z
        .strictObject({
          comments: z.boolean().default(true),
          admonitions: z.boolean().default(true),
          headingIds: z.boolean().default(true),
          /**
           * A `<` that opens no tag and a `{` that holds no expression are text, as MDX 1 read
           * them (off: MDX 2's syntax error). Set for a Docusaurus 2 site; each file is named once.
           */
          text: z.boolean().default(false),
        })
        .prefault({}),
      /**
       * Code block magic comments (Docusaurus's `themeConfig.prism.magicComments`); default: the
       * `highlight-next-line`, `highlight-start` / `highlight-end` comments.
       */
      magicComments: z
        .array(
          z.strictObject({
            className: z.string(),
            line: z.string().optional(),
            block: z.strictObject({ start: z.string(), end: z.string() }).optional(),
          }),
        )
        .optional(),
      /**
       * The shiki themes of code blocks in light and dark mode (default `github-light` and
       * `github-dark`); a Docusaurus config's `themeConfig.prism.theme` / `darkTheme` set them
       * (prism-react-renderer's themes by the shiki theme of the same name).
       */
      codeThemes: z
        .strictObject({
          light: z.string().default(DEFAULT_CODE_THEMES.light),
          dark: z.string().default(DEFAULT_CODE_THEMES.dark),
          /**
           * Themes of the site's own by name, as shiki's theme JSON (`type`, `colors`,
           * `tokenColors`); `light` and `dark` may name one. A Docusaurus config's prism theme
           * object comes here (src/markdown/code-themes.ts).
           */
          custom: z
            .record(
              z.string(),
              z.strictObject({
                name: z.string(),
                type: z.enum(['light', 'dark']),
                colors: z.record(z.string(), z.string()),
                tokenColors: z.array(
                  z.strictObject({
                    scope: z.array(z.string()),
                    settings: z.strictObject({ foreground: z.string().optional(), fontStyle: z.string().optional() }),
                  }),
                ),
              }),
            )
            .optional(),
        })
        .superRefine((themes, ctx) => {
          for (const mode of ['light', 'dark'] as const) {
            const name = themes[mode];
            if (!SHIKI_THEMES.includes(name) && !themes.custom?.[name])
              ctx.addIssue({
                code: 'custom',
                path: [mode],
                message: `not a shiki theme (one of ${SHIKI_THEMES.join(', ')}) nor one of custom`,
              });
          }
        })
        .optional(),
    })
    .prefault({}),
  /** The blog plugin's options (src/config/blog-schema.ts), or false for no blog. */
  blog: z.union([z.literal(false), blogSchema]).default(() => blogSchema.parse({})),
  /** The classic theme's options (Docusaurus: the preset's `theme`). */
  theme: z
    .strictObject({
      /**
       * Stylesheets loaded after the theme's (a path or a list, relative to the config file), as
       * Docusaurus's `customCss`. Infima's custom properties (`--ifm-color-primary` ...) apply.
       */
      customCss: z.union([z.string(), z.array(z.string())]).optional(),
      /**
       * A `.hero` of the site's pages is Infima's (Docusaurus's colours and sizes), not the theme's
       * own home-page hero (default false; a docusaurus.config.* site, and `migrate`'s YAML of it, true).
       */
      infimaHero: z.boolean().default(false),
      /**
       * The navbar's search button carries DocSearch's markup and class names (`DocSearch-Button`,
       * `DocSearch-Button-Placeholder`...) and DocSearch's default styles, so a site's CSS written
       * for Algolia's button applies; it still opens the built-in search (default false; a
       * docusaurus.config.* with `themeConfig.algolia`, true).
       */
      docSearch: z.boolean().default(false),
    })
    .optional(),
  /**
   * Whether `sitemap.xml` is written (default true). A Docusaurus config's `sitemap: false` in the
   * classic preset sets it to false, as Docusaurus then writes none.
   */
  sitemap: z.boolean().default(true),
  /** Folders copied as is to the output root (default `static`). */
  staticDirectories: z.array(z.string()).default(['static']),
  /**
   * rnhc-docs: lets `staticDirectories` name folders outside the site folder (or links out of
   * it). Off by default: every file of such a folder is published, so a typo or a pull request
   * setting `staticDirectories: ['/etc']` would publish the build machine's files.
   */
  allowStaticOutsideSite: z.boolean().default(false),
  /** Extra tags of every page's `<head>` (`{ tagName, attributes, innerHTML }`). */
  headTags: headTagsSchema,
  /** Scripts of every page: a URL or the `<script>`'s attributes. */
  scripts: scriptsSchema,
  /** Stylesheets of every page: a URL or the `<link>`'s attributes. */
  stylesheets: stylesheetsSchema,
  /** Google Analytics 4 through gtag.js (`trackingID`, `anonymizeIP`). */
  gtag: gtagSchema,
  /** Universal Analytics through analytics.js (`trackingID`, `anonymizeIP`). */
  googleAnalytics: googleAnalyticsSchema,
  /** Google Tag Manager (`containerId`). */
  googleTagManager: googleTagManagerSchema,
  /** Old paths that lead to pages of the site (Docusaurus's client-redirects plugin). */
  clientRedirects: clientRedirectsSchema,
  /** The built-in search. */
  search: z
    .strictObject({
      /**
       * Path (under the base URL, per locale) of a search page, as Docusaurus's Algolia theme's
       * `searchPagePath`; `false` (default): none. A Docusaurus config with Algolia or a local
       * search plugin that makes one gets it at the plugin's path.
       */
      page: z
        .union([z.literal(false), z.string().regex(/^[\w-]+(\/[\w-]+)*$/, 'a path like `search`, no leading `/`')])
        .default(false),
    })
    .prefault({}),
  themeConfig,
});

/** The config as written (input side). */
export type ConfigInput = z.input<typeof configSchema>;
/** The config after defaults (paths still relative). */
export type Config = z.output<typeof configSchema>;

/** Short printable form of a value for error messages. */
export const describe = describeValue;

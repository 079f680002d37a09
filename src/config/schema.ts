import { z } from 'zod';
import { blogSchema } from './blog-schema.ts';

/**
 * The schema of `rnhc-docs.config.yaml`: the single source of the config's types, defaults and
 * validation. Keys are named as Docusaurus names them, so `docusaurus.config.js` translates to
 * YAML key for key. Paths are relative to the config file.
 */

const brokenPolicy = z.enum(['ignore', 'log', 'warn', 'throw']);
const position = z.enum(['left', 'right']).default('right');

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
  /** Extra CSS class. */
  className: z.string().optional(),
  /** Active when the current path starts with this path (resolved against baseUrl). */
  activeBasePath: z.string().optional(),
  /** Active when the current path matches this regular expression. */
  activeBaseRegex: z.string().optional(),
};

const htmlItem = z.strictObject({
  type: z.literal('html'),
  /** Raw HTML, trusted (it comes from the maintainer's config). */
  value: z.string(),
  position,
  className: z.string().optional(),
});

const needsTarget = { message: 'a link needs `to` or `href`' };
const needsName = { message: 'a link needs a `label` (or an `aria-label` for an icon-only link)' };
const hasTarget = (item: { to?: string | undefined; href?: string | undefined }) =>
  item.to !== undefined || item.href !== undefined;
const hasName = (item: { label?: string | undefined; 'aria-label'?: string | undefined }) =>
  item.label !== undefined || item['aria-label'] !== undefined;

const defaultItem = z
  .strictObject({ type: z.literal('default').default('default'), position, ...linkFields })
  .refine(hasTarget, needsTarget)
  .refine(hasName, needsName);

const dropdownLinkItem = z
  .strictObject({ type: z.literal('default').default('default'), ...linkFields })
  .refine(hasTarget, needsTarget)
  .refine(hasName, needsName);

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
    /** Links (or html snippets) shown in the dropdown. */
    items: z.array(z.union([htmlItem.omit({ position: true }), dropdownLinkItem])).default([]),
  }),
  html: htmlItem,
  doc: z.strictObject({
    type: z.literal('doc'),
    /** Id of the doc to link to, e.g. `get-started` or `api/overview`. */
    docId: z.string(),
    /** Defaults to the doc's sidebar label or title. */
    label: z.string().optional(),
    position,
    className: z.string().optional(),
  }),
  docSidebar: z.strictObject({
    type: z.literal('docSidebar'),
    /** Name of the sidebar; links to its first doc. */
    sidebarId: z.string(),
    label: z.string(),
    position,
    className: z.string().optional(),
  }),
  docsVersion: z.strictObject({
    type: z.literal('docsVersion'),
    /** Defaults to the version's label. */
    label: z.string().optional(),
    to: z.string().optional(),
    position,
    className: z.string().optional(),
  }),
  docsVersionDropdown: z.strictObject({
    type: z.literal('docsVersionDropdown'),
    position,
    className: z.string().optional(),
    /** Versions to list, by name (default: all). A name that does not exist is an error. */
    versions: z.array(z.string()).optional(),
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

/**
 * Picks the schema by `type` so that an unknown type gets one clear message naming the type, the
 * allowed types and the item, instead of a union's list of every mismatch.
 */
const navbarItem = z.unknown().transform((value, ctx): NavbarItemConfig => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    ctx.addIssue({ code: 'custom', message: `a navbar item must be a mapping (got ${describe(value)})` });
    return z.NEVER;
  }
  const type = (value as { type?: unknown }).type ?? 'default';
  const schema = typeof type === 'string' ? navbarItemSchemas[type as keyof NavbarItemSchemas] : undefined;
  if (!schema) {
    ctx.addIssue({
      code: 'custom',
      path: ['type'],
      message: `no navbar component for this item type (got ${describe(type)}); expected one of ${navbarItemTypes.join(', ')}; item: ${JSON.stringify(value)}`,
    });
    return z.NEVER;
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    // Forwarded as they are, so the formatter words them like any other issue.
    for (const issue of result.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  }
  return result.data as NavbarItemConfig;
});

const footerLink = z.union([
  z.strictObject({
    /** Raw HTML, trusted. */
    html: z.string(),
  }),
  z
    .strictObject({ label: z.string(), to: z.string().optional(), href: z.string().optional() })
    .refine((item) => item.to !== undefined || item.href !== undefined, {
      message: 'a link needs `to` or `href`',
    }),
]);

const logo = z.strictObject({
  /** Image path (relative to baseUrl) or URL. */
  src: z.string(),
  /** Image for the dark palette. */
  srcDark: z.string().optional(),
  alt: z.string().default(''),
  /** Where the logo links (default: the home page). */
  href: z.string().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
});

const colorModeValue = z.enum(['light', 'dark'], {
  error: (issue) => `unknown colour mode (got ${describe(issue.input)}); expected "light" or "dark"`,
});

const tocLevel = z.number().int().min(2).max(6);

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
      .default({ hideOnScroll: false, items: [] }),
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
      .default({ defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false }),
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
      .default({ minHeadingLevel: 2, maxHeadingLevel: 3 }),
    /** Image used for social cards (og:image), relative to baseUrl. */
    image: z.string().optional(),
  })
  .default({
    navbar: { hideOnScroll: false, items: [] },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  });

/** The whole config file. */
export const configSchema = z.strictObject({
  /** Site title, shown in the navbar and in every page title. Required. */
  title: z.string().min(1, 'must not be empty'),
  /** Tagline under the title (default empty). */
  tagline: z.string().default(''),
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
    .refine((b) => b.startsWith('/') && b.endsWith('/'), { message: 'must start and end with "/"' }),
  /** true: links end with `/`; false: never; unset: as written. Output has both forms anyway. */
  trailingSlash: z.boolean().optional(),
  /** Favicon path relative to baseUrl (a file from a static directory). */
  favicon: z.string().optional(),
  /** Separator between page title and site title (default `|`). */
  titleDelimiter: z.string().default('|'),
  /** What a link to a missing route does (default throw: the build fails). */
  onBrokenLinks: brokenPolicy.default('throw'),
  /** What a link to a missing #anchor does (default warn). */
  onBrokenAnchors: brokenPolicy.default('warn'),
  /** What a relative link to a missing .md file does (default warn). */
  onBrokenMarkdownLinks: brokenPolicy.default('warn'),
  i18n: z
    .strictObject({
      /** Default locale, served at the base URL (default en). */
      defaultLocale: z.string().default('en'),
      /** All locales (default: the default locale only). */
      locales: z.array(z.string()).optional(),
      /** Per-locale label, html lang and direction. */
      localeConfigs: z
        .record(
          z.string(),
          z.strictObject({
            label: z.string().optional(),
            htmlLang: z.string().optional(),
            direction: z.enum(['ltr', 'rtl']).optional(),
          }),
        )
        .default({}),
    })
    .default({ defaultLocale: 'en', localeConfigs: {} }),
  docs: z
    .strictObject({
      /** Folder of markdown docs (default `docs`). */
      path: z.string().default('docs'),
      /** URL segment of the docs (default `docs`). */
      routeBasePath: z.string().default('docs'),
      /** A YAML or JSON sidebars file; default: one autogenerated sidebar named tutorialSidebar. */
      sidebarPath: z.string().optional(),
      /** Base URL for "Edit this page"; the doc's path in the docs folder is appended. */
      editUrl: z.string().optional(),
      /** Label of the current version (default Next). */
      currentVersionLabel: z.string().default('Next'),
      /** Id of the doc that `/docs` opens (default intro). */
      mainDocId: z.string().default('intro'),
    })
    .default({ path: 'docs', routeBasePath: 'docs', currentVersionLabel: 'Next', mainDocId: 'intro' }),
  pages: z
    .strictObject({
      /** Folder of standalone pages: `.md` files and React `.tsx` components (default `src/pages`). */
      path: z.string().default('src/pages'),
    })
    .default({ path: 'src/pages' }),
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
    })
    .optional(),
  /** Folders copied as is to the output root (default `static`). */
  staticDirectories: z.array(z.string()).default(['static']),
  themeConfig,
});

/** The config as written (input side). */
export type ConfigInput = z.input<typeof configSchema>;
/** The config after defaults (paths still relative). */
export type Config = z.output<typeof configSchema>;

/** Short printable form of a value for error messages. */
export function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  try {
    const text = JSON.stringify(value);
    return text.length > 80 ? `${text.slice(0, 77)}...` : text;
  } catch {
    return String(value);
  }
}

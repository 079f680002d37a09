/**
 * Maps a Docusaurus config object (what `docusaurus.config.js/ts` exports) onto rnhc-docs' config
 * keys, which are named as Docusaurus names them: the classic preset's `docs`, `blog` and `pages`
 * options move to the top level, and what rnhc-docs does not apply is named in one notice per key
 * with the reason. Keys it simply does not know are left in place: validation strips them with a
 * generic notice (see `stripUnknownKeys`).
 */

import { createHash } from 'node:crypto';
import {
  type CustomCodeTheme,
  createCodeThemeFromPrism,
  DEFAULT_CODE_THEMES,
  PRISM_TO_SHIKI,
  prismThemeOfStub,
} from '../../markdown/code-themes.ts';
import { mapPlugin } from './map-plugins.ts';

/** A key of the Docusaurus config that is not applied, and why. */
export interface ConfigNotice {
  /** Key path in the Docusaurus config, e.g. `themeConfig.prism`. */
  path: string;
  reason: string;
}

/** Keys with a known reason for not being applied. */
const NOT_APPLIED: Record<string, string> = {
  organizationName:
    'deployment settings are for `docusaurus deploy`; rnhc-docs writes static files and leaves deployment to you',
  projectName:
    'deployment settings are for `docusaurus deploy`; rnhc-docs writes static files and leaves deployment to you',
  deploymentBranch:
    'deployment settings are for `docusaurus deploy`; rnhc-docs writes static files and leaves deployment to you',
  githubHost:
    'deployment settings are for `docusaurus deploy`; rnhc-docs writes static files and leaves deployment to you',
  githubPort:
    'deployment settings are for `docusaurus deploy`; rnhc-docs writes static files and leaves deployment to you',
  clientModules: 'client modules are not supported (the theme ships its own client code)',
  themes: 'themes other than the classic theme are not supported',
  future: 'Docusaurus build flags (v4 behaviour, faster bundlers) do not apply to rnhc-docs',
  onDuplicateRoutes: 'rnhc-docs always fails the build on two sources for one route',
  baseUrlIssueBanner: 'rnhc-docs shows no base-URL banner',
  webpack: 'rnhc-docs does not use webpack',
  ssrTemplate: 'the HTML template is the theme’s own',
  storage: 'local storage keys are the theme’s own',
  noIndex: 'a site-wide noindex is not supported yet',
  'markdown.remarkRehypeOptions': 'the markdown pipeline is rnhc-docs’ own',
  'markdown.preprocessor': 'the markdown pipeline is rnhc-docs’ own',
  'markdown.parseFrontMatter': 'front matter is parsed by rnhc-docs (YAML)',
  'markdown.anchors': 'heading ids follow GitHub’s slugs, as Docusaurus’s defaults do',
  'markdown.hooks.onBrokenMarkdownImages': 'a missing image is always reported',
  'themeConfig.prism.additionalLanguages':
    'code is highlighted at build time by shiki, which knows every language prism-react-renderer can add',
  'themeConfig.prism.defaultLanguage': 'a code block without a language is shown as plain text',
  'themeConfig.docs': 'the docs sidebar cannot be hidden or auto-collapsed (SPEC: not hideable, no auto-collapse)',
  'themeConfig.mermaid': 'diagrams use mermaid’s default light and dark themes; its options are not applied',
  'themeConfig.zoom': 'image zoom is not supported',
  'docs.docItemComponent': 'theme components cannot be replaced',
  'docs.docCategoryGeneratedIndexComponent': 'theme components cannot be replaced',
  'docs.sidebarItemsGenerator': 'a custom sidebar generator function is not run',
  'blog.include': 'every .md and .mdx file of the blog folder is a post, except _-prefixed ones',
  'blog.exclude': 'every .md and .mdx file of the blog folder is a post, except _-prefixed ones',
  'blog.truncateMarker': 'the default markers are used: <!-- truncate --> and {/* truncate */}',
  'blog.readingTime': 'reading times are computed as Docusaurus computes them by default',
  'blog.showLastUpdateTime': 'last-update times are not shown yet',
  'blog.showLastUpdateAuthor': 'last-update authors are not shown yet',
  'blog.editLocalizedFiles': 'blog translations are not built yet',
  'blog.processBlogPosts': 'a function here is not supported',
  'blog.blogListComponent': 'theme components cannot be replaced',
  'blog.blogPostComponent': 'theme components cannot be replaced',
  'blog.blogTagsListComponent': 'theme components cannot be replaced',
  'blog.blogTagsPostsComponent': 'theme components cannot be replaced',
  'blog.blogArchiveComponent': 'theme components cannot be replaced',
  'blog.blogAuthorsListComponent': 'theme components cannot be replaced',
  'blog.blogAuthorsPostsComponent': 'theme components cannot be replaced',
  sitemap: 'rnhc-docs always writes sitemap.xml with its own settings',
  svgr: 'SVG imports are components made with Docusaurus’s default SVGR options; these are not applied',
  debug: 'the debug plugin is not supported',
};

/** The keys of `themeConfig.prism` Docusaurus's theme-classic reads. */
const PRISM_OPTIONS = new Set(['theme', 'darkTheme', 'defaultLanguage', 'additionalLanguages', 'magicComments']);

/** The options of the docs, blog and pages plugins that hold remark and rehype plugins. */
const MARKDOWN_PLUGIN_KEYS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;

/** A classic preset named in `presets`: by its short name, package name or a resolved path. */
export const CLASSIC = /^(classic|@docusaurus\/preset-classic)$|[\\/]preset-classic[\\/]/;

/** The classic preset's content options: a preset given one of them is read as the classic preset. */
const CLASSIC_CONTENT = ['docs', 'blog', 'pages'] as const;

/** The mapped config (input to validation) and what was not applied. */
export interface MappedConfig {
  raw: Record<string, unknown>;
  notices: ConfigNotice[];
}

/**
 * Maps the exported Docusaurus config. `isStub` tells values that came from a module rnhc-docs
 * stubbed (a prism theme, a plugin): their keys are reported and dropped.
 */
export function mapDocusaurusConfig(
  value: unknown,
  isStub: (v: unknown) => boolean,
  stubName: (v: unknown) => string | undefined = () => undefined,
): MappedConfig {
  const notices: ConfigNotice[] = [];
  const note = (path: string, reason = NOT_APPLIED[path] ?? 'not supported by rnhc-docs') =>
    notices.push({ path, reason });
  if (!isPlainObject(value)) {
    return {
      raw: {},
      notices: [{ path: '(root)', reason: 'the config file must export an object (or a function returning one)' }],
    };
  }
  const raw: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === 'presets' || key === 'plugins' || key === 'themes' || key === 'markdown' || key === 'themeConfig')
      continue;
    if (key in NOT_APPLIED) note(key);
    else if (key === 'customFields') {
      // Docusaurus hands site code its config as JSON (its generated docusaurus.config.mjs):
      // functions and undefined values are dropped there too.
      try {
        raw.customFields = JSON.parse(JSON.stringify(v ?? {}));
      } catch (error) {
        note(key, `it cannot be written as JSON, as Docusaurus writes it (${(error as Error).message})`);
      }
    } else raw[key] = v;
  }
  // Docusaurus accepts both and normalises them so (its config validation): `url` loses a trailing
  // `/`, `baseUrl` gains a leading and a trailing one.
  if (typeof raw.url === 'string') raw.url = raw.url.replace(/\/$/, '');
  if (typeof raw.baseUrl === 'string') raw.baseUrl = raw.baseUrl.replace(/^(?!\/)/, '/').replace(/(?<!\/)$/, '/');

  if (isPlainObject(value.markdown)) {
    for (const [key, v] of Object.entries(value.markdown)) {
      if (key === 'hooks' && isPlainObject(v)) {
        for (const [hook, policy] of Object.entries(v)) {
          // Docusaurus 3.9 moved the setting here; the top-level key still wins when both are set.
          if (hook === 'onBrokenMarkdownLinks' && typeof policy === 'string') raw.onBrokenMarkdownLinks ??= policy;
          else note(`markdown.hooks.${hook}`);
        }
      } else if (key === 'format' || key === 'mdx1Compat' || key === 'mermaid') {
        raw.markdown = { ...(raw.markdown as object | undefined), [key]: v };
      } else note(`markdown.${key}`);
    }
  }

  // Docusaurus 2 alpha's theme option, the docs' `sidebarCollapsible` since (applied below).
  let legacySidebarCollapsible: boolean | undefined;
  // themeConfig.liveCodeBlock, applied when the theme that reads it is listed.
  let liveCodeBlock: Record<string, unknown> | undefined;
  let liveTheme = false;
  let prismMapped = false;
  if (isPlainObject(value.themeConfig)) {
    const themeConfig: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value.themeConfig)) {
      if (key === 'sidebarCollapsible' && typeof v === 'boolean') {
        legacySidebarCollapsible = v;
        continue;
      }
      // Magic comments and the themes are applied (code blocks); each other prism option is named.
      if (key === 'prism' && isPlainObject(v)) {
        mapPrism(v, raw, stubName, note);
        prismMapped = true;
        continue;
      }
      // Algolia's settings: the built-in search stands in (addSearchBox says so), with the
      // theme's search page at `searchPagePath` (default 'search', false: none).
      if (key === 'algolia') {
        const page = isPlainObject(v) && 'searchPagePath' in v ? v.searchPagePath : 'search';
        if (v && (page === false || typeof page === 'string')) {
          raw.search = { page: typeof page === 'string' ? page.replace(/^\/+|\/+$/g, '') || false : false };
        }
        continue;
      }
      // Read with the live code block theme (its playground position), below.
      if (key === 'liveCodeBlock') {
        liveCodeBlock = isPlainObject(v) ? v : {};
        continue;
      }
      if (`themeConfig.${key}` in NOT_APPLIED) note(`themeConfig.${key}`);
      else themeConfig[key] = v;
    }
    dropReactKeys(themeConfig);
    raw.themeConfig = themeConfig;
  }
  // Without `themeConfig.prism`, code blocks still get Docusaurus's default prism theme.
  if (!prismMapped) mapPrism({}, raw, stubName, note);

  let defaultDocsId = 'default';
  const presets = Array.isArray(value.presets) ? value.presets : [];
  presets.forEach((preset, index) => {
    const [name, options] = Array.isArray(preset) ? preset : [preset, undefined];
    if (typeof name !== 'string' || !CLASSIC.test(name)) {
      // Site presets are often copies of preset-classic that add a theme (@gorhom/docusaurus-preset):
      // given the classic options, they build the classic plugins from them, so those are read.
      const classicKeys = isPlainObject(options) ? CLASSIC_CONTENT.filter((key) => key in options) : [];
      if (classicKeys.length === 0) {
        note(`presets[${index}]`, `preset ${describeName(name)} is not supported; only the classic preset is read`);
        return;
      }
      note(
        `presets[${index}]`,
        `preset ${describeName(name)} is not supported: its ${classicKeys.join(', ')} options are read as the classic preset’s; its own themes and plugins are not run`,
      );
    }
    if (!isPlainObject(options)) return;
    for (const [key, v] of Object.entries(options)) {
      if (key === 'docs' || key === 'blog' || key === 'pages') {
        if (v === false) {
          // The blog and the pages have an off switch; the docs do not.
          if (key === 'blog') raw.blog = false;
          else if (key === 'pages') raw.pages = { ...(isPlainObject(raw.pages) ? raw.pages : {}), enabled: false };
          else
            note(
              key,
              `${key}: false is not supported; rnhc-docs always reads a ${key} folder (an absent one is empty)`,
            );
          continue;
        }
        if (!isPlainObject(v)) continue;
        const section = mapSection(key, v, key, note);
        // The preset's docs instance may be given an id; navbar items name it by that id.
        if (key === 'docs' && typeof section.id === 'string') {
          defaultDocsId = section.id;
          delete section.id;
        }
        raw[key] = section;
      } else if ((key === 'gtag' || key === 'googleAnalytics' || key === 'googleTagManager') && isPlainObject(v)) {
        raw[key] = v;
      } else if (key === 'sitemap' && v === false) {
        // The preset's sitemap plugin switched off: no sitemap.xml (its options are not applied).
        raw.sitemap = false;
      } else if (key === 'theme' && isPlainObject(v)) {
        // Left for validation to keep what rnhc-docs knows (customCss) and name the rest.
        raw.theme = { ...v };
      } else note(key);
    }
  });

  if (legacySidebarCollapsible !== undefined) {
    const docs = isPlainObject(raw.docs) ? raw.docs : {};
    raw.docs = { sidebarCollapsible: legacySidebarCollapsible, ...docs };
  }

  const searches: string[] = [];
  const docsPlugins: Array<Record<string, unknown>> = [];
  for (const list of ['plugins', 'themes'] as const) {
    (Array.isArray(value[list]) ? value[list] : []).forEach((plugin, index) => {
      const [name, options] = Array.isArray(plugin) ? plugin : [plugin, undefined];
      if (list === 'plugins' && isDocsPlugin(name)) {
        const where = `${list}[${index}]`;
        const section = isPlainObject(options) ? mapSection('docs', options, where, note) : {};
        const id = typeof section.id === 'string' ? section.id : 'default';
        if (id === defaultDocsId || docsPlugins.some((other) => other.id === id)) {
          // Docusaurus refuses two docs instances of one id (its "Plugin ... used 2 times with id").
          note(
            where,
            `a docs plugin instance of id ${JSON.stringify(id)} is already built; give this one another \`id\``,
          );
          return;
        }
        docsPlugins.push({ ...section, id });
        return;
      }
      const mapped = mapPlugin(name, options);
      if (!mapped) {
        note(`${list}[${index}]`, `${list === 'plugins' ? 'plugin' : 'theme'} ${describeName(name)} is not supported`);
        return;
      }
      Object.assign(raw, mapped.set);
      if (mapped.live) liveTheme = true;
      if (mapped.info) note(`${list}[${index}]`, `${INFO}${describeName(name)}: ${mapped.info}`);
      if (mapped.search) searches.push(mapped.search);
    });
  }
  if (docsPlugins.length > 0) raw.docsPlugins = docsPlugins;
  if (liveTheme) {
    const position = liveCodeBlock?.playgroundPosition;
    raw.markdown = {
      ...(raw.markdown as object | undefined),
      liveCodeBlock: position === undefined ? {} : { playgroundPosition: position },
    };
  } else if (liveCodeBlock) {
    note('themeConfig.liveCodeBlock', 'it is read by @docusaurus/theme-live-codeblock, which `themes` does not list');
  }
  dropOtherDocsInstances(raw, defaultDocsId, new Set(docsPlugins.map((plugin) => plugin.id as string)), note);

  if (isPlainObject(value.themeConfig) && value.themeConfig.algolia) searches.push('themeConfig.algolia');
  if (searches.length > 0) addSearchBox(raw, searches, note);

  // A Docusaurus site's pages are written for Infima, its hero included (see theme.infimaHero).
  raw.theme = { ...(isPlainObject(raw.theme) ? raw.theme : {}), infimaHero: true };
  // Its CSS may style DocSearch's button by its class names (detox): the built-in button takes them.
  if (isPlainObject(value.themeConfig) && value.themeConfig.algolia)
    (raw.theme as Record<string, unknown>).docSearch = true;

  dropStubs(raw, '', isStub, note);
  return { raw, notices };
}

/**
 * `themeConfig.prism`: magic comments, and the prism themes as shiki themes of the same name
 * (src/markdown/code-themes.ts). Docusaurus shows `theme` in dark mode too when `darkTheme` is
 * not set. A theme with no counterpart keeps the default of its mode, named in a notice.
 */
function mapPrism(
  prism: Record<string, unknown>,
  raw: Record<string, unknown>,
  stubName: (v: unknown) => string | undefined,
  note: (path: string, reason?: string) => void,
) {
  const markdown = () => {
    const section = { ...(raw.markdown as object | undefined) } as Record<string, unknown>;
    raw.markdown = section;
    return section;
  };
  if (Array.isArray(prism.magicComments)) markdown().magicComments = prism.magicComments;
  const custom: Record<string, CustomCodeTheme> = {};
  /** The shiki theme of a prism theme; `mapped` tells it from the default it fell back to. */
  const themeOf = (key: 'theme' | 'darkTheme', mode: 'light' | 'dark') => {
    const value = prism[key];
    // No theme: Docusaurus's theme-classic highlights with prism-react-renderer's palenight.
    if ((value === undefined || value === null) && key === 'theme')
      return { theme: PRISM_TO_SHIKI.palenight ?? DEFAULT_CODE_THEMES.light, mapped: true };
    if (value === undefined || value === null) return undefined;
    const name = stubName(value);
    const prismName = name ? prismThemeOfStub(name) : undefined;
    const shiki = prismName ? PRISM_TO_SHIKI[prismName] : undefined;
    if (shiki) return { theme: shiki, mapped: true };
    // A theme object of the site's own (react-redux's monokaiTheme.js): a shiki theme of its colours.
    const own = name
      ? undefined
      : createCodeThemeFromPrism(value, (text) => createHash('sha256').update(text).digest('hex'));
    if (own) {
      custom[own.name] = own;
      return { theme: own.name, mapped: true };
    }
    const what = prismName
      ? `prism-react-renderer's ${prismName}`
      : name
        ? `${name} (a module rnhc-docs does not load)`
        : "a prism theme object of the site's own";
    note(`themeConfig.prism.${key}`, `${what} has no shiki counterpart; code blocks use ${DEFAULT_CODE_THEMES[mode]}`);
    return { theme: DEFAULT_CODE_THEMES[mode], mapped: false };
  };
  const light = themeOf('theme', 'light');
  const dark = themeOf('darkTheme', 'dark') ?? (light?.mapped ? light : undefined);
  if (light?.mapped || dark?.mapped) {
    markdown().codeThemes = {
      light: light?.theme ?? DEFAULT_CODE_THEMES.light,
      dark: dark?.theme ?? DEFAULT_CODE_THEMES.dark,
      ...(Object.keys(custom).length > 0 ? { custom } : {}),
    };
  }
  for (const key of Object.keys(prism)) {
    if (key === 'magicComments' || key === 'theme' || key === 'darkTheme') continue;
    // theme-classic's schema lets other keys through (`.unknown()`) and nothing reads them.
    if (PRISM_OPTIONS.has(key)) note(`themeConfig.prism.${key}`);
    else note(`themeConfig.prism.${key}`, 'Docusaurus does not read it either (not a prism option)');
  }
}

/**
 * Navbar items with a `docsPluginId` point into one docs plugin instance: the preset's (the key is
 * dropped: it needs nothing else) or a `docsPlugins` one (kept, resolved against that instance by
 * src/pipeline/resolve-site.ts). An item into an instance the config does not have, or a version
 * dropdown of another instance (not supported yet), is left out, named, instead of failing.
 */
function dropOtherDocsInstances(
  raw: Record<string, unknown>,
  defaultId: string,
  instances: ReadonlySet<string>,
  note: (path: string, reason: string) => void,
) {
  const filter = (list: unknown, path: string): void => {
    if (!Array.isArray(list)) return;
    for (let index = list.length - 1; index >= 0; index--) {
      const item: unknown = list[index];
      if (!isPlainObject(item)) continue;
      for (const key of ['items', 'dropdownItemsBefore', 'dropdownItemsAfter'])
        filter(item[key], `${path}.${index}.${key}`);
      if (!('docsPluginId' in item)) continue;
      if (item.docsPluginId === defaultId || item.docsPluginId === undefined) {
        delete item.docsPluginId;
        continue;
      }
      if (typeof item.docsPluginId === 'string' && instances.has(item.docsPluginId)) {
        if (item.type !== 'docsVersionDropdown') continue;
        note(
          `${path}.${index}`,
          `a version dropdown of docs plugin instance ${JSON.stringify(item.docsPluginId)} is not supported yet (only the preset's docs have one), so the item is left out`,
        );
      } else {
        note(
          `${path}.${index}`,
          `it links into the docs of plugin instance ${JSON.stringify(item.docsPluginId)}, which the config does not have (docs instances: ${[defaultId, ...instances].join(', ')}), so the item is left out`,
        );
      }
      list.splice(index, 1);
    }
  };
  const themeConfig = raw.themeConfig;
  if (isPlainObject(themeConfig) && isPlainObject(themeConfig.navbar))
    filter(themeConfig.navbar.items, 'themeConfig.navbar.items');
}

/**
 * Removes `key` from navbar and footer link items (nested ones too): Docusaurus's theme spreads an
 * item into its link component, where React takes `key` for itself, so it renders nothing and
 * Docusaurus says nothing (testing-library keys every footer link); naming it as an option rnhc-docs
 * lacks would be a warning Docusaurus does not have.
 */
function dropReactKeys(themeConfig: Record<string, unknown>): void {
  const visit = (items: unknown): void => {
    if (!Array.isArray(items)) return;
    for (const item of items) {
      if (!isPlainObject(item)) continue;
      delete item.key;
      visit(item.items);
    }
  };
  if (isPlainObject(themeConfig.navbar)) visit(themeConfig.navbar.items);
  if (isPlainObject(themeConfig.footer)) visit(themeConfig.footer.links);
}

/** `content-docs`, `@docusaurus/plugin-content-docs` or a path into that package. */
function isDocsPlugin(name: unknown): boolean {
  if (typeof name !== 'string') return false;
  return /^(content-docs|@docusaurus\/plugin-content-docs|docusaurus-plugin-content-docs)$|[\\/]plugin-content-docs[\\/]/.test(
    name,
  );
}

/**
 * The options of a docs, blog or pages plugin that rnhc-docs reads, each other one named (`where`
 * is the key path notices give: `docs`, or `plugins[2]` for a docs plugin instance).
 */
function mapSection(
  key: string,
  options: Record<string, unknown>,
  where: string,
  note: (path: string, reason?: string) => void,
): Record<string, unknown> {
  const section: Record<string, unknown> = {};
  for (const [option, optionValue] of Object.entries(options)) {
    const known = `${key}.${option}`;
    const path = `${where}.${option}`;
    // Run by the markdown pipeline (src/markdown/user-plugins.ts), which reads them from the file.
    if ((MARKDOWN_PLUGIN_KEYS as readonly string[]).includes(option)) continue;
    if (known in NOT_APPLIED) note(path, NOT_APPLIED[known]);
    // docs.editUrl may be a function, as in Docusaurus (src/content/edit-url.ts).
    else if (typeof optionValue === 'function' && known !== 'docs.editUrl')
      note(path, 'a function here is not supported; give a value');
    else if (option === 'sidebarPath' && optionValue === false)
      note(path, 'no sidebar at all is not supported; the autogenerated sidebar is used');
    else section[option] = optionValue;
  }
  return section;
}

/**
 * A site with Algolia or a search plugin has a search box in the navbar (the plugin adds it):
 * the built-in search's box is added likewise, unless the navbar lists one, with one info line.
 */
function addSearchBox(raw: Record<string, unknown>, searches: string[], note: (path: string, reason: string) => void) {
  if (!isPlainObject(raw.themeConfig)) raw.themeConfig = {};
  const themeConfig = raw.themeConfig as Record<string, unknown>;
  if (!isPlainObject(themeConfig.navbar)) themeConfig.navbar = {};
  const navbar = themeConfig.navbar as Record<string, unknown>;
  if (!Array.isArray(navbar.items)) navbar.items = [];
  const items = navbar.items as unknown[];
  if (!items.some((item) => isPlainObject(item) && item.type === 'search')) {
    items.push({ type: 'search', position: 'right' });
  }
  note(
    searches[0] === 'themeConfig.algolia' ? 'themeConfig.algolia' : 'search',
    `${INFO}${searches.join(', ')}: the built-in search (an offline index of the site) gives the search box instead`,
  );
}

/** Marks a notice as information rather than a warning (src/pipeline/build-site.ts logs it so). */
export const INFO = 'info: ';

/** Removes values that came from stubbed modules, naming each key once. */
function dropStubs(node: unknown, path: string, isStub: (v: unknown) => boolean, note: (p: string, r: string) => void) {
  if (Array.isArray(node)) {
    for (let i = node.length - 1; i >= 0; i--) {
      if (isStub(node[i])) {
        note(`${path}[${i}]`, 'its value comes from a module rnhc-docs does not load');
        node.splice(i, 1);
      } else dropStubs(node[i], `${path}[${i}]`, isStub, note);
    }
  } else if (isPlainObject(node)) {
    for (const [key, v] of Object.entries(node)) {
      const here = path ? `${path}.${key}` : key;
      if (isStub(v)) {
        note(here, 'its value comes from a module rnhc-docs does not load');
        delete node[key];
      } else dropStubs(v, here, isStub, note);
    }
  }
}

/**
 * How a plugin or preset is named in a notice: a module name or path, a function's name, or the
 * `name` of a plugin object (what Docusaurus itself logs), never "[object Object]".
 */
/** How notices name a plugin or preset entry (`"docusaurus-plugin-x"`, `function myPlugin`). */
export function describeName(name: unknown): string {
  if (typeof name === 'string') return JSON.stringify(name.replace(/^.*node_modules[\\/]/, ''));
  if (typeof name === 'function') return name.name ? `function ${name.name}` : 'an anonymous function';
  if (name && typeof name === 'object' && 'name' in name && typeof name.name === 'string')
    return JSON.stringify(name.name);
  if (name === false || name === null || name === undefined) return `(${String(name)})`;
  return 'an object without a name';
}

/** A plain data object (what a config is made of). */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteWebpack } from '../shared/site-webpack.ts';
import { describeValue } from '../util/describe-value.ts';
import { ConfigError, RnhcError } from '../util/errors.ts';
import {
  formatPosition,
  formatYamlProblem,
  type KeyLocator,
  parseYamlSource,
  validateWithSchema,
  valueAt,
} from '../util/yaml-source.ts';
import type { SitePlugin } from './docusaurus/site-plugins.ts';
import { type Config, configSchema } from './schema.ts';

/** The config after validation, with absolute paths. */
export interface ResolvedConfig extends Config {
  /** Absolute path of the config file. */
  configFile: string;
  /** Folder of the config file; relative paths resolve against it. */
  siteDir: string;
  docsDir: string;
  pagesDir: string;
  /** The blog folder (undefined when `blog: false`; it may not exist). */
  blogDir: string | undefined;
  staticDirs: string[];
  /** `theme.customCss` as absolute paths, in order. */
  customCssFiles: string[];
  /**
   * PostCSS plugins run over customCss: those a Docusaurus config's plugins add through
   * `configurePostCss` (Tailwind, usually). Plugin functions: never sent to a render thread.
   */
  postcssPlugins?: unknown[];
  /** What the site's plugins give webpack that esbuild applies to its code (site-webpack.ts). */
  webpack?: SiteWebpack;
  sidebarFile: string | undefined;
  /**
   * Set on the config of another docs plugin instance (src/content/docs-instances.ts): its id. Its
   * `docs`, `docsDir` and `sidebarFile` are then that instance's. Unset: the preset's docs.
   */
  docsPluginId?: string;
  locales: string[];
  /** Folder of the translations (`i18n.path`, default `i18n` next to the config). */
  i18nDir: string;
  /**
   * The locale this config builds (set by localizeConfig for each locale of a build; the default
   * locale when unset). Its `baseUrl` then includes the locale's prefix; `siteBaseUrl` does not.
   */
  locale?: string;
  /** The base URL of the whole site, without a locale prefix (set with `locale`). */
  siteBaseUrl?: string;
  /** Files the config was read from (a JS config's imports too): watch mode reloads on their change. */
  sourceFiles?: string[];
  /**
   * A Docusaurus config's remark and rehype plugins (src/markdown/user-plugins.ts): `key`
   * describes them (names, options) for the markdown cache; the render threads load them from
   * `configFile`.
   */
  markdownPlugins?: { key: string };
  /**
   * A Docusaurus config's third-party plugins that the build runs (src/pipeline/docusaurus-plugins.ts),
   * with the evaluated config they are given as `siteConfig`. Functions: never sent to a render thread.
   */
  sitePlugins?: SitePlugin[];
  docusaurusConfig?: Record<string, unknown>;
  /** What those plugins gave every page (`injectHtmlTags`) and site code (`setGlobalData`); set by the build. */
  pluginOutput?: {
    tags: { head: string; preBody: string; postBody: string };
    globalData: Record<string, Record<string, unknown>>;
  };
  /**
   * Set for a site on Docusaurus 2.0.0-alpha.72 or older (src/config/docusaurus/docusaurus-version.ts):
   * a doc without a front matter `title` is titled by its id, not by its first heading.
   */
  docTitlesById?: true;
  /**
   * Set for a site on Docusaurus before 2.0.0-beta.18 (src/config/docusaurus/docusaurus-version.ts):
   * a React page that names no title has an empty `<title>`, not the site's title.
   */
  untitledPagesEmpty?: true;
  /**
   * Set for a site on Docusaurus 3.7 or later (src/config/docusaurus/docusaurus-version.ts): a page
   * whose own title is the site title is titled by the site title alone.
   */
  siteTitleAlone?: true;
  /**
   * Set for a site on Docusaurus 3.10 or later whose classic preset runs the blog
   * (src/config/docusaurus/empty-blog-list.ts): a blog without any post (its folder missing or
   * empty, or drafts only) still gets its list page, with no post and no feed.
   */
  blogListWithoutPosts?: true;
  /** Keys of the config that were not applied, each with the reason (logged as warnings). */
  notices: string[];
  /** `file:line:col` of a config key, for errors found after validation (e.g. a missing doc id). */
  where(keyPath: Array<string | number>): string;
}

/** Config files in JavaScript or TypeScript: `docusaurus.config.js/ts` and friends. */
const SCRIPT_CONFIG = /\.(js|mjs|cjs|ts|mts|cts)$/;

/**
 * Reads, parses and validates a config file. Throws ConfigError (exit 2) listing every problem.
 * A YAML file is rnhc-docs' own; a JS or TS file is a Docusaurus config, read as Docusaurus reads
 * it. When the default `rnhc-docs.config.yaml` does not exist, a `docusaurus.config.*` beside it
 * is used, so a Docusaurus site builds without a config of ours.
 */
export async function loadConfig(configFile: string, options: { untrusted?: boolean } = {}): Promise<ResolvedConfig> {
  const file = await findConfigFile(path.resolve(configFile));
  if (SCRIPT_CONFIG.test(file) && options.untrusted) {
    throw new RnhcError(`${path.basename(file)} is code, and an untrusted build runs no code of the site`, {
      file,
      exitCode: 2,
      hint: 'Run `npx rnhc-docs migrate` in a trusted step (or once, committing rnhc-docs.config.yaml and sidebars.json): untrusted builds read the YAML config.',
    });
  }
  if (SCRIPT_CONFIG.test(file)) {
    const { loadDocusaurusConfig } = await import('./docusaurus/load-docusaurus-config.ts');
    return loadDocusaurusConfig(file);
  }
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new RnhcError(`Cannot read the config file ${file}`, {
      cause,
      exitCode: 2,
      hint: 'Run rnhc-docs from the folder that holds rnhc-docs.config.yaml, or pass --config FILE.',
    });
  }
  const config = parseConfig(text, file);
  if (options.untrusted && config.sidebarFile && SCRIPT_CONFIG.test(config.sidebarFile)) {
    throw new RnhcError(
      `${path.basename(config.sidebarFile)} is code, and an untrusted build runs no code of the site (docs.sidebarPath, ${config.where(['docs', 'sidebarPath'])})`,
      {
        file: config.sidebarFile,
        exitCode: 2,
        hint: 'Run `npx rnhc-docs migrate` in a trusted step: it writes the sidebars as sidebars.json, which untrusted builds read.',
      },
    );
  }
  return config;
}

/** Validates config text; `file` names it in messages and anchors relative paths. */
export function parseConfig(text: string, file: string): ResolvedConfig {
  const source = parseYamlSource(text, file);
  if (source.syntaxErrors.length > 0) {
    const problems = source.syntaxErrors.map(
      (e) =>
        `${e.position ? `${file}:${e.position.line}:${e.position.column}` : file}: YAML syntax error: ${e.message}`,
    );
    throw new ConfigError(file, problems, 'Fix the YAML syntax at the position shown.');
  }
  return validateConfig(source.toJS(), file, source);
}

/**
 * Validates a config object read from `file`; `locator` finds a key's position where the format
 * allows. Every problem is reported at once; `notices` are carried to the build's warnings.
 */
export function validateConfig(
  raw: unknown,
  file: string,
  locator: KeyLocator,
  notices: string[] = [],
): ResolvedConfig {
  const result = validateWithSchema(configSchema, raw, locator);
  // Every problem at once: the cross-field checks run even when the schema found others.
  const problems = [
    ...(result.success ? [] : result.problems),
    ...checkCrossFields(raw).map((p) => ({ path: p.path, message: p.message, position: locator.position(p.path) })),
  ].map((problem) => formatYamlProblem(problem, file));
  if (!result.success || problems.length > 0) throw new ConfigError(file, problems);
  const config = result.data;
  const siteDir = path.dirname(file);
  return {
    ...config,
    configFile: file,
    siteDir,
    docsDir: path.resolve(siteDir, config.docs.path),
    pagesDir: path.resolve(siteDir, config.pages.path),
    blogDir: config.blog === false ? undefined : path.resolve(siteDir, config.blog.path),
    staticDirs: config.staticDirectories.map((d) => path.resolve(siteDir, d)),
    customCssFiles: [config.theme?.customCss ?? []].flat().map((f) => path.resolve(siteDir, f)),
    sidebarFile: config.docs.sidebarPath ? path.resolve(siteDir, config.docs.sidebarPath) : undefined,
    locales: config.i18n.locales ?? [config.i18n.defaultLocale],
    i18nDir: path.resolve(siteDir, config.i18n.path),
    notices: [...notices, ...unlistedLocaleConfigs(config, locator, file)],
    where: (keyPath) => formatPosition(file, locator.position(keyPath)),
  };
}

/** The config file to read: the one named, or for the default name a Docusaurus config beside it. */
async function findConfigFile(file: string): Promise<string> {
  if (path.basename(file) !== 'rnhc-docs.config.yaml') return file;
  try {
    await access(file);
    return file;
  } catch {
    for (const ext of ['ts', 'mts', 'js', 'mjs', 'cjs']) {
      const candidate = path.join(path.dirname(file), `docusaurus.config.${ext}`);
      try {
        await access(candidate);
        return candidate;
      } catch {}
    }
    return file;
  }
}

/**
 * Checks that span several fields (the schema checks each field alone). Reads the raw data
 * defensively, since it runs even when the schema rejected some fields.
 */
function checkCrossFields(raw: unknown): Array<{ path: PropertyKey[]; message: string }> {
  const problems: Array<{ path: PropertyKey[]; message: string }> = [];
  const i18n = valueAt(raw, ['i18n']) as { defaultLocale?: unknown; locales?: unknown } | undefined;
  const defaultLocale = typeof i18n?.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales = Array.isArray(i18n?.locales) ? i18n.locales.filter((l) => typeof l === 'string') : [defaultLocale];
  if (!locales.includes(defaultLocale)) {
    problems.push({
      path: ['i18n', 'defaultLocale'],
      message: `is not one of i18n.locales (got ${describeValue(defaultLocale)}; locales: ${locales.join(', ')})`,
    });
  }
  problems.push(...checkPathSettings(raw));
  // Version names (docs.versions, a dropdown's versions) are checked against versions.json when the
  // docs are read (src/content/docs-versions.ts).
  return problems;
}

/** Route settings whose `..` or `.` would put pages above or beside their section. */
const ROUTE_SETTINGS: ReadonlyArray<readonly string[]> = [
  ['docs', 'routeBasePath'],
  ['blog', 'routeBasePath'],
  ['blog', 'tagsBasePath'],
  ['blog', 'pageBasePath'],
  ['blog', 'archiveBasePath'],
  ['blog', 'authorsBasePath'],
];

/** Keys of Object.prototype a locale name cannot be (they would name the prototype, not a locale). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * The settings that place files, checked by name: a `..` in a route setting or in baseUrl used to
 * surface as a broken link on every page or "escapes the output folder"; two content kinds in one
 * folder as pages at the wrong URLs. Each is one problem at its key (exit 2).
 */
function checkPathSettings(raw: unknown): Array<{ path: PropertyKey[]; message: string }> {
  const problems: Array<{ path: PropertyKey[]; message: string }> = [];
  const dotSegment = (value: string) => value.split(/[/\\]/).some((part) => part === '..' || part === '.');
  const baseUrl = valueAt(raw, ['baseUrl']);
  if (typeof baseUrl === 'string' && dotSegment(baseUrl)) {
    problems.push({
      path: ['baseUrl'],
      message: `must not hold "." or ".." segments (got ${JSON.stringify(baseUrl)})`,
    });
  }
  for (const key of ROUTE_SETTINGS) {
    const value = valueAt(raw, key);
    if (typeof value !== 'string') continue;
    if (dotSegment(value) || value.includes('\\')) {
      problems.push({
        path: [...key],
        message: `must be a URL path inside the site, without "..", "." or "\\" (got ${JSON.stringify(value)})`,
      });
    }
  }
  // Two content kinds read from one folder: every file would be a doc and a page at once.
  const folders: Array<[string[], string]> = [
    [['docs', 'path'], 'docs'],
    [['pages', 'path'], 'src/pages'],
  ];
  if (valueAt(raw, ['blog']) !== false) folders.push([['blog', 'path'], 'blog']);
  const seen = new Map<string, string[]>();
  for (const [key, fallback] of folders) {
    const value = valueAt(raw, key);
    const folder = path.posix
      .normalize(typeof value === 'string' && value !== '' ? value : fallback)
      .replace(/\/$/, '');
    const other = seen.get(folder);
    if (other) {
      problems.push({
        path: key,
        message: `names the same folder as ${other.join('.')} (${JSON.stringify(folder)}): give each its own folder`,
      });
    } else seen.set(folder, key);
  }
  const localeConfigs = valueAt(raw, ['i18n', 'localeConfigs']);
  if (localeConfigs && typeof localeConfigs === 'object') {
    for (const key of Object.keys(localeConfigs)) {
      if (PROTOTYPE_KEYS.has(key)) {
        problems.push({ path: ['i18n', 'localeConfigs', key], message: 'is not a locale name' });
      }
    }
  }
  return problems;
}

/**
 * A warning for each `i18n.localeConfigs` entry whose locale `i18n.locales` does not list (it is
 * not built), and for the per-locale `url`, `baseUrl` and `calendar`, which are not applied yet.
 */
function unlistedLocaleConfigs(config: Config, locator: KeyLocator, file: string): string[] {
  const locales = config.i18n.locales ?? [config.i18n.defaultLocale];
  const where = (keyPath: string[]) => formatPosition(file, locator.position(['i18n', 'localeConfigs', ...keyPath]));
  const notices: string[] = [];
  for (const [locale, settings] of Object.entries(config.i18n.localeConfigs)) {
    if (!locales.includes(locale)) {
      notices.push(
        `${where([locale])}: i18n.localeConfigs.${locale}: the locale ${JSON.stringify(locale)} is not in i18n.locales (${locales.join(', ')}), so its settings are not used`,
      );
      continue;
    }
    for (const key of ['url', 'baseUrl'] as const) {
      if (settings[key] !== undefined) {
        notices.push(
          `${where([locale, key])}: i18n.localeConfigs.${locale}.${key} is not applied yet: every locale is served under the site's url and baseUrl`,
        );
      }
    }
    if (settings.calendar !== undefined) {
      notices.push(
        `${where([locale, 'calendar'])}: i18n.localeConfigs.${locale}.calendar is not applied yet: dates are formatted with the locale's default calendar`,
      );
    }
  }
  return notices;
}

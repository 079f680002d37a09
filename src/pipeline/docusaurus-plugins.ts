/**
 * Runs the third-party plugins of a Docusaurus config (src/config/docusaurus/site-plugins.ts) as
 * Docusaurus's build runs them, before any content is read (a plugin may write docs and sidebars,
 * as docusaurus-plugin-typedoc writes `docs/api/` when it is created): the plugin function with a
 * LoadContext, `validateOptions`, `loadContent`, `contentLoaded` and `allContentLoaded` with the
 * actions rnhc-docs can honour, `injectHtmlTags` for every page, and `postBuild` once the output
 * is written. Each hook it does not honour is named once per plugin; a plugin that throws fails
 * the build, named.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SitePlugin } from '../config/docusaurus/site-plugins.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { RnhcError } from '../util/errors.ts';
import type { PostBuildRoute } from './post-build-routes.ts';
import { renderTag } from './render/head-tags.ts';

/** A created plugin: its instance as the plugin function returned it. */
interface Created {
  from: SitePlugin;
  name: string;
  id: string;
  options: Record<string, unknown>;
  instance: Record<string, unknown>;
  content?: unknown;
}

/** What the plugins gave the build. */
export interface PluginRun {
  /** Extra HTML of every page (`injectHtmlTags`): in `<head>`, after `<body>`, before `</body>`. */
  tags: { head: string; preBody: string; postBody: string };
  /** `setGlobalData`: by plugin name, then plugin id (what `usePluginData` reads). */
  globalData: Record<string, Record<string, unknown>>;
  /** Calls each plugin's `postBuild` with the routes written and the output folder. */
  postBuild(props: { routesPaths: string[]; routes: PostBuildRoute[]; outDir: string }): Promise<void>;
}

/** Hooks rnhc-docs calls. */
const HONOURED = new Set(['loadContent', 'contentLoaded', 'allContentLoaded', 'injectHtmlTags', 'postBuild']);

/** Why a hook is not called, by hook (others: rnhc-docs does not call it). */
const NOT_HONOURED: Record<string, string> = {
  getClientModules: 'its client modules are not loaded in the browser (the theme ships its own client code)',
  getThemePath: "its theme components are not used (rnhc-docs renders its own theme; the site's src/theme is read)",
  getTypeScriptThemePath: 'its theme components are not used (rnhc-docs renders its own theme)',
  configureWebpack:
    "rnhc-docs bundles with esbuild: only the configureWebpack of a plugin of the site's own folder is read",
  configurePostCss: "only the configurePostCss of a plugin of the site's own folder is read",
  getPathsToWatch: "watch mode rebuilds on changes of the site's content folders, not of the paths a plugin names",
  extendCli: 'rnhc-docs has its own commands',
  getTranslationFiles: "a plugin's translation files are not read",
  translateContent: "a plugin's content is not translated",
  translateThemeConfig: "a plugin's theme config translations are not applied",
  getDefaultCodeTranslationMessages: "a plugin's code translations are not used",
  getSwizzleComponentList: 'rnhc-docs swizzles its own components',
};

/** Hooks a local plugin's configureWebpack / configurePostCss reading already names (webpack-config.ts). */
const READ_AT_CONFIG = new Set(['configureWebpack', 'configurePostCss']);

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A plugin that threw: the build fails, naming it and where the config lists it. */
function pluginError(created: Pick<Created, 'from'> & { name?: string }, step: string, cause: unknown): RnhcError {
  const named = created.name ? ` (${JSON.stringify(created.name)})` : '';
  return new RnhcError(`${created.from.where} ${created.from.label}${named} failed in ${step}: ${messageOf(cause)}`, {
    cause,
    hint: 'The plugin threw as it would in a Docusaurus build; see its documentation or its options.',
  });
}

/** Node's errors for a module it cannot find or read (an import without its extension among them). */
const UNLOADABLE = new Set([
  'MODULE_NOT_FOUND',
  'ERR_MODULE_NOT_FOUND',
  'ERR_UNSUPPORTED_DIR_IMPORT',
  'ERR_UNKNOWN_FILE_EXTENSION',
]);

/**
 * Loads a plugin module: by Node (CommonJS by `require`, else as an ES module), and what Node
 * cannot load as Docusaurus 3 does (@docusaurus/utils' loadFreshModule), with jiti, which also reads
 * ES modules whose relative imports leave out extensions (@signalwire/docusaurus-plugin-llms-txt's
 * entry imports `'../index'`) and TypeScript. jiti transpiles every ES module it loads, the plugin's
 * dependencies too (seconds for a plugin built on unified), so it is the fallback; without a
 * transpile cache, so nothing is written outside the site folder.
 */
async function loadModule(file: string): Promise<unknown> {
  try {
    try {
      return createRequire(file)(file);
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_REQUIRE_ESM') throw error;
      return await import(pathToFileURL(file).href);
    }
  } catch (error) {
    if (!UNLOADABLE.has((error as { code?: string }).code ?? '')) throw error;
    // jiti 1 is CommonJS (`module.exports = jiti`) while its types declare a default export: required.
    const createJiti = createRequire(import.meta.url)('jiti') as typeof import('jiti').default;
    return createJiti(file, { cache: false, requireCache: false, interopDefault: true })(file);
  }
}

/** Docusaurus's `validate` for `validateOptions`: a Joi schema's validation, `id` defaulted. */
function validateWith(schema: unknown, options: Record<string, unknown>): Record<string, unknown> {
  const { id, ...rest } = options;
  const joi = schema as { validate?: (value: unknown, opts?: object) => { error?: unknown; value?: unknown } };
  const result = typeof joi?.validate === 'function' ? joi.validate(rest, { convert: false }) : { value: rest };
  if (result.error) throw result.error;
  return { ...(result.value as Record<string, unknown>), id: id ?? 'default' };
}

/** The LoadContext Docusaurus gives a plugin function. */
function createLoadContext(config: ResolvedConfig, siteConfig: Record<string, unknown>, outDir: string) {
  const defaultLocale = config.locales[0] ?? 'en';
  return {
    siteDir: config.siteDir,
    siteVersion: undefined as string | undefined,
    generatedFilesDir: path.join(config.siteDir, '.docusaurus'),
    siteConfig,
    siteConfigPath: config.configFile,
    outDir,
    baseUrl: config.baseUrl,
    i18n: {
      defaultLocale,
      locales: config.locales,
      path: config.i18nDir,
      currentLocale: defaultLocale,
      localeConfigs: Object.fromEntries(config.locales.map((locale) => [locale, {}])),
    },
    localizationDir: path.join(config.i18nDir, defaultLocale),
    codeTranslations: {},
    siteStorage: { type: 'localStorage', namespace: '' },
    currentBundler: { name: 'webpack' },
  };
}

/** One `injectHtmlTags` tag: an HTML string as it is, or `{ tagName, attributes, innerHTML }`. */
function renderPluginTag(tag: unknown): string {
  if (typeof tag === 'string') return tag;
  if (!tag || typeof tag !== 'object') return '';
  const { tagName, attributes, innerHTML } = tag as { tagName?: unknown; attributes?: unknown; innerHTML?: unknown };
  if (typeof tagName !== 'string' || !/^[a-z][\w-]*$/i.test(tagName)) return '';
  const attrs: Record<string, string | boolean> = {};
  if (attributes && typeof attributes === 'object') {
    for (const [key, value] of Object.entries(attributes)) {
      if (typeof value === 'boolean' || typeof value === 'string') attrs[key] = value;
      else if (typeof value === 'number') attrs[key] = String(value);
    }
  }
  return renderTag(tagName, attrs, typeof innerHTML === 'string' ? innerHTML : undefined);
}

/**
 * Creates and loads every plugin of `config.sitePlugins` in the config's order; undefined when
 * there is none. `warn` names what is not honoured, once per plugin and hook.
 */
export async function runSitePlugins(
  config: ResolvedConfig,
  options: { outDir: string; warn: (message: string) => void },
): Promise<PluginRun | undefined> {
  const plugins = config.sitePlugins ?? [];
  if (plugins.length === 0 || !config.docusaurusConfig) return undefined;
  const context = createLoadContext(config, config.docusaurusConfig, options.outDir);
  const warn = (created: Created, hook: string, reason: string) =>
    options.warn(
      `${config.configFile}: ${created.from.where} ${created.from.label}: ${hook} is not applied: ${reason}`,
    );
  const created: Created[] = [];
  for (const from of plugins) {
    let fn: unknown = from.plugin;
    let validateOptions: unknown;
    let instance: unknown;
    let normalized: Record<string, unknown> = {
      ...(from.options && typeof from.options === 'object' ? (from.options as Record<string, unknown>) : {}),
    };
    try {
      if (typeof fn === 'string') {
        const loaded = (await loadModule(fn)) as { default?: unknown; validateOptions?: unknown } | undefined;
        fn = typeof loaded === 'function' ? loaded : loaded?.default;
        validateOptions = loaded?.validateOptions;
      }
      if (typeof fn === 'function') {
        validateOptions ??= (fn as { validateOptions?: unknown }).validateOptions;
        normalized =
          typeof validateOptions === 'function'
            ? ((await validateOptions({ validate: validateWith, options: normalized })) as Record<string, unknown>)
            : { id: 'default', ...normalized };
        instance = await fn(context, normalized);
      } else instance = fn;
    } catch (error) {
      throw pluginError({ from }, 'its plugin function', error);
    }
    // A plugin function may return null: Docusaurus then leaves the plugin out.
    if (!instance || typeof instance !== 'object') continue;
    const record = instance as Record<string, unknown>;
    const name = typeof record.name === 'string' ? record.name : from.label;
    created.push({
      from,
      name,
      id: typeof normalized.id === 'string' ? normalized.id : 'default',
      options: normalized,
      instance: record,
    });
  }

  const globalData: Record<string, Record<string, unknown>> = {};
  const createActions = (plugin: Created) => ({
    setGlobalData: (data: unknown) => {
      globalData[plugin.name] = { ...globalData[plugin.name], [plugin.id]: data };
    },
    // Where Docusaurus writes it (`.docusaurus/<plugin>/<id>/<name>`); the path is the module's.
    createData: async (name: string, data: unknown) => {
      const file = path.join(context.generatedFilesDir, plugin.name, plugin.id, name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, typeof data === 'string' ? data : JSON.stringify(data));
      return file;
    },
    addRoute: (route: { path?: unknown; component?: unknown }) => {
      warn(
        plugin,
        `addRoute(${JSON.stringify(route?.path)})`,
        `the route is not built: rnhc-docs builds pages from docs, blog and src/pages, not from a plugin's route component (${JSON.stringify(route?.component)})`,
      );
    },
  });
  for (const plugin of created) {
    const { instance } = plugin;
    try {
      if (typeof instance.loadContent === 'function') plugin.content = await instance.loadContent();
    } catch (error) {
      throw pluginError(plugin, 'loadContent', error);
    }
  }
  for (const plugin of created) {
    try {
      if (typeof plugin.instance.contentLoaded === 'function')
        await plugin.instance.contentLoaded({ content: plugin.content, actions: createActions(plugin) });
    } catch (error) {
      throw pluginError(plugin, 'contentLoaded', error);
    }
  }
  const allContent: Record<string, Record<string, unknown>> = {};
  for (const plugin of created) allContent[plugin.name] = { ...allContent[plugin.name], [plugin.id]: plugin.content };
  for (const plugin of created) {
    try {
      if (typeof plugin.instance.allContentLoaded === 'function')
        await plugin.instance.allContentLoaded({ allContent, actions: createActions(plugin) });
    } catch (error) {
      throw pluginError(plugin, 'allContentLoaded', error);
    }
  }

  const tags = { head: [] as string[], preBody: [] as string[], postBody: [] as string[] };
  for (const plugin of created) {
    const inject = plugin.instance.injectHtmlTags;
    if (typeof inject !== 'function') continue;
    let given: { headTags?: unknown; preBodyTags?: unknown; postBodyTags?: unknown } | undefined;
    try {
      given = (await inject.call(plugin.instance, { content: plugin.content })) as typeof given;
    } catch (error) {
      throw pluginError(plugin, 'injectHtmlTags', error);
    }
    const list = (value: unknown) => (Array.isArray(value) ? value : value === undefined ? [] : [value]);
    tags.head.push(...list(given?.headTags).map(renderPluginTag));
    tags.preBody.push(...list(given?.preBodyTags).map(renderPluginTag));
    tags.postBody.push(...list(given?.postBodyTags).map(renderPluginTag));
  }

  for (const plugin of created) {
    for (const [hook, value] of Object.entries(plugin.instance)) {
      if (typeof value !== 'function' || HONOURED.has(hook)) continue;
      // A local plugin's webpack and PostCSS hooks are read with the config and named there.
      const local =
        typeof plugin.from.plugin === 'function' ||
        (plugin.from.file !== undefined && !/[\\/]node_modules[\\/]/.test(plugin.from.file));
      if (READ_AT_CONFIG.has(hook) && local) continue;
      warn(plugin, hook, NOT_HONOURED[hook] ?? 'rnhc-docs does not call this hook');
    }
  }

  const join = (list: string[]) => list.filter(Boolean).join('\n');
  return {
    tags: { head: join(tags.head), preBody: join(tags.preBody), postBody: join(tags.postBody) },
    globalData,
    async postBuild({ routesPaths, routes, outDir }) {
      for (const plugin of created) {
        const postBuild = plugin.instance.postBuild;
        if (typeof postBuild !== 'function') continue;
        try {
          await postBuild.call(plugin.instance, {
            ...context,
            outDir,
            content: plugin.content,
            routesPaths,
            routes,
            plugins: created.map((p) => ({ name: p.name, options: p.options, content: p.content })),
            head: {},
            routesBuildMetadata: {},
            headTags: join(tags.head),
            preBodyTags: join(tags.preBody),
            postBodyTags: join(tags.postBody),
          });
        } catch (error) {
          throw pluginError(plugin, 'postBuild', error);
        }
      }
    },
  };
}

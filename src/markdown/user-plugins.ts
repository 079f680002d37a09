/**
 * Remark and rehype plugins a Docusaurus config gives its docs, blog and pages
 * (`presets: [['classic', { docs: { remarkPlugins: [[remarkMath, {}]] } }]]`), run in rnhc-docs'
 * own unified pipeline with the options Docusaurus passes them. Plugins are functions: they
 * cannot cross to the render workers, so each thread evaluates the config file again
 * ({@link loadUserPlugins}); the render context carries only the file and the content folders.
 */
import path from 'node:path';
import type { PluggableList, Plugin, Processor } from 'unified';
import type { VFile } from 'vfile';
import { evaluateModule } from '../config/docusaurus/evaluate-module.ts';
import { isPlainObject } from '../config/docusaurus/map-config.ts';
import { ContentError } from '../util/errors.ts';

/** The content plugins of the classic preset that take markdown plugins. */
export const PLUGIN_SECTIONS = ['docs', 'blog', 'pages'] as const;
export type PluginSection = (typeof PLUGIN_SECTIONS)[number];

/** The option keys, as Docusaurus names them (each a list of `plugin` or `[plugin, options]`). */
export const PLUGIN_KEYS = [
  'beforeDefaultRemarkPlugins',
  'remarkPlugins',
  'beforeDefaultRehypePlugins',
  'rehypePlugins',
] as const;
export type PluginKey = (typeof PLUGIN_KEYS)[number];

/** One content plugin's markdown plugins, by key. */
export type UserPluginSet = Record<PluginKey, PluggableList>;

/** Where the plugins come from, as the render context carries it (plain data). */
export interface UserPluginsSource {
  /** The Docusaurus config file. */
  configFile: string;
  /** The content folders of each section (a file in them gets that section's plugins). */
  folders: Array<{ section: PluginSection; dirs: string[] }>;
}

/** The loaded plugins, found by the markdown file they apply to. */
export interface UserPlugins {
  forFile(file: string): UserPluginSet | undefined;
}

/**
 * The markdown plugins of a classic preset's options, as Docusaurus reads them: a function, or a
 * `[function, options]` pair. Values of modules rnhc-docs stubbed (a package that is not
 * installed, already named in a warning) are left out.
 */
export function collectPluginSets(
  config: unknown,
  isStub: (value: unknown) => boolean,
): Partial<Record<PluginSection, UserPluginSet>> {
  const sets: Partial<Record<PluginSection, UserPluginSet>> = {};
  const presets = isPlainObject(config) && Array.isArray(config.presets) ? config.presets : [];
  for (const preset of presets) {
    const options = Array.isArray(preset) ? preset[1] : undefined;
    if (!isPlainObject(options)) continue;
    for (const section of PLUGIN_SECTIONS) {
      const sectionOptions = options[section];
      if (!isPlainObject(sectionOptions)) continue;
      const set = Object.fromEntries(
        PLUGIN_KEYS.map((key) => [
          key,
          usablePlugins(sectionOptions[key], isStub, /Rehype/.test(key) ? 'rehype' : 'remark'),
        ]),
      ) as UserPluginSet;
      if (PLUGIN_KEYS.some((key) => set[key].length > 0)) sets[section] = set;
    }
  }
  return sets;
}

function usablePlugins(
  value: unknown,
  isStub: (value: unknown) => boolean,
  family: 'remark' | 'rehype',
): PluggableList {
  if (!Array.isArray(value)) return [];
  const list: PluggableList = [];
  for (const entry of value) {
    let plugin: unknown = Array.isArray(entry) ? entry[0] : entry;
    // `require('remark-x')` of an ES module gives its namespace: the plugin is its default export.
    if (plugin && typeof plugin === 'object' && typeof (plugin as { default?: unknown }).default === 'function')
      plugin = (plugin as { default: unknown }).default;
    if (typeof plugin !== 'function' || isStub(plugin)) continue;
    const named = namedErrors(plugin as Plugin, family);
    list.push(Array.isArray(entry) ? [named, entry[1]] : named);
  }
  return list;
}

type Transformer = (tree: unknown, file: VFile, next?: (error?: unknown, tree?: unknown) => void) => unknown;

/**
 * The plugin, its errors named: a site's plugin that throws (on setup, or on a page: a function
 * its dependency's version lacks) fails the build with the plugin's name and the page, not as an
 * internal error. The transformer keeps its arity: unified passes a callback to one of three
 * parameters. Setup errors get their page from the render (src/markdown/processor.ts's renderError).
 */
function namedErrors(plugin: Plugin, family: 'remark' | 'rehype'): Plugin {
  // The config is bundled before it runs (evaluate-module.ts), and the bundler numbers a name
  // that two modules share (`remarkBroken2`): the name as the site wrote it.
  const name = plugin.name.replace(/(?<=[a-zA-Z])\d+$/, '') || 'anonymous';
  const fail = (error: unknown, file?: VFile) => {
    if (error instanceof ContentError) return error;
    const message = error instanceof Error ? error.message : String(error);
    return new ContentError(`The ${family} plugin ${name} failed: ${message}`, {
      ...(file?.path ? { file: file.path } : {}),
      hint: `The plugin comes from the site's config; Docusaurus runs it the same way. Check its version and options.`,
    });
  };
  const wrapped = function (this: Processor, ...args: unknown[]) {
    let transformer: unknown;
    try {
      transformer = (plugin as (...a: unknown[]) => unknown).apply(this, args);
    } catch (error) {
      throw fail(error);
    }
    if (typeof transformer !== 'function') return transformer;
    const run = transformer as Transformer;
    const call = (self: unknown, tree: unknown, file: VFile, next?: (error?: unknown, tree?: unknown) => void) => {
      let result: unknown;
      try {
        result = run.call(
          self,
          tree,
          file,
          next && ((error?: unknown, t?: unknown) => next(error ? fail(error, file) : error, t)),
        );
      } catch (error) {
        throw fail(error, file);
      }
      if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(fail(error, file)));
      return result;
    };
    return run.length >= 3
      ? function (this: unknown, tree: unknown, file: VFile, next: (error?: unknown, tree?: unknown) => void) {
          return call(this, tree, file, next);
        }
      : function (this: unknown, tree: unknown, file: VFile) {
          return call(this, tree, file);
        };
  };
  Object.defineProperty(wrapped, 'name', { value: name });
  return wrapped as Plugin;
}

/** A short description of the plugins (names and options), for the markdown cache's key. */
export function describePluginSets(sets: Partial<Record<PluginSection, UserPluginSet>>): string {
  return JSON.stringify(
    Object.entries(sets).map(([section, set]) => [
      section,
      PLUGIN_KEYS.map((key) =>
        set[key].map((entry) => {
          const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
          return [(plugin as { name?: string }).name ?? '', safeJson(options)];
        }),
      ),
    ]),
  );
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? '';
  } catch {
    return String(value);
  }
}

/**
 * Evaluates the config in this thread (plugins are functions, which a worker cannot send back)
 * and returns its plugins by content folder. The build has evaluated the same file in a worker
 * first, within its limits (evaluate-in-worker.ts).
 */
export async function loadUserPlugins(source: UserPluginsSource): Promise<UserPlugins> {
  const evaluated = await evaluateModule(source.configFile, { inThread: true });
  const sets = collectPluginSets(evaluated.value, evaluated.isStub);
  const folders = source.folders
    .filter((folder) => sets[folder.section])
    .map((folder) => ({ set: sets[folder.section] as UserPluginSet, dirs: folder.dirs.map((d) => path.resolve(d)) }));
  return {
    forFile(file) {
      const resolved = path.resolve(file);
      return folders.find((folder) => folder.dirs.some((dir) => resolved.startsWith(dir + path.sep)))?.set;
    },
  };
}

/**
 * What a Docusaurus site's plugins give webpack through `configureWebpack`, read as data that
 * esbuild can apply to the site's code (src/pipeline/site-webpack.ts): module aliases and
 * fallbacks, extra extensions, DefinePlugin and ProvidePlugin values, `asset/*` rules. Loaders
 * (Babel, file-loader) and other webpack plugins have no esbuild counterpart: they are named.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SiteWebpack, SiteWebpackSide } from '../../shared/site-webpack.ts';
import { isPlainObject } from './map-config.ts';

/** What the plugins' configureWebpack gave, and per `plugins[]` index what was and was not applied. */
export interface WebpackCollected {
  /** Absent when no plugin gave anything esbuild applies. */
  webpack?: SiteWebpack;
  /** Per plugin index: the notice that replaces "is not supported". */
  notes: Map<number, string>;
}

/** Arguments a stubbed constructor was called with (`new webpack.DefinePlugin({...})` without webpack). */
export type StubArguments = (value: unknown) => unknown[] | undefined;

const EMPTY_SIDE = (): SiteWebpackSide => ({ alias: [], fallback: [], define: {}, provide: {}, loaders: {} });

/** The `utils` Docusaurus passes to configureWebpack: loaders by name, for the notice. */
const UTILS = {
  getJSLoader: () => ({ loader: "Docusaurus's JS loader (babel-loader)" }),
  getStyleLoaders: () => [],
  getBabelLoader: () => ({ loader: 'babel-loader' }),
  getCacheLoader: () => null,
  currentBundler: { name: 'webpack', instance: undefined },
};

/**
 * Runs each plugin of the config (a function, `[function, options]` or a local module path) as
 * Docusaurus creates it and calls its `configureWebpack` for the client and the server bundle.
 * A plugin that throws is named in its notice, never fatal: it was not applied before either.
 */
export async function collectWebpackConfig(
  config: unknown,
  configFile: string,
  stubName: (value: unknown) => string | undefined,
  stubArguments: StubArguments,
): Promise<WebpackCollected> {
  const notes = new Map<number, string>();
  if (!isPlainObject(config) || !Array.isArray(config.plugins)) return { notes };
  const siteDir = path.dirname(configFile);
  const require = createRequire(configFile);
  const webpack: SiteWebpack = { client: EMPTY_SIDE(), server: EMPTY_SIDE() };
  let any = false;
  for (const [index, entry] of config.plugins.entries()) {
    let [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    let instance: { configureWebpack?: unknown };
    try {
      if (typeof plugin === 'string') {
        // Local plugin modules only: a package is a Docusaurus plugin rnhc-docs has its own of, or none.
        if (!/^\.\.?\//.test(plugin)) continue;
        const loaded = require(path.resolve(siteDir, plugin)) as { default?: unknown };
        plugin = typeof loaded === 'function' ? loaded : loaded?.default;
      }
      if (typeof plugin !== 'function' || stubName(plugin) !== undefined) continue;
      instance = (await plugin(
        { siteDir, siteConfig: config, baseUrl: config.baseUrl, outDir: path.join(siteDir, 'build') },
        options ?? {},
      )) as { configureWebpack?: unknown };
    } catch (error) {
      notes.set(index, `running it to read its configureWebpack failed: ${messageOf(error)}`);
      continue;
    }
    const configure = instance?.configureWebpack;
    if (typeof configure !== 'function') continue;
    const applied = new Set<string>();
    const skipped = new Set<string>();
    const ownReact = new Set<string>();
    try {
      for (const side of ['client', 'server'] as const) {
        const base = { resolve: { alias: {}, fallback: {} }, plugins: [], module: { rules: [] }, mode: 'production' };
        const returned = (await configure.call(instance, base, side === 'server', UTILS, undefined)) as unknown;
        // What it returned is merged over the config; some plugins mutate the config instead.
        for (const given of [base, returned]) {
          if (!isPlainObject(given)) continue;
          readInto(webpack[side], given, { applied, skipped, ownReact, stubName, stubArguments });
        }
      }
    } catch (error) {
      notes.set(index, `running its configureWebpack failed: ${messageOf(error)}`);
      continue;
    }
    if (applied.size > 0) any = true;
    const parts = [
      applied.size > 0 ? `its configureWebpack is applied to the site's code: ${groupLabels(applied)}` : '',
      skipped.size > 0
        ? `not applied: ${[...skipped].join(', ')} (esbuild compiles JavaScript, TypeScript and JSX and copies imported files itself)`
        : '',
      ownReact.size > 0
        ? `not applied: resolve.alias ${[...ownReact].join(', ')} (the site's code renders with rnhc-docs' React, one copy for the theme and the site)`
        : '',
    ].filter(Boolean);
    notes.set(index, `only ${parts.join('; ')}`.replace(/^only not applied/, 'its configureWebpack is not applied'));
  }
  return any ? { webpack, notes } : { notes };
}

/** Packages the theme and the site's code must share one copy of: rnhc-docs' own. */
const REACT_PACKAGES = new Set([
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom/server',
]);

interface ReadState {
  applied: Set<string>;
  /** React aliases left out (see REACT_PACKAGES). */
  ownReact: Set<string>;
  skipped: Set<string>;
  stubName: (value: unknown) => string | undefined;
  stubArguments: StubArguments;
}

/** Reads one webpack config object into a side's data. */
function readInto(side: SiteWebpackSide, given: Record<string, unknown>, state: ReadState): void {
  const { applied, skipped } = state;
  const resolve = isPlainObject(given.resolve) ? given.resolve : {};
  for (const { name, to } of aliasEntries(resolve.alias)) {
    const exact = name.endsWith('$');
    const bare = exact ? name.slice(0, -1) : name;
    // Aliased so webpack bundles one React (react-native-paper's points at the site's React 17):
    // here the pages render with rnhc-docs' React, and a second copy's elements are refused by it.
    if (REACT_PACKAGES.has(bare)) {
      state.ownReact.add(name);
      continue;
    }
    if (side.alias.some((a) => a.name === bare && a.exact === exact)) continue;
    side.alias.push({ name: bare, exact, to });
    applied.add(`resolve.alias ${name}`);
  }
  for (const { name, to } of aliasEntries(resolve.fallback)) {
    if (side.fallback.some((f) => f.name === name)) continue;
    side.fallback.push({ name, to: Array.isArray(to) ? (to[0] ?? false) : to });
    applied.add(`resolve.fallback ${name}`);
  }
  if (Array.isArray(resolve.extensions)) {
    const list = resolve.extensions.filter((e): e is string => typeof e === 'string' && e !== '...');
    const strategy = isPlainObject(given.mergeStrategy) ? given.mergeStrategy['resolve.extensions'] : undefined;
    if (list.length > 0) {
      side.extensions = { list, prepend: strategy === 'prepend' || resolve.extensions.includes('...') };
      applied.add('resolve.extensions');
    }
  }
  for (const key of Object.keys(resolve)) {
    if (!['alias', 'fallback', 'extensions'].includes(key)) skipped.add(`resolve.${key}`);
  }
  for (const plugin of Array.isArray(given.plugins) ? given.plugins : []) readPlugin(side, plugin, state);
  const module = isPlainObject(given.module) ? given.module : {};
  for (const rule of Array.isArray(module.rules) ? module.rules : []) readRule(side, rule, skipped, applied);
}

/** webpack's alias forms: `{ name: target }` or `[{ name, alias }]`; a target may be a list or false. */
function aliasEntries(value: unknown): Array<{ name: string; to: string[] | false }> {
  const entries: Array<{ name: string; to: unknown }> = Array.isArray(value)
    ? value.filter(isPlainObject).map((e) => ({ name: String(e.name), to: e.alias }))
    : isPlainObject(value)
      ? Object.entries(value).map(([name, to]) => ({ name, to }))
      : [];
  return entries.flatMap(({ name, to }): Array<{ name: string; to: string[] | false }> => {
    if (to === false) return [{ name, to: false }];
    const list = (Array.isArray(to) ? to : [to]).filter((t): t is string => typeof t === 'string' && t !== '');
    return list.length > 0 ? [{ name, to: list }] : [];
  });
}

/** DefinePlugin and ProvidePlugin are applied; another webpack plugin is named. */
function readPlugin(side: SiteWebpackSide, plugin: unknown, state: ReadState): void {
  if (plugin === null || plugin === undefined || plugin === false) return;
  const stub = state.stubName(plugin);
  const kind = stub
    ? stub
        .replace(/^new\s+/, '')
        .split('.')
        .pop()
    : (plugin as object).constructor?.name;
  const definitions = stub ? state.stubArguments(plugin)?.[0] : (plugin as { definitions?: unknown }).definitions;
  if (kind === 'DefinePlugin' && isPlainObject(definitions)) {
    const names: string[] = [];
    for (const [key, value] of Object.entries(definitions)) {
      const code = defineValue(value);
      if (code === undefined) {
        state.skipped.add(`DefinePlugin ${key} (not a literal)`);
        continue;
      }
      side.define[key] = code;
      names.push(key);
    }
    for (const name of names) state.applied.add(`DefinePlugin ${name}`);
    return;
  }
  if (kind === 'ProvidePlugin' && isPlainObject(definitions)) {
    const names: string[] = [];
    for (const [key, value] of Object.entries(definitions)) {
      const [from, member] = Array.isArray(value) ? value : [value];
      if (typeof from !== 'string' || !/^[A-Za-z_$][\w$]*$/.test(key)) continue;
      side.provide[key] = typeof member === 'string' ? { from, name: member } : { from };
      names.push(key);
    }
    for (const name of names) state.applied.add(`ProvidePlugin ${name}`);
    return;
  }
  state.skipped.add(`webpack plugin ${kind || 'object'}`);
}

/**
 * A DefinePlugin value as esbuild's `define` takes it (a JSON value or an identifier path), or
 * undefined: webpack's string values are code, anything else is written as its literal.
 */
function defineValue(value: unknown): string | undefined {
  const json = (node: unknown): unknown => {
    if (typeof node === 'string') {
      try {
        return JSON.parse(node);
      } catch {
        if (/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)*$/.test(node) && node !== 'undefined') throw node;
        throw undefined;
      }
    }
    if (typeof node === 'number' || typeof node === 'boolean' || node === null) return node;
    if (isPlainObject(node)) return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, json(v)]));
    throw undefined;
  };
  try {
    return JSON.stringify(json(value));
  } catch (identifier) {
    // A bare identifier path (`window.foo`) as a top-level value.
    return typeof identifier === 'string' && typeof value === 'string' ? identifier : undefined;
  }
}

/** `{ test: /\.txt$/, type: 'asset/source' }` becomes a loader; rules with loaders are named. */
function readRule(side: SiteWebpackSide, rule: unknown, skipped: Set<string>, applied: Set<string>): void {
  if (!isPlainObject(rule)) return;
  const loaders = [rule.loader, ...(Array.isArray(rule.use) ? rule.use : [rule.use])]
    .map((use) => (typeof use === 'string' ? use : isPlainObject(use) ? use.loader : undefined))
    .filter((name): name is string => typeof name === 'string');
  if (loaders.length > 0 || typeof rule.use === 'function') {
    skipped.add(`module.rules loader ${loaders.length > 0 ? [...new Set(loaders)].join(', ') : 'function'}`);
    return;
  }
  const loader = { 'asset/source': 'text', 'asset/resource': 'file', 'asset/inline': 'dataurl' }[String(rule.type)];
  const extensions = rule.test instanceof RegExp ? extensionsOf(rule.test) : undefined;
  if (!loader || !extensions) {
    if (rule.type !== undefined || rule.test !== undefined) skipped.add(`module.rules ${String(rule.test)}`);
    return;
  }
  for (const extension of extensions) side.loaders[extension] = loader as 'text' | 'file' | 'dataurl';
  applied.add(`module.rules ${rule.type} (${extensions.join(', ')})`);
}

/** The extensions a rule's `test` matches when it is `/\.ext$/` or `/\.(a|b)$/`. */
function extensionsOf(test: RegExp): string[] | undefined {
  const match = /^\\\.(?:(\w+)|\(((?:\w+\|)*\w+)\))\$$/.exec(test.source);
  if (!match) return undefined;
  return (match[1] ? [match[1]] : (match[2] ?? '').split('|')).map((e) => `.${e}`);
}

/** `DefinePlugin a`, `DefinePlugin b` → `DefinePlugin (a, b)`, in first-seen order (client and server). */
function groupLabels(labels: Set<string>): string {
  const groups = new Map<string, string[]>();
  for (const label of labels) {
    const [, kind, name] = /^(resolve\.alias|resolve\.fallback|DefinePlugin|ProvidePlugin) (.+)$/.exec(label) ?? [];
    const key = kind ?? label;
    const list = groups.get(key) ?? [];
    if (name) list.push(name);
    groups.set(key, list);
  }
  return [...groups].map(([kind, names]) => (names.length > 0 ? `${kind} (${names.join(', ')})` : kind)).join(', ');
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

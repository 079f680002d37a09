import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { collectPluginSets, describePluginSets } from '../../markdown/user-plugins.ts';
import type { SiteWebpack } from '../../shared/site-webpack.ts';
import type { SourcePosition } from '../../util/errors.ts';
import { valueAt as getIn } from '../../util/yaml-source.ts';
import { type ResolvedConfig, validateConfig } from '../load-config.ts';
import { configSchema } from '../schema.ts';
import {
  leavesUntitledPagesEmpty,
  readDocusaurusVersion,
  titlesDocsById,
  titlesSiteTitleAlone,
} from './docusaurus-version.ts';
import { listsEmptyBlog, runsClassicBlog } from './empty-blog-list.ts';
import { evaluateModule, packageOf, stubConstructorArguments } from './evaluate-module.ts';
import { type ConfigNotice, describeName, INFO, isPlainObject, mapDocusaurusConfig } from './map-config.ts';
import { collectPostcssPlugins } from './postcss-plugins.ts';
import { resolveSitePlugin, type SitePlugin } from './site-plugins.ts';
import { STAND_INS } from './stand-ins.ts';
import { collectWebpackConfig } from './webpack-config.ts';

/**
 * Reads a `docusaurus.config.js/ts` as rnhc-docs' config: evaluates it, maps the classic preset's
 * options and `themeConfig` onto rnhc-docs' keys, drops what is not applied with one notice per key
 * (logged as a warning by every build), and validates the rest like a YAML config. Errors point at
 * the key's line in the JS/TS source where it can be found.
 */
export async function loadDocusaurusConfig(file: string): Promise<ResolvedConfig> {
  const read = await readDocusaurusConfig(file);
  const locator = { position: (keyPath: readonly PropertyKey[]) => positionInSource(read.source, keyPath) };
  // Behaviours of the Docusaurus version the site is on, where they differ from Docusaurus 3's.
  const docusaurus = readDocusaurusVersion(path.dirname(file));
  const docTitlesById = docusaurus !== undefined && titlesDocsById(docusaurus.version);
  const untitledPagesEmpty = docusaurus !== undefined && leavesUntitledPagesEmpty(docusaurus.version);
  const siteTitleAlone = docusaurus !== undefined && titlesSiteTitleAlone(docusaurus.version);
  const mdx1 = docusaurus !== undefined && /^2\./.test(docusaurus.version);
  const blogListWithoutPosts = read.classicBlog && listsEmptyBlog(docusaurus?.version);
  const notices = [...read.notices];
  if (docTitlesById) {
    notices.push(
      `${INFO}${docusaurus.from}: Docusaurus ${docusaurus.version}: a doc without a front matter title is titled by its id, as before 2.0.0-alpha.73 (later versions take its first heading)`,
    );
  }
  if (mdx1) {
    // Docusaurus 2 compiled MDX with MDX 1: a `<` or `{` MDX 2 fails on was text there.
    const markdown = isPlainObject(read.raw.markdown) ? read.raw.markdown : {};
    const compat = isPlainObject(markdown.mdx1Compat) ? markdown.mdx1Compat : {};
    read.raw.markdown = { ...markdown, mdx1Compat: { ...compat, text: true } };
    notices.push(
      `${INFO}${docusaurus.from}: Docusaurus ${docusaurus.version}: MDX files are read as MDX 1 read them (a \`<\` or \`{\` that opens no tag or expression is text); each file Docusaurus 3 would reject is named`,
    );
  }
  const config = {
    ...validateConfig(read.raw, file, locator, notices),
    sourceFiles: read.files,
    ...(read.markdownPlugins ? { markdownPlugins: read.markdownPlugins } : {}),
    ...(docTitlesById ? { docTitlesById: true as const } : {}),
    ...(untitledPagesEmpty ? { untitledPagesEmpty: true as const } : {}),
    ...(siteTitleAlone ? { siteTitleAlone: true as const } : {}),
    ...(blogListWithoutPosts ? { blogListWithoutPosts: true as const } : {}),
  };
  const withPlugins =
    read.sitePlugins.length > 0
      ? { ...config, sitePlugins: read.sitePlugins, docusaurusConfig: read.siteConfig }
      : config;
  const withWebpack = read.webpack ? { ...withPlugins, webpack: read.webpack } : withPlugins;
  return read.postcssPlugins.length > 0 ? { ...withWebpack, postcssPlugins: read.postcssPlugins } : withWebpack;
}

/** A Docusaurus config mapped onto rnhc-docs' keys, before validation and defaults. */
export interface DocusaurusConfigRead {
  /** The config as rnhc-docs reads it (what `migrate` writes as YAML). */
  raw: Record<string, unknown>;
  /** One line per key not applied: `file:line:col: key is not applied: why`. */
  notices: string[];
  /** The JS/TS source text. */
  source: string;
  /** Local files the config imported. */
  files: string[];
  /** PostCSS plugins its plugins add through `configurePostCss` (postcss-plugins.ts). */
  postcssPlugins: unknown[];
  /** What its plugins' configureWebpack gives that esbuild applies (webpack-config.ts). */
  webpack?: SiteWebpack;
  /** Its remark and rehype plugins, described (absent without any). */
  markdownPlugins?: { key: string };
  /** Docusaurus runs the classic preset's blog plugin for it (src/config/docusaurus/empty-blog-list.ts). */
  classicBlog: boolean;
  /** Its third-party plugins the build runs (site-plugins.ts). */
  sitePlugins: SitePlugin[];
  /** The evaluated config (what those plugins get as `siteConfig`). */
  siteConfig: Record<string, unknown>;
}

/** Evaluates and maps a Docusaurus config (shared by `build` and `migrate`). */
export async function readDocusaurusConfig(file: string): Promise<DocusaurusConfigRead> {
  const [guarded, source] = await Promise.all([evaluateModule(file), readFile(file, 'utf8')]);
  // The worker gives functions back by name only. A config that holds functions rnhc-docs calls
  // (createRedirects, an editUrl function, plugins' hooks) is evaluated again in this thread, now
  // that the worker showed it loads without exiting, hanging or running away.
  const evaluated = holdsFunctions(guarded.value, guarded.isStub)
    ? await evaluateModule(file, { inThread: true })
    : guarded;
  const mapped = mapDocusaurusConfig(evaluated.value, evaluated.isStub, evaluated.stubName);
  const { raw } = mapped;
  const postcss = await collectPostcssPlugins(evaluated.value, file);
  const webpack = await collectWebpackConfig(evaluated.value, file, evaluated.stubName, stubConstructorArguments);
  // A plugin whose `configurePostCss` is used is named for what it does, not as unsupported.
  const notices = mapped.notices.map((notice) => {
    const index = /^plugins\[(\d+)\]$/.exec(notice.path)?.[1];
    if (index === undefined) return notice;
    const fromWebpack = webpack.notes.get(Number(index));
    if (fromWebpack && !postcss.from.includes(Number(index))) {
      return { ...notice, reason: fromWebpack.startsWith('only') ? fromWebpack : `${notice.reason}; ${fromWebpack}` };
    }
    const problem = postcss.problems.find((p) => p.index === Number(index));
    if (problem)
      return {
        ...notice,
        reason: `${notice.reason}; running it to read its configurePostCss failed: ${problem.reason}`,
      };
    if (!postcss.from.includes(Number(index))) return notice;
    return { ...notice, reason: 'only its configurePostCss is used: its PostCSS plugins run over customCss' };
  });
  // Plugins rnhc-docs has no counterpart of run in the build when they can (site-plugins.ts). One
  // whose configureWebpack or configurePostCss was read above is run too, its notice kept.
  const sitePlugins: SitePlugin[] = [];
  const runnable = notices.flatMap((notice) => {
    const [, list = '', index = ''] = /^(plugins|themes)\[(\d+)\]$/.exec(notice.path) ?? [];
    const unsupported = / is not supported$/.test(notice.reason);
    // (One that threw when it was created for that stays named and is not run again.)
    const readAtConfig = /configureWebpack|configurePostCss/.test(notice.reason) && !/ failed: /.test(notice.reason);
    if (!list || !(unsupported || readAtConfig)) return [notice];
    const entry = (isPlainObject(evaluated.value) ? (evaluated.value[list] as unknown[]) : [])?.[Number(index)];
    const plugin = Array.isArray(entry) ? entry[0] : entry;
    if (typeof plugin === 'function' && evaluated.stubName(plugin)) return [notice];
    const resolved = resolveSitePlugin(entry, notice.path, describeName(plugin), file);
    if (resolved && 'where' in resolved) {
      sitePlugins.push(resolved);
      return unsupported ? [] : [notice];
    }
    return [resolved && unsupported ? { ...notice, reason: `${notice.reason}: ${resolved.reason}` } : notice];
  });
  notices.length = 0;
  notices.push(...runnable);
  notices.push(...stripUnknownKeys(raw));
  const notInstalled = evaluated.stubbed.filter((s) => s.reason === 'not installed').map((s) => s.specifier);
  dropMissingStylesheets(raw, new Set(notInstalled));
  // One line per package, however many of its paths the config imports or resolves.
  const missing = new Set(notInstalled.map(packageOf));
  const standIns = evaluated.stubbed.filter((s) => s.reason === 'stand-in').map((s) => s.specifier);
  const lines = [
    ...standIns.map(
      (name) =>
        `${INFO}${file}: imports "${name}", which is not installed; ${STAND_INS[name]?.does ?? 'a stand-in is used'}`,
    ),
    ...[...missing].map(
      (name) => `${file}: imports or resolves "${name}", which is not installed; it was replaced by an empty stand-in`,
    ),
    ...notices.map((n) => formatNotice(file, source, n)),
  ];
  const pluginSets = collectPluginSets(evaluated.value, evaluated.isStub);
  const markdownPlugins = Object.keys(pluginSets).length > 0 ? { key: describePluginSets(pluginSets) } : undefined;
  return {
    raw,
    notices: lines,
    source,
    files: evaluated.files,
    postcssPlugins: postcss.plugins,
    ...(webpack.webpack ? { webpack: webpack.webpack } : {}),
    ...(markdownPlugins ? { markdownPlugins } : {}),
    classicBlog: runsClassicBlog(evaluated.value),
    sitePlugins,
    siteConfig: isPlainObject(evaluated.value) ? evaluated.value : {},
  };
}

/**
 * `customCss: [require.resolve('react-tweet/theme.css')]` of a package that is not installed gives
 * its name back (see evaluate-module.ts): that stylesheet is left out, as the stand-in the package
 * became (named once with it), instead of failing as a file that cannot be read.
 */
function dropMissingStylesheets(raw: Record<string, unknown>, missing: Set<string>): void {
  const theme = raw.theme;
  if (!isPlainObject(theme) || missing.size === 0) return;
  const css = theme.customCss;
  if (typeof css === 'string' && missing.has(css)) delete theme.customCss;
  else if (Array.isArray(css))
    theme.customCss = css.filter((entry) => !(typeof entry === 'string' && missing.has(entry)));
}

function formatNotice(name: string, source: string, notice: ConfigNotice): string {
  const keyPath = notice.path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '');
  const where = locateInSource(source, name, keyPath);
  if (notice.reason.startsWith(INFO)) return `${INFO}${where ?? name}: ${notice.reason.slice(INFO.length)}`;
  return `${where ?? name}: ${notice.path} is not applied: ${notice.reason}`;
}

/**
 * Removes keys the schema does not know (it is strict, so a YAML config gets an error for them),
 * naming each: a Docusaurus config has many keys rnhc-docs has no use for, and the site should
 * still build. Repeats because a nested object's keys are only checked once its parent is valid.
 */
export function stripUnknownKeys(raw: Record<string, unknown>): ConfigNotice[] {
  const notices: ConfigNotice[] = [];
  for (let round = 0; round < 8; round++) {
    const result = configSchema.safeParse(raw);
    if (result.success) break;
    let removed = 0;
    for (const issue of result.error.issues) {
      if (issue.code !== 'unrecognized_keys') continue;
      const parent = getIn(raw, issue.path);
      if (!isPlainObject(parent)) continue;
      for (const key of issue.keys) {
        if (!(key in parent)) continue;
        delete parent[key];
        removed++;
        notices.push({ path: [...issue.path, key].map(String).join('.'), reason: 'rnhc-docs has no such option' });
      }
    }
    if (removed === 0) break;
  }
  return notices;
}

/**
 * Finds the line of a key path in JS/TS source: each string key is looked for as `key:` after the
 * previous one. A heuristic (the config is code, not data), good enough to point a reader at it.
 */
export function locateInSource(source: string, file: string, keyPath: Array<string | number>): string | undefined {
  const position = positionInSource(source, keyPath);
  return position ? `${file}:${position.line}:${position.column}` : undefined;
}

/** The line and column {@link locateInSource} finds. */
export function positionInSource(source: string, keyPath: readonly PropertyKey[]): SourcePosition | undefined {
  let offset = 0;
  let found = -1;
  for (const key of keyPath) {
    if (typeof key !== 'string' || /^\d+$/.test(key)) continue;
    const pattern = new RegExp(`(?:^|[\\s{,])['"\`]?${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]?\\s*:`, 'g');
    pattern.lastIndex = offset;
    const match = pattern.exec(source);
    if (!match) break;
    found = match.index + match[0].search(/\S/);
    offset = match.index + match[0].length;
  }
  if (found < 0) return undefined;
  const before = source.slice(0, found);
  const line = before.split('\n').length;
  const column = found - before.lastIndexOf('\n');
  return { line, column };
}

/** Whether a value holds a function that is not a stub of a missing package. */
function holdsFunctions(value: unknown, isStub: (value: unknown) => boolean): boolean {
  const seen = new Set<object>();
  const visit = (node: unknown): boolean => {
    if (typeof node === 'function') return !isStub(node);
    if (node === null || typeof node !== 'object' || seen.has(node)) return false;
    seen.add(node);
    return Object.values(node).some(visit);
  };
  return visit(value);
}

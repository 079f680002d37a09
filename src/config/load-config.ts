import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { type Document, isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { ConfigError, RnhcError } from '../util/errors.ts';
import { type Config, configSchema, describe } from './schema.ts';

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
  sidebarFile: string | undefined;
  locales: string[];
  /** Files the config was read from (a JS config's imports too): watch mode reloads on their change. */
  sourceFiles?: string[];
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
export async function loadConfig(configFile: string): Promise<ResolvedConfig> {
  const file = await findConfigFile(path.resolve(configFile));
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
  return parseConfig(text, file);
}

/** Validates config text; `file` names it in messages and anchors relative paths. */
export function parseConfig(text: string, file: string): ResolvedConfig {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  if (doc.errors.length > 0) {
    const problems = doc.errors.map((e) => {
      const pos = e.linePos?.[0];
      const where = pos ? `${file}:${pos.line}:${pos.col}` : file;
      return `${where}: YAML syntax error: ${firstLine(e.message)}`;
    });
    throw new ConfigError(file, problems, 'Fix the YAML syntax at the position shown.');
  }
  const raw: unknown = doc.toJS() ?? {};
  return validateConfig(raw, file, (keyPath) => {
    const pos = locate(doc, keyPath, lineCounter);
    return pos ? `${file}:${pos.line}:${pos.col}` : undefined;
  });
}

/**
 * Validates a config object read from `file`; `locateKey` gives a key's `file:line:col` when the
 * format allows. Every problem is reported at once; `notices` are carried to the build's warnings.
 */
export function validateConfig(
  raw: unknown,
  file: string,
  locateKey: (keyPath: Array<string | number>) => string | undefined,
  notices: string[] = [],
): ResolvedConfig {
  const result = configSchema.safeParse(raw);
  const at = (message: string, keyPath: PropertyKey[], shownPath: PropertyKey[] = keyPath) => {
    const where = locateKey(keyPath as Array<string | number>);
    const shown = shownPath.length > 0 ? shownPath.map(String).join('.') : '(root)';
    return `${shown}: ${message}${where ? ` (${where})` : ''}`;
  };
  // Every problem at once: the cross-field checks run even when the schema found others.
  const problems = [
    ...(result.success ? [] : formatIssues(result.error.issues, raw, at)),
    ...checkCrossFields(raw).map((p) => at(p.message, p.path)),
  ];
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
    notices,
    where(keyPath) {
      return locateKey(keyPath) ?? file;
    },
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
  const i18n = getIn(raw, ['i18n']) as { defaultLocale?: unknown; locales?: unknown } | undefined;
  const defaultLocale = typeof i18n?.defaultLocale === 'string' ? i18n.defaultLocale : 'en';
  const locales = Array.isArray(i18n?.locales) ? i18n.locales.filter((l) => typeof l === 'string') : [defaultLocale];
  if (!locales.includes(defaultLocale)) {
    problems.push({
      path: ['i18n', 'defaultLocale'],
      message: `is not one of i18n.locales (got ${describe(defaultLocale)}; locales: ${locales.join(', ')})`,
    });
  }
  const items = getIn(raw, ['themeConfig', 'navbar', 'items']);
  (Array.isArray(items) ? items : []).forEach((item: { type?: unknown; versions?: unknown }, index) => {
    if (item?.type === 'docsVersionDropdown' && Array.isArray(item.versions)) {
      for (const name of item.versions) {
        // Only the current version exists until versioned docs are configured.
        if (name !== 'current') {
          problems.push({
            path: ['themeConfig', 'navbar', 'items', index, 'versions'],
            message: `version ${describe(name)} is not a docs version; versions: current`,
          });
        }
      }
    }
  });
  return problems;
}

function formatIssues(
  issues: z.core.$ZodIssue[],
  raw: unknown,
  at: (message: string, keyPath: PropertyKey[], shownPath?: PropertyKey[]) => string,
): string[] {
  return issues.map((issue) => {
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      message = `unknown key${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => JSON.stringify(k)).join(', ')}`;
      const parent = issue.path;
      return at(message, [...parent, issue.keys[0] ?? ''], parent);
    }
    if (issue.code === 'invalid_type' && getIn(raw, issue.path) === undefined) {
      message = 'is required';
    } else if (!message.includes('(got')) {
      message = `${message} (got ${describe(getIn(raw, issue.path))})`;
    }
    return at(message, issue.path);
  });
}

/** Finds the line of the node at `keyPath`, or of its closest existing ancestor. */
function locate(doc: Document, keyPath: PropertyKey[], lineCounter: LineCounter) {
  for (let n = keyPath.length; n >= 0; n--) {
    const sub = keyPath.slice(0, n) as Array<string | number>;
    // For a key inside a map, point at the key itself when the value is missing.
    const node = n === 0 ? doc.contents : doc.getIn(sub, true);
    if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]);
    if (n > 0) {
      const parent = n === 1 ? doc.contents : doc.getIn(sub.slice(0, -1), true);
      if (parent && typeof parent === 'object' && 'items' in parent && Array.isArray(parent.items)) {
        for (const pair of parent.items as Array<{ key?: unknown }>) {
          const key = pair.key;
          if (isNode(key) && 'value' in key && key.value === sub[sub.length - 1] && key.range) {
            return lineCounter.linePos(key.range[0]);
          }
        }
      }
    }
  }
  return undefined;
}

export function getIn(value: unknown, keyPath: PropertyKey[]): unknown {
  let current = value;
  for (const key of keyPath) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

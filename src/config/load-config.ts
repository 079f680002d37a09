import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describeValue } from '../util/describe-value.ts';
import { ConfigError, RnhcError } from '../util/errors.ts';
import { formatYamlProblem, parseYamlSource, valueAt } from '../util/yaml-source.ts';
import { type Config, configSchema } from './schema.ts';

/** The config after validation, with absolute paths. */
export interface ResolvedConfig extends Config {
  /** Absolute path of the config file. */
  configFile: string;
  /** Folder of the config file; relative paths resolve against it. */
  siteDir: string;
  docsDir: string;
  pagesDir: string;
  staticDirs: string[];
  sidebarFile: string | undefined;
  locales: string[];
  /** `file:line:col` of a config key, for errors found after validation (e.g. a missing doc id). */
  where(keyPath: Array<string | number>): string;
}

/** Reads, parses and validates a config file. Throws ConfigError (exit 2) listing every problem. */
export async function loadConfig(configFile: string): Promise<ResolvedConfig> {
  const file = path.resolve(configFile);
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
  const source = parseYamlSource(text, file);
  if (source.syntaxErrors.length > 0) {
    const problems = source.syntaxErrors.map(
      (e) =>
        `${e.position ? `${file}:${e.position.line}:${e.position.column}` : file}: YAML syntax error: ${e.message}`,
    );
    throw new ConfigError(file, problems, 'Fix the YAML syntax at the position shown.');
  }
  const raw = source.toJS();
  const result = source.validate(configSchema, raw);
  // Every problem at once: the cross-field checks run even when the schema found others.
  const problems = [
    ...(result.success ? [] : result.problems),
    ...checkCrossFields(raw).map((p) => source.problem(p.path, p.message)),
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
    staticDirs: config.staticDirectories.map((d) => path.resolve(siteDir, d)),
    sidebarFile: config.docs.sidebarPath ? path.resolve(siteDir, config.docs.sidebarPath) : undefined,
    locales: config.i18n.locales ?? [config.i18n.defaultLocale],
    where: (keyPath) => source.where(keyPath),
  };
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
  const items = valueAt(raw, ['themeConfig', 'navbar', 'items']);
  (Array.isArray(items) ? items : []).forEach((item: { type?: unknown; versions?: unknown }, index) => {
    if (item?.type === 'docsVersionDropdown' && Array.isArray(item.versions)) {
      for (const name of item.versions) {
        // Only the current version exists until versioned docs are configured.
        if (name !== 'current') {
          problems.push({
            path: ['themeConfig', 'navbar', 'items', index, 'versions'],
            message: `version ${describeValue(name)} is not a docs version; versions: current`,
          });
        }
      }
    }
  });
  return problems;
}

import { readFile } from 'node:fs/promises';
import type { SourcePosition } from '../../util/errors.ts';
import { valueAt as getIn } from '../../util/yaml-source.ts';
import { type ResolvedConfig, validateConfig } from '../load-config.ts';
import { configSchema } from '../schema.ts';
import { evaluateModule } from './evaluate-module.ts';
import { type ConfigNotice, INFO, isPlainObject, mapDocusaurusConfig } from './map-config.ts';

/**
 * Reads a `docusaurus.config.js/ts` as rnhc-docs' config: evaluates it, maps the classic preset's
 * options and `themeConfig` onto rnhc-docs' keys, drops what is not applied with one notice per key
 * (logged as a warning by every build), and validates the rest like a YAML config. Errors point at
 * the key's line in the JS/TS source where it can be found.
 */
export async function loadDocusaurusConfig(file: string): Promise<ResolvedConfig> {
  const read = await readDocusaurusConfig(file);
  const locator = { position: (keyPath: readonly PropertyKey[]) => positionInSource(read.source, keyPath) };
  return { ...validateConfig(read.raw, file, locator, read.notices), sourceFiles: read.files };
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
}

/** Evaluates and maps a Docusaurus config (shared by `build` and `migrate`). */
export async function readDocusaurusConfig(file: string): Promise<DocusaurusConfigRead> {
  const [evaluated, source] = await Promise.all([evaluateModule(file), readFile(file, 'utf8')]);
  const { raw, notices } = mapDocusaurusConfig(evaluated.value, evaluated.isStub);
  notices.push(...stripUnknownKeys(raw));
  const lines = [
    ...evaluated.stubbed
      .filter((s) => s.reason === 'not installed')
      .map((s) => `${file}: imports "${s.specifier}", which is not installed; it was replaced by an empty stand-in`),
    ...notices.map((n) => formatNotice(file, source, n)),
  ];
  return { raw, notices: lines, source, files: evaluated.files };
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

import { existsSync } from 'node:fs';
import { isMap, isScalar } from 'yaml';
import { ContentError } from '../../util/errors.ts';
import { parseYamlSource } from '../../util/yaml-source.ts';
import { loadTextFile } from '../source-file.ts';

/** A top-level mapping of a YAML data file, each entry with the line of its key. */
export interface YamlEntries {
  file: string;
  entries: Array<{ key: string; value: unknown; line: number }>;
}

/**
 * Reads authors.yml or tags.yml through the shared YAML reader (positions, the alias limit):
 * undefined when missing, an error with its line when malformed.
 */
export async function loadYamlEntries(file: string): Promise<YamlEntries | undefined> {
  if (!existsSync(file)) return undefined;
  const source = parseYamlSource(await loadTextFile(file), file, { exitCode: 1 });
  const syntax = source.syntaxErrors[0];
  if (syntax) {
    throw new ContentError(`Not valid YAML: ${syntax.message}`, { file, position: syntax.position ?? { line: 1 } });
  }
  const contents = source.doc.contents;
  if (contents === null) return { file, entries: [] };
  if (!isMap(contents)) {
    throw new ContentError('Expected a mapping of keys to entries', { file, position: { line: 1 } });
  }
  const data = source.toJS() as Record<string, unknown>;
  // The document's order, not the object's (which puts number-like keys first).
  const entries = contents.items.map((pair) => {
    const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
    const value = Object.hasOwn(data, key) ? data[key] : null;
    return { key, value: value ?? null, line: (source.keyPosition ?? source.position)([key])?.line ?? 1 };
  });
  return { file, entries };
}

import { existsSync } from 'node:fs';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';
import { ContentError } from '../../util/errors.ts';
import { loadTextFile } from '../source-file.ts';

/** A top-level mapping of a YAML data file, each entry with the line of its key. */
export interface YamlEntries {
  file: string;
  entries: Array<{ key: string; value: unknown; line: number }>;
}

/** Reads authors.yml or tags.yml: undefined when missing, an error with its line when malformed. */
export async function loadYamlEntries(file: string): Promise<YamlEntries | undefined> {
  if (!existsSync(file)) return undefined;
  const text = await loadTextFile(file);
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: true, uniqueKeys: true });
  const first = doc.errors[0];
  if (first) {
    const pos = first.linePos?.[0];
    throw new ContentError(`Not valid YAML: ${(first.message.split('\n')[0] ?? '').replace(/ at line.*$/, '')}`, {
      file,
      position: { line: pos?.line ?? 1, ...(pos ? { column: pos.col } : {}) },
    });
  }
  if (doc.contents === null) return { file, entries: [] };
  if (!isMap(doc.contents)) {
    throw new ContentError('Expected a mapping of keys to entries', { file, position: { line: 1 } });
  }
  const entries: YamlEntries['entries'] = [];
  for (const pair of doc.contents.items) {
    const keyNode = pair.key;
    const key = isScalar(keyNode) ? String(keyNode.value) : String(keyNode);
    const offset = isScalar(keyNode) && keyNode.range ? keyNode.range[0] : 0;
    const value = pair.value && typeof pair.value === 'object' && 'toJSON' in pair.value ? pair.value.toJSON() : null;
    entries.push({ key, value, line: lineCounter.linePos(offset).line });
  }
  return { file, entries };
}

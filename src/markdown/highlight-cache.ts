/**
 * The highlight cache file: highlighted blocks by key, as JSON. Apart from the highlighter so a
 * thread that only reads or writes the cache (the main thread of a build rendered in workers)
 * does not load shiki.
 */
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Reads the highlight cache; a missing or damaged file only costs time. */
export async function loadHighlightCache(file: string | undefined): Promise<Map<string, string>> {
  if (!file) return new Map();
  try {
    return new Map(Object.entries(JSON.parse(await readFile(file, 'utf8')) as Record<string, string>));
  } catch {
    return new Map();
  }
}

/** Writes the blocks this build used (so the cache never grows past the site), atomically. */
export async function saveHighlightCache(file: string, used: Map<string, string>): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, JSON.stringify(Object.fromEntries(used)));
  await rename(temp, file);
}

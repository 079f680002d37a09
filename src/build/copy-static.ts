import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../util/map-limit.ts';
import type { OutputWriter } from './write-output.ts';

/** Copies the static folders to the output root, as they are. Missing folders are skipped. */
export async function copyStatic(dirs: string[], writer: OutputWriter): Promise<number> {
  let count = 0;
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((e) => e.isFile())
        .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    await mapLimit(entries, 32, (rel) => writer.copy(path.join(dir, rel), rel.split(path.sep).join('/')));
    count += entries.length;
  }
  return count;
}

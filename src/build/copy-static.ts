import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { mapLimit } from '../util/map-limit.ts';
import type { OutputWriter } from './write-output.ts';

/** A file of a static folder: where it lands in the output and where it comes from. */
export type StaticFile = [output: string, source: string];

/**
 * The files of the static folders, in folder order (two folders may hold the same path: the
 * route check reports it). Missing folders are skipped.
 */
export async function listStaticFiles(dirs: string[]): Promise<StaticFile[]> {
  const files: StaticFile[] = [];
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
    for (const rel of entries) files.push([rel.split(path.sep).join('/'), path.join(dir, rel)]);
  }
  return files;
}

/** Copies the static files to the output root, as they are. */
export async function copyStatic(files: readonly StaticFile[], writer: OutputWriter): Promise<number> {
  await mapLimit([...files], 32, ([out, source]) => writer.copy(source, out));
  return files.length;
}

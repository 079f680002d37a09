import { realpathSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/path-guard.ts';

/**
 * Whether `file` lies inside one of `folders`, on real paths (symlinks followed, so a link to a
 * symlink that points at /etc is outside). A path that does not exist is compared as written.
 */
export function isInsideFolders(file: string, folders: readonly string[]): boolean {
  const real = realPath(file);
  return folders.some((folder) => {
    return isInside(realPath(folder), real);
  });
}

function realPath(file: string): string {
  try {
    return realpathSync(file);
  } catch {
    return path.resolve(file);
  }
}

import { realpathSync, type Stats, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '../util/path-guard.ts';

/** A file a request is answered with. */
export interface ServedFile {
  /** Real (symlink-free) absolute path, known to be inside the folder it was found in. */
  path: string;
  stats: Stats;
  /**
   * Read and compress it within this turn of the event loop: it belongs to a build in progress
   * whose pages may render on this thread, and each asynchronous step would wait for the next
   * page rendered there (0.1-0.5 s each while the highlighter is cold).
   */
  readNow?: boolean;
  /** The response depends on the Accept header (a page that has a markdown twin). */
  varyAccept?: boolean;
}

/**
 * Finds the first candidate that is a regular file inside `root` (a real path). Synchronous on
 * purpose: on a local build folder realpath and stat are page-cache hits of a few microseconds,
 * about four times cheaper than a round trip through the libuv thread pool, and they run on every
 * request.
 */
export function findFile(root: string, candidates: readonly string[]): ServedFile | undefined {
  for (const candidate of candidates) {
    const joined = path.join(root, candidate);
    if (!isInside(root, joined)) continue;
    // Most misses are clean-URL candidates (`a` before `a.html`): a stat that returns undefined
    // costs far less than the error realpath throws for a missing file.
    if (!exists(joined)) continue;
    let real: string;
    try {
      real = realpathSync.native(joined);
    } catch {
      continue; // missing, not a directory, symlink loop...: simply not this candidate
    }
    // The real path is what gets opened, so it alone decides (a symlink may point anywhere).
    if (!isInside(root, real)) continue;
    const stats = statSync(real, { throwIfNoEntry: false });
    // Directories are never listed; they only resolve through their index.html candidate.
    if (stats?.isFile()) return { path: real, stats };
  }
  return undefined;
}

function exists(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false }) !== undefined;
  } catch {
    return false; // ENOTDIR (`file.txt/index.html`), EACCES...
  }
}

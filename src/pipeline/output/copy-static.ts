import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { followLink, linkRoots, linkSkipped, safeRealpath } from '../../util/linked-files.ts';
import { mapLimit } from '../../util/map-limit.ts';
import { isInside } from '../../util/path-guard.ts';
import type { OutputWriter } from './write-output.ts';

/** A file of a static folder: where it is read from, and its path in the output. */
export interface StaticFile {
  from: string;
  to: string;
}

/** Which symbolic links of a static folder are followed (see util/linked-files.ts). */
export interface StaticScope {
  dirs: readonly string[];
  siteDir: string;
  /** `allowStaticOutsideSite`: the static folders' own real paths are followed too, wherever they are. */
  allowOutside?: boolean | undefined;
}

/** Copies the static files (from {@link collectStaticFiles}) to the output root, as they are. */
export async function copyStatic(files: readonly StaticFile[], writer: OutputWriter): Promise<number> {
  await mapLimit([...files], 32, (file) => writer.copy(file.from, file.to));
  return files.length;
}

/**
 * Every file of the static folders (symbolic links inside the scope followed), and the links
 * skipped. Missing folders are skipped; two folders may hold the same path (the route check
 * reports it).
 */
export async function collectStaticFiles(scope: StaticScope): Promise<{ files: StaticFile[]; skipped: string[] }> {
  const roots = allowedRoots(scope);
  const files: StaticFile[] = [];
  const skipped: string[] = [];
  const walk = async (dir: string, rel: string, seen: Set<string>) => {
    let entries: Array<import('node:fs').Dirent>;
    try {
      entries = await readdir(dir, { withFileTypes: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) {
      const full = path.join(dir, entry.name);
      const to = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isFile()) files.push({ from: full, to });
      else if (entry.isDirectory()) await walk(full, to, seen);
      else if (entry.isSymbolicLink()) {
        const target = followLink(full, roots);
        if (!target) skipped.push(full);
        else if (target.isFile) files.push({ from: full, to });
        // A link back up the tree would walk forever.
        else if (target.isDirectory && !seen.has(target.real)) await walk(full, to, new Set([...seen, target.real]));
      }
    }
  };
  for (const dir of scope.dirs) await walk(dir, '', new Set([safeRealpath(dir) ?? dir]));
  files.sort((a, b) => a.to.localeCompare(b.to));
  return { files, skipped };
}

/**
 * What a file event under a static folder publishes (watch mode), by the same rules as a build:
 * the file and its output path, not published when it is reached through a link out of the
 * scope; undefined when the file is in no static folder.
 */
export function staticFileOf(scope: StaticScope, file: string): (StaticFile & { published: boolean }) | undefined {
  const dir = scope.dirs.find((d) => file.startsWith(d + path.sep));
  if (!dir) return undefined;
  const to = path.relative(dir, file).split(path.sep).join('/');
  const roots = allowedRoots(scope);
  // Every link on the way counts, not only the last part: resolve the whole path.
  const real = safeRealpath(file);
  return { from: file, to, published: !real || roots.some((root) => isInside(root, real)) };
}

/** The warning for a static file that is not published (build and watch mode alike). */
export function staticLinkSkipped(link: string): string {
  return linkSkipped(link);
}

function allowedRoots(scope: StaticScope): string[] {
  if (scope.allowOutside) return [scope.siteDir, ...scope.dirs].map((dir) => safeRealpath(dir) ?? dir);
  return linkRoots([scope.siteDir, ...scope.dirs]);
}

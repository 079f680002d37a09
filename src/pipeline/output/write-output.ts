import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { chmod, copyFile, lstat, mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RnhcError } from '../../util/errors.ts';
import { guardWritableDir, OUTPUT_MARKER, type SitePaths } from '../../util/path-guard.ts';

/** Writes files under one folder, creating folders as needed; counts what it wrote. */
export interface FileSink {
  /** The folder written to (the temporary build folder). */
  readonly dir: string;
  write(relativePath: string, data: string | Uint8Array): Promise<void>;
  /**
   * Writes the same `data` at every path (a page's `x.html` and `x/index.html`): the first is
   * written, the others are hard links to it where the file system allows, else written too.
   * Each counts as a file of `data`'s size, as a host serves it.
   */
  writeAll(relativePaths: readonly string[], data: string | Uint8Array): Promise<void>;
  copy(from: string, relativePath: string): Promise<void>;
  /** Relative paths written so far (link checks resolve static files against it). */
  readonly files: Set<string>;
  readonly bytes: number;
}

/** Writes a build into a temporary folder and swaps it in only when the whole build succeeded. */
export interface OutputWriter extends FileSink {
  /** Counts a file that another thread wrote into `dir`. */
  record(relativePath: string, bytes: number): void;
  readonly dryRun: boolean;
  /** Whether files land under a temporary name first (`dir` is read while the build runs). */
  readonly atomic: boolean;
  /** Replaces the output folder with the new build. */
  commit(): Promise<void>;
  /** Drops the temporary folder; the previous output stays as it was. */
  abort(): Promise<void>;
}

interface WriterOptions {
  outDir: string;
  /** The site's own paths: the output must never replace, hold or sit inside them. */
  site: SitePaths;
  /** Replace a non-empty output folder that an earlier build did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /** Count and check only; nothing touches the disk (`rnhc-docs check`). */
  dryRun: boolean;
  /** Write each file under a temporary name and rename it: `dir` is served while it fills. */
  atomic?: boolean;
  /** Problems that do not fail the build (a previous output that could not be removed). */
  warn?: (message: string) => void;
}

/**
 * A sink writing into an existing folder (render workers write into the temporary folder). With
 * `atomic`, each file is written under a temporary name and renamed, so a server reading the
 * folder meanwhile never sees half a file (watch mode writes into the served folder).
 */
export function createFileSink(
  dir: string,
  dryRun: boolean,
  atomic = false,
): FileSink & { record(rel: string, bytes: number): void } {
  const files = new Set<string>();
  const dirs = new Set<string>();
  let bytes = 0;
  let writes = 0;
  // Synchronous on purpose: pages are small and the build is CPU-bound, so the thread-pool round
  // trip of async fs costs more than the write itself (measured: 1.6 s of 22 s on 1,000 pages).
  const inside = (relativePath: string) => {
    const full = path.resolve(dir, relativePath);
    if (!full.startsWith(dir + path.sep)) throw new RnhcError(`Output path escapes the output folder: ${relativePath}`);
    return full;
  };
  const prepare = (relativePath: string) => {
    const full = inside(relativePath);
    const parent = path.dirname(full);
    if (!dirs.has(parent)) {
      mkdirSync(parent, { recursive: true });
      dirs.add(parent);
    }
    return full;
  };
  const count = (rel: string, size: number) => {
    files.add(rel);
    bytes += size;
  };
  /** Writes one file (`rel` with `/` separators); returns its size. */
  const writeOne = (rel: string, data: string | Uint8Array, size?: number) => {
    if (dryRun) inside(rel);
    else if (atomic) {
      const full = prepare(rel);
      const temp = `${full}.${process.pid}.${writes++}.tmp`;
      writeFileSync(temp, data);
      renameSync(temp, full);
    } else writeFileSync(prepare(rel), data);
    const written = size ?? (typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength);
    count(rel, written);
    return written;
  };
  /**
   * A new name for the file at `existing` (a hard link: no second copy of the bytes, no new
   * inode, which is most of a small file's cost). Atomic: linked under a temporary name, then
   * renamed over the old file. False when the file system refuses links (the caller writes).
   */
  const linkTo = (existing: string, relativePath: string) => {
    const full = prepare(relativePath);
    const target = atomic ? `${full}.${process.pid}.${writes++}.tmp` : full;
    try {
      linkSync(existing, target);
    } catch {
      return false;
    }
    if (atomic) renameSync(target, full);
    return true;
  };
  return {
    dir,
    files,
    get bytes() {
      return bytes;
    },
    record: count,
    async write(relativePath, data) {
      writeOne(toPosix(relativePath), data);
    },
    async writeAll(relativePaths, data) {
      const [first, ...others] = relativePaths.map(toPosix);
      if (first === undefined) return;
      const size = writeOne(first, data);
      const existing = dryRun ? undefined : inside(first);
      for (const rel of others) {
        if (existing !== undefined && linkTo(existing, rel)) count(rel, size);
        else writeOne(rel, data, size);
      }
    },
    async copy(from, relativePath) {
      const rel = toPosix(relativePath);
      if (dryRun) inside(rel);
      else if (atomic) {
        const full = prepare(rel);
        const temp = `${full}.${process.pid}.${writes++}.tmp`;
        await copyFile(from, temp);
        renameSync(temp, full);
      } else await copyFile(from, prepare(rel));
      // Counted after the await (`bytes += await ...` would read `bytes` before it and lose
      // concurrent copies).
      count(rel, (await stat(from)).size);
    },
  };
}

/** Creates the writer; refuses an output folder that would replace the site's own files. */
export async function createOutputWriter({
  outDir,
  site,
  emptyOutDir = false,
  dryRun,
  atomic = false,
  warn = () => {},
}: WriterOptions): Promise<OutputWriter> {
  const target = path.resolve(outDir);
  if (!dryRun) {
    guardWritableDir({ target, site, action: 'write the build to', emptyOutDir });
    await removeLeftovers(target, warn);
  }
  const temp = `${target}${TEMP_INFIX}${process.pid}-${randomBytes(4).toString('hex')}`;
  if (!dryRun) {
    try {
      await mkdir(temp, { recursive: true });
    } catch (cause) {
      throw new RnhcError(`Cannot create the output next to ${target}: ${describeFsError(cause)}`, {
        cause,
        hint: `rnhc-docs writes the build beside the output folder, then swaps it in: ${path.dirname(target)} must be writable.`,
      });
    }
  }
  const sink = createFileSink(temp, dryRun, atomic);
  return {
    ...sink,
    atomic,
    get files() {
      return sink.files;
    },
    get bytes() {
      return sink.bytes;
    },
    dryRun,
    async commit() {
      if (dryRun) return;
      await writeFile(path.join(temp, OUTPUT_MARKER), 'Written by rnhc-docs; the next build replaces this folder.\n');
      await swapIn(temp, target, warn);
    },
    async abort() {
      if (!dryRun) await removeTree(temp).catch(() => undefined);
    },
  };
}

const TEMP_INFIX = '.rnhc-tmp-';
const OLD_INFIX = '.rnhc-old-';

/**
 * Replaces `target` with `temp`, all or nothing: either the new build is in place (and the old
 * one gone or named in a warning), or the old output is back where it was and this throws.
 */
async function swapIn(temp: string, target: string, warn: (message: string) => void) {
  const old = `${target}${OLD_INFIX}${process.pid}-${randomBytes(4).toString('hex')}`;
  let hadOld = true;
  try {
    await rename(target, old);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') {
      throw new RnhcError(`Cannot move the previous output ${target} aside: ${describeFsError(error)}`, {
        cause: error,
      });
    }
    hadOld = false;
  }
  try {
    await rename(temp, target);
  } catch (error) {
    if (hadOld) await rename(old, target).catch(() => undefined);
    throw new RnhcError(`Cannot move the new build into ${target}: ${describeFsError(error)}`, { cause: error });
  }
  if (!hadOld) return;
  try {
    await removeTree(old);
  } catch (error) {
    // The new build is in place: failing now would report a failure after the swap.
    warn(
      `The previous output was moved to ${old} but could not be removed (${describeFsError(error)}); the next build or rnhc-docs clear tries again`,
    );
  }
}

/**
 * Removes what interrupted builds left beside `target` (`<out>.rnhc-tmp-*`, `<out>.rnhc-old-*`):
 * a build killed by a signal or by running out of memory cannot clean up after itself. Folders of
 * a build still running in another process (its pid is in the name) are left alone.
 */
export async function removeLeftovers(target: string, warn: (message: string) => void = () => {}): Promise<string[]> {
  const parent = path.dirname(target);
  const base = path.basename(target);
  let names: string[];
  try {
    names = await readdir(parent);
  } catch {
    return [];
  }
  const removed: string[] = [];
  for (const name of names) {
    const infix = [TEMP_INFIX, OLD_INFIX].find((i) => name.startsWith(base + i));
    if (!infix) continue;
    const pid = Number(/^(\d+)-/.exec(name.slice(base.length + infix.length))?.[1]);
    if (pid && pid !== process.pid && isAlive(pid)) continue;
    const full = path.join(parent, name);
    try {
      await removeTree(full);
      removed.push(full);
    } catch (error) {
      warn(`Cannot remove ${full}, left by an earlier build: ${describeFsError(error)}`);
    }
  }
  return removed;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** `rm -rf`, also of a tree whose folders were made read-only (their entries cannot be unlinked). */
export async function removeTree(dir: string): Promise<void> {
  try {
    await rm(dir, { recursive: true, force: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EACCES' && code !== 'EPERM') throw error;
    await makeWritable(dir);
    await rm(dir, { recursive: true, force: true });
  }
}

async function makeWritable(dir: string): Promise<void> {
  const stats = await lstat(dir).catch(() => undefined);
  if (!stats?.isDirectory()) return;
  await chmod(dir, stats.mode | 0o700).catch(() => undefined);
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) if (entry.isDirectory()) await makeWritable(path.join(dir, entry.name));
}

/** `EACCES` and friends in words. */
export function describeFsError(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const words: Record<string, string> = {
    EACCES: 'permission denied',
    EPERM: 'operation not permitted',
    EROFS: 'read-only file system',
    ENOSPC: 'no space left on the device',
    ENOTDIR: 'a path component is a file, not a folder',
    EEXIST: 'a file of that name exists',
  };
  return (code && words[code]) ?? (error instanceof Error ? error.message : String(error));
}

/**
 * The part of a build under one folder (a translated locale's `fr/`): files go to
 * `<prefix>/<path>` of the same temporary folder, counted in the same set, and the whole build
 * is still committed or dropped as one.
 */
export function subWriter(parent: OutputWriter, prefix: string): OutputWriter {
  const at = (relativePath: string) => `${prefix}/${relativePath}`;
  return {
    get dir() {
      return path.join(parent.dir, prefix);
    },
    write: (relativePath, data) => parent.write(at(relativePath), data),
    writeAll: (relativePaths, data) => parent.writeAll(relativePaths.map(at), data),
    copy: (from, relativePath) => parent.copy(from, at(relativePath)),
    record: (relativePath, bytes) => parent.record(at(relativePath), bytes),
    get files() {
      return parent.files;
    },
    get bytes() {
      return parent.bytes;
    },
    dryRun: parent.dryRun,
    atomic: parent.atomic,
    commit: () => Promise.resolve(),
    abort: () => Promise.resolve(),
  };
}

/** A relative path with `/` separators (how output files are named and counted). */
function toPosix(relativePath: string): string {
  return relativePath.split(path.sep).join('/');
}

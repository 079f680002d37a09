import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { RnhcError } from '../util/errors.ts';

/** Writes files under one folder, creating folders as needed; counts what it wrote. */
export interface FileSink {
  /** The folder written to (the temporary build folder). */
  readonly dir: string;
  write(relativePath: string, data: string | Uint8Array): Promise<void>;
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
  /** Folders the output must never replace (the site itself). */
  protectedDirs: string[];
  /** Count and check only; nothing touches the disk (`rnhc-docs check`). */
  dryRun: boolean;
  /** Write each file under a temporary name and rename it: `dir` is served while it fills. */
  atomic?: boolean;
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
  return {
    dir,
    files,
    get bytes() {
      return bytes;
    },
    record(relativePath, size) {
      files.add(relativePath);
      bytes += size;
    },
    async write(relativePath, data) {
      const rel = relativePath.split(path.sep).join('/');
      if (dryRun) inside(rel);
      else if (atomic) {
        const full = prepare(rel);
        const temp = `${full}.${process.pid}.${writes++}.tmp`;
        writeFileSync(temp, data);
        renameSync(temp, full);
      } else writeFileSync(prepare(rel), data);
      files.add(rel);
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
    },
    async copy(from, relativePath) {
      const rel = relativePath.split(path.sep).join('/');
      if (dryRun) inside(rel);
      else if (atomic) {
        const full = prepare(rel);
        const temp = `${full}.${process.pid}.${writes++}.tmp`;
        await copyFile(from, temp);
        renameSync(temp, full);
      } else await copyFile(from, prepare(rel));
      files.add(rel);
      // Not `bytes += await ...`: that reads `bytes` before the await and loses concurrent copies.
      const { size } = await stat(from);
      bytes += size;
    },
  };
}

/** Creates the writer; refuses an output folder that would replace the site's own files. */
export async function createOutputWriter({
  outDir,
  protectedDirs,
  dryRun,
  atomic = false,
}: WriterOptions): Promise<OutputWriter> {
  const target = path.resolve(outDir);
  for (const dir of protectedDirs) {
    const resolved = path.resolve(dir);
    if (target === resolved || resolved.startsWith(target + path.sep) || target === path.parse(target).root) {
      throw new RnhcError(`Refusing to write the build to ${target}: it holds the site's sources (${resolved})`, {
        exitCode: 2,
        hint: 'Choose an output folder of its own, e.g. --out-dir build.',
      });
    }
  }
  const temp = `${target}.rnhc-tmp-${randomBytes(4).toString('hex')}`;
  if (!dryRun) await mkdir(temp, { recursive: true });
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
      const old = `${target}.rnhc-old-${randomBytes(4).toString('hex')}`;
      let hadOld = true;
      try {
        await rename(target, old);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        hadOld = false;
      }
      await rename(temp, target);
      if (hadOld) await rm(old, { recursive: true, force: true });
    },
    async abort() {
      if (!dryRun) await rm(temp, { recursive: true, force: true });
    },
  };
}

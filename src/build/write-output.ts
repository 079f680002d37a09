import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RnhcError } from '../util/errors.ts';

/** Writes a build into a temporary folder and swaps it in only when the whole build succeeded. */
export interface OutputWriter {
  write(relativePath: string, data: string | Uint8Array): Promise<void>;
  copy(from: string, relativePath: string): Promise<void>;
  /** Relative paths written so far (link checks resolve static files against it). */
  readonly files: Set<string>;
  readonly bytes: number;
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
}

/** Creates the writer; refuses an output folder that would replace the site's own files. */
export async function createOutputWriter({ outDir, protectedDirs, dryRun }: WriterOptions): Promise<OutputWriter> {
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
  const files = new Set<string>();
  const dirs = new Set<string>();
  let bytes = 0;
  if (!dryRun) await mkdir(temp, { recursive: true });

  const ensureDir = async (file: string) => {
    const dir = path.dirname(file);
    if (dirs.has(dir)) return;
    await mkdir(dir, { recursive: true });
    dirs.add(dir);
  };
  const safePath = (relativePath: string) => {
    const full = path.resolve(temp, relativePath);
    if (!full.startsWith(temp + path.sep)) throw new RnhcError(`Output path escapes the output folder: ${relativePath}`);
    return full;
  };

  return {
    files,
    get bytes() {
      return bytes;
    },
    async write(relativePath, data) {
      files.add(relativePath.split(path.sep).join('/'));
      bytes += typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      if (dryRun) return;
      const full = safePath(relativePath);
      await ensureDir(full);
      await writeFile(full, data);
    },
    async copy(from, relativePath) {
      files.add(relativePath.split(path.sep).join('/'));
      bytes += (await stat(from)).size;
      if (dryRun) return;
      const full = safePath(relativePath);
      await ensureDir(full);
      await copyFile(from, full);
    },
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

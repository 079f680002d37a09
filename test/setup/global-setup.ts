/**
 * Vitest's global set-up, run once per `vitest run` before any test file: compiles rnhc-docs
 * (dist/) when its sources changed since the last compile, so fixture builds, the watch and the
 * browser tests run the current code, and `npm test` compiles once; and makes the folder where
 * shared fixture builds (./shared-builds.ts) are made, once per run, by the first test file that
 * needs each, and removed at the end.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { TestProject } from 'vitest/node';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

declare module 'vitest' {
  export interface ProvidedContext {
    /** Folder of this run's shared fixture builds. */
    rnhcSharedBuilds: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  // A child process, so esbuild and the compile's modules stay out of Vitest's own process.
  const { stdout } = await promisify(execFile)(process.execPath, [
    path.join(ROOT, 'scripts/compile.mjs'),
    '--if-stale',
  ]).catch((error: { stdout?: string; stderr?: string }) => {
    throw new Error(`Compiling rnhc-docs failed (scripts/compile.mjs):\n${error.stderr ?? ''}${error.stdout ?? ''}`);
  });
  if (process.env.DEBUG) console.log(`${stdout.trim()} (${Math.round(performance.now() - started)} ms)`);
  const shared = await mkdtemp(path.join(tmpdir(), 'rnhc-shared-builds-'));
  project.provide('rnhcSharedBuilds', shared);
  return () => rm(shared, { recursive: true, force: true });
}

/**
 * Where the render worker is, and how one starts. Kept apart from the pipeline's modules so
 * `serve --watch` can start its worker before loading them: the worker's own start (about
 * 0.3 s of loading the markdown pipeline, React and the theme) then overlaps the main thread's.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { packageInfo } from '../../util/package-root.ts';

/** The compiled render worker (absent when running from TypeScript sources, e.g. in unit tests). */
export function renderWorkerFile(): string | undefined {
  const file = path.join(packageInfo().root, 'dist', 'node', 'render-worker.js');
  return existsSync(file) ? file : undefined;
}

/**
 * Starts a render worker. Without `workerData` it loads its modules and waits for an `init`
 * message (see render-worker.ts); the pool that adopts it sends one. See `startSpareRenderWorker`.
 */
export function startRenderWorker(file: string, workerData?: unknown): Worker {
  return new Worker(file, {
    ...(workerData !== undefined ? { workerData } : {}),
    // A larger young generation: rendering allocates many short-lived trees and strings, and
    // the default semi-space makes a worker spend a fifth of its time in scavenges.
    resourceLimits: { maxYoungGenerationSizeMb: 64 },
  });
}

/**
 * A render worker started ahead of its build, when the file is there: it loads its modules while
 * the main thread loads its own and reads the site. Unreferenced until a pool adopts it, so a
 * command that fails first still exits.
 */
export function startSpareRenderWorker(): Worker | undefined {
  const file = renderWorkerFile();
  if (!file) return undefined;
  const worker = startRenderWorker(file);
  worker.unref();
  return worker;
}

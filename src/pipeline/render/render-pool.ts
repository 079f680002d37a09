import type { Worker } from 'node:worker_threads';
import { ContentError, RnhcError } from '../../util/errors.ts';
import type { RouteResult } from './render-route.ts';
import type { FromWorker, SerializedError, ToWorker, WorkerInit } from './render-worker.ts';
import { startRenderWorker } from './render-worker-file.ts';
import type { RouteQueue } from './route-queue.ts';

/** Routes per message: large enough to amortise messaging, small enough to balance load. */
const BATCH = 8;

/** Render worker threads that stay alive between calls (a build, or every edit in watch mode). */
export interface RenderPool {
  /**
   * Renders the queue's routes across the workers, in batches cut from its front as workers free
   * up (a route moved forward goes out with the next batch); `onResult` sees each result as it
   * arrives. On the first failure no new batch starts, and the call rejects once running batches
   * are done.
   */
  render(
    queue: RouteQueue,
    onResult: (result: RouteResult) => void,
    options?: {
      quick?: boolean;
      /**
       * Quick renders: each page's data (page path, JSON) before its HTML is rendered and written,
       * with its content's top-level block lengths (markdown pages).
       */
      onPage?: OnPage;
      /** No new batch starts once aborted; the call then rejects with the signal's reason. */
      signal?: AbortSignal;
    },
  ): Promise<void>;
  /** The highlighted blocks the workers used so far (they keep running). */
  used(): Promise<Map<string, string>>;
  /** Stops the workers and returns the highlighted blocks they used (the next cache). */
  close(): Promise<{ used: Map<string, string>; unknownLanguages: Set<string> }>;
}

type OnPage = (path: string, json: string, blocks: number[] | undefined) => void;

interface PoolWorker {
  worker: Worker;
  busy: boolean;
  /** Set once the thread has exited: a message to it would never be answered. */
  exited?: string;
}

/**
 * Starts `count` workers running `workerFile` with `init`. Workers in `started` (begun earlier,
 * without init data: see render-worker-file.ts) are used first and sent `init`.
 */
export function createRenderPool(options: {
  workerFile: string;
  count: number;
  init: WorkerInit;
  started?: readonly Worker[];
}): RenderPool {
  const adopted = (options.started ?? []).slice(0, options.count);
  for (const extra of (options.started ?? []).slice(options.count)) void extra.terminate();
  for (const worker of adopted) {
    // Started unreferenced (an early worker must not keep a failed command alive); the pool's are.
    worker.ref();
    worker.postMessage({ type: 'init', init: options.init } satisfies ToWorker);
  }
  const workers: PoolWorker[] = [
    ...adopted,
    ...Array.from({ length: options.count - adopted.length }, () =>
      startRenderWorker(options.workerFile, options.init),
    ),
  ].map((worker) => ({ worker, busy: false }));
  let broken: Error | undefined;
  for (const w of workers) {
    w.worker.on('error', (error) => {
      broken ??= workerFailure(error);
    });
    w.worker.on('exit', (code) => {
      w.exited = `A render worker stopped with exit code ${code}`;
    });
  }

  const request = (w: PoolWorker, message: ToWorker, onPage?: OnPage) =>
    new Promise<FromWorker>((resolve, reject) => {
      // A thread that has exited raises no event again: waiting for its reply would never end
      // (close() after a thread died in a timer hung the build).
      if (w.exited) {
        reject(broken ?? new Error(w.exited));
        return;
      }
      const onMessage = (reply: FromWorker) => {
        if (reply.type === 'page') {
          onPage?.(reply.path, reply.json, reply.blocks);
          return;
        }
        cleanup();
        resolve(reply);
      };
      const onError = (error: Error) => {
        cleanup();
        reject(workerFailure(error));
      };
      const onExit = (code: number) => {
        cleanup();
        reject(new Error(`A render worker stopped with exit code ${code}`));
      };
      const cleanup = () => {
        w.worker.off('message', onMessage);
        w.worker.off('error', onError);
        w.worker.off('exit', onExit);
      };
      w.worker.on('message', onMessage);
      w.worker.on('error', onError);
      w.worker.on('exit', onExit);
      w.worker.postMessage(message);
    });

  return {
    async render(queue, onResult, renderOptions) {
      if (broken) throw broken;
      let next = 0;
      let failure: SerializedError | undefined;
      const drive = async (w: PoolWorker) => {
        w.busy = true;
        try {
          while (queue.size > 0 && !failure && !renderOptions?.signal?.aborted) {
            const index = next++;
            const reply = await request(
              w,
              {
                type: 'render',
                batch: index,
                routes: queue.take(BATCH),
                ...(renderOptions?.quick ? { quick: true } : {}),
              },
              renderOptions?.onPage,
            );
            if (reply.type === 'rendered') reply.results.forEach(onResult);
            else if (reply.type === 'failed') failure ??= reply.error;
          }
        } finally {
          w.busy = false;
        }
      };
      await Promise.all(workers.map(drive));
      if (failure) throw deserializeError(failure);
      renderOptions?.signal?.throwIfAborted();
    },
    async used() {
      const used = new Map<string, string>();
      for (const w of workers) {
        const reply = await request(w, { type: 'finish' });
        if (reply.type === 'finished') for (const [key, html] of reply.used) used.set(key, html);
      }
      return used;
    },
    async close() {
      const used = new Map<string, string>();
      const unknownLanguages = new Set<string>();
      await Promise.all(
        workers.map(async (w) => {
          try {
            const reply = await request(w, { type: 'finish' });
            if (reply.type === 'finished') {
              for (const [key, html] of reply.used) used.set(key, html);
              for (const lang of reply.unknownLanguages) unknownLanguages.add(lang);
            }
          } finally {
            await w.worker.terminate();
          }
        }),
      );
      return { used, unknownLanguages };
    },
  };
}

/** Rebuilds an error sent by a worker, cause chain included, so the CLI prints it as usual. */
export function deserializeError(error: SerializedError): ContentError {
  let cause: Error | undefined;
  for (const message of [...error.causes].reverse()) cause = new Error(message, cause ? { cause } : undefined);
  return new ContentError(error.message, {
    exitCode: error.exitCode,
    ...(error.file ? { file: error.file } : {}),
    ...(error.line ? { position: { line: error.line, ...(error.column ? { column: error.column } : {}) } } : {}),
    ...(error.hint ? { hint: error.hint } : {}),
    ...(cause ? { cause } : {}),
  });
}

/**
 * An error a render worker did not catch (thrown in a timer of the site's code, a `process.exit`
 * it made there): a build failure with its message, not an internal error with a stack trace.
 */
function workerFailure(error: Error): RnhcError {
  return new RnhcError(`A render worker stopped: ${error.message}`, {
    hint: 'The site code rendered last in that worker threw outside its render (in a timer or callback).',
  });
}

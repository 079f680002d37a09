import type { Logger } from '../util/logger.ts';

/** Runs named build steps, showing progress and recording each step's time. */
export type Task = <T>(label: string, fn: () => Promise<T> | T) => Promise<T>;

/**
 * Creates the task runner of one build; times land in `timings` (milliseconds). Once `signal` is
 * aborted, the next step throws its reason instead of starting.
 */
export function createTask(logger: Logger, timings: Record<string, number>, signal?: AbortSignal): Task {
  return async (label, fn) => {
    signal?.throwIfAborted();
    logger.progress(`${label}...`);
    const started = performance.now();
    try {
      return await fn();
    } finally {
      timings[label] = Math.round(performance.now() - started);
    }
  };
}

import type { Logger } from '../util/logger.ts';

/**
 * Runs named build steps, showing progress and recording each step's time; `describe` names what
 * a step made (`43 pages`) in its log line.
 */
export type Task = <T>(label: string, fn: () => Promise<T> | T, describe?: (result: T) => string) => Promise<T>;

/**
 * Creates the task runner of one build; times land in `timings` (milliseconds). Once `signal` is
 * aborted, the next step throws its reason instead of starting.
 */
export function createTask(logger: Logger, timings: Record<string, number>, signal?: AbortSignal): Task {
  return async (label, fn, describe) => {
    signal?.throwIfAborted();
    logger.progress(`${label}...`);
    const started = performance.now();
    try {
      const result = await fn();
      const ms = Math.round(performance.now() - started);
      logger.step(`${label}${describe ? `: ${describe(result)}` : ''} (${ms} ms)`);
      return result;
    } finally {
      timings[label] = Math.round(performance.now() - started);
    }
  };
}

/**
 * Maps with at most `limit` promises in flight (file reads would otherwise exhaust descriptors).
 * On the first failure no new item starts, and the promise rejects only once the items already
 * running have settled, so the caller can clean up without racing writes still in progress.
 */
export async function mapLimit<T, R>(items: readonly T[], limit: number, fn: (item: T, index: number) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (next < items.length && !failure) {
      const index = next++;
      try {
        results[index] = await fn(items[index] as T, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  if (failure) throw failure.error;
  return results;
}

/** Items handed out from the front, one call at a time (a RouteQueue is one). */
export interface Takes<T> {
  take(n: number): readonly T[];
  readonly size: number;
}

/**
 * Like mapLimit over a queue: items are taken from the front of `queue` as slots free up, so
 * reordering it meanwhile changes what runs next (watch mode moves a requested page forward).
 */
export async function drainLimit<T>(queue: Takes<T>, limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let failure: { error: unknown } | undefined;
  const worker = async () => {
    while (queue.size > 0 && !failure) {
      const [item] = queue.take(1) as [T];
      try {
        await fn(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.size) }, worker));
  if (failure) throw failure.error;
}

/** A bounded in-memory store of response bodies (raw and compressed) keyed by file version. */
export interface BodyCache {
  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer>;
}

/**
 * Least-recently-used cache bounded by entry count and total bytes. Concurrent misses for one
 * key share a single read/compression so a burst of requests does the work once.
 */
export function createBodyCache(maxEntries: number, maxBytes: number): BodyCache {
  const entries = new Map<string, Buffer>();
  const pending = new Map<string, Promise<Buffer>>();
  let totalBytes = 0;

  const store = (key: string, body: Buffer) => {
    // One huge body must not flush everything else.
    if (body.length > maxBytes / 4) return;
    entries.set(key, body);
    totalBytes += body.length;
    for (const [oldKey, oldBody] of entries) {
      if (entries.size <= maxEntries && totalBytes <= maxBytes) break;
      entries.delete(oldKey);
      totalBytes -= oldBody.length;
    }
  };

  return {
    get(key, produce) {
      const hit = entries.get(key);
      if (hit) {
        // Re-insert to mark as recently used (Map keeps insertion order).
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit);
      }
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const produced = produce().then(
        (body) => {
          pending.delete(key);
          store(key, body);
          return body;
        },
        (error: unknown) => {
          pending.delete(key);
          throw error;
        },
      );
      pending.set(key, produced);
      return produced;
    },
  };
}

import { describe, expect, it } from 'vitest';
import { drainLimit, mapLimit } from '../../../src/util/map-limit.ts';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('mapLimit', () => {
  it('keeps at most `limit` items in flight and returns results in input order', async () => {
    let running = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running++;
      peak = Math.max(peak, running);
      for (let i = 0; i < n; i++) await tick();
      running--;
      return n * 10;
    });
    expect(out).toEqual([50, 10, 40, 20, 30]);
    expect(peak).toBe(2);
  });
});

describe('drainLimit', () => {
  it('takes items from the front of the queue, so moving one forward runs it next', async () => {
    const queue = ['a', 'b', 'c', 'd', 'e'];
    const started: string[] = [];
    await drainLimit(takes(queue), 1, async (item) => {
      started.push(item);
      if (item === 'a') queue.unshift(...queue.splice(queue.indexOf('e'), 1));
      await tick();
    });
    expect(started).toEqual(['a', 'e', 'b', 'c', 'd']);
    expect(queue).toEqual([]);
  });

  it('starts nothing after a failure and rejects once the running items settled', async () => {
    const queue = [1, 2, 3, 4, 5];
    const finished: number[] = [];
    const done = drainLimit(takes(queue), 2, async (n) => {
      await tick();
      if (n === 2) throw new Error('two failed');
      await tick();
      finished.push(n);
    });
    await expect(done).rejects.toThrow('two failed');
    expect(finished).toEqual([1]);
    expect(queue).toEqual([3, 4, 5]);
  });
});

/** An array as a queue: take() removes from its front, so the test can reorder what is left. */
function takes<T>(items: T[]) {
  return {
    take: (n: number) => items.splice(0, n),
    get size() {
      return items.length;
    },
  };
}

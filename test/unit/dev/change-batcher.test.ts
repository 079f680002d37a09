import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Change, createChangeBatcher, type FileStamp } from '../../../src/dev/change-batcher.ts';

/** A disk the test writes by hand: each write stamps the file with the (fake) clock. */
function fakeDisk() {
  const files = new Map<string, { mtimeMs: number; size: number }>();
  return {
    write(file: string, size = 10) {
      files.set(file, { mtimeMs: Date.now(), size });
    },
    remove(file: string) {
      files.delete(file);
    },
    stat(file: string): FileStamp | undefined {
      const entry = files.get(file);
      return entry && { ...entry, isFile: () => true };
    },
  };
}

function setUp(options: { handle?: (batch: Map<string, Change>) => Promise<void>; quietMs?: number } = {}) {
  const disk = fakeDisk();
  const batches: Array<Record<string, Change>> = [];
  const errors: unknown[] = [];
  const batcher = createChangeBatcher({
    quietMs: options.quietMs ?? 4,
    stat: disk.stat,
    onError: (error) => errors.push(error),
    handle: async (batch) => {
      batches.push(Object.fromEntries(batch));
      await options.handle?.(batch);
    },
  });
  return { disk, batches, errors, batcher };
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createChangeBatcher', () => {
  it('a rename (the old name gone, the new one added a little later) is one batch, not two', async () => {
    const { disk, batches, batcher } = setUp();
    disk.write('/new.md');
    await vi.advanceTimersByTimeAsync(100);
    disk.remove('/old.md');
    batcher.add('/old.md', 'unlink');
    // chokidar reports the new name after its own stat: some milliseconds after the unlink.
    await vi.advanceTimersByTimeAsync(20);
    batcher.add('/new.md', 'add');
    await vi.advanceTimersByTimeAsync(200);
    expect(batches).toEqual([{ '/old.md': 'unlink', '/new.md': 'add' }]);
  });

  it('hands a single save over after the quiet period, not before', async () => {
    const { disk, batches, batcher } = setUp();
    disk.write('/a.md');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(3);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    expect(batches).toEqual([{ '/a.md': 'change' }]);
  });

  it('collapses a burst into one batch: add then change stays an add, unlink wins', async () => {
    const { disk, batches, batcher } = setUp();
    for (const file of ['/a.md', '/b.md', '/c.md']) disk.write(file);
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/a.md', 'add');
    await vi.advanceTimersByTimeAsync(2);
    batcher.add('/a.md', 'change');
    batcher.add('/b.md', 'change');
    await vi.advanceTimersByTimeAsync(2);
    disk.remove('/c.md');
    batcher.add('/c.md', 'change');
    batcher.add('/c.md', 'unlink');
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([{ '/a.md': 'add', '/b.md': 'change', '/c.md': 'unlink' }]);
  });

  it('waits while a file is still being written (50 ms of quiet), but never more than 500 ms', async () => {
    const { disk, batches, batcher } = setUp();
    disk.write('/a.md');
    batcher.add('/a.md', 'change');
    // Written again 3 ms later, as a formatter does: the batch waits for 50 ms of quiet.
    await vi.advanceTimersByTimeAsync(3);
    disk.write('/a.md', 20);
    await vi.advanceTimersByTimeAsync(20);
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(60);
    expect(batches).toHaveLength(1);

    // A writer that never stops: handed over at 500 ms anyway.
    disk.write('/b.md');
    batcher.add('/b.md', 'change');
    const writing = setInterval(() => disk.write('/b.md', 30), 2);
    await vi.advanceTimersByTimeAsync(450);
    expect(batches, JSON.stringify(batches)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(120);
    clearInterval(writing);
    expect(batches).toHaveLength(2);
  });

  it('waits for an emptied file to be filled', async () => {
    const { disk, batches, batcher } = setUp();
    disk.write('/a.md', 0);
    await vi.advanceTimersByTimeAsync(100);
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(200);
    expect(batches).toEqual([]);
    disk.write('/a.md', 42);
    await vi.advanceTimersByTimeAsync(60);
    expect(batches).toEqual([{ '/a.md': 'change' }]);
  });

  it('never runs two batches at once, and runs tasks in the same order', async () => {
    let release = () => {};
    const order: string[] = [];
    const { disk, batches, batcher } = setUp({
      handle: (batch) => {
        order.push(`start ${[...batch.keys()].join()}`);
        return new Promise<void>((resolve) => {
          release = () => {
            order.push(`end ${[...batch.keys()].join()}`);
            resolve();
          };
        });
      },
    });
    disk.write('/a.md');
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    disk.write('/b.md');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/b.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    // Queued after b's batch: runs after it.
    const task = batcher.run(async () => {
      order.push('task');
    });
    expect(order).toEqual(['start /a.md']);
    release();
    await vi.advanceTimersByTimeAsync(1);
    expect(order).toEqual(['start /a.md', 'end /a.md', 'start /b.md']);
    release();
    await task;
    expect(order).toEqual(['start /a.md', 'end /a.md', 'start /b.md', 'end /b.md', 'task']);
    expect(batches).toHaveLength(2);
  });

  it('drops a late duplicate event for a version already handled, and catches a save chokidar swallowed', async () => {
    const { disk, batches, batcher } = setUp();
    disk.write('/a.md');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toHaveLength(1);
    // The same version reported again: nothing to do.
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    expect(batches).toHaveLength(1);
    // Saved again with no event (chokidar's 50 ms window): seen when the batcher looks again.
    disk.write('/a.md', 11);
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toEqual([{ '/a.md': 'change' }, { '/a.md': 'change' }]);
  });

  it('reports what a batch threw and goes on with the next; idle() waits, close() drops what waits', async () => {
    let fail = true;
    const { disk, batches, errors, batcher } = setUp({
      handle: async () => {
        if (fail) throw new Error('broken page');
      },
    });
    disk.write('/a.md');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/a.md', 'change');
    await vi.advanceTimersByTimeAsync(10);
    expect(errors).toEqual([new Error('broken page')]);
    fail = false;
    disk.write('/b.md');
    await vi.advanceTimersByTimeAsync(10);
    batcher.add('/b.md', 'change');
    const idle = batcher.idle();
    await vi.advanceTimersByTimeAsync(30);
    await idle;
    expect(batches).toHaveLength(2);
    batcher.add('/c.md', 'add');
    await batcher.close();
    await vi.advanceTimersByTimeAsync(100);
    expect(batches).toHaveLength(2);
  });
});

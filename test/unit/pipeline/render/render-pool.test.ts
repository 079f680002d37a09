/**
 * The render pool (src/pipeline/render/render-pool.ts) with workers that speak its protocol but do
 * not render (fake-render-worker.mjs): batching across threads, the quick renders' early page data,
 * a failed batch stopping the rest, an abort, a thread that dies, and what closing returns.
 */
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Route } from '../../../../src/pipeline/create-routes.ts';
import { createRenderPool, type RenderPool } from '../../../../src/pipeline/render/render-pool.ts';
import type { RouteResult } from '../../../../src/pipeline/render/render-route.ts';
import type { WorkerInit } from '../../../../src/pipeline/render/render-worker.ts';
import { createRouteQueue } from '../../../../src/pipeline/render/route-queue.ts';
import { RnhcError } from '../../../../src/util/errors.ts';

const workerFile = fileURLToPath(new URL('./fake-render-worker.mjs', import.meta.url));
const routes = (names: string[]) => names.map((route) => ({ kind: 'doc', route }) as unknown as Route);
const init = (delay = 2) =>
  ({
    context: { delay },
    tempDir: '',
    dryRun: true,
    atomic: false,
    languages: ['zz'],
    cacheFile: undefined,
  }) as unknown as WorkerInit;
type FakeResult = RouteResult & { batch: number; thread: number };

let pool: RenderPool | undefined;
afterEach(async () => {
  await pool?.close().catch(() => undefined);
  pool = undefined;
});

describe('render pool', () => {
  it('renders every route once, in batches of 8 shared by the threads, and reports early page data', async () => {
    pool = createRenderPool({ workerFile, count: 2, init: init() });
    const names = Array.from({ length: 37 }, (_, i) => `p${i}`);
    const results: FakeResult[] = [];
    const pages: string[] = [];
    await pool.render(createRouteQueue(routes(names)), (r) => results.push(r as FakeResult), {
      quick: true,
      onPage: (path) => pages.push(path),
    });
    expect(results.map((r) => r.manifest.path).sort()).toEqual(names.map((n) => `/${n}`).sort());
    expect(pages.sort()).toEqual(names.map((n) => `/${n}`).sort());
    // 37 routes: batches 0-4 of 8, 8, 8, 8, 5, numbered in the order they went out.
    const sizes = new Map<number, number>();
    for (const r of results) sizes.set(r.batch, (sizes.get(r.batch) ?? 0) + 1);
    expect([...sizes.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [0, 8],
      [1, 8],
      [2, 8],
      [3, 8],
      [4, 5],
    ]);
    expect(new Set(results.map((r) => r.thread)).size).toBe(2);

    // The pool stays up between calls (watch mode renders each edit with it).
    const again: RouteResult[] = [];
    await pool.render(createRouteQueue(routes(['x'])), (r) => again.push(r));
    expect(again.map((r) => r.manifest.path)).toEqual(['/x']);

    const closed = await pool.close();
    pool = undefined;
    expect(closed.used.size).toBe(38);
    expect([...closed.unknownLanguages]).toEqual(['zz']);
  });

  it('starts no batch after a failed one and rejects with the worker error, position and cause kept', async () => {
    pool = createRenderPool({ workerFile, count: 1, init: init() });
    const names = [
      ...Array.from({ length: 8 }, (_, i) => `a${i}`),
      'boom',
      ...Array.from({ length: 20 }, (_, i) => `b${i}`),
    ];
    const seen: string[] = [];
    const error = await pool
      .render(createRouteQueue(routes(names)), (r) => seen.push(r.manifest.path))
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(RnhcError);
    expect(error).toMatchObject({
      message: 'Broken page',
      file: 'docs/boom.md',
      position: { line: 3, column: 2 },
      hint: 'Fix it',
    });
    expect(((error as Error).cause as Error).message).toBe('inner cause');
    // The first batch came back; the failing one and everything after it did not.
    expect(seen).toHaveLength(8);
  });

  it('stops taking batches once aborted and rejects with the reason', async () => {
    pool = createRenderPool({ workerFile, count: 1, init: init(20) });
    const controller = new AbortController();
    const seen: string[] = [];
    const queue = createRouteQueue(routes(Array.from({ length: 40 }, (_, i) => `p${i}`)));
    const done = pool.render(
      queue,
      (r) => {
        seen.push(r.manifest.path);
        controller.abort(new Error('superseded by a newer edit'));
      },
      { signal: controller.signal },
    );
    await expect(done).rejects.toThrow('superseded by a newer edit');
    expect(seen).toHaveLength(8);
    expect(queue.size).toBe(32);
  });

  it('names a thread that died outside a render as a build failure, not an internal error', async () => {
    pool = createRenderPool({ workerFile, count: 1, init: init() });
    const error = await pool
      .render(createRouteQueue(routes(['crash'])), () => {})
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(error).toBeInstanceOf(RnhcError);
    expect((error as Error).message).toBe('A render worker stopped: timer threw');
    // Later calls fail at once instead of waiting on a dead thread.
    await expect(pool.render(createRouteQueue(routes(['x'])), () => {})).rejects.toThrow(/render worker stopped/);
  });

  it('closes after a thread died, without waiting for a reply it will never send', async () => {
    pool = createRenderPool({ workerFile, count: 1, init: init() });
    await pool.render(createRouteQueue(routes(['crash'])), () => {}).catch(() => undefined);
    // Once the thread has exited it raises no event again: close() waited for its 'finished'
    // forever (CI's afterEach timed out after 120 s when the thread was gone before close()).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const closing = pool.close().then(
      () => 'closed',
      () => 'closed',
    );
    const timeout = new Promise((resolve) => setTimeout(() => resolve('hung'), 5000));
    expect(await Promise.race([closing, timeout])).toBe('closed');
    pool = undefined;
  }, 20_000);
});

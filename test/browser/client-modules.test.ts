/**
 * The client's building blocks in Chromium, outside any site: the lazy loader's states (with a
 * real chunk that fails to load, then loads on Retry), and the progress bar (the route helpers,
 * pure, are tested in Node: test/unit/client/pure-helpers.test.ts).
 * A small harness is bundled with esbuild (ESM, code splitting) and served from memory.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { build } from 'esbuild';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, ROOT, TIMEOUT, useBrowser } from './client-helpers.ts';

/** The lazily loaded part: its own chunk. */
const PART = `export default function Part({ label }: { label: string }) { return <p className="part">{label}</p>; }`;

/** Mounts lazy components on demand; exposes the helpers under test on window. */
const HARNESS = `
import { createRoot } from 'react-dom/client';
import { lazyWithStates, LAZY_DELAY } from './lazy.tsx';
import { createProgress, PROGRESS_MINIMUM } from './progress.ts';

const loads = [];
/** Resolved or rejected by the test through window.__loads. */
const Controlled = lazyWithStates(
  () => new Promise((resolve, reject) => loads.push({ resolve: () => resolve((p) => <p className="part">{p.label}</p>), reject })),
  { timeout: 1000 },
);
const Chunk = lazyWithStates(() => import('virtual:part'));

const events = [];
const root = createRoot(document.getElementById('root'));
new MutationObserver(() => {
  const text = document.getElementById('root').textContent;
  if (events.at(-1)?.text !== text) events.push({ at: performance.now(), text });
}).observe(document.getElementById('root'), { subtree: true, childList: true, characterData: true });

Object.assign(window, {
  loads, events, Chunk, LAZY_DELAY, createProgress, PROGRESS_MINIMUM,
  mount(which, label) {
    events.length = 0;
    window.mountedAt = performance.now();
    const Component = which === 'chunk' ? Chunk : Controlled;
    root.render(<Component key={Math.random()} label={label} />);
  },
});
`;

describeBrowser('client modules in Chromium', () => {
  let server: Server;
  const session = useBrowser();
  let origin = '';
  /** How many more requests of the part's chunk fail. */
  let failPart = 0;
  /** Requests of the part's chunk so far (reset by the test that counts them). */
  let partRequests = 0;

  beforeAll(async () => {
    const result = await build({
      stdin: { contents: HARNESS, loader: 'tsx', resolveDir: join(ROOT, 'client') },
      bundle: true,
      splitting: true,
      format: 'esm',
      jsx: 'automatic',
      outdir: '/harness',
      entryNames: '[name]',
      chunkNames: 'chunk-[hash]',
      write: false,
      metafile: true,
      logLevel: 'silent',
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [
        {
          name: 'virtual-part',
          setup(build) {
            build.onResolve({ filter: /^virtual:part$/ }, () => ({ path: 'part', namespace: 'virtual' }));
            build.onLoad({ filter: /.*/, namespace: 'virtual' }, () => ({
              contents: PART,
              loader: 'tsx',
              resolveDir: ROOT,
            }));
          },
        },
      ],
    });
    const files = new Map(result.outputFiles.map((file) => [`/${file.path.split('/').pop()}`, file.text]));
    const partFile = Object.entries(result.metafile.outputs)
      .filter(([, output]) => output.entryPoint === 'virtual:part')
      .map(([file]) => `/${file.split('/').pop()}`)[0];
    expect(partFile).toBeDefined();
    server = createServer((request, response) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      if (path === '/') {
        response
          .writeHead(200, { 'content-type': 'text/html' })
          .end(
            '<!doctype html><html><head><link rel="icon" href="data:,"><link rel="stylesheet" href="/style.css"></head><body><div id="root"></div><script type="module" src="/stdin.js"></script></body></html>',
          );
      } else if (path === '/style.css') {
        response.writeHead(200, { 'content-type': 'text/css' }).end('.nprogress{position:fixed;top:0;height:3px}');
      } else if (path === partFile && ++partRequests > 0 && failPart > 0) {
        failPart -= 1;
        response.writeHead(503).end();
      } else if (files.has(path)) {
        response
          .writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-store' })
          .end(files.get(path));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, TIMEOUT);

  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }, TIMEOUT);

  async function harness(): Promise<{ page: Page; errors: string[]; close(): Promise<void> }> {
    const context = await session.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(origin);
    await page.waitForFunction(() => 'mount' in window);
    return { page, errors, close: () => context.close() };
  }

  type Timeline = Array<{ at: number; text: string }>;
  /** What the root showed, with times relative to the mount. */
  const timeline = (page: Page): Promise<Timeline> =>
    page.evaluate(() => {
      const w = window as unknown as { events: Timeline; mountedAt: number };
      return w.events.map((event) => ({ at: event.at - w.mountedAt, text: event.text }));
    });

  it(
    'lazyWithStates: nothing for 200 ms, then loading, then timed out, then the part',
    async () => {
      const { page, errors, close } = await harness();
      try {
        await page.evaluate(() =>
          (window as unknown as { mount(w: string, l: string): void }).mount('controlled', 'Hi'),
        );
        await page.getByText('This is taking longer than expected.').waitFor();
        expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
        await page.evaluate(() => (window as unknown as { loads: Array<{ resolve(): void }> }).loads[0]?.resolve());
        await page.locator('.part').waitFor();
        const events = await timeline(page);
        expect(events.map((event) => event.text)).toEqual([
          'Loading…',
          'This is taking longer than expected.Retry',
          'Hi',
        ]);
        expect(events[0]?.at).toBeGreaterThanOrEqual(195);
        expect(events[1]?.at).toBeGreaterThanOrEqual(995);
        expect(await page.evaluate(() => (window as unknown as { LAZY_DELAY: number }).LAZY_DELAY)).toBe(200);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );

  it(
    'lazyWithStates: a fast load never shows the loading state; an error shows its text and Retry loads again',
    async () => {
      const { page, errors, close } = await harness();
      try {
        type W = { mount(w: string, l: string): void; loads: Array<{ resolve(): void; reject(e: Error): void }> };
        await page.evaluate(() => {
          const w = window as unknown as W;
          w.mount('controlled', 'Fast');
          setTimeout(() => w.loads[0]?.resolve(), 50);
        });
        await page.locator('.part').waitFor();
        await page.waitForTimeout(300);
        expect((await timeline(page)).map((event) => event.text)).toEqual(['Fast']);

        // The first load is remembered: a new mount shows the part at once.
        await page.evaluate(() => (window as unknown as W).mount('controlled', 'Again'));
        expect(await page.locator('.part').textContent()).toBe('Again');
        expect(errors).toEqual([]);
      } finally {
        await close();
      }

      const second = await harness();
      try {
        type W = { mount(w: string, l: string): void; loads: Array<{ resolve(): void; reject(e: Error): void }> };
        await second.page.evaluate(() => (window as unknown as W).mount('controlled', 'Late'));
        await second.page.waitForFunction(() => (window as unknown as W).loads.length === 1);
        await second.page.evaluate(() =>
          (window as unknown as W).loads[0]?.reject(new Error('The part could not be loaded')),
        );
        await second.page.getByRole('alert').getByText('The part could not be loaded').waitFor();
        await second.page.getByRole('button', { name: 'Retry' }).click();
        await second.page.waitForFunction(() => (window as unknown as W).loads.length === 2);
        await second.page.evaluate(() => (window as unknown as W).loads[1]?.resolve());
        expect(await second.page.locator('.part').textContent()).toBe('Late');
      } finally {
        await second.close();
      }
    },
    TIMEOUT,
  );

  it(
    'lazyWithStates: a chunk that fails to load shows the error text with Retry, which loads it',
    async () => {
      failPart = 1;
      partRequests = 0;
      const { page, close } = await harness();
      try {
        await page.evaluate(() =>
          (window as unknown as { mount(w: string, l: string): void }).mount('chunk', 'From a chunk'),
        );
        const alert = page.getByRole('alert');
        await alert.waitFor();
        expect(await alert.textContent()).toContain('Failed to fetch dynamically imported module');
        // The retry asks the server again: in place where the browser fetches a failed module
        // again, through a reload where it keeps the failure in the module map (Chromium 150).
        const reloaded = page.waitForEvent('load', { timeout: 60_000 }).then(() => true);
        await page.getByRole('button', { name: 'Retry' }).click();
        const inPlace = page
          .locator('.part')
          .waitFor({ timeout: 60_000 })
          .then(() => false);
        if (await Promise.race([inPlace, reloaded])) {
          await page.waitForFunction(() => 'mount' in window);
          await page.evaluate(() =>
            (window as unknown as { mount(w: string, l: string): void }).mount('chunk', 'From a chunk'),
          );
          await page.locator('.part').waitFor();
        }
        expect(partRequests).toBe(2);
        expect(await page.locator('.part').textContent()).toBe('From a chunk');
      } finally {
        await close();
        failPart = 0;
      }
    },
    TIMEOUT,
  );

  it(
    'progress bar: starts at the minimum, trickles, fills and leaves',
    async () => {
      const { page, close } = await harness();
      try {
        await page.evaluate(() => {
          const w = window as unknown as { createProgress(): { start(): void }; bar: { start(): void } };
          w.bar = w.createProgress();
          w.bar.start();
        });
        const bar = page.locator('.nprogress[role="progressbar"]');
        expect(await bar.getAttribute('aria-valuenow')).toBe('8');
        await page.waitForTimeout(1800);
        const trickled = Number(await bar.getAttribute('aria-valuenow'));
        expect(trickled).toBeGreaterThanOrEqual(8);
        expect(trickled).toBeLessThanOrEqual(12);
        await page.evaluate(() => (window as unknown as { bar: { done(): void } }).bar.done());
        expect(await bar.getAttribute('aria-valuenow')).toBe('100');
        // Fills (200 ms), fades (200 ms), then is removed.
        await bar.waitFor({ state: 'detached', timeout: 2000 });
      } finally {
        await close();
      }
    },
    TIMEOUT,
  );
});

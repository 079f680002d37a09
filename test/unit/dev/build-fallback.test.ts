import { mkdir, mkdtemp, rename, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageSource } from '../../../src/content/types.ts';
import { createBuildFallback } from '../../../src/dev/build-fallback.ts';
import type { Route } from '../../../src/pipeline/create-routes.ts';
import { createRouteQueue } from '../../../src/pipeline/render/route-queue.ts';
import { startStaticServer } from '../../../src/server/static-server.ts';
import { request } from '../server/request.ts';

const SECRET = 'TOP-SECRET-do-not-serve-7f3a';
const INTRO_HTML = '<!doctype html><html><body><h1>Intro</h1></body></html>';

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'rnhc-build-fallback-'));
  await writeFile(path.join(tmp, 'secret.txt'), SECRET);
});
afterAll(() => rm(tmp, { recursive: true, force: true }));

/** Writes as the build does in watch mode: a temporary name, then renamed into place. */
async function writeAtomic(file: string, data: string) {
  await writeFile(`${file}.tmp`, data);
  await rename(`${file}.tmp`, file);
}

async function until(test: () => boolean) {
  while (!test()) await new Promise((resolve) => setTimeout(resolve, 5));
}

const page = (route: string): Route => ({ kind: 'mdPage', route, page: {} as PageSource });

describe('createBuildFallback: a full build in progress', () => {
  it('serves what the build has written, waits for the rest, and stays inside both folders', async () => {
    const empty = path.join(tmp, 'fresh-out');
    const building = path.join(tmp, 'fresh-out.rnhc-tmp-1');
    await mkdir(path.join(building, 'docs'), { recursive: true });
    await mkdir(empty, { recursive: true });
    await writeFile(path.join(building, 'docs', 'intro.html'), INTRO_HTML);
    await symlink(path.join(tmp, 'secret.txt'), path.join(building, 'leak.txt'));
    const fallback = createBuildFallback();
    const dev = await startStaticServer({
      root: empty,
      baseUrl: '/base/',
      port: 0,
      hooks: { locate: fallback.locate },
    });
    const build = fallback.begin();
    try {
      // Asked for before the build knows its routes: that page is rendered first once it does.
      const early = request(dev.port, '/base/docs/later');
      await new Promise((resolve) => setTimeout(resolve, 30));
      const queue = createRouteQueue([page('docs/a'), page('docs/later'), page('docs/b')]);
      const wanted: string[][] = [];
      const want = queue.want;
      queue.want = (files) => {
        wanted.push([...files]);
        want(files);
      };
      build.writing(building, queue);
      // (On a crowded machine the request may only arrive now: it is then passed on at once.)
      await until(() => wanted.length === 1);
      expect(queue.take(1)[0]?.route).toBe('docs/later');

      expect((await request(dev.port, '/base/docs/intro')).body.toString()).toBe(INTRO_HTML);
      expect((await request(dev.port, '/base/%2e%2e/secret.txt')).status).not.toBe(200);
      // Read and compressed within one turn of the event loop, as usual on the wire.
      const big = `<!doctype html><p>${'A page of the build in progress. '.repeat(200)}</p>`;
      await writeAtomic(path.join(building, 'docs', 'big.html'), big);
      for (const [coding, decode] of [
        ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
        ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
      ] as const) {
        const reply = await request(dev.port, '/base/docs/big', { headers: { 'accept-encoding': coding } });
        expect(reply.headers['content-encoding']).toBe(coding);
        expect(decode(reply.body).toString()).toBe(big);
      }
      // The page not written yet: the request waited for it.
      await writeAtomic(path.join(building, 'docs', 'later.html'), 'later page');
      expect((await early).body.toString()).toBe('later page');
      // A page asked for now moves forward in the queue.
      const waiting = request(dev.port, '/base/docs/b');
      await until(() => wanted.length === 2);
      expect(queue.take(1)[0]?.route).toBe('docs/b');
      await writeAtomic(path.join(building, 'docs', 'b.html'), 'page b');
      expect((await waiting).body.toString()).toBe('page b');
      // A symlink out of the build folder is refused like one out of the output.
      const leak = request(dev.port, '/base/leak.txt');
      // Missing for good: answered 404 once the build settles.
      const missing = request(dev.port, '/base/docs/never');
      setTimeout(() => build.end(), 50);
      expect((await missing).status).toBe(404);
      expect((await leak).status).toBe(404);
      expect((await leak).body.toString()).not.toContain(SECRET);
      // Ended: the build's folder is no longer looked at.
      expect((await request(dev.port, '/base/docs/intro')).status).toBe(404);
    } finally {
      await dev.close();
    }
  });
});

describe('createBuildFallback: files being rewritten', () => {
  it('holds a request for a page being re-rendered until it is written, and no other', async () => {
    const out = path.join(tmp, 'renew-out');
    await mkdir(path.join(out, 'docs'), { recursive: true });
    await writeFile(path.join(out, 'docs', 'page.html'), 'old page');
    await writeFile(path.join(out, 'docs', 'other.html'), 'other page');
    const fallback = createBuildFallback();
    const dev = await startStaticServer({ root: out, baseUrl: '/base/', port: 0, hooks: { locate: fallback.locate } });
    try {
      const written = fallback.renew(['docs/page.html', 'docs/page/index.html']);
      const reply = request(dev.port, '/base/docs/page');
      expect((await request(dev.port, '/base/docs/other')).body.toString()).toBe('other page');
      await new Promise((resolve) => setTimeout(resolve, 30));
      await writeAtomic(path.join(out, 'docs', 'page.html'), 'new page');
      written();
      expect((await reply).body.toString()).toBe('new page');
    } finally {
      await dev.close();
    }
  });
});

import { mkdir, mkdtemp, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaticServer, startStaticServer } from '../../../src/server/static-server.ts';
import { request } from './request.ts';

const SECRET = 'TOP-SECRET-do-not-serve-7f3a';
const NOT_FOUND_MARK = 'custom-404-page-marker';
const INDEX_HTML = '<!doctype html><html><body><h1>Home</h1></body></html>';
const INTRO_HTML = '<!doctype html><html><body><h1>Intro</h1></body></html>';
const NOT_FOUND_HTML = `<!doctype html><html><body><h1>${NOT_FOUND_MARK}</h1></body></html>`;
// Repetitive but > 1 KB so it is compressed; made of distinct lines so corruption would show.
const LARGE_HTML = `<!doctype html><html><body>${Array.from(
  { length: 4000 },
  (_, i) => `<p>Paragraph ${i} of the large page.</p>`,
).join('\n')}</body></html>`;
const CLIENT_JS = `export const data = ${JSON.stringify('x'.repeat(3000))};\n`;
const STYLE_CSS = 'body { color: rebeccapurple; }\n';

function listenOn(server: net.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function closeNet(server: net.Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

let tmp: string;
let root: string;
let server: StaticServer;

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'rnhc-static-server-'));
  root = path.join(tmp, 'out');
  await mkdir(path.join(root, 'docs', 'intro'), { recursive: true });
  await mkdir(path.join(root, 'assets'), { recursive: true });
  await mkdir(path.join(tmp, 'private'), { recursive: true });
  await Promise.all([
    writeFile(path.join(root, 'index.html'), INDEX_HTML),
    writeFile(path.join(root, 'docs', 'intro.html'), INTRO_HTML),
    writeFile(path.join(root, 'docs', 'intro', 'index.html'), INTRO_HTML),
    writeFile(path.join(root, '404.html'), NOT_FOUND_HTML),
    writeFile(path.join(root, 'assets', 'client.ABCDEFGH.js'), CLIENT_JS),
    writeFile(path.join(root, 'style.css'), STYLE_CSS),
    writeFile(path.join(root, 'large.html'), LARGE_HTML),
    writeFile(path.join(root, 'data.json'), '{"ok":true}'),
    writeFile(path.join(root, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>'),
    writeFile(path.join(root, 'blob.bin'), Buffer.from([1, 2, 3])),
    writeFile(path.join(root, '.nojekyll'), 'dotfile'),
    writeFile(path.join(tmp, 'secret.txt'), SECRET),
    writeFile(path.join(tmp, 'private', 'secret.txt'), SECRET),
  ]);
  await symlink(path.join(tmp, 'secret.txt'), path.join(root, 'leak.txt'));
  await symlink(path.join(tmp, 'private'), path.join(root, 'leakdir'));
  await symlink(path.join(root, 'index.html'), path.join(root, 'alias.html'));
  server = await startStaticServer({ root, baseUrl: '/base/', port: 0 });
});

afterAll(async () => {
  await server?.close();
  await rm(tmp, { recursive: true, force: true });
});

describe('startStaticServer: routing', () => {
  it('reports its url with host, port and base', () => {
    expect(server.host).toBe('127.0.0.1');
    expect(server.port).toBeGreaterThan(0);
    expect(server.url).toBe(`http://127.0.0.1:${server.port}/base/`);
  });

  it.each([
    ['/base/', INDEX_HTML],
    ['/base/index.html', INDEX_HTML],
    ['/base/index', INDEX_HTML],
    ['/base/?q=1', INDEX_HTML],
    ['/base/docs/intro', INTRO_HTML],
    ['/base/docs/intro.html', INTRO_HTML],
    ['/base/docs/intro/', INTRO_HTML],
    ['/base/docs/intro/index.html', INTRO_HTML],
    ['/base/docs/intro?x=1#frag', INTRO_HTML],
    ['/base/alias.html', INDEX_HTML],
  ])('serves %s', async (url, expected) => {
    const reply = await request(server.port, url);
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe(expected);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it.each([
    ['/', '/base/'],
    ['/base', '/base/'],
    ['/?a=b', '/base/?a=b'],
  ])('redirects %s to the base', async (url, location) => {
    const reply = await request(server.port, url);
    expect(reply.status).toBe(302);
    expect(reply.headers.location).toBe(location);
  });

  it.each(['/base/nope', '/base/docs/nope/', '/elsewhere/index.html', '/base/assets/', '/base/docs'])(
    'answers %s with the site 404 page',
    async (url) => {
      const reply = await request(server.port, url);
      expect(reply.status).toBe(404);
      expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(reply.body.toString()).toBe(NOT_FOUND_HTML);
    },
  );

  it('serves dotfiles like any file', async () => {
    const reply = await request(server.port, '/base/.nojekyll');
    expect(reply.status).toBe(200);
    expect(reply.body.toString()).toBe('dotfile');
  });

  it('rejects other methods with 405 and Allow', async () => {
    const reply = await request(server.port, '/base/', { method: 'POST' });
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD');
  });

  it('rejects malformed percent-encoding with 400', async () => {
    const reply = await request(server.port, '/base/%E0%A4%A');
    expect(reply.status).toBe(400);
  });
});

describe('startStaticServer: headers', () => {
  it.each([
    ['/base/style.css', 'text/css; charset=utf-8'],
    ['/base/assets/client.ABCDEFGH.js', 'text/javascript; charset=utf-8'],
    ['/base/data.json', 'application/json; charset=utf-8'],
    ['/base/logo.svg', 'image/svg+xml'],
    ['/base/blob.bin', 'application/octet-stream'],
  ])('gives %s the type %s', async (url, type) => {
    const reply = await request(server.port, url);
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toBe(type);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
  });

  it('marks hashed assets immutable and everything else no-cache', async () => {
    const hashed = await request(server.port, '/base/assets/client.ABCDEFGH.js');
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await request(server.port, '/base/docs/intro');
    expect(page.headers['cache-control']).toBe('no-cache');
    const css = await request(server.port, '/base/style.css');
    expect(css.headers['cache-control']).toBe('no-cache');
  });

  it('answers a matching If-None-Match with an empty 304', async () => {
    const first = await request(server.port, '/base/style.css');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const second = await request(server.port, '/base/style.css', {
      headers: { 'If-None-Match': `"other", ${etag}` },
    });
    expect(second.status).toBe(304);
    expect(second.body.length).toBe(0);
    expect(second.headers.etag).toBe(etag);
    const stale = await request(server.port, '/base/style.css', {
      headers: { 'If-None-Match': '"other"' },
    });
    expect(stale.status).toBe(200);
  });

  it('answers If-Modified-Since not older than the file with 304', async () => {
    const first = await request(server.port, '/base/style.css');
    const lastModified = first.headers['last-modified'];
    expect(lastModified).toBeTypeOf('string');
    const fresh = await request(server.port, '/base/style.css', {
      headers: { 'If-Modified-Since': lastModified },
    });
    expect(fresh.status).toBe(304);
    expect(fresh.body.length).toBe(0);
    const old = await request(server.port, '/base/style.css', {
      headers: { 'If-Modified-Since': new Date(0).toUTCString() },
    });
    expect(old.status).toBe(200);
  });

  it('serves new content and a new ETag after the file changes', async () => {
    const file = path.join(root, 'changing.css');
    await writeFile(file, 'a { color: red; }');
    await utimes(file, new Date(1_000_000), new Date(1_000_000));
    const before = await request(server.port, '/base/changing.css');
    await writeFile(file, 'a { color: blue; }');
    await utimes(file, new Date(2_000_000), new Date(2_000_000));
    const after = await request(server.port, '/base/changing.css');
    expect(after.body.toString()).toBe('a { color: blue; }');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('startStaticServer: compression', () => {
  it.each([
    ['br', (body: Buffer) => zlib.brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => zlib.gunzipSync(body)],
  ] as const)('compresses large text with %s', async (encoding, decode) => {
    for (let round = 0; round < 2; round++) {
      // The second round is served from the in-memory cache.
      const reply = await request(server.port, '/base/large.html', {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(reply.status).toBe(200);
      expect(reply.headers['content-encoding']).toBe(encoding);
      expect(reply.headers.vary).toBe('Accept-Encoding');
      expect(Number(reply.headers['content-length'])).toBe(reply.body.length);
      expect(reply.body.length).toBeLessThan(LARGE_HTML.length / 4);
      expect(decode(reply.body).toString()).toBe(LARGE_HTML);
    }
  });

  it('prefers brotli and honours q=0', async () => {
    const both = await request(server.port, '/base/large.html', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    });
    expect(both.headers['content-encoding']).toBe('br');
    const noBr = await request(server.port, '/base/large.html', {
      headers: { 'Accept-Encoding': 'br;q=0, gzip' },
    });
    expect(noBr.headers['content-encoding']).toBe('gzip');
  });

  it('compresses hashed JavaScript too', async () => {
    const reply = await request(server.port, '/base/assets/client.ABCDEFGH.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(reply.body).toString()).toBe(CLIENT_JS);
  });

  it('sends identity without Accept-Encoding and for small files', async () => {
    const plain = await request(server.port, '/base/large.html');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(LARGE_HTML);
    const small = await request(server.port, '/base/style.css', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe(STYLE_CSS);
  });

  it('answers HEAD with the GET headers and no body', async () => {
    for (const encoding of [undefined, 'gzip', 'br']) {
      const headers = encoding ? { 'Accept-Encoding': encoding } : {};
      const get = await request(server.port, '/base/large.html', { headers });
      const head = await request(server.port, '/base/large.html', {
        method: 'HEAD',
        headers,
      });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      expect(head.headers['content-length']).toBe(String(get.body.length));
      expect(head.headers['content-encoding']).toBe(get.headers['content-encoding']);
      expect(head.headers.etag).toBe(get.headers.etag);
    }
  });

  it('streams files over 10 MB uncompressed', async () => {
    const size = 10 * 1024 * 1024 + 5;
    await writeFile(path.join(root, 'huge.txt'), Buffer.alloc(size, 'a'));
    const reply = await request(server.port, '/base/huge.txt', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.headers['content-length']).toBe(String(size));
    expect(reply.body.length).toBe(size);
  });
});

describe('startStaticServer: byte ranges', () => {
  // Bytes 0..255 repeated: any slice shows where it came from.
  const MEDIA = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 256));

  beforeAll(async () => {
    await writeFile(path.join(root, 'clip.mp4'), MEDIA);
  });

  it('answers a single range with 206 and Content-Range, HEAD included', async () => {
    const full = await request(server.port, '/base/clip.mp4');
    expect(full.status).toBe(200);
    expect(full.headers['accept-ranges']).toBe('bytes');
    expect(full.headers['content-type']).toBe('video/mp4');
    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=4990-', 4990, 4999],
      ['bytes=-10', 4990, 4999],
      ['bytes=100-999999', 100, 4999],
    ] as const) {
      const part = await request(server.port, '/base/clip.mp4', { headers: { Range: range } });
      expect(part.status, range).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes ${start}-${end}/5000`);
      expect(part.headers['content-length']).toBe(String(end - start + 1));
      expect(part.body.equals(MEDIA.subarray(start, end + 1)), range).toBe(true);
    }
    const head = await request(server.port, '/base/clip.mp4', { method: 'HEAD', headers: { Range: 'bytes=0-9' } });
    expect(head.status).toBe(206);
    expect(head.headers['content-length']).toBe('10');
    expect(head.body.length).toBe(0);
  });

  it('answers a range past the end with 416 and the size', async () => {
    const reply = await request(server.port, '/base/clip.mp4', { headers: { Range: 'bytes=5000-' } });
    expect(reply.status).toBe(416);
    expect(reply.headers['content-range']).toBe('bytes */5000');
  });

  it('sends the whole body for several ranges, another unit, a malformed header or a stale If-Range', async () => {
    for (const headers of [
      { Range: 'bytes=0-9,20-29' },
      { Range: 'items=0-9' },
      { Range: 'bytes=abc' },
      { Range: 'bytes=0-9', 'If-Range': '"some-other-version"' },
    ]) {
      const reply = await request(server.port, '/base/clip.mp4', { headers });
      expect(reply.status, JSON.stringify(headers)).toBe(200);
      expect(reply.body.equals(MEDIA)).toBe(true);
    }
    // A date not older than the file: the range applies.
    const dated = await request(server.port, '/base/clip.mp4', {
      headers: { Range: 'bytes=0-9', 'If-Range': new Date(Date.now() + 60_000).toUTCString() },
    });
    expect(dated.status).toBe(206);
  });

  it('serves a range of a compressible file uncompressed (offsets are of the file)', async () => {
    const reply = await request(server.port, '/base/large.html', {
      headers: { Range: 'bytes=10-19', 'Accept-Encoding': 'br, gzip' },
    });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.body.toString()).toBe(LARGE_HTML.slice(10, 20));
  });

  it('streams a range of a file over 10 MB', async () => {
    const size = 10 * 1024 * 1024 + 100;
    const big = Buffer.alloc(size, 'b');
    big.write('THE-END', size - 7);
    await writeFile(path.join(root, 'movie.webm'), big);
    const reply = await request(server.port, '/base/movie.webm', { headers: { Range: 'bytes=-7' } });
    expect(reply.status).toBe(206);
    expect(reply.headers['content-type']).toBe('video/webm');
    expect(reply.body.toString()).toBe('THE-END');
  });
});

describe('startStaticServer: content types', () => {
  it.each([
    ['doc.pdf', 'application/pdf'],
    ['clip.mp4', 'video/mp4'],
    ['clip.webm', 'video/webm'],
    ['module.wasm', 'application/wasm'],
    ['site.webmanifest', 'application/manifest+json; charset=utf-8'],
    ['notes.md', 'text/markdown; charset=utf-8'],
    ['font.woff2', 'font/woff2'],
    ['unknown.zzz-nothing', 'application/octet-stream'],
  ])('%s is sent as %s', async (file, type) => {
    await writeFile(path.join(root, file), 'x');
    const reply = await request(server.port, `/base/${file}`);
    expect(reply.headers['content-type']).toBe(type);
  });
});

describe('startStaticServer: the Host header (DNS rebinding)', () => {
  it('on a loopback interface answers loopback names only, with 403 for any other', async () => {
    const port = server.port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      'localhost',
      `[::1]:${port}`,
      `app.localhost:${port}`,
    ]) {
      expect((await request(port, '/base/', { headers: { Host: host } })).status, host).toBe(200);
    }
    for (const host of [`evil.example:${port}`, 'evil.example', `127.0.0.1.evil.example:${port}`, 'a b']) {
      const reply = await request(port, '/base/', { headers: { Host: host } });
      expect(reply.status, host).toBe(403);
      expect(reply.body.toString()).not.toContain('Home');
    }
  });

  it('accepts the name it was bound by', async () => {
    const named = await startStaticServer({ root, baseUrl: '/base/', host: 'localhost', port: 0 });
    try {
      // Connected by name, as a browser would (localhost may be bound on ::1).
      expect((await fetch(named.url)).status).toBe(200);
    } finally {
      await named.close();
    }
  });
});

describe('startStaticServer: path traversal', () => {
  it.each([
    '/base/../secret.txt',
    '/base/%2e%2e/secret.txt',
    '/base/%2E%2E/secret.txt',
    '/base/%2E%2E/',
    '/base/..%2fsecret.txt',
    '/base/%2e%2e%2fsecret.txt',
    '/base/..%5csecret.txt',
    '/base/%2e%2e%5csecret.txt',
    '/base/%5c..%5csecret.txt',
    '/base/..\\secret.txt',
    '/base/docs\\..\\..\\secret.txt',
    '/base/leak.txt%00',
    '/base/index.html%00../../secret.txt',
    '/base/%252e%252e/secret.txt',
    '/base/%252e%252e%252fsecret.txt',
    '//etc/passwd',
    '/base//etc/passwd',
    '/base/%2fetc%2fpasswd',
    '/base/%2F..%2F..%2Fsecret.txt',
    '/base/leak.txt',
    '/base/leak',
    '/base/leakdir/secret.txt',
    '/base/leakdir/',
    '/base/leakdir',
    '/base/docs/../../secret.txt',
    '/base/docs/%2e%2e/%2e%2e/secret.txt',
    '/base/docs/..%2f..%2fsecret.txt',
    '/base/./../secret.txt',
    'http://127.0.0.1/base/../secret.txt',
  ])('never serves the secret for %s', async (url) => {
    for (const method of ['GET', 'HEAD']) {
      const reply = await request(server.port, url, { method });
      expect(reply.status).toBeGreaterThanOrEqual(400);
      expect(reply.status).toBeLessThan(500);
      expect(reply.body.toString('latin1')).not.toContain(SECRET);
      expect(reply.body.toString('latin1')).not.toContain('root:');
    }
  });
});

describe('startStaticServer: hooks', () => {
  it('applies transformHtml to pages and the 404 page, not to other types', async () => {
    const injected = '<script>/*live-reload*/</script>';
    const calls: string[] = [];
    const hooked = await startStaticServer({
      root,
      baseUrl: '/base/',
      port: 0,
      hooks: {
        transformHtml: (html, filePath) => {
          calls.push(filePath);
          return html.replace('</body>', `${injected}</body>`);
        },
      },
    });
    try {
      const page = await request(hooked.port, '/base/docs/intro');
      expect(page.body.toString()).toBe(INTRO_HTML.replace('</body>', `${injected}</body>`));
      expect(calls.at(-1)).toMatch(/intro\.html$/);
      const missing = await request(hooked.port, '/base/missing');
      expect(missing.status).toBe(404);
      expect(missing.body.toString()).toContain(injected);
      expect(missing.body.toString()).toContain(NOT_FOUND_MARK);
      const large = await request(hooked.port, '/base/large.html', {
        headers: { 'Accept-Encoding': 'br' },
      });
      expect(large.headers['content-encoding']).toBe('br');
      expect(zlib.brotliDecompressSync(large.body).toString()).toContain(injected);
      const css = await request(hooked.port, '/base/style.css');
      expect(css.body.toString()).toBe(STYLE_CSS);
      // The transformed entity revalidates against its own ETag.
      const again = await request(hooked.port, '/base/docs/intro', {
        headers: { 'If-None-Match': String(page.headers.etag) },
      });
      expect(again.status).toBe(304);
      const plainEtag = (await request(server.port, '/base/docs/intro')).headers.etag;
      expect(page.headers.etag).not.toBe(plainEtag);
    } finally {
      await hooked.close();
    }
  });

  it('lets the handle hook answer first, and close() drops open SSE streams', async () => {
    const hooked = await startStaticServer({
      root,
      baseUrl: '/base/',
      port: 0,
      hooks: {
        handle: (req, res) => {
          if (req.url === '/base/__events') {
            res.writeHead(200, { 'Content-Type': 'text/event-stream' });
            res.write('data: hello\n\n');
            return true;
          }
          if (req.url === '/base/__ping') {
            res.end('pong');
            return true;
          }
          return false;
        },
      },
    });
    const ping = await request(hooked.port, '/base/__ping');
    expect(ping.body.toString()).toBe('pong');
    const page = await request(hooked.port, '/base/');
    expect(page.body.toString()).toBe(INDEX_HTML);

    const firstEvent = await new Promise<string>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: hooked.port, path: '/base/__events' }, (res) => {
          res.once('data', (chunk: Buffer) => resolve(chunk.toString()));
          res.on('error', () => undefined); // expected when the server drops the stream
        })
        .on('error', reject);
    });
    expect(firstEvent).toBe('data: hello\n\n');
    await hooked.close();
    await hooked.close(); // idempotent
  });
});

describe('startStaticServer: options', () => {
  it('rejects a base URL without its slashes', async () => {
    await expect(startStaticServer({ root, baseUrl: '/base', port: 0 })).rejects.toThrow(/baseUrl/);
  });
});

describe('startStaticServer: ports', () => {
  it('falls back to the next port when the requested one is taken', async () => {
    const blocker = net.createServer();
    await listenOn(blocker, 0);
    const taken = (blocker.address() as net.AddressInfo).port;
    const seen: Array<[number, number]> = [];
    const fallback = await startStaticServer({
      root,
      baseUrl: '/base/',
      port: taken,
      onPortInUse: (busy, next) => seen.push([busy, next]),
    });
    try {
      expect(fallback.port).not.toBe(taken);
      expect(seen).toEqual([[taken, fallback.port]]);
      expect((await request(fallback.port, '/base/')).status).toBe(200);
    } finally {
      await fallback.close();
      await closeNet(blocker);
    }
  });

  it('fails when the port is taken and portFallback is false', async () => {
    const blocker = net.createServer();
    await listenOn(blocker, 0);
    const taken = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(
        startStaticServer({
          root,
          baseUrl: '/base/',
          port: taken,
          portFallback: false,
        }),
      ).rejects.toMatchObject({ code: 'EADDRINUSE' });
    } finally {
      await closeNet(blocker);
    }
  });

  it('releases the port on close(), even with an idle keep-alive connection', async () => {
    const temporary = await startStaticServer({
      root,
      baseUrl: '/base/',
      port: 0,
    });
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port: temporary.port, path: '/base/', agent }, (res) => {
          res.resume();
          res.on('end', resolve);
        })
        .on('error', reject);
    });
    const started = Date.now();
    await temporary.close();
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
    const reuse = net.createServer();
    await listenOn(reuse, temporary.port);
    await closeNet(reuse);
  });
});

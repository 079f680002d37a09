import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, realpathSync, type Stats, statSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { markdownCandidates, prefersMarkdown } from './markdown-twin.ts';
import { contentTypeFor, isCompressible } from './mime.ts';

/** Options of {@link startStaticServer}. */
export interface StaticServerOptions {
  /** Folder to serve (the build output). Resolved with realpath once at start. */
  root: string;
  /** Site base URL, starts and ends with '/', e.g. '/react-native-health-connect/'. */
  baseUrl: string;
  /** Interface to listen on. Default `'127.0.0.1'`. */
  host?: string;
  /** Port to listen on. Default `3000`; `0` picks an ephemeral port. */
  port?: number;
  /** Try the next ports when the requested one is taken (default true, up to 20 tries). */
  portFallback?: boolean;
  /**
   * Called once, after listening, when the requested port was taken and another is used:
   * `taken` is the requested port, `next` the one actually bound.
   */
  onPortInUse?: (taken: number, next: number) => void;
  /**
   * Rewrites HTML bodies before sending (used by watch mode to inject a live-reload script).
   * Applied to every text/html response, including 404.html. Must be deterministic for a given
   * input: its output feeds the ETag.
   */
  transformHtml?: (html: string, filePath: string) => string;
  /** Handles a request before static files; return true when it answered (used for the SSE endpoint). */
  handle?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /**
   * A build in progress: files `root` lacks are served from its folder as it writes them, and a
   * request for a file neither has waits for it until the build settles (watch mode's first
   * build with a fresh output folder). The same confinement rules apply to both folders.
   */
  pending?: () => PendingBuild | undefined;
}

/** A build in progress (see `pending`); `dir` is unknown until it starts writing. */
export interface PendingBuild {
  dir?: string;
  settled: Promise<unknown>;
  /** Asks the build to write the page of one of these files next. */
  want?(files: readonly string[]): void;
  /**
   * Files of the output being rewritten (watch mode re-rendering edited pages, whose new data
   * reaches open tabs before the files do): a request for one waits until the build settles.
   */
  renewing?: ReadonlySet<string>;
}

/** A running static server. */
export interface StaticServer {
  /** `http://host:port` followed by the base URL: where the site's home page is. */
  url: string;
  /** The port actually bound (differs from the requested one after a fallback or with port 0). */
  port: number;
  /** The interface listened on. */
  host: string;
  /** Stops listening and drops every open connection (keep-alive and SSE alike). Idempotent. */
  close(): Promise<void>;
}

type Encoding = 'br' | 'gzip';

/** What a request URL maps to, before touching the file system. */
type Target =
  | { kind: 'redirect'; location: string }
  | { kind: 'files'; candidates: readonly string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

interface FoundFile {
  /** Real (symlink-free) absolute path, known to be inside the root. */
  path: string;
  stats: Stats;
  /** In the folder of the build in progress (watch mode), not yet in the output. */
  building?: boolean;
  /** The response depends on the Accept header (a page that has a markdown twin). */
  varyAccept?: boolean;
}

/** A bounded in-memory store of response bodies (raw and compressed) keyed by file version. */
interface BodyCache {
  get(key: string, produce: () => Promise<Buffer>): Promise<Buffer>;
}

interface ServerContext {
  root: string;
  baseUrl: string;
  cache: BodyCache;
  transformHtml: StaticServerOptions['transformHtml'];
  handle: StaticServerOptions['handle'];
  pending: StaticServerOptions['pending'];
}

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 3000;
const PORT_ATTEMPTS = 20;
// Below this, compression saves less than its headers and CPU cost.
const MIN_COMPRESS_BYTES = 1024;
// Above this, files are streamed as they are: holding or compressing them would cost memory.
const STREAM_THRESHOLD_BYTES = 10 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 500;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
// Quality 5 compresses nearly as well as 11 on HTML/JS at a small fraction of the time.
const BROTLI_QUALITY = 5;
// Content hash before the extension: esbuild's upper-case base32 or lower-case hex, 8+ chars.
const HASHED_NAME = /[.-](?:[0-9A-Z]{8,}|[0-9a-f]{8,})\.[A-Za-z0-9]+(?:\.map)?$/;
const HEADERS_ALWAYS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Serves a built site under its base URL the way a static host (GitHub Pages, Netlify) would:
 * clean URLs, the site's 404.html, ETag/Last-Modified revalidation, brotli/gzip, and long-lived
 * caching for content-hashed assets. Never serves anything outside `root`.
 */
export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  if (!options.baseUrl.startsWith('/') || !options.baseUrl.endsWith('/')) {
    // Every URL check below relies on both slashes; config validation should already ensure it.
    throw new Error(`baseUrl must start and end with '/' (got ${JSON.stringify(options.baseUrl)})`);
  }
  const host = options.host ?? DEFAULT_HOST;
  const requestedPort = options.port ?? DEFAULT_PORT;
  const context: ServerContext = {
    root: await realpath(path.resolve(options.root)),
    baseUrl: options.baseUrl,
    cache: createBodyCache(CACHE_MAX_ENTRIES, CACHE_MAX_BYTES),
    transformHtml: options.transformHtml,
    handle: options.handle,
    pending: options.pending,
  };
  const server = http.createServer((req, res) => {
    respond(context, req, res).catch((error: unknown) => fail(res, error));
  });

  const attempts = options.portFallback === false || requestedPort === 0 ? 1 : PORT_ATTEMPTS;
  await listenWithFallback(server, host, requestedPort, attempts);
  const port = (server.address() as AddressInfo).port;
  if (requestedPort !== 0 && port !== requestedPort) options.onPortInUse?.(requestedPort, port);

  let closing: Promise<void> | undefined;
  const urlHost = host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${urlHost}:${port}${options.baseUrl}`,
    port,
    host,
    close() {
      closing ??= new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // close() only stops accepting; idle keep-alive and SSE sockets would hold the port.
        server.closeAllConnections();
      });
      return closing;
    },
  };
}

async function respond(context: ServerContext, req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
  if (context.handle?.(req, res)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const target = resolveTarget(req.url ?? '/', context.baseUrl);
  switch (target.kind) {
    case 'redirect':
      res.writeHead(302, {
        ...HEADERS_ALWAYS,
        Location: target.location,
        'Content-Length': 0,
      });
      res.end();
      return;
    case 'bad-request':
      sendText(req, res, 400, 'Bad request');
      return;
    case 'not-found':
      await sendNotFound(context, req, res);
      return;
    case 'files': {
      const pending = context.pending?.();
      if (pending?.renewing && target.candidates.some((file) => pending.renewing?.has(file))) {
        await pending.settled.catch(() => undefined);
      }
      // A page asked for as markdown gets its twin, when it has one (src/serve/markdown-twin.ts).
      const twins = prefersMarkdown(req) ? markdownCandidates(target.candidates) : [];
      const candidates = twins.length > 0 ? [...twins, ...target.candidates] : target.candidates;
      const found = findServed(context, candidates) ?? (await waitForPending(context, candidates));
      if (found)
        await sendFile(context, req, res, { ...found, ...(twins.length > 0 ? { varyAccept: true } : {}) }, 200);
      else await sendNotFound(context, req, res);
    }
  }
}

/**
 * Maps a raw request URL to the relative file paths to try, in order. Everything that could
 * name a file outside the root after decoding is refused here; `findFile` checks again on the
 * real path because symlinks can still point outside.
 */
function resolveTarget(url: string, baseUrl: string): Target {
  const queryStart = url.search(/[?#]/);
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart !== -1 && url[queryStart] === '?' ? url.slice(queryStart) : '';
  // Absolute-form (`http://...`) and asterisk-form targets have no place on a static host.
  if (!pathname.startsWith('/')) return { kind: 'bad-request' };
  if (pathname !== baseUrl && (pathname === '/' || pathname === baseUrl.slice(0, -1))) {
    return { kind: 'redirect', location: baseUrl + query };
  }
  if (!pathname.startsWith(baseUrl)) return { kind: 'not-found' };

  let relative: string;
  try {
    // Decoded exactly once: a double-encoded `%252e` stays the literal name `%2e`.
    relative = decodeURIComponent(pathname.slice(baseUrl.length));
  } catch {
    return { kind: 'bad-request' };
  }
  if (!isSafeRelativePath(relative)) return { kind: 'bad-request' };
  if (relative === '' || relative.endsWith('/')) {
    return { kind: 'files', candidates: [`${relative}index.html`] };
  }
  return {
    kind: 'files',
    candidates: [relative, `${relative}.html`, `${relative}/index.html`],
  };
}

function isSafeRelativePath(relative: string): boolean {
  if (relative.includes('\0') || relative.includes('\\')) return false;
  // A leading slash or drive letter would make the path absolute once joined on some platform.
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return false;
  return !relative.split('/').includes('..');
}

/** A file of the root, else of the pending build's folder. */
function findServed(context: ServerContext, candidates: readonly string[]): FoundFile | undefined {
  const found = findFile(context.root, candidates);
  const pending = found ? undefined : context.pending?.();
  if (!pending?.dir) return found;
  let root: string;
  try {
    root = realpathSync(pending.dir);
  } catch {
    return undefined;
  }
  const building = findFile(root, candidates);
  return building && { ...building, building: true };
}

/** While a build is pending, looks again every 10 ms until the file appears or the build settles. */
async function waitForPending(context: ServerContext, candidates: readonly string[]): Promise<FoundFile | undefined> {
  let settled = false;
  const pending = context.pending?.();
  if (!pending) return undefined;
  pending.want?.(candidates);
  void pending.settled.then(
    () => {
      settled = true;
    },
    () => {
      settled = true;
    },
  );
  while (!settled) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    const found = findServed(context, candidates);
    if (found) return found;
  }
  return findServed(context, candidates);
}

/**
 * Finds the first candidate that is a regular file inside the root. Synchronous on purpose: on
 * a local build folder realpath and stat are page-cache hits of a few microseconds, about four
 * times cheaper than a round trip through the libuv thread pool, and they run on every request.
 */
function findFile(root: string, candidates: readonly string[]): FoundFile | undefined {
  for (const candidate of candidates) {
    const joined = path.join(root, candidate);
    if (!isInside(root, joined)) continue;
    let real: string;
    try {
      real = realpathSync.native(joined);
    } catch {
      continue; // missing, not a directory, symlink loop...: simply not this candidate
    }
    // The real path is what gets opened, so it alone decides (a symlink may point anywhere).
    if (!isInside(root, real)) continue;
    const stats = statSync(real, { throwIfNoEntry: false });
    // Directories are never listed; they only resolve through their index.html candidate.
    if (stats?.isFile()) return { path: real, stats };
  }
  return undefined;
}

function isInside(root: string, candidate: string): boolean {
  const prefix = root.endsWith(path.sep) ? root : root + path.sep;
  return candidate === root || candidate.startsWith(prefix);
}

async function sendNotFound(
  context: ServerContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const page = findServed(context, ['404.html']);
  if (page) await sendFile(context, req, res, page, 404);
  else sendText(req, res, 404, 'Not found');
}

async function sendFile(
  context: ServerContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: FoundFile,
  status: 200 | 404,
): Promise<void> {
  const { stats } = file;
  const type = contentTypeFor(file.path);
  const transform = type.startsWith('text/html') ? context.transformHtml : undefined;
  const compressible = isCompressible(type);
  const headers: http.OutgoingHttpHeaders = {
    ...HEADERS_ALWAYS,
    'Content-Type': type,
  };
  const vary = [file.varyAccept ? 'Accept' : '', compressible ? 'Accept-Encoding' : ''].filter(Boolean).join(', ');
  if (vary) headers.Vary = vary;
  if (status === 200) {
    headers['Last-Modified'] = stats.mtime.toUTCString();
    headers['Cache-Control'] = cacheControlFor(file.path, type);
  } else {
    headers['Cache-Control'] = 'no-cache';
  }
  const isHead = req.method === 'HEAD';

  if (!transform && stats.size > STREAM_THRESHOLD_BYTES) {
    if (status === 200) {
      headers.ETag = fileEtag(stats);
      if (isFresh(req, headers.ETag, stats.mtimeMs)) return sendNotModified(res, headers);
    }
    headers['Content-Length'] = stats.size;
    res.writeHead(status, headers);
    if (isHead) {
      res.end();
      return;
    }
    const stream = createReadStream(file.path);
    stream.on('error', (error) => res.destroy(error));
    res.on('close', () => stream.destroy());
    stream.pipe(res);
    return;
  }

  const versionKey = `${file.path}\0${stats.size}\0${stats.mtimeMs}`;
  // A file of the build in progress is read and compressed at once, within this turn of the event
  // loop (the body cache itself only chains promises): that build may render pages on this thread,
  // and each asynchronous step would wait for the next page it renders (0.1-0.5 s each while the
  // highlighter is cold), so a page written at 1.3 s reached the browser at 2.4 s. Such files are
  // small (pages, page data, the client).
  const now = file.building === true;
  const read = () => (now ? Promise.resolve(readFileSync(file.path)) : readFile(file.path));
  const encode = (raw: Buffer, chosen: Encoding) =>
    now ? Promise.resolve(compressSync(raw, chosen)) : compress(raw, chosen);
  const readRaw = () => context.cache.get(versionKey, read);
  let body: Buffer;
  let encoding: Encoding | undefined;
  if (transform) {
    // Transformed bodies bypass the compressed cache: the hook may change between servers and
    // is only used in watch mode, where per-request compression of one page is cheap.
    const raw = await readRaw();
    const transformed = Buffer.from(transform(raw.toString('utf8'), file.path), 'utf8');
    if (status === 200) {
      headers.ETag = transformedEtag(stats, transformed);
      if (isFresh(req, headers.ETag, stats.mtimeMs)) return sendNotModified(res, headers);
    }
    encoding = chooseEncoding(req, compressible, transformed.length);
    body = encoding ? await encode(transformed, encoding) : transformed;
  } else {
    if (status === 200) {
      headers.ETag = fileEtag(stats);
      if (isFresh(req, headers.ETag, stats.mtimeMs)) return sendNotModified(res, headers);
    }
    encoding = chooseEncoding(req, compressible, stats.size);
    const chosen = encoding;
    body = chosen
      ? await context.cache.get(`${versionKey}\0${chosen}`, async () => encode(await readRaw(), chosen))
      : await readRaw();
  }

  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  if (isHead) res.end();
  else res.end(body);
}

function sendNotModified(res: http.ServerResponse, headers: http.OutgoingHttpHeaders): void {
  // A 304 repeats the validators and caching headers, never the entity headers.
  const notModified = { ...headers };
  delete notModified['Content-Type'];
  res.writeHead(304, notModified);
  res.end();
}

function sendText(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  text: string,
  extra: http.OutgoingHttpHeaders = {},
): void {
  const body = Buffer.from(`${text}\n`, 'utf8');
  res.writeHead(status, {
    ...HEADERS_ALWAYS,
    ...extra,
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-cache',
    'Content-Length': body.length,
  });
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function fail(res: http.ServerResponse, error: unknown): void {
  if (res.headersSent) {
    res.destroy(error instanceof Error ? error : undefined);
    return;
  }
  const body = 'Internal server error\n';
  res.writeHead(500, {
    ...HEADERS_ALWAYS,
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  res.end(body);
}

function cacheControlFor(filePath: string, type: string): string {
  // HTML keeps its URL across builds, so it must always revalidate even if its name looks hashed.
  if (!type.startsWith('text/html') && HASHED_NAME.test(path.basename(filePath))) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

function fileEtag(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

function transformedEtag(stats: Stats, body: Buffer): string {
  // The hook's output is part of the entity: a different injected script must not revalidate.
  const digest = createHash('sha1').update(body).digest('hex').slice(0, 12);
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${digest}"`;
}

function isFresh(req: http.IncomingMessage, etag: string, mtimeMs: number): boolean {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Weak comparison (RFC 9110 13.1.2): W/ prefixes are ignored.
    const wanted = etag.replace(/^W\//, '');
    return ifNoneMatch
      .split(',')
      .map((tag) => tag.trim())
      .some((tag) => tag === '*' || tag.replace(/^W\//, '') === wanted);
  }
  const ifModifiedSince = req.headers['if-modified-since'];
  if (ifModifiedSince === undefined) return false;
  const since = Date.parse(ifModifiedSince);
  // HTTP dates have whole seconds; compare against the truncated mtime.
  return !Number.isNaN(since) && Math.floor(mtimeMs / 1000) * 1000 <= since;
}

function chooseEncoding(req: http.IncomingMessage, compressible: boolean, size: number): Encoding | undefined {
  if (!compressible || size <= MIN_COMPRESS_BYTES) return undefined;
  const header = req.headers['accept-encoding'];
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    let weight = 1;
    for (const param of params) {
      const match = /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param);
      if (match) weight = Number(match[1]);
    }
    weights.set(name.trim().toLowerCase(), weight);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

const brotliOptions = (body: Buffer): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
  },
});

function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body), done);
    else zlib.gzip(body, { level: 6 }, done);
  });
}

function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body)) : zlib.gzipSync(body, { level: 6 });
}

/**
 * Least-recently-used cache bounded by entry count and total bytes. Concurrent misses for one
 * key share a single read/compression so a burst of requests does the work once.
 */
function createBodyCache(maxEntries: number, maxBytes: number): BodyCache {
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

async function listenWithFallback(server: http.Server, host: string, port: number, attempts: number): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await listenOnce(server, host, port + attempt);
      return;
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt + 1 >= attempts || port + attempt + 1 > 65535) throw error;
    }
  }
}

function listenOnce(server: http.Server, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => {
      server.off('listening', onListening);
      reject(error);
    };
    const onListening = () => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

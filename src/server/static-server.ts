import { createReadStream, readFileSync } from 'node:fs';
import { readFile, realpath } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createBodyCache } from './body-cache.ts';
import { cacheControlFor, fileEtag, isFresh, sendNotModified, transformedEtag } from './caching.ts';
import { chooseEncoding, compress, compressSync, type Encoding } from './compression.ts';
import { findFile, type ServedFile } from './find-file.ts';
import { createHostCheck } from './host-check.ts';
import { listenWithFallback } from './listen.ts';
import { markdownCandidates, prefersMarkdown } from './markdown-twin.ts';
import { contentTypeFor, isCompressible } from './mime.ts';
import { parseRange, rangeApplies } from './range.ts';
import { resolveRequestTarget } from './request-target.ts';

export type { ServedFile } from './find-file.ts';

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
  /** What a watch session adds to the server (see ServerHooks). */
  hooks?: ServerHooks;
}

/** What a watch session adds to a static server: its live channel and its builds in progress. */
export interface ServerHooks {
  /** Handles a request before static files; returns true when it answered (the live channel). */
  handle?(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /**
   * Rewrites HTML bodies before sending (the live script). Applied to every text/html response,
   * 404.html included. Must be deterministic for a given input: its output feeds the ETag.
   */
  transformHtml?(html: string, filePath: string): string;
  /**
   * Finds the file a request is answered with, given its candidates (relative paths, in order)
   * and the lookup in the served folder; may wait (a page being rebuilt) or look elsewhere (the
   * folder of a build in progress). Without it, the served folder alone answers.
   */
  locate?(
    candidates: readonly string[],
    inRoot: () => ServedFile | undefined,
  ): ServedFile | undefined | Promise<ServedFile | undefined>;
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

interface ServerContext {
  root: string;
  baseUrl: string;
  cache: ReturnType<typeof createBodyCache>;
  hooks: ServerHooks;
  hostAllowed: ((header: string | undefined) => boolean) | undefined;
}

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 3000;
const PORT_ATTEMPTS = 20;
// Above this, files are streamed as they are: holding or compressing them would cost memory.
const STREAM_THRESHOLD_BYTES = 10 * 1024 * 1024;
const CACHE_MAX_ENTRIES = 500;
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
const HEADERS_ALWAYS = { 'X-Content-Type-Options': 'nosniff' } as const;

/**
 * Serves a built site under its base URL the way a static host (GitHub Pages, Netlify) would:
 * clean URLs, the site's 404.html, ETag/Last-Modified revalidation, brotli/gzip, byte ranges,
 * and long-lived caching for content-hashed assets. Never serves anything outside `root`, and on
 * a loopback interface answers only requests addressed to a loopback name (DNS rebinding).
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
    hooks: options.hooks ?? {},
    hostAllowed: undefined,
  };
  const server = http.createServer((req, res) => {
    respond(context, req, res).catch((error: unknown) => fail(res, error));
  });

  const attempts = options.portFallback === false || requestedPort === 0 ? 1 : PORT_ATTEMPTS;
  await listenWithFallback(server, host, requestedPort, attempts);
  const address = server.address() as AddressInfo;
  const port = address.port;
  context.hostAllowed = createHostCheck(host, address.address);
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
  if (context.hostAllowed && !context.hostAllowed(req.headers.host)) {
    sendText(req, res, 403, 'Forbidden: this server answers only requests addressed to localhost');
    return;
  }
  if (context.hooks.handle?.(req, res)) return;
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendText(req, res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    return;
  }
  const target = resolveRequestTarget(req.url ?? '/', context.baseUrl);
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
      // A page asked for as markdown gets its twin, when it has one (src/server/markdown-twin.ts).
      const twins = prefersMarkdown(req) ? markdownCandidates(target.candidates) : [];
      const candidates = twins.length > 0 ? [...twins, ...target.candidates] : target.candidates;
      const found = await locate(context, candidates);
      if (found) await sendFile(context, req, res, twins.length > 0 ? { ...found, varyAccept: true } : found, 200);
      else await sendNotFound(context, req, res);
    }
  }
}

function locate(context: ServerContext, candidates: readonly string[]) {
  const inRoot = () => findFile(context.root, candidates);
  return context.hooks.locate ? context.hooks.locate(candidates, inRoot) : inRoot();
}

async function sendNotFound(
  context: ServerContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
): Promise<void> {
  const page = await locate(context, ['404.html']);
  if (page) await sendFile(context, req, res, page, 404);
  else sendText(req, res, 404, 'Not found');
}

async function sendFile(
  context: ServerContext,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  file: ServedFile,
  status: 200 | 404,
): Promise<void> {
  const { stats } = file;
  const type = contentTypeFor(file.path);
  const transform = type.startsWith('text/html') ? context.hooks.transformHtml : undefined;
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

  if (transform) {
    // Transformed bodies bypass the compressed cache: the hook may change between servers and
    // is only used in watch mode, where per-request compression of one page is cheap. Ranges of
    // pages are not served: the body is the hook's, not the file's.
    const raw = await readRaw(context, file);
    const transformed = Buffer.from(transform(raw.toString('utf8'), file.path), 'utf8');
    if (status === 200) {
      headers.ETag = transformedEtag(stats, transformed);
      if (isFresh(req, headers.ETag, stats.mtimeMs)) return sendNotModified(res, headers);
    }
    const encoding = chooseEncoding(req, compressible, transformed.length);
    const body = encoding ? await encode(file, transformed, encoding) : transformed;
    return sendBody(req, res, status, headers, body, encoding);
  }

  if (status === 200) {
    headers.ETag = fileEtag(stats);
    if (isFresh(req, headers.ETag, stats.mtimeMs)) return sendNotModified(res, headers);
    headers['Accept-Ranges'] = 'bytes';
    // A range is of the file's bytes, so it is sent uncompressed (a compressed body's offsets
    // would depend on the coding chosen).
    const range = rangeApplies(req, headers.ETag, stats.mtimeMs)
      ? parseRange(req.headers.range, stats.size)
      : undefined;
    if (range?.kind === 'unsatisfiable') {
      sendText(req, res, 416, 'Range not satisfiable', { 'Content-Range': `bytes */${stats.size}` });
      return;
    }
    if (range) {
      headers['Content-Range'] = `bytes ${range.start}-${range.end}/${stats.size}`;
      headers['Content-Length'] = range.end - range.start + 1;
      if (stats.size > STREAM_THRESHOLD_BYTES) return streamFile(req, res, 206, headers, file, range);
      const raw = await readRaw(context, file);
      res.writeHead(206, headers);
      res.end(isHead ? undefined : raw.subarray(range.start, range.end + 1));
      return;
    }
  }
  if (stats.size > STREAM_THRESHOLD_BYTES) {
    headers['Content-Length'] = stats.size;
    return streamFile(req, res, status, headers, file);
  }
  const encoding = chooseEncoding(req, compressible, stats.size);
  const body = encoding
    ? await context.cache.get(`${versionKey(file)}\0${encoding}`, async () =>
        encode(file, await readRaw(context, file), encoding),
      )
    : await readRaw(context, file);
  sendBody(req, res, status, headers, body, encoding);
}

const versionKey = (file: ServedFile) => `${file.path}\0${file.stats.size}\0${file.stats.mtimeMs}`;

/** The file's bytes, from the body cache; read at once for a file that asks for it. */
function readRaw(context: ServerContext, file: ServedFile): Promise<Buffer> {
  return context.cache.get(versionKey(file), () =>
    file.readNow ? Promise.resolve(readFileSync(file.path)) : readFile(file.path),
  );
}

function encode(file: ServedFile, body: Buffer, encoding: Encoding): Promise<Buffer> {
  return file.readNow ? Promise.resolve(compressSync(body, encoding)) : compress(body, encoding);
}

function sendBody(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  body: Buffer,
  encoding: Encoding | undefined,
): void {
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = body.length;
  res.writeHead(status, headers);
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

function streamFile(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  headers: http.OutgoingHttpHeaders,
  file: ServedFile,
  range?: { start: number; end: number },
): void {
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  const stream = createReadStream(file.path, range ? { start: range.start, end: range.end } : {});
  stream.on('error', (error) => res.destroy(error));
  res.on('close', () => stream.destroy());
  stream.pipe(res);
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

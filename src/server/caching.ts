import { createHash } from 'node:crypto';
import type { Stats } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

// Content hash before the extension: esbuild's upper-case base32 or lower-case hex, 8+ chars.
const HASHED_NAME = /[.-](?:[0-9A-Z]{8,}|[0-9a-f]{8,})\.[A-Za-z0-9]+(?:\.map)?$/;

/** Long-lived caching for content-hashed assets, revalidation for everything else. */
export function cacheControlFor(filePath: string, type: string): string {
  // HTML keeps its URL across builds, so it must always revalidate even if its name looks hashed.
  if (!type.startsWith('text/html') && HASHED_NAME.test(path.basename(filePath))) {
    return 'public, max-age=31536000, immutable';
  }
  return 'no-cache';
}

/** A weak validator from the file's size and modification time. */
export function fileEtag(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
}

/** The validator of a body a hook rewrote: the hook's output is part of the entity. */
export function transformedEtag(stats: Stats, body: Buffer): string {
  // A different injected script must not revalidate.
  const digest = createHash('sha1').update(body).digest('hex').slice(0, 12);
  return `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}-${digest}"`;
}

/** Whether the client's copy (If-None-Match, else If-Modified-Since) is still the current one. */
export function isFresh(req: http.IncomingMessage, etag: string, mtimeMs: number): boolean {
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

/** Answers 304 with the validators and caching headers of a 200, never the entity headers. */
export function sendNotModified(res: http.ServerResponse, headers: http.OutgoingHttpHeaders): void {
  const notModified = { ...headers };
  delete notModified['Content-Type'];
  delete notModified['Accept-Ranges'];
  res.writeHead(304, notModified);
  res.end();
}

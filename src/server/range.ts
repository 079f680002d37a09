import type http from 'node:http';

/** The part of a body a Range request asks for (inclusive byte offsets). */
export type RangeRequest = { kind: 'range'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range: bytes=...` header against a body of `size` bytes (RFC 9110 14.2). Only one
 * range is served: a header that is malformed, names another unit or several ranges gives
 * undefined, and the whole body is sent (what the RFC allows a server to do; media players ask
 * for one range at a time). A range starting past the end is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest | undefined {
  if (header === undefined) return undefined;
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'range', start, end };
}

/**
 * Whether a Range request applies to the current body: without If-Range always; with it, only
 * when it names the current validator (strong comparison: a weak ETag never matches) or a date
 * not older than the file.
 */
export function rangeApplies(req: http.IncomingMessage, etag: string, mtimeMs: number): boolean {
  const ifRange = req.headers['if-range'];
  if (Array.isArray(ifRange)) return false;
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith('W/')) return !etag.startsWith('W/') && value === etag;
  const date = Date.parse(value);
  return !Number.isNaN(date) && Math.floor(mtimeMs / 1000) * 1000 <= date;
}

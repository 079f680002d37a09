import path from 'node:path';

/**
 * Content types by lower-case extension. Kept deliberately small: the build output only holds
 * these kinds of files, and anything else is safest as an opaque download.
 */
const CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
});

/** Fallback for unknown extensions: browsers download it rather than guess (with nosniff). */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

// Non-text types that still shrink well; images and fonts are already compressed.
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/wasm',
  'application/javascript',
  'image/svg+xml',
]);

/** The `Content-Type` header value for a file, chosen by its extension. */
export function contentTypeFor(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? DEFAULT_CONTENT_TYPE;
}

/** Whether a response of this content type is worth compressing with gzip or brotli. */
export function isCompressible(contentType: string): boolean {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return essence.startsWith('text/') || COMPRESSIBLE_TYPES.has(essence);
}

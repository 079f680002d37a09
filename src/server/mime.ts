import path from 'node:path';
import mime from 'mime-types';

/** Fallback for unknown extensions: browsers download it rather than guess (with nosniff). */
export const DEFAULT_CONTENT_TYPE = 'application/octet-stream';

// Non-text types that still shrink well; images, audio, video, fonts and archives are already
// compressed (mime-db knows this too, but mime-types does not expose it).
const COMPRESSIBLE_TYPES: ReadonlySet<string> = new Set([
  'application/json',
  'application/manifest+json',
  'application/xml',
  'application/wasm',
  'application/javascript',
  'image/svg+xml',
  'image/vnd.microsoft.icon',
  'image/x-icon',
]);

/**
 * The `Content-Type` header value for a file, from mime-db's table by extension (pdf, mp4, webm,
 * wasm, webmanifest ... all of it), with `charset=utf-8` on text types.
 */
export function contentTypeFor(filePath: string): string {
  const extension = path.extname(filePath).toLowerCase();
  return (extension && mime.contentType(extension)) || DEFAULT_CONTENT_TYPE;
}

/** Whether a response of this content type is worth compressing with gzip or brotli. */
export function isCompressible(contentType: string): boolean {
  const essence = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return (
    essence.startsWith('text/') ||
    essence.endsWith('+json') ||
    essence.endsWith('+xml') ||
    COMPRESSIBLE_TYPES.has(essence)
  );
}

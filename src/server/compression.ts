import type http from 'node:http';
import zlib from 'node:zlib';

/** The content codings the server produces. */
export type Encoding = 'br' | 'gzip';

// Below this, compression saves less than its headers and CPU cost.
const MIN_COMPRESS_BYTES = 1024;
// Quality 5 compresses nearly as well as 11 on HTML/JS at a small fraction of the time.
const BROTLI_QUALITY = 5;

/** The coding to send a body in, from Accept-Encoding (brotli first; `q=0` refuses). */
export function chooseEncoding(req: http.IncomingMessage, compressible: boolean, size: number): Encoding | undefined {
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

/** Compresses on the thread pool. */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === 'br') zlib.brotliCompress(body, brotliOptions(body), done);
    else zlib.gzip(body, { level: 6 }, done);
  });
}

/** Compresses on this thread, at once (see ServedFile.readNow). */
export function compressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, brotliOptions(body)) : zlib.gzipSync(body, { level: 6 });
}

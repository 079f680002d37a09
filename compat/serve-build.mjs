// A static server for a built site on 127.0.0.1 (an ephemeral port), mounted under the site's
// baseUrl as GitHub Pages would serve it: `/a/` gives a/index.html, `/a` a.html or a/index.html,
// anything else the site's 404.html. Used by the screenshots (compat/screenshots.mjs) and the
// Docusaurus benchmark (bench/docusaurus.mjs).
import { createReadStream, existsSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
};

/** A static server for one build, mounted under baseUrl like GitHub Pages would serve it. */
export function serveBuild(dir, baseUrl) {
  const server = http.createServer((req, res) => {
    const url = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    if (!url.startsWith(baseUrl) && `${url}/` !== baseUrl) {
      res.writeHead(404).end('outside baseUrl');
      return;
    }
    const rel = url.slice(baseUrl.length - 1);
    const candidates = rel.endsWith('/') ? [`${rel}index.html`] : [rel, `${rel}.html`, `${rel}/index.html`];
    for (const c of candidates) {
      const file = path.join(dir, path.normalize(c));
      if (!file.startsWith(dir)) break;
      if (existsSync(file) && statSync(file).isFile()) {
        res.writeHead(200, { 'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream' });
        createReadStream(file).pipe(res);
        return;
      }
    }
    const notFound = path.join(dir, '404.html');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    if (existsSync(notFound)) createReadStream(notFound).pipe(res);
    else res.end('not found');
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` })),
  );
}

import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import type { LiveEvent } from '../shared/live-protocol.ts';
import { packageInfo } from '../util/package-root.ts';

/** The server-sent-events channel of `serve --watch`. */
export interface LiveReload {
  /** Answers `/__rnhc/events` and `/__rnhc/live.js`; false for anything else. */
  handle(req: http.IncomingMessage, res: http.ServerResponse): boolean;
  /** Adds the live script to a served HTML page. */
  inject(html: string): string;
  send(event: LiveEvent): void;
  /** Number of connected tabs. */
  readonly clients: number;
  close(): void;
}

const SCRIPT_TAG = '<script src="/__rnhc/live.js" defer></script>';

/** Creates the channel; the last error is replayed to tabs that connect while it stands. */
export function createLiveReload(): LiveReload {
  const clients = new Set<http.ServerResponse>();
  let script: string | undefined;
  let standingError: LiveEvent | undefined;
  const keepAlive = setInterval(() => {
    for (const res of clients) res.write(': ping\n\n');
  }, 15_000);
  keepAlive.unref();

  const write = (res: http.ServerResponse, event: LiveEvent) => res.write(`data: ${JSON.stringify(event)}\n\n`);

  return {
    handle(req, res) {
      const url = req.url ?? '';
      if (url === '/__rnhc/events') {
        res.writeHead(200, {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-cache',
          Connection: 'keep-alive',
        });
        res.write(': connected\n\n');
        clients.add(res);
        if (standingError) write(res, standingError);
        req.on('close', () => clients.delete(res));
        return true;
      }
      if (url === '/__rnhc/live.js') {
        script ??= readFileSync(path.join(packageInfo().root, 'dist', 'client-live', 'live.js'), 'utf8');
        res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
        res.end(script);
        return true;
      }
      return false;
    },
    inject(html) {
      return html.includes('</body>') ? html.replace('</body>', `${SCRIPT_TAG}</body>`) : html + SCRIPT_TAG;
    },
    send(event) {
      if (event.type === 'error') standingError = event;
      else if (event.type !== 'css') standingError = undefined;
      for (const res of clients) write(res, event);
    },
    get clients() {
      return clients.size;
    },
    close() {
      clearInterval(keepAlive);
      for (const res of clients) res.end();
      clients.clear();
    },
  };
}

/**
 * `rnhc-docs serve --watch` in a child process, for the watch tests and the live-update browser
 * test: its output, its live events, and small polling helpers.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll } from 'vitest';
import { makeSite } from './helpers.ts';

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rnhc-docs.js');

export interface LiveEvent {
  type: string;
  paths?: string[];
  pages?: Record<string, unknown>;
  message?: string;
  location?: string;
}

/** `rnhc-docs serve --watch` in a child process, with its output and live events collected. */
export class WatchProcess {
  child: ChildProcess;
  output = '';
  events: LiveEvent[] = [];
  url = '';
  origin = '';
  private sse: http.ClientRequest | undefined;

  /** `config`: the config file's name in the site folder (default rnhc-docs.config.yaml). */
  constructor(site: string, config = 'rnhc-docs.config.yaml') {
    this.child = spawn(
      process.execPath,
      [
        bin,
        'serve',
        '--watch',
        '--port',
        '0',
        '--config',
        path.join(site, config),
        '--out-dir',
        path.join(site, 'build'),
      ],
      // A longer quiet period: CI runs this beside Chromium suites on two cores, and the test's
      // own writes get preempted for longer than the default 4 ms.
      { env: { ...process.env, CI: '1', RNHC_WATCH_QUIET_MS: '60' }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    this.child.stdout?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
    this.child.stderr?.on('data', (d: Buffer) => {
      this.output += d.toString();
    });
  }

  async ready() {
    await until(
      () => /serving at (http:\/\/\S+)/.test(this.output),
      60_000,
      () => this.output,
    );
    this.url = /serving at (http:\/\/\S+)/.exec(this.output)?.[1] ?? '';
    this.origin = new URL(this.url).origin;
    await new Promise<void>((resolve, reject) => {
      this.sse = http.get(`${this.origin}/__rnhc/events`, (res) => {
        let buffer = '';
        res.on('data', (chunk: Buffer) => {
          buffer += chunk.toString();
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (data) this.events.push(JSON.parse(data) as LiveEvent);
            end = buffer.indexOf('\n\n');
          }
        });
        resolve();
      });
      this.sse.on('error', reject);
    });
  }

  /** Waits for the next event matching `test` after the given index. */
  async next(from: number, test: (e: LiveEvent) => boolean): Promise<LiveEvent> {
    await until(
      () => this.events.slice(from).some(test),
      60_000,
      () => `${JSON.stringify(this.events)}\n${this.output}`,
    );
    return this.events.slice(from).find(test) as LiveEvent;
  }

  async stop(): Promise<number | null> {
    this.sse?.destroy();
    if (this.child.exitCode !== null) return this.child.exitCode;
    const exited = new Promise<number | null>((resolve) => this.child.once('exit', (code) => resolve(code)));
    this.child.kill('SIGINT');
    return exited;
  }
}

export async function until(test: () => boolean, timeout: number, describe: () => string) {
  const started = Date.now();
  while (!test()) {
    if (Date.now() - started > timeout) throw new Error(`timed out; state:\n${describe()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Retries an assertion until it passes (file events can arrive in more than one batch). */
export async function eventually(check: () => Promise<void>, timeout = 30_000) {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() - started > timeout) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

export function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => {
          body += c.toString();
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** A fixture copied to a temporary folder and served by `serve --watch` for a whole suite (call in `describe`). */
export interface WatchedSite {
  /** The site folder (set in beforeAll). */
  readonly dir: string;
  readonly watch: WatchProcess;
}

/** Registers the suite's hooks: copy `fixture`, start the session, stop it and delete the copy after. */
export function useWatchedSite(fixture: string, changes: Record<string, string | null> = {}): WatchedSite {
  let dir = '';
  let watch: WatchProcess | undefined;
  beforeAll(async () => {
    dir = await makeSite(fixture, changes);
    watch = new WatchProcess(dir);
    await watch.ready();
  }, 120_000);
  afterAll(async () => {
    await watch?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    get dir() {
      return dir;
    },
    get watch() {
      if (!watch) throw new Error('the watch session starts in beforeAll');
      return watch;
    },
  };
}

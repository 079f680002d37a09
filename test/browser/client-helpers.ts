/**
 * Shared setup of the client runtime's browser tests (client-*.test.ts): build a site with the
 * real CLI into a temp folder, serve it with the project's static server, drive Debian's
 * Chromium with playwright-core. Needs `npm run compile` first (`npm test` does it).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type StaticServer, startStaticServer } from '../../src/serve/static-server.ts';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './chromium.mjs';

export const CHROMIUM = CHROMIUM_PATH;
/** False where Debian's chromium is not installed: the suites skip. */
export const HAS_CHROMIUM = hasChromium;
export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
/** Per test: the machine has 2 shared cores and each test drives a real browser. */
export const TIMEOUT = 90_000;
/** The real site's base URL. */
export const SITE_BASE = '/react-native-health-connect/';

/** A built site, served. */
export interface ServedSite {
  dir: string;
  server: StaticServer;
  /** `http://127.0.0.1:port/base/` */
  url: string;
  close(): Promise<void>;
}

/** Builds a site with `node bin/rnhc-docs.js build` into a temp folder and serves it under `baseUrl`. */
export async function buildAndServe(options: { config?: string; baseUrl: string }): Promise<ServedSite> {
  const dir = await mkdtemp(join(tmpdir(), 'rnhc-client-'));
  const args = ['bin/rnhc-docs.js', 'build', '--out-dir', dir];
  if (options.config) args.push('--config', options.config);
  await promisify(execFile)(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  const server = await startStaticServer({ root: dir, baseUrl: options.baseUrl, host: '127.0.0.1', port: 0 });
  return {
    dir,
    server,
    url: server.url,
    async close() {
      await server.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Launches headless Chromium with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

/** A page with its console errors and page-data requests recorded. */
export interface OpenedPage {
  page: Page;
  errors: string[];
  /** Paths of page-data requests, in order (e.g. `/react-native-health-connect/page-data/docs/intro.json`). */
  dataRequests: string[];
}

/** Opens a page in `context`, recording errors and page-data requests. */
export async function newPage(context: BrowserContext): Promise<OpenedPage> {
  const page = await context.newPage();
  const errors: string[] = [];
  const dataRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes('/page-data/')) dataRequests.push(pathname);
  });
  return { page, errors, dataRequests };
}

/** Waits until the client has hydrated (the colour mode toggle enables itself then). */
export async function waitForClient(page: Page): Promise<void> {
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
}

/** Opens `url` and waits for hydration. */
export async function open(context: BrowserContext, url: string): Promise<OpenedPage> {
  const opened = await newPage(context);
  await opened.page.goto(url);
  await waitForClient(opened.page);
  return opened;
}

/** Sets a marker on `window`: it survives client-side navigations and is gone after a document load. */
export async function setMarker(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as { __marker?: boolean }).__marker = true;
  });
}

/** Whether the marker set by {@link setMarker} is still there (no full reload happened). */
export function hasMarker(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as { __marker?: boolean }).__marker === true);
}

/** Appends a link to `href` at the top of the page content and returns its selector. */
export async function addLink(page: Page, href: string, attributes: Record<string, string> = {}): Promise<string> {
  return page.evaluate(
    ({ href, attributes }) => {
      const id = `test-link-${Math.random().toString(36).slice(2)}`;
      const anchor = document.createElement('a');
      anchor.id = id;
      anchor.href = href;
      anchor.textContent = `Test link to ${href}`;
      anchor.style.cssText = 'position:fixed;top:70px;left:10px;z-index:1000;background:#fff';
      for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
      document.body.append(anchor);
      return `#${id}`;
    },
    { href, attributes },
  );
}

/** Waits for the document title to start with `title`. */
export async function waitForTitle(page: Page, title: string): Promise<void> {
  await page.waitForFunction((expected) => document.title.startsWith(expected), title);
}

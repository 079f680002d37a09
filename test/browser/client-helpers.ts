/**
 * Shared setup of the browser suites that open a built site (client-*.test.ts, live-update):
 * build a site with the compiled CLI (or take the run's shared build), serve it with the
 * project's static server. Chromium itself comes from ./browser-suite.ts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { type StaticServer, startStaticServer } from '../../src/server/static-server.ts';
import { runCompiledCli, type SharedSiteName, sharedBuild } from '../setup/shared-builds.ts';
import { type OpenedPage, recordPage, TIMEOUT } from './browser-suite.ts';

export { describeBrowser, type OpenedPage, TIMEOUT, useBrowser } from './browser-suite.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
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

/** Builds a site with the compiled CLI into a temp folder of its own and serves it under `baseUrl`. */
export async function buildAndServe(options: { config?: string; baseUrl: string }): Promise<ServedSite> {
  const dir = await mkdtemp(join(tmpdir(), 'rnhc-client-'));
  const args = ['build', '--out-dir', dir];
  if (options.config) args.push('--config', options.config);
  const result = await runCompiledCli(args);
  if (result.code !== 0) throw new Error(`The build failed (exit code ${result.code}):\n${result.stderr}`);
  const served = await serve(dir, options.baseUrl);
  return {
    ...served,
    async close() {
      await served.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Serves the run's shared build of a site (read-only: other files of the run read it too). */
export async function serveSharedBuild(name: SharedSiteName, baseUrl: string): Promise<ServedSite> {
  return serve((await sharedBuild(name)).outDir, baseUrl);
}

async function serve(dir: string, baseUrl: string): Promise<ServedSite> {
  const server = await startStaticServer({ root: dir, baseUrl, host: '127.0.0.1', port: 0 });
  return { dir, server, url: server.url, close: () => server.close() };
}

/** Opens `url` in `context` and waits for hydration. */
export async function open(context: BrowserContext, url: string): Promise<OpenedPage> {
  const opened = await recordPage(context);
  await opened.page.goto(url);
  await waitForClient(opened.page);
  return opened;
}

/** Waits until the client has hydrated (the colour mode toggle enables itself then). */
export async function waitForClient(page: Page): Promise<void> {
  // Attached, not visible: a Docusaurus site's phone navbar hides it (it is in the mobile menu).
  await page.waitForSelector('.color-mode-toggle:not([disabled])', { state: 'attached' });
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

/**
 * Registers a suite's hooks that build a fixture (its config file relative to the project root)
 * and serve it under `baseUrl`, then stop the server and delete the build; the returned object's
 * `site` is the served site once beforeAll has run. Call it in `describe`.
 */
export function useBuiltSite(options: { config: string; baseUrl: string }): { readonly site: ServedSite } {
  let site: ServedSite | undefined;
  beforeAll(async () => {
    site = await buildAndServe({ baseUrl: options.baseUrl, config: join(ROOT, options.config) });
  }, 180_000);
  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);
  return {
    get site() {
      if (!site) throw new Error('the site is built in beforeAll');
      return site;
    },
  };
}

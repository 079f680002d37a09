/**
 * The one harness of the browser suites: a Chromium per suite file, a fresh context per test,
 * pages that record their console errors, everything closed in teardown; and the rule for a
 * machine without Chromium: skip, except under CI, where the suites fail instead, so a CI runner
 * that lost its browser cannot pass by testing nothing.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium, launchChromium } from './chromium.mjs';

/** Per browser test: the machine has 2 shared cores and each test drives a real browser. */
export const TIMEOUT = 90_000;

/** What a browser suite does on this machine: run, skip (no Chromium), or fail (no Chromium under CI). */
export function browserSuiteMode(env: { hasChromium: boolean; ci: string | undefined }): 'run' | 'skip' | 'fail' {
  if (env.hasChromium) return 'run';
  return env.ci && env.ci !== 'false' && env.ci !== '0' ? 'fail' : 'skip';
}

/**
 * `describe` for a suite that needs Chromium: runs it, skips it where Chromium is missing, or
 * (under CI) replaces it with one failing test that says why.
 */
export function describeBrowser(name: string, body: () => void): void {
  const mode = browserSuiteMode({ hasChromium, ci: process.env.CI });
  if (mode === 'run') describe(name, body);
  else if (mode === 'skip') describe.skip(name, body);
  else {
    describe(name, () => {
      it('needs Chromium', () => {
        throw new Error(
          `Chromium is not installed at ${CHROMIUM_PATH}, and CI is set: the browser tests must run in CI (install Debian's chromium, as .ci/run does).`,
        );
      });
    });
  }
}

/** A page with the console errors and page-data requests it saw. */
export interface OpenedPage {
  page: Page;
  /** Console errors and uncaught exceptions, in order. */
  errors: string[];
  /** Paths of page-data requests, in order (e.g. `/base/page-data/docs/intro.json`). */
  dataRequests: string[];
}

/** The browser of a suite, with contexts that close themselves after each test. */
export interface BrowserSession {
  /** The suite's Chromium (its launch starts in beforeAll, alongside the suite's own set-up). */
  browser(): Promise<Browser>;
  /** A context closed after the current test (after the suite when made in beforeAll). */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** A page of `context` that records its console errors and page-data requests. */
  newPage(context: BrowserContext): Promise<OpenedPage>;
}

/**
 * Registers the hooks of a browser suite (call it in the describe body): launches Chromium
 * before the suite, closes every context a test made after it, and the browser after the suite.
 */
export function useBrowser(): BrowserSession {
  let launching: Promise<Browser> | undefined;
  let inTest = false;
  let perTest: BrowserContext[] = [];
  const perSuite: BrowserContext[] = [];
  beforeAll(() => {
    // Not awaited: the suite's other beforeAll hooks (a build, a server) run meanwhile; the
    // first context waits for it, and a failed launch fails there.
    launching = launchChromium();
    launching.catch(() => {});
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    const contexts = perTest;
    perTest = [];
    await Promise.all(contexts.map((context) => context.close()));
  }, TIMEOUT);
  afterAll(async () => {
    await Promise.all(perSuite.map((context) => context.close()));
    await launching?.then((browser) => browser.close()).catch(() => {});
  }, TIMEOUT);
  const session: BrowserSession = {
    browser() {
      if (!launching) throw new Error('Chromium is not launched yet (use the session inside tests or hooks)');
      return launching;
    },
    async newContext(options) {
      const context = await (await session.browser()).newContext(options);
      (inTest ? perTest : perSuite).push(context);
      return context;
    },
    newPage: recordPage,
  };
  return session;
}

/** Opens a page in `context`, recording errors and page-data requests. */
export async function recordPage(context: BrowserContext): Promise<OpenedPage> {
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

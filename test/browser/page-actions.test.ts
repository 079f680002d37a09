/**
 * The page actions menu in Chromium, on the real project site: nothing of it loads with the
 * page, the keyboard opens and closes it, "Copy page" puts the page's markdown twin on the
 * clipboard, the links lead to the twin and to the assistants, and axe finds nothing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli.ts';
import { type StaticServer, startStaticServer } from '../../src/server/static-server.ts';
import { hasChromium, launchChromium } from './chromium.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = '/react-native-health-connect/';
const PAGE = 'docs/api/methods/readRecords';
const TIMEOUT = 90_000;

function isClientBundleStale(): boolean {
  const manifest = join(ROOT, 'dist/client/manifest.json');
  if (!existsSync(manifest)) return true;
  const built = statSync(manifest).mtimeMs;
  const newer = (dir: string): boolean =>
    readdirSync(dir, { withFileTypes: true }).some((entry) => {
      const file = join(dir, entry.name);
      return entry.isDirectory() ? newer(file) : statSync(file).mtimeMs > built;
    });
  return newer(join(ROOT, 'client')) || newer(join(ROOT, 'templates'));
}

describe.skipIf(!hasChromium)('page actions in Chromium', () => {
  let outDir = '';
  let server: StaticServer;
  let browser: Browser;
  const errors: string[] = [];

  beforeAll(async () => {
    if (isClientBundleStale()) {
      execFileSync(process.execPath, [join(ROOT, 'scripts/compile.mjs'), 'client'], { cwd: ROOT });
    }
    outDir = await mkdtemp(join(tmpdir(), 'rnhc-page-actions-'));
    const quiet = { write: () => {} };
    const config = join(ROOT, 'rnhc-docs.config.yaml');
    const code = await runCli(['build', '--config', config, '--out-dir', outDir], { out: quiet, err: quiet });
    if (code !== 0) throw new Error(`The site build failed (exit code ${code})`);
    server = await startStaticServer({ root: outDir, baseUrl: BASE, host: '127.0.0.1', port: 0 });
    browser = await launchChromium();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }, TIMEOUT);

  async function open(path: string): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
    await page.goto(new URL(path, server.url).href);
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    return { context, page, requests };
  }

  const toggle = (page: Page) => page.locator('summary.page-actions__toggle');
  const chunkRequested = (requests: string[]) => requests.some((r) => /\/page-actions\.[^/]+\.js$/.test(r));

  it(
    'loads nothing of the menu with the page, and its chunk when the keyboard opens it',
    async () => {
      const { context, page, requests } = await open(PAGE);
      try {
        await page.waitForLoadState('networkidle');
        expect(chunkRequested(requests)).toBe(false);
        await toggle(page).focus();
        await page.keyboard.press('Enter');
        const copy = page.getByRole('button', { name: /^Copy page/ });
        await copy.waitFor();
        expect(chunkRequested(requests)).toBe(true);
        expect(await page.locator('details.page-actions').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(true);

        const twinPath = `${BASE}${PAGE}.md`;
        const twinUrl = new URL(twinPath, server.url).href;
        expect(await page.getByRole('link', { name: /^View as Markdown/ }).getAttribute('href')).toBe(twinPath);
        const prompt = encodeURIComponent(`Read ${twinUrl} so I can ask questions about it.`);
        expect(await page.getByRole('link', { name: /^Open in ChatGPT/ }).getAttribute('href')).toBe(
          `https://chatgpt.com/?hints=search&q=${prompt}`,
        );
        const claude = page.getByRole('link', { name: /^Open in Claude/ });
        expect(await claude.getAttribute('href')).toBe(`https://claude.ai/new?q=${prompt}`);
        expect(await claude.getAttribute('target')).toBe('_blank');

        // Tab reaches the items; Escape closes and gives focus back to the toggle.
        await page.keyboard.press('Tab');
        expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Escape');
        expect(await page.locator('details.page-actions').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        expect(await toggle(page).evaluate((el) => el === document.activeElement)).toBe(true);

        // A click outside closes it too.
        await toggle(page).click();
        await copy.waitFor();
        await page.mouse.click(5, 400);
        expect(await page.locator('details.page-actions').evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'copies the page markdown to the clipboard and says so',
    async () => {
      const { context, page } = await open(PAGE);
      try {
        await page.evaluate(() => navigator.clipboard.writeText('before'));
        await toggle(page).click();
        await page.getByRole('button', { name: /^Copy page/ }).click();
        await page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown' }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await readFile(join(outDir, `${PAGE}.md`), 'utf8'));
        expect(copied).toMatch(/^# readRecords\n/);
        expect(await page.locator('.page-actions__label').first().textContent()).toBe('Copied');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'is axe clean when open, and names the next page twin after a client-side navigation',
    async () => {
      const { context, page } = await open(PAGE);
      try {
        await toggle(page).click();
        await page.getByRole('button', { name: /^Copy page/ }).waitFor();
        const results = await new AxeBuilder({ page }).include('.doc-article').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

        await page.locator('.pagination-nav__link--next').click();
        await page.waitForURL(/readRecord$/);
        const details = page.locator('details.page-actions');
        expect(await details.getAttribute('data-md')).toBe(`${BASE}docs/api/methods/readRecord.md`);
        expect(await details.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false);
        await toggle(page).click();
        expect(await page.getByRole('link', { name: /^View as Markdown/ }).getAttribute('href')).toBe(
          `${BASE}docs/api/methods/readRecord.md`,
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'is on blog posts too: copies the post markdown, axe clean',
    async () => {
      const post = 'blog/2026/08/01/version-4';
      const { context, page } = await open(post);
      try {
        await toggle(page).click();
        await page.getByRole('button', { name: /^Copy page/ }).click();
        await page.getByRole('status').filter({ hasText: 'Page copied to the clipboard as Markdown' }).waitFor();
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toBe(await readFile(join(outDir, `${post}.md`), 'utf8'));
        expect(copied).toMatch(/^# Version 4\.0/);
        const results = await new AxeBuilder({ page }).include('.main-wrapper').analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );
});

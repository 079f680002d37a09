/**
 * The theme in a real browser: documents rendered from the fixtures with renderBody, the bundled
 * CSS and a small hydration entry, served on 127.0.0.1. Checks axe, console errors, horizontal
 * overflow at 375 px, the interactive parts, and writes screenshots to test/output/screens/.
 */
import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { build } from 'esbuild';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { renderBody } from '../../templates/server.tsx';
import {
  createCategoryPage,
  createDocPage,
  createHomePage,
  createMdPage,
  createNotFoundPage,
  createSite,
} from '../unit/templates/fixtures.ts';
import { describeBrowser, useBrowser } from './browser-suite.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENS = join(ROOT, 'test/output/screens');
const TIMEOUT = 60_000;

const site = createSite();
const PAGES: Record<string, PageData> = {
  doc: createDocPage(),
  category: createCategoryPage(),
  home: createHomePage(),
  notFound: createNotFoundPage(),
  mdPage: createMdPage(),
};

/** Hydrates `#__rnhc` from the embedded data, like the real client will, and wires the copy button. */
const CLIENT_ENTRY = `
import { hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { handleCodeCopyClick } from './CodeBlock/copy.ts';
const { site, page } = JSON.parse(document.getElementById('__data').textContent);
document.addEventListener('click', handleCodeCopyClick);
hydrateRoot(document.getElementById('__rnhc'), <App site={site} page={page} />);
`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="14" fill="#2e8555"/></svg>`;

/** The document shell the build will write; here only what the theme needs. */
function renderDocument(data: { site: SiteData; page: PageData }, theme: 'light' | 'dark'): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<!doctype html><html lang="en" dir="ltr" data-theme="${theme}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${data.page.title} | ${data.site.title}</title><link rel="stylesheet" href="/theme.css"></head><body><div id="__rnhc">${renderBody(data.site, data.page)}</div><script id="__data" type="application/json">${json}</script><script type="module" src="/client.js"></script></body></html>`;
}

describeBrowser('theme in Chromium', () => {
  let server: Server;
  const session = useBrowser();
  let origin = '';

  beforeAll(async () => {
    const [css, js] = await Promise.all([
      build({
        entryPoints: [join(ROOT, 'templates/styles/theme.css')],
        bundle: true,
        minify: true,
        write: false,
        logLevel: 'silent',
      }),
      build({
        stdin: { contents: CLIENT_ENTRY, loader: 'tsx', resolveDir: join(ROOT, 'templates') },
        bundle: true,
        format: 'esm',
        jsx: 'automatic',
        write: false,
        logLevel: 'silent',
        // The development build, so hydration mismatches are reported on the console.
        define: { 'process.env.NODE_ENV': '"development"' },
      }),
    ]);
    const assets: Record<string, [type: string, body: string]> = {
      '/theme.css': ['text/css', css.outputFiles[0]?.text ?? ''],
      '/client.js': ['text/javascript', js.outputFiles[0]?.text ?? ''],
    };
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const asset = assets[url.pathname];
      const page = PAGES[url.pathname.slice(1)];
      if (asset) {
        response.writeHead(200, { 'content-type': asset[0] }).end(asset[1]);
      } else if (url.pathname.endsWith('.svg')) {
        response.writeHead(200, { 'content-type': 'image/svg+xml' }).end(LOGO);
      } else if (page) {
        const theme = url.searchParams.get('theme') === 'dark' ? 'dark' : 'light';
        response
          .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
          .end(renderDocument({ site, page }, theme));
      } else {
        response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    mkdirSync(SCREENS, { recursive: true });
  }, TIMEOUT);

  afterAll(async () => {
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  }, TIMEOUT);

  /** Opens a fixture page, collecting console errors, and waits for hydration. */
  async function open(
    name: string,
    options: { width: number; theme?: 'light' | 'dark' },
  ): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
    const context = await session.newContext({ viewport: { width: options.width, height: 900 } });
    const { page, errors } = await session.newPage(context);
    await page.goto(`${origin}/${name}?theme=${options.theme ?? 'light'}`);
    // The colour-mode toggle enables itself once React has hydrated.
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    return { context, page, errors };
  }

  for (const name of ['doc', 'category', 'home', 'notFound', 'mdPage']) {
    for (const width of [1280, 375]) {
      for (const theme of ['light', 'dark'] as const) {
        it(
          `${name} at ${width} px, ${theme}: axe-clean, no console errors, no horizontal scroll`,
          async () => {
            const { context, page, errors } = await open(name, { width, theme });
            try {
              await page.screenshot({ path: join(SCREENS, `${name}-${width}-${theme}.png`), fullPage: true });
              const results = await new AxeBuilder({ page }).analyze();
              const violations = results.violations.map(
                (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join(' | ')}`,
              );
              expect(violations).toEqual([]);
              expect(errors).toEqual([]);
              if (width === 375) {
                const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
                expect(scrollWidth).toBeLessThanOrEqual(375);
              }
            } finally {
              await context.close();
            }
          },
          TIMEOUT,
        );
      }
    }
  }

  it(
    'skip link is the first focusable element and moves focus to main',
    async () => {
      const { context, page } = await open('doc', { width: 1280 });
      try {
        await page.keyboard.press('Tab');
        expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to main content');
        await page.keyboard.press('Enter');
        expect(await page.evaluate(() => document.activeElement?.id)).toBe('__main');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'colour toggle switches the theme, saves it and updates its label',
    async () => {
      const { context, page } = await open('doc', { width: 1280 });
      try {
        const toggle = page.locator('.color-mode-toggle');
        await expect(toggle.getAttribute('aria-label')).resolves.toContain('currently light mode');
        await toggle.click();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
        await expect(toggle.getAttribute('aria-label')).resolves.toContain('currently dark mode');
        await page.reload();
        await page.waitForSelector('.color-mode-toggle:not([disabled])');
        await expect(toggle.getAttribute('aria-label')).resolves.toContain('currently dark mode');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'mobile menu: opens with the doc sidebar, locks scrolling, goes back, closes at desktop width',
    async () => {
      const { context, page, errors } = await open('doc', { width: 375 });
      try {
        const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
        await hamburger.click();
        await expect(hamburger.getAttribute('aria-expanded')).resolves.toBe('true');
        await page.locator('.navbar-sidebar').waitFor();
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
        await expect(page.locator('.navbar-sidebar .menu__link--active').textContent()).resolves.toBe('readRecords');
        await page.screenshot({ path: join(SCREENS, 'doc-375-mobile-menu.png'), animations: 'disabled' });
        const axe = await new AxeBuilder({ page }).include('.navbar-sidebar').analyze();
        expect(axe.violations.map((v) => v.id)).toEqual([]);

        await page.getByRole('button', { name: '← Back to main menu' }).click();
        await expect(page.locator('.navbar-sidebar').getByText('GitHub').isVisible()).resolves.toBe(true);
        await page.screenshot({ path: join(SCREENS, 'doc-375-mobile-main-menu.png') });

        await page.setViewportSize({ width: 1280, height: 900 });
        await page.locator('.navbar-sidebar').waitFor({ state: 'detached' });
        expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'sidebar categories expand lazily and collapse after the animation',
    async () => {
      const { context, page } = await open('doc', { width: 1280 });
      try {
        const sidebar = page.locator('.doc-sidebar');
        const guides = sidebar.getByRole('button', { name: 'Guides' });
        await expect(sidebar.getByText('Troubleshooting').count()).resolves.toBe(0);
        await guides.click();
        await expect(guides.getAttribute('aria-expanded')).resolves.toBe('true');
        await sidebar.getByText('Troubleshooting').waitFor();
        await guides.click();
        await sidebar.getByText('Troubleshooting').waitFor({ state: 'detached' });
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'dropdown opens on click, closes on Escape; copy button says Copied',
    async () => {
      const { context, page } = await open('doc', { width: 1280 });
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin });
        const more = page.locator('.navbar').getByRole('button', { name: 'More' });
        await more.click();
        await expect(more.getAttribute('aria-expanded')).resolves.toBe('true');
        // The menu fades in: wait for it rather than sampling once.
        await expect.poll(() => page.getByRole('link', { name: 'Markdown page' }).isVisible()).toBe(true);
        await page.screenshot({ path: join(SCREENS, 'doc-1280-dropdown.png'), animations: 'disabled' });
        await page.keyboard.press('Escape');
        await expect(more.getAttribute('aria-expanded')).resolves.toBe('false');

        const copy = page.locator('.code-block__copy').nth(1);
        await copy.click();
        await expect.poll(() => copy.textContent()).toBe('Copied');
        const copied = await page.evaluate(() => navigator.clipboard.readText());
        expect(copied).toContain("readRecords('Steps'");
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'print hides the navigation and spells out external link targets',
    async () => {
      const { context, page } = await open('doc', { width: 1280, theme: 'dark' });
      try {
        await page.emulateMedia({ media: 'print' });
        const styles = await page.evaluate(() => {
          const display = (selector: string) => getComputedStyle(document.querySelector(selector) as Element).display;
          const external = document.querySelector('.markdown a[href^="http"]') as Element;
          return {
            navbar: display('.navbar-header'),
            sidebar: display('.doc-sidebar'),
            toc: display('.toc-desktop'),
            pagination: display('.pagination-nav'),
            after: getComputedStyle(external, '::after').content,
            background: getComputedStyle(document.body).backgroundColor,
          };
        });
        expect(styles).toEqual({
          navbar: 'none',
          sidebar: 'none',
          toc: 'none',
          pagination: 'none',
          after: '" (https://developer.android.com/health-and-fitness/guides/health-connect)"',
          background: 'rgb(255, 255, 255)',
        });
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );
});

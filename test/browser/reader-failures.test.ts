/**
 * Failure states of the project site in Chromium, as the spec's error catalogue words them:
 * page data the client cannot render shows the crash page (not a blank page), a search chunk or
 * index that fails to load offers "Retry", an unknown stored colour mode is reported on the
 * console, and the wrong-base-URL banner says "Your Docusaurus site did not load properly.".
 * Also the search dialog's clear button, in the theme's primary colour.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { startStaticServer } from '../../src/server/static-server.ts';
import {
  describeBrowser,
  open,
  type ServedSite,
  SITE_BASE,
  serveSharedBuild,
  TIMEOUT,
  useBrowser,
} from './client-helpers.ts';

const READ_RECORDS = 'docs/api/methods/readRecords';

describeBrowser('failure states on the built site', () => {
  let site: ServedSite;
  const session = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    site = await serveSharedBuild('project-site', SITE_BASE);
  }, 300_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  const searchButton = (page: Page) => page.getByRole('button', { name: 'Search' });

  it(
    'shows the crash page, with Try again and the error, for page data the client cannot render',
    async () => {
      // Data of another shape (an older build, a broken deploy): no path, no doc, no toc. Routed
      // before the page opens: the navbar's links are prefetched as soon as they are in view.
      await context.route('**/page-data/docs/get-started.json', (route) =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ kind: 'doc', title: 'Get started' }) }),
      );
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click();
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor({ timeout: 10_000 });
      expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(1);
      expect((await page.locator('.crash-page__message').textContent())?.length).toBeGreaterThan(0);
      expect(errors.length).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'says so, with Retry, when the search code cannot be loaded, and Retry opens the dialog once it can',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      let fail = true;
      await page.route(/\/assets\/.*\.js$/, (route) => (fail ? route.abort() : route.continue()));
      await searchButton(page).click();
      const alert = page.getByRole('alert').filter({ hasText: /search/i });
      await alert.waitFor({ timeout: 10_000 });
      fail = false;
      await alert.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('combobox', { name: 'Search the documentation' }).waitFor({ timeout: 10_000 });
      expect(await alert.count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'offers Retry when the search index cannot be loaded, and Retry loads it',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      let fail = true;
      await page.route(/search-index.*\.json$/, (route) => (fail ? route.abort() : route.continue()));
      await searchButton(page).click();
      const input = page.getByRole('combobox', { name: 'Search the documentation' });
      await input.fill('readRecords');
      const retry = page.locator('.search-dialog').getByRole('button', { name: 'Retry' });
      await retry.waitFor({ timeout: 10_000 });
      fail = false;
      await retry.click();
      await page.locator('[role="listbox"] [role="option"]').first().waitFor({ timeout: 10_000 });
      expect(await retry.count()).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'draws the search field’s clear button in the theme’s primary colour',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      await searchButton(page).click();
      const input = page.getByRole('combobox', { name: 'Search the documentation' });
      await input.fill('read');
      // The native button is a pseudo-element no API reads: look at its pixels.
      const box = await input.boundingBox();
      if (!box) throw new Error('no search field');
      const png = await page.screenshot({
        clip: { x: box.x + box.width - 28, y: box.y, width: 28, height: box.height },
      });
      const found = await page.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/png;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.width;
        canvas.height = image.height;
        const context2d = canvas.getContext('2d');
        context2d?.drawImage(image, 0, 0);
        const data = context2d?.getImageData(0, 0, image.width, image.height).data ?? new Uint8ClampedArray();
        const probe = document.createElement('span');
        probe.style.color = 'var(--c-primary)';
        document.body.append(probe);
        const [r, g, b] = (getComputedStyle(probe).color.match(/\d+/g) ?? []).map(Number);
        probe.remove();
        const near = (x: number, y: number | undefined) => Math.abs(x - (y ?? -99)) < 24;
        let primary = 0;
        let blue = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [pr, pg, pb] = [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
          if (near(pr, r) && near(pg, g) && near(pb, b)) primary += 1;
          if (pb > 150 && pb > pr + 60 && pb > pg + 30) blue += 1;
        }
        return { primary, blue };
      }, png.toString('base64'));
      expect(found.blue).toBe(0);
      expect(found.primary).toBeGreaterThan(5);
    },
    TIMEOUT,
  );

  it(
    'reports an unknown stored colour mode on the console and shows the default',
    async () => {
      await context.addInitScript(() => localStorage.setItem('theme', 'purple'));
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light');
      expect(errors.join('\n')).toMatch(/unknown colou?r mode "purple"/i);
    },
    TIMEOUT,
  );

  it(
    'says "Your Docusaurus site did not load properly." on the home page at a wrong base URL, with a suggested one',
    async () => {
      const wrong = await startStaticServer({ root: site.dir, baseUrl: '/', host: '127.0.0.1', port: 0 });
      try {
        const page = await context.newPage();
        await page.goto(wrong.url);
        const banner = page.locator('#__rnhc-base-url-issue-banner');
        await banner.waitFor();
        expect(await banner.textContent()).toContain('Your Docusaurus site did not load properly.');
        expect(await banner.textContent()).toContain('We suggest trying baseUrl = /');
      } finally {
        await wrong.close();
      }
    },
    TIMEOUT,
  );
});

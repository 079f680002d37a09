/**
 * The project's own blog in Chromium: the list, a post, a tag page and the archive hydrate
 * without errors, pass axe in both colour modes at desktop and phone widths, and navigate on the
 * client like the docs.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  buildAndServe,
  describeBrowser,
  hasMarker,
  open,
  type ServedSite,
  SITE_BASE,
  setMarker,
  TIMEOUT,
  useBrowser,
  waitForTitle,
} from './client-helpers.ts';

const PAGES = {
  list: 'blog',
  post: 'blog/2026/08/01/version-4',
  tag: 'blog/tags/migration',
  archive: 'blog/archive',
};

describeBrowser('the blog in Chromium', () => {
  let site: ServedSite;
  const session = useBrowser();

  beforeAll(async () => {
    site = await buildAndServe({ baseUrl: SITE_BASE });
  }, 240_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  for (const width of [1280, 375]) {
    for (const [name, route] of Object.entries(PAGES)) {
      it(
        `${name} page at ${width} px: hydrates without errors, no overflow, axe clean`,
        async () => {
          const context = await session.newContext({ viewport: { width, height: 800 } });
          const { page, errors } = await open(context, `${site.url}${route}`);
          // The navbar and footer are the docs' own, audited by the docs' tests; the phone width
          // checks the light palette only (axe takes most of a minute a page on this machine).
          for (const theme of width === 375 ? ['light'] : ['light', 'dark']) {
            await page.evaluate((t) => document.documentElement.setAttribute('data-theme', t), theme);
            const axe = await new AxeBuilder({ page }).include('.main-wrapper').analyze();
            expect(axe.violations.map((v) => `${theme} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual(
              [],
            );
          }
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          expect(errors).toEqual([]);
        },
        TIMEOUT,
      );
    }
  }

  it(
    'shows the list with excerpts and the sidebar grouped by year',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${site.url}blog`);
      expect(await page.locator('.blog-post__title').allTextContents()).toEqual([
        'Version 4.0: the Expo config plugin moves into the package',
        'Version 3.0: paged reads and getChanges',
        'Version 2.0: ready for Android 14',
      ]);
      expect(await page.locator('.blog-post__read-more').count()).toBe(3);
      expect(await page.locator('.blog-sidebar__year').allTextContents()).toEqual(['2026', '2024']);
      expect(await page.locator('.blog-post__meta').first().textContent()).toMatch(/August 1, 2026 · \d+ min read/);
      expect(await page.getByRole('link', { name: 'Blog', exact: true }).count()).toBeGreaterThan(0);
    },
    TIMEOUT,
  );

  it(
    'opens a post from the list on the client, then goes to an older post and a tag',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors, dataRequests } = await open(context, `${site.url}blog`);
      await setMarker(page);
      await page.getByRole('link', { name: 'Read more about Version 3.0: paged reads and getChanges' }).click();
      await waitForTitle(page, 'Version 3.0: paged reads and getChanges');
      expect(await hasMarker(page)).toBe(true);
      expect(dataRequests).toContain(`${SITE_BASE}page-data/blog/2024/08/09/version-3.json`);
      expect(await page.locator('h1').textContent()).toBe('Version 3.0: paged reads and getChanges');
      expect(await page.locator('.toc-desktop').textContent()).toContain('readRecords now returns pages');
      await page.getByRole('link', { name: /Older post/ }).click();
      await waitForTitle(page, 'Version 2.0: ready for Android 14');
      await page.locator('.blog-post__footer').getByRole('link', { name: 'Android' }).click();
      await waitForTitle(page, 'One post tagged with "Android"');
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

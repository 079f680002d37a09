/**
 * A swizzled DocItem/Footer in Chromium (test/fixtures/swizzle-doc-footer): it hydrates with the
 * doc it was rendered for (useDoc() in the browser), so its browser-only rating widget appears and
 * works, with no hydration warning; after a client-side navigation, the next doc's footer is its own.
 */
import type { BrowserContext } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('swizzled DocItem/Footer hydrated', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/swizzle-doc-footer/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  it(
    'the footer reads its doc after hydration: the rating shows and thanks by the doc’s id',
    async () => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${built.site.url}docs/intro`);
      await waitForClient(page);
      await page.getByRole('button', { name: 'Is this page useful?' }).click();
      await page.locator('.rating-thanks', { hasText: 'Thanks for rating intro!' }).waitFor();
      expect(await page.locator('.swizzled-doc-footer .doc-footer-meta').textContent()).toBe('/docs/intro · Ada');
      // The pagination link: a client-side navigation to the next doc.
      await page.locator('a.pagination-nav__link, .pagination a, a[rel="next"], a[rel="prev"]').first().click();
      await page.waitForURL(/docs\/guide/);
      await page.locator('.swizzled-doc-footer .doc-footer-meta', { hasText: '/docs/guide · nobody' }).waitFor();
      await page.getByRole('button', { name: 'Is this page useful?' }).click();
      await page.locator('.rating-thanks', { hasText: 'Thanks for rating guide!' }).waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

/**
 * Swizzled theme components in Chromium (test/fixtures/docusaurus-swizzle): the site's NotFound
 * is the 404 page and hydrates (its effect runs, its button counts); a component of the site's
 * MDXComponents, used in MDX without an import, hydrates as an island; no hydration warning.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

/** Waits until React hydrated the island root holding `selector`. */
async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((inner) => {
    const root = document.querySelector(inner)?.closest('rnhc-island-root');
    return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
  }, selector);
}

describeBrowser('swizzled components hydrated', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docusaurus-swizzle/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  async function openRecording(url: string) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await waitForClient(page);
    return { page, errors };
  }

  it(
    'the swizzled NotFound: its effect runs and its button counts after hydration',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}404.html`);
      expect(await page.title()).toBe('Page Not Found | Swizzle Lib');
      await waitForIsland(page, 'button.retry');
      expect(await page.evaluate(() => document.body.getAttribute('data-not-found-effect'))).toBe('ran');
      await page.getByRole('button', { name: 'Tried 0 times' }).click();
      await page.getByRole('button', { name: 'Tried 1 times' }).waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'MDXComponents: Counter, used without an import, counts after hydration',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}docs/intro`);
      expect(await page.locator('span.highlight').textContent()).toBe('Docusaurus green');
      await waitForIsland(page, 'button.counter');
      await page.getByRole('button', { name: 'Clicked 5 times' }).click();
      await page.getByRole('button', { name: 'Clicked 6 times' }).waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'Footer: the site’s footer on every page, its button works after hydration',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}docs/intro`);
      expect(await page.locator('.swizzled-footer footer .custom-footer__text').textContent()).toBe(
        '© Swizzle Lib community',
      );
      // The theme's own footer is not there.
      expect(await page.locator('footer').count()).toBe(1);
      await waitForIsland(page, 'button.footer-toggle');
      await page.getByRole('button', { name: 'Show the thanks' }).click();
      await page.locator('.footer-thanks').waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

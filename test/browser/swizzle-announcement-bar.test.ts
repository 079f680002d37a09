/**
 * A swizzled AnnouncementBar in Chromium (test/fixtures/swizzle-announcement-bar): the site's bar
 * hydrates as an island (no hydration warning), its close button (the theme's, calling
 * useAnnouncementBar()'s close) hides it, and the dismissal holds on the next page.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

/** Waits until React hydrated the island root holding `selector`. */
async function waitForIsland(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((inner) => {
    const root = document.querySelector(inner)?.closest('rnhc-island-root');
    return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
  }, selector);
}

describeBrowser('swizzled AnnouncementBar hydrated', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/swizzle-announcement-bar/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'closes with its button, and stays closed on the next page',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${built.site.url}docs/intro`);
      await waitForClient(page);
      expect(await page.locator('.site-bar .site-bar__content a').textContent()).toBe('read the notes');
      // Only the site's bar: the theme's is not rendered.
      expect(await page.locator('.theme-announcement-bar').count()).toBe(0);
      await waitForIsland(page, '.site-bar__close');
      await page.getByRole('button', { name: 'Close' }).click();
      await page.locator('.site-bar').waitFor({ state: 'detached' });
      await page.goto(built.site.url);
      await waitForClient(page);
      // The server's HTML has the bar (not closed at build time): hydration removes it.
      expect(await (await page.request.get(built.site.url)).text()).toContain('site-bar__label');
      await page.locator('.site-bar').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});

/**
 * A Docusaurus site's phone navbar is laid out as Docusaurus's: the colour-mode toggle is in the
 * mobile menu's header, not in the navbar, where a site's CSS expects only the search button and
 * the menu toggle (detox's places the menu toggle with `position: absolute` at the right, over
 * the theme's colour-mode toggle). On a desktop the toggle stays in the navbar.
 */
import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser("a Docusaurus site's phone navbar", () => {
  const built = useBuiltSite({
    baseUrl: '/bar/',
    config: 'test/fixtures/docusaurus-announcement-bar/docusaurus.config.js',
  });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    'has the colour-mode toggle in the mobile menu, not in the navbar',
    async () => {
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      expect(await page.locator('.navbar__items--right .color-mode-toggle').isVisible()).toBe(false);
      await page.locator('.navbar__toggle').click();
      const inMenu = page.locator('.navbar-sidebar .color-mode-toggle');
      await inMenu.waitFor({ state: 'visible' });
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await inMenu.click();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).not.toBe(before);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'keeps the toggle in the navbar on a desktop',
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      expect(await page.locator('.navbar__items--right .color-mode-toggle').isVisible()).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

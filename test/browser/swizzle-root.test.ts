/**
 * A swizzled Root in Chromium (test/fixtures/swizzle-root): an island of MDX content and a React
 * page hydrate inside the site's Root (the context it provides is there in the browser too, the
 * HTML matches: no hydration warning), and the island stays interactive.
 */
import type { BrowserContext } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('swizzled Root hydrated', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/swizzle-root/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  it(
    'an island reads the Root’s context after hydration, and counts',
    async () => {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${built.site.url}docs/intro`);
      await waitForClient(page);
      await page.waitForFunction(() => {
        const root = document.querySelector('button.brand')?.closest('rnhc-island-root');
        return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
      });
      // The imported Brand, then the MDXComponents' GlobalBrand: both in the Root's context.
      expect(await page.getByRole('button', { name: 'Acme from Root: 0' }).count()).toBe(2);
      await page.getByRole('button', { name: 'Acme from Root: 0' }).first().click();
      await page.getByRole('button', { name: 'Acme from Root: 1' }).waitFor();
      await page.getByRole('button', { name: 'Acme from Root: 0' }).click();
      expect(await page.getByRole('button', { name: 'Acme from Root: 1' }).count()).toBe(2);
      await page.goto(`${built.site.url}hello`);
      await waitForClient(page);
      await page.waitForFunction(() => {
        const root = document.querySelector('.page-brand')?.closest('rnhc-island-root');
        return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
      });
      expect(await page.locator('.page-brand').textContent()).toBe('Page of Acme from Root');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

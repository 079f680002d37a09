/**
 * `@docusaurus/router`'s hooks and `@docusaurus/theme-common` in a React page, in Chromium, on
 * test/fixtures/docusaurus-router-hooks: a home page that redirects with `history.replace`
 * redirects; `useColorMode` reads and switches the page's color mode; `useLocation` is the
 * browser's once hydrated.
 */
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('router hooks and theme-common in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docusaurus-router-hooks/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'history.replace in a home page sends the reader to the doc',
    async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      await page.goto(built.site.url);
      await page.waitForURL(/\/docs\/intro$/, { timeout: 10_000 });
      expect(await page.locator('h1').first().textContent()).toBe('Intro');
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'useColorMode reads and sets the mode, useLocation reads the query, ThemeClassNames names the wrapper',
    async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      await page.goto(`${built.site.url}mode?tab=2`);
      await waitForClient(page);
      expect(await page.locator('main.main-wrapper #default').textContent()).toBe('Default: light');
      await page.locator('#search').filter({ hasText: 'Search: ?tab=2' }).waitFor();
      await page.locator('#mode').filter({ hasText: 'Mode: light' }).waitFor();
      await page.getByRole('button', { name: 'Switch', exact: true }).click();
      await page.locator('#mode').filter({ hasText: 'Mode: dark' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
      await context.close();
    },
    TIMEOUT,
  );
});

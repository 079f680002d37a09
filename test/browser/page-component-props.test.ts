/**
 * A React page that reads the props Docusaurus gives it (`this.props.config`, `location`,
 * `match`: test/fixtures/docusaurus-page-props, as jest's home page) hydrates with the same props
 * in Chromium: no error, the server's text kept, and its state works.
 */
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('a page component reading its Docusaurus props in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docusaurus-page-props/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'hydrates with config, location and match',
    async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A hydration mismatch is a console error; a missing resource is named by its URL.
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
          errors.push(message.text());
        }
      });
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(built.site.url);
      await waitForClient(page);
      const button = page.getByRole('button', { name: /Clicked/ });
      await button.click();
      await page.getByRole('button', { name: 'Clicked 1' }).waitFor({ timeout: 10_000 });
      expect(await page.locator('#title').textContent()).toBe('Page Props');
      expect(await page.locator('#answer').textContent()).toBe('Answer: 42');
      expect(await page.locator('#path').textContent()).toBe('Path: /');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});

/**
 * Docusaurus's docs hooks and `customFields` in a hydrated island (test/fixtures/docs-client-hooks):
 * the island brings the data it reads, so after hydration it shows what the server rendered,
 * without a hydration mismatch or an error.
 */
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('docs hooks in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docs-client-hooks/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'an island reading useDocsVersion, useActiveDocContext and customFields hydrates with the same values',
    async () => {
      const context = await session.newContext();
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('response', (response) => {
        if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(`${built.site.url}docs/1.x/intro`);
      await waitForClient(page);
      await page.locator('.version-info .where').filter({ hasText: 'hydrated' }).waitFor({ timeout: 10_000 });
      const text = await page.locator('.version-info').textContent();
      expect(text).toContain('docs version 1.x labelled 1.x');
      expect(text).toContain('active doc intro in current+1.x');
      expect(text).toContain('intro title Old intro');
      expect(text).toContain('short title Hooks');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});

/**
 * Plugins of a Docusaurus config in Chromium (test/fixtures/docusaurus-plugins): a ```mermaid block
 * becomes an SVG drawn by mermaid, loaded only on the page that has a diagram (also after a
 * client-side navigation, which gtag counts as a page view); the search plugin's box is the built-in search, which finds pages.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { addLink, describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('Docusaurus plugins in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/docusaurus-plugins/docusaurus.config.js' });
  const session = useBrowser();

  /** Opens a page, recording the mermaid files it requests and its errors. */
  async function openRecording(route: string) {
    const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
    // Analytics and CDN scripts of the config go nowhere in a test.
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (r) => r.abort());
    const page = await context.newPage();
    const mermaid: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/mermaid-')) mermaid.push(new URL(request.url()).pathname);
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${built.site.url}${route}`);
    await waitForClient(page);
    return { context, page, mermaid, errors };
  }

  const diagramSvg = (page: Page) =>
    page.waitForSelector('.docusaurus-mermaid-container[data-rendered="true"] svg', { timeout: 30_000 });

  it(
    'draws a mermaid diagram as an SVG, loading mermaid only on pages with a diagram',
    async () => {
      const { context, page, mermaid, errors } = await openRecording('docs/diagrams');
      await diagramSvg(page);
      const text = await page.locator('.docusaurus-mermaid-container svg').textContent();
      expect(text).toContain('Start');
      expect(text).toContain('Done');
      expect(mermaid.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await context.close();

      const other = await openRecording('docs/intro');
      await other.page.waitForLoadState('networkidle');
      expect(other.mermaid).toEqual([]);
      // A client-side navigation to the diagram's page draws it too.
      await other.page.click(await addLink(other.page, `${built.site.url}docs/diagrams`));
      await other.page.waitForURL(`${built.site.url}docs/diagrams`);
      await diagramSvg(other.page);
      // The navigation is a page view for gtag, as Docusaurus's plugin reports it.
      await expect
        .poll(() =>
          other.page.evaluate(() =>
            ((window as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((entry) => Array.from(entry)),
          ),
        )
        .toContainEqual(['set', 'page_path', '/lib/docs/diagrams']);
      expect(other.errors).toEqual([]);
      await other.context.close();
    },
    TIMEOUT,
  );

  it(
    'the search plugin gets the built-in search box, which finds a page',
    async () => {
      const { context, page, errors } = await openRecording('docs/diagrams');
      await page.getByRole('button', { name: 'Search' }).click();
      const input = page.getByRole('combobox', { name: 'Search the documentation' });
      await input.fill('pineapple');
      const option = page.locator('[role="listbox"] [role="option"]').first();
      await option.waitFor();
      expect(await option.textContent()).toContain('Introduction');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});

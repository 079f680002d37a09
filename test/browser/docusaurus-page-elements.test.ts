/**
 * A Docusaurus site's React page gets Infima's element rules for `strong` and `p`: bold is Infima's
 * weight (`b, strong { font-weight: var(--ifm-font-weight-bold) }`), not the browser's `bolder`,
 * which under light (300) text is only 400 (detox's hero button "Getting Started <strong>with
 * Detox</strong>" showed no bold word); a paragraph has no top margin and 1.25rem below (jest's
 * intro sat 28px low with the browser's 1em margins).
 */
import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser("a Docusaurus site's React page", () => {
  const built = useBuiltSite({
    baseUrl: '/elements/',
    config: 'test/fixtures/docusaurus-page-elements/docusaurus.config.js',
  });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    "sets strong text in Infima's bold weight under light text",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, built.site.url);
      const weights = await page.evaluate(() => [
        getComputedStyle(document.querySelector('.light-text') as HTMLElement).fontWeight,
        getComputedStyle(document.querySelector('.light-text strong') as HTMLElement).fontWeight,
      ]);
      expect(weights).toEqual(['300', '700']);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "sets paragraphs in Infima's margins: none above, 1.25rem below",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, built.site.url);
      const margins = await page.evaluate(() =>
        [...document.querySelectorAll('.intro p')].map((p) => [
          getComputedStyle(p).marginTop,
          getComputedStyle(p).marginBottom,
        ]),
      );
      expect(margins).toEqual([
        ['0px', '20px'],
        ['0px', '20px'],
      ]);
    },
    TIMEOUT,
  );
});

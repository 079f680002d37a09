/**
 * Docusaurus 2's docLayoutComponent (test/fixtures/docusaurus2-doc-layout): its banner spans the
 * page above the navbar, as in Docusaurus 2 (whose DocPage renders the whole layout), at desktop and
 * phone widths (react-native-navigation's banner was laid out beside the sidebar, squeezing the docs).
 */
import type { BrowserContext } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser('docs.docLayoutComponent', () => {
  const session = useBrowser();
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docusaurus2-doc-layout/docusaurus.config.js' });
  let context: BrowserContext | undefined;
  afterEach(async () => {
    await context?.close();
  });

  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(
      `shows the banner above the docs, across the page (${width}px)`,
      async () => {
        context = await session.newContext({ viewport: { width, height } });
        const { page } = await open(context, `${built.site.url}docs/intro`);
        const boxes = await page.evaluate(() => {
          const box = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().toJSON();
          return {
            banner: box('[class^="banner_"]'),
            navbar: box('.navbar'),
            layout: box('.doc-layout'),
            body: document.body.clientWidth,
          };
        });
        expect(boxes.banner).toBeDefined();
        expect(boxes.banner.width).toBe(boxes.body);
        expect(boxes.layout.width).toBe(boxes.body);
        expect(boxes.navbar.top).toBeGreaterThanOrEqual(boxes.banner.bottom);
        expect(boxes.layout.top).toBeGreaterThanOrEqual(boxes.navbar.bottom);
      },
      TIMEOUT,
    );
  }
});

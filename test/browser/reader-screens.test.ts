/**
 * What the screenshots of the project site by eye showed (home, a method page, a category page at
 * 1280x800 and 390x844, light and dark): the home page's hero kept no side margin on a phone, its
 * title and tagline running to 5 px from the screen's edges while the feature cards below keep
 * the page's 16 px.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeBrowser,
  open,
  type ServedSite,
  SITE_BASE,
  serveSharedBuild,
  TIMEOUT,
  useBrowser,
} from './client-helpers.ts';

const PHONE_WIDTHS = [320, 360, 390, 414];
/** The page's side margin on a phone: the feature cards' and the docs' (1rem). */
const MARGIN = 16;

/** The left and right ends of every line of text inside the elements `selector` matches. */
function lineEnds(page: Page, selector: string): Promise<Array<{ text: string; left: number; right: number }>> {
  return page.evaluate((s) => {
    const ends: Array<{ text: string; left: number; right: number }> = [];
    for (const element of document.querySelectorAll(s)) {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        if (!node.data.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) {
          ends.push({ text: node.data.slice(0, 24), left: Math.round(rect.left), right: Math.round(rect.right) });
        }
      }
    }
    return ends;
  }, selector);
}

describeBrowser('the project site as the screenshots showed it', () => {
  let site: ServedSite;
  const session = useBrowser();

  beforeAll(async () => {
    site = await serveSharedBuild('project-site', SITE_BASE);
  }, 300_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  it(
    'keeps the home page hero’s text 16 px from the screen’s edges on a phone, as the cards below',
    async () => {
      const context: BrowserContext = await session.newContext({ viewport: { width: 320, height: 844 } });
      const { page } = await open(context, site.url);
      const outside: string[] = [];
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const lines = await lineEnds(page, '.hero :is(.hero__title, .hero__subtitle)');
        expect(lines.length).toBeGreaterThan(2);
        for (const { text, left, right } of lines) {
          if (left < MARGIN || right > width - MARGIN) outside.push(`${width} px: "${text}" ${left}-${right}`);
        }
      }
      expect(outside).toEqual([]);
    },
    TIMEOUT,
  );
});

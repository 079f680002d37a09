/**
 * A Docusaurus site built from its own docusaurus.config.ts (test/fixtures/docusaurus-site), as a
 * reader sees it: its custom.css recolours the theme through Infima's custom properties, and a
 * page written as Docusaurus's `<Redirect>` sends readers on, loaded directly or navigated to.
 */
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildAndServe, HAS_CHROMIUM, launchBrowser, open, ROOT, type ServedSite, TIMEOUT } from './client-helpers.ts';

describe.skipIf(!HAS_CHROMIUM)('a Docusaurus site in the browser', () => {
  let site: ServedSite;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    [site, browser] = await Promise.all([
      buildAndServe({ baseUrl: '/lib/', config: join(ROOT, 'test/fixtures/docusaurus-site/docusaurus.config.ts') }),
      launchBrowser(),
    ]);
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await site?.close();
  }, TIMEOUT);

  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterEach(async () => {
    await context?.close();
  });

  it(
    "custom.css's --ifm-color-primary colours the theme's links",
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/intro`);
      const colour = await page.evaluate(() => {
        const link = document.querySelector('.markdown a, article a') as HTMLElement;
        return getComputedStyle(link).color;
      });
      expect(colour).toBe('rgb(46, 133, 85)');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a <Redirect> page sends readers on when loaded directly',
    async () => {
      const page = await context.newPage();
      await page.goto(`${site.url}old-home`);
      await page.waitForURL(`${site.url}docs/intro`);
      expect(await page.title()).toBe('Introduction | Fixture Lib');
    },
    TIMEOUT,
  );

  it(
    'and when reached by a client-side navigation',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/faq`);
      await page.getByRole('link', { name: 'old home page' }).click();
      await page.waitForURL(`${site.url}docs/intro`);
      await page.waitForLoadState('load');
      expect(await page.locator('h1').first().textContent()).toBe('Introduction');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

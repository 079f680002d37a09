/**
 * A Docusaurus site built from its own docusaurus.config.ts (test/fixtures/docusaurus-site), as a
 * reader sees it: its custom.css recolours the theme through Infima's custom properties, and a
 * page written as Docusaurus's `<Redirect>` sends readers on, loaded directly or navigated to.
 */
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { buildAndServe, describeBrowser, open, ROOT, type ServedSite, TIMEOUT, useBrowser } from './client-helpers.ts';

describeBrowser('a Docusaurus site in the browser', () => {
  let site: ServedSite;
  const session = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    site = await buildAndServe({
      baseUrl: '/lib/',
      config: join(ROOT, 'test/fixtures/docusaurus-site/docusaurus.config.ts'),
    });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
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

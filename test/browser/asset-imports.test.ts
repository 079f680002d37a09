/**
 * Files imported by code in Chromium (test/fixtures/asset-imports): a hydrated component whose
 * images, video link and SVG component come from imports and requires hydrates without a mismatch
 * (the browser bundle names the URLs the server rendered), and the images load.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

/** Console errors and warnings (a hydration mismatch is one) and uncaught errors. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      errors.push(`${message.text()} ${message.location().url}`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describeBrowser('asset imports: hashed URLs and SVG components, server and island alike', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/asset-imports/docusaurus.config.js' });
  const session = useBrowser();

  for (const [name, route] of [
    ['an MDX doc', 'docs/intro'],
    ['a React page', ''],
  ] as const) {
    it(
      `${name}: the component hydrates with its imported images and SVG, which load`,
      async () => {
        const context = await session.newContext();
        const page = await context.newPage();
        const errors = recordErrors(page);
        const failed: string[] = [];
        page.on('response', (response) => {
          if (response.status() >= 400) failed.push(response.url());
        });
        await page.goto(`${built.site.url}${route}`);
        await waitForClient(page);
        // Hydrated (the island's effect ran): the button counts.
        await page.waitForFunction(() => (window as { __galleryMounts?: number }).__galleryMounts === 1);
        await page.locator('.gallery-button').click();
        await page.getByRole('button', { name: 'Shown 1' }).waitFor();
        const images = await page.evaluate(() =>
          [...document.querySelectorAll('img')].map((img) => ({
            src: new URL(img.src).pathname,
            loaded: img.complete && img.naturalWidth > 0,
          })),
        );
        expect(images.length).toBeGreaterThanOrEqual(2);
        for (const image of images) {
          expect(image.src).toMatch(/^\/lib\/assets\/images\/[\w-]+-[0-9a-f]{8}\.png$/);
          expect(image.loaded).toBe(true);
        }
        expect(await page.locator('.gallery svg.gallery-icon[viewBox="0 0 4 4"]').count()).toBe(1);
        expect(await page.locator('.gallery-clip').getAttribute('href')).toMatch(
          /^\/lib\/assets\/medias\/clip-[0-9a-f]{8}\.mp4$/,
        );
        // The CSS module's `url()` is the hashed copy, which loads too.
        const background = await page.locator('.gallery').evaluate((e) => getComputedStyle(e).backgroundImage);
        expect(background).toMatch(/\/lib\/assets\/images\/frame-[0-9a-f]{8}\.png/);
        expect(failed).toEqual([]);
        expect(errors).toEqual([]);
        await context.close();
      },
      TIMEOUT,
    );
  }
});

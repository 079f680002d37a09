/**
 * The announcement bar is laid out as Docusaurus's (theme-classic AnnouncementBar): 30px high on a
 * desktop with its text between two 50px columns (an empty one and the close button's), on a
 * phone as high as its text with 10px before it and the 30px close button after it. With 3rem on
 * each side, jest's and react-native-website's bars wrapped on three lines on a phone where
 * Docusaurus's wrap on two, and on a desktop every page sat 9px lower.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

/** The bar's height and its text's box, in CSS pixels. */
const geometry = (page: Page) =>
  page.evaluate(() => {
    const bar = document.querySelector('.announcement-bar') as HTMLElement;
    const content = document.querySelector('.announcement-bar__content') as HTMLElement;
    const close = document.querySelector('.announcement-bar__close') as HTMLElement;
    const box = content.getBoundingClientRect();
    return {
      bar: Math.round(bar.getBoundingClientRect().height),
      left: Math.round(box.left),
      right: Math.round(window.innerWidth - box.right),
      close: Math.round(close.getBoundingClientRect().width),
    };
  });

describeBrowser('the announcement bar', () => {
  const built = useBuiltSite({
    baseUrl: '/bar/',
    config: 'test/fixtures/docusaurus-announcement-bar/docusaurus.config.js',
  });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    "takes Docusaurus's height and side columns on a desktop",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      // 30px, its 1px border inside (border-box, as Infima's `*` rule sizes it).
      expect(await geometry(page)).toEqual({ bar: 30, left: 50, right: 50, close: 50 });
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "takes the height a site's customCss gives `--docusaurus-announcement-bar-height` (react-native-website's auto)",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/intro/`);
      // react-native-website's rules: the bar as high as its 40px lines and their padding.
      await page.addStyleTag({
        content:
          ':root{--docusaurus-announcement-bar-height:auto!important}div[class*="announcementBarContent"]{line-height:40px;padding:8px 30px}',
      });
      expect((await geometry(page)).bar).toBe(57);
    },
    TIMEOUT,
  );

  it(
    'keeps 10px before its text and 30px for the close button on a phone',
    async () => {
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const { page } = await open(context, `${built.site.url}docs/intro/`);
      const { left, right, close } = await geometry(page);
      expect({ left, right, close }).toEqual({ left: 10, right: 30, close: 30 });
    },
    TIMEOUT,
  );
});

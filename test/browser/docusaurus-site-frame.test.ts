/**
 * The frame around a Docusaurus site's pages is where the site's code and CSS expect it (#23):
 * - a React page's content outside `@theme/Layout` sits outside the theme's frame, as Docusaurus
 *   renders Layout's frame where Layout is in the tree (detox's home page renders its
 *   #StandWithUkraine banner before `<Layout>`: above the navbar there, below it in rnhc-docs,
 *   which shifted the whole page 56-60px), before and after hydration;
 * - the search button of a site with `themeConfig.algolia` carries DocSearch's class names, which
 *   the site's CSS styles (detox restyles `button.DocSearch-Button`), and still opens rnhc-docs'
 *   search dialog by click and Ctrl K;
 * - the announcement bar is a `div` with `role="banner"`, as Docusaurus's, so
 *   `div[class*="announcementBar"][role="banner"]` (react-native-website) applies.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, hasMarker, open, setMarker, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

/** Vertical boxes of the page's parts, and how many of each a reader sees. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const visible = (selector: string) =>
      [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null);
    const box = (selector: string) => {
      const [el] = visible(selector);
      if (!el) return undefined;
      const rect = el.getBoundingClientRect();
      return { top: Math.round(rect.top + window.scrollY), bottom: Math.round(rect.bottom + window.scrollY) };
    };
    return {
      banners: visible('.frame-banner').length,
      afters: visible('.frame-after').length,
      ids: document.querySelectorAll('#stand-with').length,
      banner: box('.frame-banner'),
      bar: box('.announcement-bar'),
      navbar: box('nav.navbar'),
      footer: box('footer'),
      after: box('.frame-after'),
    };
  });

describeBrowser("a Docusaurus site's frame", () => {
  const built = useBuiltSite({
    baseUrl: '/frame/',
    config: 'test/fixtures/docusaurus-site-frame/docusaurus.config.js',
  });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  for (const width of [1280, 390]) {
    it(
      `shows what a React page renders outside <Layout> before and after the frame (${width}px), hydrated`,
      async () => {
        context = await session.newContext({ viewport: { width, height: 800 } });
        const { page, errors } = await open(context, built.site.url);
        const check = async () => {
          const parts = await layout(page);
          expect({ banners: parts.banners, afters: parts.afters, ids: parts.ids }).toEqual({
            banners: 1,
            afters: 1,
            ids: 1,
          });
          // Docusaurus's order: the page's banner, then the announcement bar and the navbar.
          expect(parts.banner?.top).toBe(0);
          expect(parts.banner?.bottom).toBeLessThanOrEqual(parts.bar?.top ?? -1);
          expect(parts.bar?.bottom).toBeLessThanOrEqual(parts.navbar?.top ?? -1);
          expect(parts.after?.top).toBeGreaterThanOrEqual(parts.footer?.bottom ?? Number.POSITIVE_INFINITY);
        };
        await check();
        // The page inside the layout is hydrated: its state works, and the parts stay where they are.
        const counter = page.locator('.frame-counter');
        await counter.click();
        await expect.poll(() => counter.textContent()).toBe('Clicked 1 times');
        await check();
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  it(
    'places them outside the frame after a client-side navigation to the page, and leaves with it',
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      await setMarker(page);
      await page.locator('.navbar__brand').click();
      await page.locator('.frame-counter').waitFor();
      expect(await hasMarker(page)).toBe(true);
      const parts = await layout(page);
      expect({ banners: parts.banners, afters: parts.afters, ids: parts.ids }).toEqual({
        banners: 1,
        afters: 1,
        ids: 1,
      });
      expect(parts.banner?.top).toBe(0);
      expect(parts.banner?.bottom).toBeLessThanOrEqual(parts.navbar?.top ?? -1);
      const counter = page.locator('.frame-counter');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Clicked 1 times');
      // Back to the doc: the page's banner goes with it.
      await page.goBack();
      await page.locator('.frame-counter').waitFor({ state: 'detached' });
      expect((await layout(page)).banners).toBe(0);
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "gives the search button DocSearch's class names, styled by the site's CSS, opening the search dialog",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      const button = page.locator('button.DocSearch.DocSearch-Button');
      expect(await button.count()).toBe(1);
      const styles = await page.evaluate(() => {
        const of = (selector: string) => document.querySelector(selector) as HTMLElement;
        return {
          background: getComputedStyle(of('.DocSearch-Button')).backgroundColor,
          height: of('.DocSearch-Button').getBoundingClientRect().height,
          placeholder: getComputedStyle(of('.DocSearch-Button-Placeholder')).color,
          icon: document.querySelectorAll('.DocSearch-Button .DocSearch-Button-Container svg.DocSearch-Search-Icon')
            .length,
          keys: document.querySelectorAll('.DocSearch-Button-Keys kbd.DocSearch-Button-Key').length,
          // The site's swizzled Navbar/Search gives the box a class of its CSS module (detox's searchWrapper).
          wrapper: getComputedStyle(of('.DocSearch-Button').parentElement as HTMLElement).marginLeft,
        };
      });
      expect(styles).toEqual({
        background: 'rgb(1, 2, 3)',
        height: 40,
        placeholder: 'rgb(250, 250, 250)',
        icon: 1,
        keys: 2,
        wrapper: '13px',
      });
      const dialog = page.locator('[role="dialog"][aria-modal="true"]');
      await button.click();
      await dialog.waitFor();
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      await page.keyboard.press('Control+k');
      await dialog.waitFor();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "renders the announcement bar as Docusaurus's div[role=banner], which the site's CSS targets",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/intro/`);
      const bar = await page.evaluate(() => {
        const el = document.querySelector('div[class*="announcementBar"][role="banner"]');
        return {
          border: el ? getComputedStyle(el).borderBottomColor : undefined,
          // One banner landmark: the navbar is not in a <header> beside it.
          banners:
            document.querySelectorAll('[role="banner"]').length +
            [...document.querySelectorAll('header')].filter((h) => !h.closest('main, article, aside, nav, section'))
              .length,
        };
      });
      expect(bar).toEqual({ border: 'rgb(7, 8, 9)', banners: 1 });
    },
    TIMEOUT,
  );

  it(
    'keeps the pages accessible: axe finds nothing on the home page and a doc (one banner landmark, unique ids)',
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      for (const path of ['', 'docs/intro/']) {
        const { page } = await open(context, `${built.site.url}${path}`);
        // The home page's banner and note are outside every landmark, as in Docusaurus: the site put
        // them outside its layout ('region' is a best practice, not a WCAG rule). The rest holds.
        const results = await new AxeBuilder({ page }).disableRules(path === '' ? ['region'] : []).analyze();
        expect(
          results.violations.map((v) => `${path}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`),
        ).toEqual([]);
        await page.close();
      }
    },
    TIMEOUT,
  );
});

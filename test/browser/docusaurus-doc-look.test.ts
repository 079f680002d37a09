/**
 * A Docusaurus site's doc pages look as Docusaurus's classic theme draws them (#23), measured in
 * Chromium against Infima's values: the title at 3rem (2rem up to 576px), links in text not
 * underlined, no title over the desktop table of contents, the active sidebar item and the last
 * breadcrumb in the weight of the others, the copy button inside the code block (no band above
 * the code), and the page actions on the breadcrumbs' row, so on a phone the title starts right
 * under the breadcrumbs (above the title they pushed every phone page ~50px down). The same docs
 * built as an rnhc-docs site of its own keep the theme's design.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

const DOC = 'docs/guides/usage/';
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Computed styles and boxes of a doc page's parts, read in the page. */
function measure(page: Page) {
  return page.evaluate(() => {
    const el = (selector: string) => document.querySelector(selector) as HTMLElement;
    // A part a page lacks (the short doc's table of contents) reads as no style.
    const style = (selector: string) => (el(selector) ? getComputedStyle(el(selector)) : ({} as CSSStyleDeclaration));
    const box = (selector: string) => el(selector).getBoundingClientRect();
    const pre = el('.code-block pre');
    return {
      titleSize: style('.doc-article h1').fontSize,
      titleTop: box('.doc-article h1').top,
      crumbsBottom: box('.breadcrumbs').bottom,
      linkDecoration: style('.doc-article .markdown p a').textDecorationLine,
      tocTitleShown: style('.toc-desktop .table-of-contents__title').display !== 'none',
      activeWeight: style('.doc-sidebar .menu__link--active').fontWeight,
      itemWeight: style('.doc-sidebar .menu__link:not(.menu__link--active)').fontWeight,
      lastCrumbWeight: style('.breadcrumbs__item:last-child .breadcrumbs__link').fontWeight,
      firstCrumbSize: style('.breadcrumbs__item:nth-child(2) .breadcrumbs__link').fontSize,
      lastCrumbSize: style('.breadcrumbs__item:last-child .breadcrumbs__link').fontSize,
      prePaddingTop: getComputedStyle(pre).paddingTop,
      codeBorder: style('.code-block').borderTopWidth,
      h2Size: style('.doc-article .markdown > h2').fontSize,
      textLineHeight: style('.doc-article .markdown p').lineHeight,
      listIndent: style('.doc-article .markdown ul').paddingLeft,
      tocSize: style('.toc-desktop .table-of-contents').fontSize,
      actionsTop: box('.page-actions').top,
      actionsBottom: box('.page-actions').bottom,
      actionsInCrumbsRow: el('.page-actions').parentElement?.querySelector(':scope > .breadcrumbs') !== null,
    };
  });
}

describeBrowser("a Docusaurus site's doc page", () => {
  const built = useBuiltSite({ baseUrl: '/look/', config: 'test/fixtures/docusaurus-doc-look/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    "is drawn with Infima's values on a desktop",
    async () => {
      context = await session.newContext({ viewport: DESKTOP });
      const { page, errors } = await open(context, `${built.site.url}${DOC}`);
      const m = await measure(page);
      expect.soft(m.titleSize).toBe('48px');
      expect.soft(m.linkDecoration).toBe('none');
      expect.soft(m.tocTitleShown).toBe(false);
      expect.soft(m.activeWeight).toBe(m.itemWeight);
      expect.soft(m.lastCrumbWeight).toBe('400');
      expect.soft(m.lastCrumbSize).toBe(m.firstCrumbSize);
      // The code's first line starts at the block's padding, not under a band for the button.
      expect.soft(m.prePaddingTop).toBe('16px');
      // Infima's typography: 1.65 lines, `.markdown > h2` at 2rem, lists at 2rem, a 0.8rem TOC,
      // code blocks with a shadow and no border.
      expect.soft(m.textLineHeight).toBe('26.4px');
      expect.soft(m.h2Size).toBe('32px');
      expect.soft(m.listIndent).toBe('32px');
      expect.soft(m.tocSize).toBe('12.8px');
      expect.soft(m.codeBorder).toBe('0px');
      expect.soft(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'starts the title right under the breadcrumbs on a phone, the page actions beside the table of contents',
    async () => {
      context = await session.newContext({ viewport: PHONE });
      const { page, errors } = await open(context, `${built.site.url}${DOC}`);
      const m = await measure(page);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
        return { toc: box('.toc-mobile'), crumbs: box('.breadcrumbs'), column: box('.doc-col') };
      });
      expect.soft(m.titleSize).toBe('32px');
      expect.soft(m.h2Size).toBe('24px');
      // The breadcrumbs keep the column's width (four of them wrapped beside the toggle), the
      // toggle sits on the table of contents' row, and the title follows as in Docusaurus.
      expect.soft(boxes.crumbs.width).toBeCloseTo(boxes.column.width, 0);
      expect.soft(Math.abs(m.actionsTop - boxes.toc.top)).toBeLessThanOrEqual(2);
      expect.soft(boxes.toc.right).toBeLessThanOrEqual((await page.locator('.page-actions').boundingBox())?.x ?? 0);
      expect.soft(boxes.toc.top - m.crumbsBottom).toBeLessThanOrEqual(16);
      expect.soft(m.titleTop - boxes.toc.bottom).toBeLessThanOrEqual(16);
      expect.soft(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'keeps a doc without headings in the 75 % column, and gives the page to one that hides its TOC',
    async () => {
      // react-native-paper's showcase (no headings): two apps a row in Docusaurus, three in rnhc-docs.
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/guides/usage/`);
      const column = () => page.evaluate(() => document.querySelector('.doc-col')?.getBoundingClientRect().width ?? 0);
      const withToc = await column();
      await page.goto(`${built.site.url}docs/guides/short/`, { waitUntil: 'load' });
      expect(await column()).toBeCloseTo(withToc, 0);
      await page.goto(`${built.site.url}docs/wide/`, { waitUntil: 'load' });
      expect(await column()).toBeGreaterThan(withToc + 100);
    },
    TIMEOUT,
  );

  it(
    'leaves the breadcrumbs their whole line on a phone page without a table of contents',
    async () => {
      context = await session.newContext({ viewport: PHONE });
      const { page, errors } = await open(context, `${built.site.url}docs/guides/short/`);
      const m = await measure(page);
      const boxes = await page.evaluate(() => {
        const box = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
        return { crumbs: box('.breadcrumbs'), column: box('.doc-col') };
      });
      // The toggle floats beside the title (redux-toolkit's four breadcrumbs wrapped beside it).
      expect.soft(boxes.crumbs.width).toBeCloseTo(boxes.column.width, 0);
      expect.soft(m.actionsTop).toBeGreaterThanOrEqual(m.crumbsBottom - 1);
      expect.soft(m.titleTop - m.crumbsBottom).toBeLessThanOrEqual(16);
      expect.soft(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'puts the page actions beside the table of contents of a phone page without breadcrumbs',
    async () => {
      context = await session.newContext({ viewport: PHONE });
      const { page, errors } = await open(context, `${built.site.url}docs/standalone/`);
      const m = await page.evaluate(() => {
        const box = (selector: string) => (document.querySelector(selector) as HTMLElement).getBoundingClientRect();
        return {
          crumbs: document.querySelector('.breadcrumbs') !== null,
          actions: box('.page-actions'),
          toc: box('.toc-mobile'),
          title: box('.doc-article h1'),
        };
      });
      expect(m.crumbs).toBe(false);
      // On the table of contents' row, which makes room for them; the title keeps its full width.
      expect.soft(Math.abs(m.actions.top - m.toc.top)).toBeLessThanOrEqual(2);
      expect.soft(m.toc.right).toBeLessThanOrEqual(m.actions.left);
      expect.soft(m.actions.bottom).toBeLessThanOrEqual(m.title.top);
      expect.soft(m.title.top - m.toc.bottom).toBeLessThanOrEqual(16);
      expect.soft(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'keeps the page actions a keyboard-operable disclosure on a phone',
    async () => {
      context = await session.newContext({ viewport: PHONE });
      const { page, errors } = await open(context, `${built.site.url}${DOC}`);
      const toggle = page.locator('.page-actions__toggle');
      const isOpen = () => page.locator('details.page-actions').evaluate((d) => (d as HTMLDetailsElement).open);
      await toggle.focus();
      await page.keyboard.press('Enter');
      const copy = page.getByRole('button', { name: /^Copy page/ });
      await copy.waitFor();
      expect(await isOpen()).toBe(true);
      // The menu opens inside the viewport, under the toggle at the row's right end.
      const menu = await page.locator('.page-actions__menu').boundingBox();
      expect(menu && menu.x >= 0 && menu.x + menu.width <= PHONE.width).toBe(true);
      await page.keyboard.press('Tab');
      expect(await copy.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.keyboard.press('Escape');
      expect(await isOpen()).toBe(false);
      expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
      // The compact toggle keeps "Page actions" as its accessible name; axe finds nothing on the row.
      expect((await toggle.textContent())?.trim()).toBe('Page actions');
      const results = await new AxeBuilder({ page }).include('.doc-crumbs-row').analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

describe('the same docs as an rnhc-docs site of its own', () => {
  describeBrowser('keep the theme design', () => {
    const built = useBuiltSite({ baseUrl: '/own/', config: 'test/fixtures/docusaurus-doc-look/rnhc-docs.config.yaml' });
    const session = useBrowser();
    let context: BrowserContext | undefined;

    afterEach(async () => {
      await context?.close();
    });

    it(
      'underlines links, titles the table of contents and puts the page actions with the title',
      async () => {
        context = await session.newContext({ viewport: DESKTOP });
        const { page, errors } = await open(context, `${built.site.url}${DOC}`);
        const m = await measure(page);
        expect(m.linkDecoration).toBe('underline');
        expect(m.tocTitleShown).toBe(true);
        expect(m.actionsInCrumbsRow).toBe(false);
        expect(await page.locator('.doc-article > .page-actions').count()).toBe(1);
        expect(m.lastCrumbWeight).toBe('600');
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  });
});

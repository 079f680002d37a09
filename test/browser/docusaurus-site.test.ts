/**
 * A Docusaurus site built from its own docusaurus.config.ts (test/fixtures/docusaurus-site), as a
 * reader sees it: its custom.css recolours the theme through Infima's custom properties, and a
 * page written as Docusaurus's `<Redirect>` sends readers on, loaded directly or navigated to.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser('a Docusaurus site in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/docusaurus-site/docusaurus.config.ts' });
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  it(
    "custom.css's --ifm-color-primary colours the theme's links",
    async () => {
      const { page, errors } = await open(context, `${built.site.url}docs/intro`);
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
      await page.goto(`${built.site.url}old-home`);
      await page.waitForURL(`${built.site.url}docs/intro`);
      expect(await page.title()).toBe('Introduction | Fixture Lib');
    },
    TIMEOUT,
  );

  it(
    'and when reached by a client-side navigation',
    async () => {
      const { page, errors } = await open(context, `${built.site.url}docs/faq`);
      await page.getByRole('link', { name: 'old home page' }).click();
      await page.waitForURL(`${built.site.url}docs/intro`);
      await page.waitForLoadState('load');
      expect(await page.locator('h1').first().textContent()).toBe('Introduction');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
  /** Selected value and visible panel text of each tab set of the page. */
  const tabState = (page: Page) =>
    page.evaluate(() =>
      Array.from(document.querySelectorAll('.tabs-container')).map((set) => ({
        selected: set.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value'),
        focusable: Array.from(set.querySelectorAll('[role="tab"]'))
          .filter((t) => (t as HTMLElement).tabIndex === 0)
          .map((t) => t.getAttribute('data-value')),
        visible: Array.from(set.querySelectorAll('[role="tabpanel"]'))
          .filter((p) => !(p as HTMLElement).hidden && (p as HTMLElement).offsetHeight > 0)
          .map((p) => p.textContent?.trim()),
      })),
    );

  it(
    'MDX tabs: the default tab is in the HTML and shown without JavaScript',
    async () => {
      const noJs = await session.newContext({ javaScriptEnabled: false });
      const page = await noJs.newPage();
      await page.goto(`${built.site.url}docs/guides/install`);
      expect(await tabState(page)).toEqual([
        { selected: 'ios', focusable: ['ios'], visible: ['Open Xcode.'] },
        { selected: 'android', focusable: ['android'], visible: ['Second Android.'] },
      ]);
      await noJs.close();
    },
    TIMEOUT,
  );

  it(
    'MDX tabs: a click syncs the groupId across the page, is stored and put in the query string',
    async () => {
      const { page, errors } = await open(context, `${built.site.url}docs/guides/install`);
      await page.getByRole('tab', { name: 'Android' }).first().click();
      expect(await tabState(page)).toEqual([
        { selected: 'android', focusable: ['android'], visible: ['Open Android Studio.'] },
        { selected: 'android', focusable: ['android'], visible: ['Second Android.'] },
      ]);
      await page.getByRole('tab', { name: 'iOS' }).nth(1).click();
      expect((await tabState(page)).map((s) => s.selected)).toEqual(['ios', 'ios']);
      expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os'))).toBe('ios');
      expect(new URL(page.url()).searchParams.get('os')).toBe('ios');

      // A new load without the query takes the stored choice; the query wins over it.
      await page.goto(`${built.site.url}docs/guides/install`);
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect((await tabState(page)).map((s) => s.selected)).toEqual(['ios', 'ios']);
      await page.goto(`${built.site.url}docs/guides/install?os=web`);
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      // The second set has no "web" tab: it keeps the stored choice.
      expect((await tabState(page)).map((s) => s.selected)).toEqual(['web', 'ios']);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'MDX tabs: the stored choice applies after a client-side navigation',
    async () => {
      const { page, errors } = await open(context, `${built.site.url}docs/intro`);
      await page.evaluate(() => localStorage.setItem('docusaurus.tab.os', 'android'));
      await page.evaluate(() => {
        (window as { __marker?: boolean }).__marker = true;
      });
      await page.locator('nav a[href$="/docs/guides/install"]').first().click();
      await page.waitForURL(`${built.site.url}docs/guides/install`);
      await page.waitForSelector('.tabs-container');
      expect(await page.evaluate(() => (window as { __marker?: boolean }).__marker)).toBe(true);
      expect((await tabState(page)).map((s) => s.selected)).toEqual(['android', 'android']);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'MDX tabs: arrows, Home and End move the selection with a roving tabindex; axe finds nothing',
    async () => {
      const { page, errors } = await open(context, `${built.site.url}docs/guides/install`);
      await page.getByRole('tab', { name: 'iOS' }).first().focus();
      await page.keyboard.press('ArrowRight');
      let state = await tabState(page);
      expect(state[0]).toEqual({ selected: 'web', focusable: ['web'], visible: ['Open a browser.'] });
      expect(await page.evaluate(() => document.activeElement?.getAttribute('data-value'))).toBe('web');
      await page.keyboard.press('ArrowRight'); // wraps
      expect((await tabState(page))[0]?.selected).toBe('android');
      await page.keyboard.press('ArrowLeft');
      expect((await tabState(page))[0]?.selected).toBe('web');
      await page.keyboard.press('Home');
      expect((await tabState(page))[0]?.selected).toBe('android');
      await page.keyboard.press('End');
      state = await tabState(page);
      expect(state[0]?.selected).toBe('web');
      // Tab leaves the tab list for the panel (only one tab is in the tab order).
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('tabpanel');
      const results = await new AxeBuilder({ page }).include('.tabs-container').analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual(
        [],
      );
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

/**
 * The route-for-route fixtures (test/sites/docusaurus-routes.test.ts) in the browser: titles set
 * the Docusaurus way (`<Head><title>` in a doc and a React page, `<Layout title>` on the home page)
 * stay right after client-side navigations, and Tabs with `defaultValue={null}` start with no tab
 * selected, reachable by keyboard.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite, waitForTitle } from './client-helpers.ts';

describeBrowser('Docusaurus titles and tabs in the browser', () => {
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  describe('docu-versioned', () => {
    const served = useBuiltSite({ config: 'test/fixtures/docu-versioned/docusaurus.config.js', baseUrl: '/' });

    /** Selected value, tabbable tabs and visible panels of the page's last tab set (the FAQ's). */
    const lastTabs = (page: Page) =>
      page.evaluate(() => {
        const set = Array.from(document.querySelectorAll('.tabs-container')).at(-1);
        if (!set) return undefined;
        return {
          selected: set.querySelector('[role="tab"][aria-selected="true"]')?.getAttribute('data-value') ?? null,
          focusable: Array.from(set.querySelectorAll<HTMLElement>('[role="tab"]'))
            .filter((t) => t.tabIndex === 0)
            .map((t) => t.getAttribute('data-value')),
          visible: Array.from(set.querySelectorAll<HTMLElement>('[role="tabpanel"]'))
            .filter((p) => !p.hidden && p.offsetHeight > 0)
            .map((p) => p.textContent?.trim()),
        };
      });

    it(
      'a doc’s <Head><title> is its whole title, loaded directly and after a client-side navigation',
      async () => {
        const { page, errors } = await open(context, `${served.site.url}docs/faq`);
        expect(await page.title()).toBe('FAQ: Tabbed Lib questions');
        await page.locator('nav.navbar').getByRole('link', { name: 'Docs', exact: true }).click();
        await waitForTitle(page, 'Introduction | Tabbed Lib');
        await page.locator('nav.navbar a[href="/docs/faq"]').first().click();
        await waitForTitle(page, 'FAQ: Tabbed Lib questions');
        expect(await page.title()).toBe('FAQ: Tabbed Lib questions');
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );

    it(
      'Tabs defaultValue={null}: no tab selected and no panel shown until a click; the first tab is reachable by keyboard; axe finds nothing',
      async () => {
        const { page, errors } = await open(context, `${served.site.url}docs/faq`);
        expect(await lastTabs(page)).toEqual({ selected: null, focusable: ['android'], visible: [] });
        const results = await new AxeBuilder({ page }).include('.tabs-container').analyze();
        expect(results.violations.map((v) => v.id)).toEqual([]);
        await page.getByRole('tab', { name: 'iOS' }).click();
        expect(await lastTabs(page)).toEqual({ selected: 'ios', focusable: ['ios'], visible: ['iOS answers.'] });
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  });

  describe('docu-i18n-blog', () => {
    const served = useBuiltSite({ config: 'test/fixtures/docu-i18n-blog/docusaurus.config.js', baseUrl: '/' });

    it(
      'the home page’s <Layout title> and a React page’s <Head><title> hold across client-side navigations',
      async () => {
        const { page, errors } = await open(context, `${served.site.url}team`);
        expect(await page.title()).toBe('The Lingo team');
        await page.locator('nav.navbar a[href="/"]').first().click();
        await waitForTitle(page, 'Home | Lingo');
        expect(await page.title()).toBe('Home | Lingo');
        await page.goBack();
        await waitForTitle(page, 'The Lingo team');
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  });
});

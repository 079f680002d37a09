/**
 * Translated sites in Chromium, on test/fixtures/i18n-site (en, fr partly translated, ar right to
 * left): the locale dropdown keeps the search string and hash, a right-to-left locale lays out
 * mirrored, and the fallback notice (styled as an info alert) leads to the original.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeBrowser, type OpenedPage, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser('translated sites in the browser', () => {
  const session = useBrowser();
  let context: BrowserContext;
  const opened: OpenedPage[] = [];

  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/i18n-site/rnhc-docs.config.yaml' });

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterEach(async () => {
    for (const { errors } of opened.splice(0)) expect(errors).toEqual([]);
  });

  const go = async (path: string) => {
    const page = await open(context, new URL(path, built.site.url).href);
    opened.push(page);
    return page.page;
  };
  const localeDropdown = (page: Page) =>
    page.locator('.navbar__item.dropdown').filter({ has: page.locator('[data-rnhc-locale]') });

  it(
    'the locale dropdown opens the same page in the other locale, keeping the search string and hash',
    async () => {
      const page = await go('docs/next/guides/setup?tab=kotlin#permissions');
      await localeDropdown(page).locator('button.dropdown__toggle').click();
      const link = localeDropdown(page).getByRole('link', { name: 'Français' });
      await link.hover();
      expect(await link.getAttribute('href')).toBe('/fr/docs/next/guides/setup?tab=kotlin#permissions');
      await link.click();
      await page.waitForURL('**/fr/docs/next/guides/setup?tab=kotlin#permissions');
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect(await page.locator('html').getAttribute('lang')).toBe('fr-FR');
      expect(await page.locator('h1').first().textContent()).toBe('Installation');
    },
    TIMEOUT,
  );

  it(
    'a right-to-left locale lays out mirrored: the sidebar on the right, text from the right',
    async () => {
      const sidebarX = async (path: string) => {
        const page = await go(path);
        const sidebar = await page.locator('.doc-sidebar').boundingBox();
        const article = await page.locator('article').first().boundingBox();
        if (!sidebar || !article) throw new Error(`no sidebar or article on ${path}`);
        return { sidebar: sidebar.x, article: article.x, page };
      };
      const ltr = await sidebarX('docs/api');
      expect(ltr.sidebar).toBeLessThan(ltr.article);
      const rtl = await sidebarX('ar/docs/api');
      expect(await rtl.page.locator('html').getAttribute('dir')).toBe('rtl');
      expect(rtl.sidebar).toBeGreaterThan(rtl.article);
      expect(
        await rtl.page
          .locator('article p')
          .first()
          .evaluate((p) => getComputedStyle(p).direction),
      ).toBe('rtl');
    },
    TIMEOUT,
  );

  it(
    'the fallback notice of an untranslated page leads to the original',
    async () => {
      const page = await go('fr/docs/api');
      const notice = page.locator('.theme-fallback-notice');
      await expect(notice.textContent()).resolves.toContain('pas encore traduite');
      // Styled as a Docusaurus info alert: a tinted box with a coloured left border, apart from the breadcrumbs.
      const style = await notice.evaluate((element) => {
        const css = getComputedStyle(element);
        const crumbs = document.querySelector('.breadcrumbs__list')?.getBoundingClientRect();
        const box = element.getBoundingClientRect();
        return {
          border: Number.parseFloat(css.borderInlineStartWidth),
          background: css.backgroundColor,
          padding: Number.parseFloat(css.paddingTop),
          gap: crumbs ? Math.min(Math.abs(crumbs.top - box.bottom), Math.abs(box.top - crumbs.bottom)) : 99,
        };
      });
      expect(style.border).toBeGreaterThanOrEqual(4);
      expect(style.background).not.toBe('rgba(0, 0, 0, 0)');
      expect(style.padding).toBeGreaterThanOrEqual(12);
      expect(style.gap).toBeGreaterThanOrEqual(8);
      await notice.getByRole('link', { name: "Lire l'original" }).click();
      await page.waitForURL((url) => url.pathname === '/docs/api');
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('.theme-fallback-notice').count()).toBe(0);
    },
    TIMEOUT,
  );
});

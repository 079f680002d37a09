/**
 * Versioned docs in Chromium, on test/fixtures/versioned-site (current, 2.x last, 1.x): the
 * version dropdown's links (same doc, search string and hash kept), the preferred version that
 * navbar doc links follow outside the docs, and search scoped to the version being read.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { describeBrowser, type OpenedPage, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

describeBrowser('versioned docs in the browser', () => {
  const session = useBrowser();
  let context: BrowserContext;
  const opened: OpenedPage[] = [];

  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/versioned-site/rnhc-docs.config.yaml' });

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  afterEach(async () => {
    // Hydration mismatches and failed loads show up as console errors.
    for (const { errors } of opened.splice(0)) expect(errors).toEqual([]);
    await context?.close();
  });

  const go = async (path: string) => {
    const page = await open(context, new URL(path, built.site.url).href);
    opened.push(page);
    return page.page;
  };
  const dropdown = (page: Page) =>
    page.locator('.navbar__item.dropdown').filter({ has: page.locator('[data-rnhc-version]') });
  const navLink = (page: Page, label: string) =>
    page.locator('nav a.navbar__link', { hasText: new RegExp(`^${label}$`) });

  it(
    'dropdown: the same doc in the chosen version, keeping the search string and hash, and remembered',
    async () => {
      const page = await go('docs/next/guides/setup?tab=kotlin#permissions');
      await dropdown(page).locator('button.dropdown__toggle').click();
      const link = dropdown(page).getByRole('link', { name: '2.x' });
      await link.hover();
      expect(await link.getAttribute('href')).toBe('/docs/guides/setup?tab=kotlin#permissions');
      await link.click();
      await page.waitForURL('**/docs/guides/setup?tab=kotlin#permissions');
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect(await page.locator('h1').first().textContent()).toBe('Setup');
      expect(await page.locator('.theme-doc-version-banner').count()).toBe(0);
      expect(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('2.x');
    },
    TIMEOUT,
  );

  it(
    'mobile menu: the version dropdown starts expanded on a doc of a version, collapsed outside the docs',
    async () => {
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const menuDropdown = async (path: string) => {
        const page = await go(path);
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        const back = page.locator('.navbar-sidebar__back');
        if ((await back.count()) > 0) await back.click();
        const toggle = page
          .locator('.navbar-sidebar .menu__link--sublist')
          .filter({ hasText: /Next|2\.x|1\.x|Versions/ });
        return toggle.first().getAttribute('aria-expanded');
      };
      expect(await menuDropdown('docs/next/guides/setup')).toBe('true');
      expect(await menuDropdown('docs/1.x/old-api')).toBe('true');
      expect(await menuDropdown('')).toBe('false');
    },
    TIMEOUT,
  );

  it(
    'dropdown: a doc missing in a version leads to that version’s main doc',
    async () => {
      const page = await go('docs/next/guides/new-feature');
      await dropdown(page).locator('button.dropdown__toggle').click();
      await dropdown(page).getByRole('link', { name: '1.x' }).click();
      await page.waitForURL((url) => url.pathname === '/docs/1.x');
      expect(await page.locator('.theme-doc-version-badge').textContent()).toBe('Version: 1.x');
    },
    TIMEOUT,
  );

  it(
    'preferred version: navbar doc links outside the docs follow it, on a docs page they stay in its version',
    async () => {
      let page = await go('docs/1.x/old-api');
      await dropdown(page).locator('button.dropdown__toggle').click();
      // Choosing the version the reader is on also saves it.
      await dropdown(page).getByRole('link', { name: '1.x' }).click();
      await expect.poll(() => page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('1.x');

      page = await go('about');
      await expect.poll(() => navLink(page, 'Docs').getAttribute('href')).toBe('/docs/1.x');
      expect(await navLink(page, '1.x').getAttribute('href')).toBe('/docs/1.x');
      expect(await dropdown(page).locator('button.dropdown__toggle').textContent()).toBe('1.x');
      await navLink(page, 'Docs').click();
      await page.waitForURL((url) => url.pathname === '/docs/1.x');
      expect(await page.locator('h1').first().textContent()).toBe('Introduction');

      // On a page of another version, the links stay in that version whatever the preference.
      page = await go('docs/next/api');
      expect(await navLink(page, 'Docs').getAttribute('href')).toBe('/docs/next');
      expect(await dropdown(page).locator('button.dropdown__toggle').textContent()).toBe('Next');
    },
    // Three page loads and two navigations on a shared 2-core machine.
    2 * TIMEOUT,
  );

  it(
    'search: results from the version being read, and every version with the switch',
    async () => {
      const page = await go('docs/next/api');
      const input = page.getByRole('combobox', { name: 'Search the documentation' });
      const results = () =>
        page.locator('.search-results__page').evaluateAll((nodes) => nodes.map((node) => node.textContent));
      const search = async (query: string) => {
        await input.fill(query);
        await page.waitForFunction((q) => {
          const message = document.querySelector('.search-dialog__message');
          const option = document.querySelector('[role="listbox"] [role="option"]');
          return (option && !option.closest('[aria-label="Recent searches"]')) || message?.textContent?.includes(q);
        }, query);
      };
      await page.getByRole('button', { name: 'Search' }).click();
      await search('watchSteps');
      expect(await results()).toEqual(['API']);
      // A method of version 2 only: not found while reading the next version ...
      await search('readSteps');
      expect(await page.locator('.search-dialog__message').textContent()).toBe('No results for “readSteps”');
      // ... found with every version, its title naming the version.
      await page.getByRole('checkbox', { name: /All versions/ }).check();
      await search('readSteps');
      await expect.poll(results).toEqual(['API (2.x)']);
      await search('legacyRead');
      await expect.poll(results).toEqual(['Old API (1.x)']);
    },
    TIMEOUT,
  );
});

/**
 * Search in a real browser, on the real project site (the run's shared build), served on
 * 127.0.0.1. Checks lazy loading, the shortcuts, keyboard
 * and mouse use, recent searches, the empty state, both widths and axe in both colour modes.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeBrowser, type ServedSite, serveSharedBuild, useBrowser } from './client-helpers.ts';

const BASE = '/react-native-health-connect/';
const TIMEOUT = 60_000;

describeBrowser('search in Chromium', () => {
  let site: ServedSite;
  const session = useBrowser();
  const errors: string[] = [];

  beforeAll(async () => {
    site = await serveSharedBuild('project-site', BASE);
  }, 120_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  /** A fresh context (own storage) at `width`, on a page of the site, hydrated. */
  async function open(
    path: string,
    options: { width?: number; theme?: 'light' | 'dark' } = {},
  ): Promise<{ context: BrowserContext; page: Page; requests: string[] }> {
    const width = options.width ?? 1280;
    const context = await session.newContext({ viewport: { width, height: 800 }, hasTouch: width < 996 });
    if (options.theme === 'dark') await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
    const page = await context.newPage();
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${path}: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`${path}: ${error.message}`));
    await page.goto(new URL(path, site.url).href);
    // The colour-mode toggle enables itself once React has hydrated.
    await page.waitForSelector('.color-mode-toggle:not([disabled])');
    return { context, page, requests };
  }

  const dialog = (page: Page) => page.locator('[role="dialog"][aria-modal="true"]');
  const input = (page: Page) => page.getByRole('combobox', { name: 'Search the documentation' });
  const options = (page: Page) => page.locator('[role="listbox"] [role="option"]');

  async function openDialog(page: Page) {
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
  }

  async function search(page: Page, query: string) {
    await input(page).fill(query);
    await page.waitForFunction(() => {
      const message = document.querySelector('.search-dialog__message');
      return (
        document.querySelector('[role="listbox"] [role="option"]') || message?.textContent?.startsWith('No results')
      );
    });
  }

  it(
    'loads neither the search code nor the index with the page; hover prefetches both',
    async () => {
      const { context, page, requests } = await open('docs/intro');
      try {
        await page.waitForLoadState('networkidle');
        const onLoad = [...requests];
        expect(onLoad.some((r) => r.endsWith('/search-index.json'))).toBe(false);
        // Waiting before hovering: the index can be asked for before a later wait would start.
        const indexRequest = page.waitForRequest((r) => r.url().endsWith('/search-index.json'));
        await page.getByRole('button', { name: 'Search' }).hover();
        await indexRequest;
        const lazy = requests.slice(onLoad.length).filter((r) => r.endsWith('.js'));
        // The dialog's chunk: a script no page load asked for.
        expect(lazy.length).toBeGreaterThan(0);
        for (const script of lazy) expect(onLoad).not.toContain(script);
        expect(await dialog(page).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'focus of the button prefetches too',
    async () => {
      const { context, page, requests } = await open('docs/intro');
      try {
        await page.waitForLoadState('networkidle');
        expect(requests.some((r) => r.endsWith('/search-index.json'))).toBe(false);
        const indexRequest = page.waitForRequest((r) => r.url().endsWith('/search-index.json'));
        await page.getByRole('button', { name: 'Search' }).focus();
        await indexRequest;
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'opens on click, Ctrl+K and /, but not on / typed in a text field; Escape closes and returns focus',
    async () => {
      const { context, page } = await open('docs/get-started');
      try {
        const button = page.getByRole('button', { name: 'Search' });
        for (const open of [
          () => button.click(),
          () => page.keyboard.press('Control+k'),
          () => page.keyboard.press('Meta+k'),
          () => page.keyboard.press('/'),
        ]) {
          await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
          await open();
          await expect.poll(() => dialog(page).count()).toBe(1);
          await expect.poll(() => input(page).evaluate((el) => el === document.activeElement)).toBe(true);
          await page.keyboard.press('Escape');
          expect(await dialog(page).count()).toBe(0);
          expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
        }
        await page.evaluate(() => {
          const field = document.createElement('input');
          field.id = 'other-field';
          field.setAttribute('aria-label', 'Other');
          document.querySelector('main')?.prepend(field);
          field.focus();
        });
        await page.keyboard.press('/');
        await page.waitForTimeout(200);
        expect(await dialog(page).count()).toBe(0);
        expect(await page.locator('#other-field').inputValue()).toBe('/');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'shows results as you type, grouped by page, with the matched words marked',
    async () => {
      const { context, page } = await open('docs/intro');
      try {
        await openDialog(page);
        await search(page, 'readRecords');
        const groups = page.locator('[role="listbox"] [role="group"]');
        expect(await groups.count()).toBeGreaterThan(1);
        const first = groups.first();
        const label = await first.getAttribute('aria-labelledby');
        expect(await page.locator(`[id="${label}"]`).textContent()).toBe('readRecords');
        const hrefs = await first
          .locator('a[role="option"]')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
        expect(hrefs[0]).toBe(`${BASE}docs/api/methods/readRecords`);
        for (const href of hrefs) expect(href?.startsWith(`${BASE}docs/api/methods/readRecords`)).toBe(true);
        expect(await page.locator('[role="listbox"] mark').first().textContent()).toMatch(/readRecords/i);
        // The input is a combobox pointing at the active option.
        const active = await input(page).getAttribute('aria-activedescendant');
        expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
        expect(await input(page).getAttribute('aria-expanded')).toBe('true');

        // Parts of identifiers match and are marked inside them.
        await search(page, 'period');
        expect(
          await page.locator('[role="listbox"] mark').evaluateAll((marks) => marks.map((m) => m.textContent)),
        ).toContain('Period');
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'arrows and Enter open a result at its heading; the search is then remembered',
    async () => {
      const { context, page } = await open('docs/intro');
      try {
        await openDialog(page);
        await search(page, 'expo go');
        const count = await options(page).count();
        expect(count).toBeGreaterThan(1);
        // Down then up wraps around and comes back to the first option.
        await page.keyboard.press('ArrowDown');
        const second = await input(page).getAttribute('aria-activedescendant');
        expect(second).toBe(await options(page).nth(1).getAttribute('id'));
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        expect(await input(page).getAttribute('aria-activedescendant')).toBe(
          await options(page)
            .nth(count - 1)
            .getAttribute('id'),
        );
        await page.keyboard.press('ArrowDown');
        const href = await options(page).first().getAttribute('href');
        expect(href).toBe(`${BASE}docs/troubleshooting#the-app-fails-in-expo-go`);
        await Promise.all([
          page.waitForURL((url) => url.hash === '#the-app-fails-in-expo-go'),
          page.keyboard.press('Enter'),
        ]);
        expect(new URL(page.url()).pathname).toBe(`${BASE}docs/troubleshooting`);
        await page.waitForSelector('.color-mode-toggle:not([disabled])');
        await expect
          .poll(() =>
            page.locator('#the-app-fails-in-expo-go').evaluate((el) => {
              const { top, bottom } = el.getBoundingClientRect();
              return top >= 0 && bottom <= window.innerHeight;
            }),
          )
          .toBe(true);
        expect(await dialog(page).count()).toBe(0);

        // Reopened with an empty box: the recent searches.
        await openDialog(page);
        await expect.poll(() => page.locator('.search-dialog__message').textContent()).toBe('Recent searches');
        expect(await options(page).first().textContent()).toBe('expo go');
        expect(await page.getByRole('listbox', { name: 'Recent searches' }).count()).toBe(1);
        // Enter on a recent search runs it again.
        await page.keyboard.press('Enter');
        expect(await input(page).inputValue()).toBe('expo go');
        await expect.poll(() => options(page).first().getAttribute('href')).toBe(href);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'says when nothing matches, and closes on a click outside',
    async () => {
      const { context, page } = await open('docs/intro');
      try {
        await openDialog(page);
        await search(page, 'zzqxw');
        expect(await page.locator('.search-dialog__message').textContent()).toBe('No results for “zzqxw”');
        expect(await page.getByRole('status').filter({ hasText: 'No results' }).count()).toBe(1);
        expect(await input(page).getAttribute('aria-expanded')).toBe('false');
        expect(await options(page).count()).toBe(0);
        await page.mouse.click(5, 790);
        expect(await dialog(page).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'keeps Tab inside the dialog',
    async () => {
      const { context, page } = await open('docs/intro');
      try {
        await openDialog(page);
        const focused = () => page.evaluate(() => document.activeElement?.className ?? '');
        await page.keyboard.press('Tab');
        expect(await focused()).toBe('search-dialog__close');
        await page.keyboard.press('Tab');
        expect(await focused()).toBe('search-dialog__input');
        await page.keyboard.press('Shift+Tab');
        expect(await focused()).toBe('search-dialog__close');
        await page.keyboard.press('Enter');
        expect(await dialog(page).count()).toBe(0);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'is full-screen at 375 px and a tap on a result navigates',
    async () => {
      const { context, page } = await open('docs/intro', { width: 375 });
      try {
        await page.getByRole('button', { name: 'Search' }).tap();
        await expect.poll(() => dialog(page).count()).toBe(1);
        const box = await dialog(page).boundingBox();
        expect(box).toEqual({ x: 0, y: 0, width: 375, height: 800 });
        await search(page, 'aggregateGroupByPeriod');
        const first = options(page).first();
        expect(await first.getAttribute('href')).toBe(`${BASE}docs/api/methods/aggregateGroupByPeriod`);
        await Promise.all([page.waitForURL(`**${BASE}docs/api/methods/aggregateGroupByPeriod`), first.tap()]);
        expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBeLessThanOrEqual(375);
      } finally {
        await context.close();
      }
    },
    TIMEOUT,
  );

  for (const width of [1280, 375]) {
    for (const theme of ['light', 'dark'] as const) {
      it(
        `has no axe violations with results open at ${width} px, ${theme}`,
        async () => {
          const { context, page } = await open('docs/permissions', { width, theme });
          try {
            expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
            await openDialog(page);
            // Empty state first (the hint), then results with marks and an active option.
            let axe = await new AxeBuilder({ page }).include('.search-modal').analyze();
            expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
            await search(page, 'heart rate permission');
            await page.keyboard.press('ArrowDown');
            axe = await new AxeBuilder({ page }).include('.search-modal').analyze();
            expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
            await search(page, 'zzqxw');
            axe = await new AxeBuilder({ page }).include('.search-modal').analyze();
            expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
          } finally {
            await context.close();
          }
        },
        TIMEOUT,
      );
    }
  }

  it('logged no console errors', () => {
    expect(errors).toEqual([]);
  });
});

/**
 * Client features the real site does not configure, on test/fixtures/client-site: the
 * announcement bar, hide-on-scroll, the locale and version dropdowns, dropdown dismissal and the
 * colour mode that follows the system.
 */
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  buildAndServe,
  describeBrowser,
  hasMarker,
  open,
  ROOT,
  type ServedSite,
  setMarker,
  TIMEOUT,
  useBrowser,
  waitForTitle,
} from './client-helpers.ts';

const BASE = '/fixture/';

describeBrowser('client features of the fixture site', () => {
  let site: ServedSite;
  const session = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    site = await buildAndServe({
      baseUrl: BASE,
      config: join(ROOT, 'test/fixtures/client-site/rnhc-docs.config.yaml'),
    });
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  it(
    'announcement bar: stays closed across reloads until its id changes',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/long`);
      const bar = page.locator('.announcement-bar');
      expect(await bar.textContent()).toContain('Version 2 is out');
      // The selectors Docusaurus sites style the bar with match as they match Docusaurus's bar:
      // `[class*=...]` (react-native-website) does, `[class^=announcementBarContent]` (jest) not.
      expect(
        await page.evaluate(() => [
          document.querySelector('.theme-announcement-bar[class*="announcementBar"]') !== null,
          document.querySelector('div[class*="announcementBarContent"]')?.textContent?.includes('Version 2'),
          document.querySelector('div[class^="announcementBarContent"]') === null,
        ]),
      ).toEqual([true, true, true]);
      // Docusaurus's size for the bar's text (85 % of the page's), so it wraps where Docusaurus's does.
      expect(
        await page.evaluate(() => {
          const content = document.querySelector('.announcement-bar__content') as HTMLElement;
          return (
            Number.parseFloat(getComputedStyle(content).fontSize) /
            Number.parseFloat(getComputedStyle(document.documentElement).fontSize)
          );
        }),
      ).toBeCloseTo(0.85, 2);
      await page.getByRole('button', { name: 'Close' }).click();
      await bar.waitFor({ state: 'detached' });
      expect(
        await page.evaluate(() => [
          localStorage.getItem('announcement.id'),
          localStorage.getItem('announcement.dismiss'),
        ]),
      ).toEqual(['release-2', 'true']);

      // Before the bundle runs, the head script already hides it: nothing moves.
      await page.route(/\/assets\/client\.[A-Z0-9]+\.js$/, (route) => route.abort());
      await page.reload();
      expect(await bar.isVisible()).toBe(false);
      await page.unroute(/\/assets\/client\.[A-Z0-9]+\.js$/);
      await page.reload();
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect(await bar.count()).toBe(0);

      // A dismissal of an older announcement does not hide this one.
      await page.evaluate(() => localStorage.setItem('announcement.id', 'release-1'));
      await page.reload();
      await page.waitForSelector('.color-mode-toggle:not([disabled])');
      expect(await bar.isVisible()).toBe(true);
      expect(errors.filter((error) => !error.includes('ERR_FAILED'))).toEqual([]);
    },
    TIMEOUT,
  );

  const navbarHidden = (page: Page) =>
    page.locator('.navbar').evaluate((navbar) => navbar.classList.contains('navbar--hidden'));

  /** Scrolls by `dy` in small steps, as a reader would. */
  async function scrollBy(page: Page, dy: number): Promise<void> {
    const step = Math.sign(dy) * 50;
    for (let done = 0; Math.abs(done) < Math.abs(dy); done += step) {
      await page.mouse.wheel(0, step);
      await page.waitForTimeout(20);
    }
    await page.waitForTimeout(100);
  }

  it(
    'hide on scroll: hides scrolling down, shows scrolling up and at the top, follows navigation',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/long`);
      await page.mouse.move(640, 400);
      expect(await navbarHidden(page)).toBe(false);
      await scrollBy(page, 600);
      await expect.poll(() => navbarHidden(page)).toBe(true);
      await scrollBy(page, -150);
      await expect.poll(() => navbarHidden(page)).toBe(false);
      await scrollBy(page, 300);
      await expect.poll(() => navbarHidden(page)).toBe(true);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(() => navbarHidden(page)).toBe(false);

      // An in-page anchor hides it (even when that scrolls up) ...
      await page.locator('.table-of-contents a[href="#section-6"]').click();
      await page.waitForFunction(() => location.hash === '#section-6');
      await expect.poll(() => navbarHidden(page)).toBe(true);
      await page.locator('.table-of-contents a[href="#section-2"]').click();
      await page.waitForFunction(() => location.hash === '#section-2');
      await page.waitForTimeout(100);
      expect(await navbarHidden(page)).toBe(true);
      // ... and a navigation to another page shows it.
      await page.locator('.doc-sidebar a', { hasText: 'Introduction' }).click();
      await waitForTitle(page, 'Introduction |');
      await expect.poll(() => navbarHidden(page)).toBe(false);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'locale links keep the search string and hash; version links remember the version',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/long?tab=a#section-2`);
      await setMarker(page);
      const locale = page.locator('.navbar .dropdown', { hasText: 'English' });
      await locale.locator('.dropdown__toggle').click();
      const french = locale.locator('a[data-rnhc-locale="fr"]');
      await french.hover();
      expect(await french.getAttribute('href')).toBe(`${BASE}fr/docs/long?tab=a#section-2`);
      // Another locale is another build: the browser loads it (the fixture has no French pages).
      const request = page.waitForRequest((r) => r.url().includes('/fixture/fr/docs/long'));
      await french.click();
      expect(new URL((await request).url()).search).toBe('?tab=a');

      const second = await open(context, `${site.url}docs/long`);
      await setMarker(second.page);
      const version = second.page.locator('.navbar .dropdown', { hasText: 'Next' });
      await version.locator('.dropdown__toggle').click();
      await version.locator('a[data-rnhc-version="current"]').click();
      expect(await second.page.evaluate(() => localStorage.getItem('docs-preferred-version-default'))).toBe('current');
      expect(await hasMarker(second.page)).toBe(true);
      expect([...errors.filter((e) => !e.includes('404')), ...second.errors]).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'dropdowns close on an outside mouse, touch or focus event and work with the keyboard',
    async () => {
      const { page, errors } = await open(context, `${site.url}docs/intro`);
      const more = page.locator('.navbar .dropdown', { hasText: 'More' });
      const toggle = more.locator('.dropdown__toggle');
      const expanded = () => toggle.getAttribute('aria-expanded');

      await toggle.click();
      expect(await expanded()).toBe('true');
      await page.mouse.click(640, 500);
      await expect.poll(expanded).toBe('false');

      await toggle.click();
      expect(await expanded()).toBe('true');
      await page.evaluate(() =>
        document.querySelector('main')?.dispatchEvent(new Event('touchstart', { bubbles: true })),
      );
      await expect.poll(expanded).toBe('false');

      // Keyboard: focus opens it, Tab walks its links, focus leaving it closes it.
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).focus();
      await page.keyboard.press('Tab');
      await expect.poll(expanded).toBe('true');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Long page');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect.poll(expanded).toBe('false');
      // Enter on a link navigates client-side and closes the menu.
      await setMarker(page);
      await toggle.focus();
      await expect.poll(expanded).toBe('true');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Markdown page');
      await page.keyboard.press('Enter');
      await waitForTitle(page, 'A markdown page');
      expect(await hasMarker(page)).toBe(true);
      await expect.poll(expanded).toBe('false');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'mobile menu: a dropdown starts expanded when the page is one of its links',
    async () => {
      context = await session.newContext({ viewport: { width: 375, height: 700 } });
      const expandedOn = async (path: string) => {
        const { page } = await open(context, site.url + path);
        await page.getByRole('button', { name: 'Toggle navigation bar' }).click();
        await page.getByRole('button', { name: '← Back to main menu' }).click();
        const more = page.locator('.navbar-sidebar button', { hasText: 'More' });
        const value = await more.getAttribute('aria-expanded');
        await page.close();
        return value;
      };
      expect(await expandedOn('docs/long')).toBe('true');
      expect(await expandedOn('docs/intro')).toBe('false');
    },
    TIMEOUT,
  );

  it(
    'colour mode follows the system with respectPrefersColorScheme and cycles system, light, dark',
    async () => {
      context = await session.newContext({ colorScheme: 'dark' });
      const { page, errors } = await open(context, `${site.url}docs/intro`);
      const state = () =>
        page.evaluate(() => [document.documentElement.dataset.theme, localStorage.getItem('theme')] as const);
      expect(await state()).toEqual(['dark', null]);
      const toggle = page.locator('.color-mode-toggle');
      expect(await toggle.getAttribute('aria-label')).toContain('currently system mode');
      await toggle.click();
      expect(await state()).toEqual(['light', 'light']);
      await toggle.click();
      expect(await state()).toEqual(['dark', 'dark']);
      await toggle.click();
      expect(await state()).toEqual(['dark', 'system']);
      // While on "system", a change of the system preference applies at once.
      await page.emulateMedia({ colorScheme: 'light' });
      await expect.poll(() => state()).toEqual(['light', 'system']);
      await page.reload();
      expect(await state()).toEqual(['light', 'system']);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

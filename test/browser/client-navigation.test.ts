/**
 * The client router on the real site, built by the CLI and served like a static host: client-side
 * navigation, history, prefetch, the progress bar, hash scrolling, the reload fallback and a
 * console-error walk over every route.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import {
  addLink,
  describeBrowser,
  hasMarker,
  open,
  type ServedSite,
  SITE_BASE,
  serveSharedBuild,
  setMarker,
  TIMEOUT,
  useBrowser,
  waitForClient,
  waitForTitle,
} from './client-helpers.ts';

const READ_RECORDS = 'docs/api/methods/readRecords';
const DATA = `${SITE_BASE}page-data/`;

/**
 * Clicks `selector` and reports whether the router took the click (default prevented). A later
 * listener on window cancels the browser's own navigation, so nothing leaves the page.
 */
async function routerTakes(
  page: Page,
  selector: string,
  init: Record<string, boolean | number> = {},
): Promise<boolean> {
  return page.evaluate(
    ({ selector, init }: { selector: string; init: Record<string, boolean | number> }) => {
      let prevented = false;
      const spy = (event: Event) => {
        prevented = event.defaultPrevented;
        event.preventDefault();
      };
      window.addEventListener('click', spy);
      const target = document.querySelector(selector);
      target?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
      window.removeEventListener('click', spy);
      return prevented;
    },
    { selector, init },
  );
}

describeBrowser('client router on the built site', () => {
  let site: ServedSite;
  const session = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    site = await serveSharedBuild('project-site', SITE_BASE);
  }, 180_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  });

  it(
    'hydrates from the DOM and navigates without reloading: title, description, URL, focus',
    async () => {
      const { page, errors, dataRequests } = await open(context, site.url + READ_RECORDS);
      // The first page's content is read back from the DOM, never fetched.
      expect(dataRequests).not.toContain(`${DATA}${READ_RECORDS}.json`);
      await setMarker(page);
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click();
      await waitForTitle(page, 'Get started | React Native Health Connect');
      expect(await hasMarker(page)).toBe(true);
      expect(new URL(page.url()).pathname).toBe(`${SITE_BASE}docs/get-started`);
      expect(await page.locator('h1').first().textContent()).toBe('Get started');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      const expected = JSON.parse(await readFile(join(site.dir, 'page-data/docs/get-started.json'), 'utf8'));
      expect(description).toBe(expected.description);
      // Focus moves to the new page's heading, and the page starts at the top.
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.locator('.menu__link--active').first().textContent()).toBe('Get started');

      await page.locator('.navbar__brand').click();
      await waitForTitle(page, 'React Native Health Connect');
      expect(await page.title()).toBe('React Native Health Connect');
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'back and forward render the right page, restore the scroll position and keep the document',
    async () => {
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      await page.evaluate(() => window.scrollTo(0, 600));
      await page.waitForFunction(() => window.scrollY === 600);
      // A click from script: Playwright's own click scrolls the sticky navbar link "into view" first.
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).evaluate((link: HTMLElement) => link.click());
      await waitForTitle(page, 'Get started |');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await page.goBack();
      await waitForTitle(page, 'readRecords |');
      expect(await page.evaluate(() => window.scrollY)).toBe(600);
      await page.goForward();
      await waitForTitle(page, 'Get started |');
      expect(new URL(page.url()).pathname).toBe(`${SITE_BASE}docs/get-started`);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'leaves scroll restoration on reload to the browser, also after client navigations',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      await page.evaluate(() => window.scrollTo(0, 900));
      await page.waitForFunction(() => window.scrollY === 900);
      await page.reload();
      await waitForClient(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).evaluate((link: HTMLElement) => link.click());
      await waitForTitle(page, 'Get started |');
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY === 700);
      await page.reload();
      await waitForClient(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    },
    TIMEOUT,
  );

  it(
    'leaves modifier clicks, new tabs, downloads, external links and files to the browser',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      const internal = '.pagination-nav__link--next';
      const modifiers: Array<Record<string, boolean | number>> = [
        { ctrlKey: true },
        { metaKey: true },
        { shiftKey: true },
        { altKey: true },
        { button: 1 },
      ];
      for (const init of modifiers) {
        expect(await routerTakes(page, internal, init)).toBe(false);
      }
      const blank = await addLink(page, `${SITE_BASE}docs/intro`, { target: '_blank' });
      const download = await addLink(page, `${SITE_BASE}docs/intro`, { download: '' });
      const file = await addLink(page, `${SITE_BASE}img/logo.svg`);
      const outside = await addLink(page, '/elsewhere/docs/intro');
      const external = await addLink(page, 'https://example.com/react-native-health-connect/docs/intro');
      for (const selector of [blank, download, file, outside, external]) {
        expect(await routerTakes(page, selector)).toBe(false);
      }
      expect(await routerTakes(page, '.navbar a[href^="https://github.com"]')).toBe(false);
      expect(await routerTakes(page, internal)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'shows paths ending in .html or /index.html without the ending',
    async () => {
      for (const [opened, shown] of [
        ['docs/intro.html', 'docs/intro'],
        ['docs/intro/index.html', 'docs/intro'],
        ['index.html', ''],
      ] as const) {
        const { page, errors } = await open(context, `${site.url + opened}?q=1#top`);
        expect(page.url()).toBe(`${site.url + shown}?q=1#top`);
        expect(errors).toEqual([]);
        await page.close();
      }
    },
    TIMEOUT,
  );

  it(
    'preloads a page on hover, before the click, and navigates with that data',
    async () => {
      // No viewport prefetch here: only the hover may cause the request.
      await context.addInitScript(() => {
        Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
      });
      const { page, dataRequests } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      const target = `${DATA}docs/api/methods/readRecord.json`;
      expect(dataRequests).toEqual([]);
      await page.locator('.pagination-nav__link--next').hover();
      await expect.poll(() => dataRequests.includes(target)).toBe(true);
      const before = dataRequests.length;
      await page.locator('.pagination-nav__link--next').click();
      await waitForTitle(page, 'readRecord |');
      expect(dataRequests.slice(before)).not.toContain(target);
      expect(await hasMarker(page)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'prefetches the links in view in idle time, and links below the fold once they scroll into view',
    async () => {
      const { page, dataRequests } = await open(context, site.url + READ_RECORDS);
      // The sidebar is in view: its pages are prefetched without any interaction.
      await expect.poll(() => dataRequests.includes(`${DATA}docs/get-started.json`), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => dataRequests.includes(`${DATA}docs/api/methods/initialize.json`)).toBe(true);
      await page.close();

      // At 375 px the sidebar is hidden: the next page's link, at the bottom, waits for its turn.
      const mobile = await session.newContext({ viewport: { width: 375, height: 700 } });
      try {
        const phone = await open(mobile, site.url + READ_RECORDS);
        const next = `${DATA}docs/api/methods/readRecord.json`;
        await phone.page.waitForTimeout(1000);
        expect(phone.dataRequests).not.toContain(next);
        await phone.page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect.poll(() => phone.dataRequests.includes(next), { timeout: 10_000 }).toBe(true);
      } finally {
        await mobile.close();
      }
    },
    TIMEOUT,
  );

  for (const connection of [
    { saveData: true, effectiveType: '4g' },
    { saveData: false, effectiveType: 'slow-2g' },
  ]) {
    it(
      `neither preloads nor prefetches with ${connection.saveData ? 'Save-Data' : '2g'}, still navigates`,
      async () => {
        await context.addInitScript((value) => {
          Object.defineProperty(navigator, 'connection', { value, configurable: true });
        }, connection);
        const { page, dataRequests, errors } = await open(context, site.url + READ_RECORDS);
        await page.locator('.pagination-nav__link--next').hover();
        await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).hover();
        await page.waitForTimeout(1500);
        expect(dataRequests).toEqual([]);
        await setMarker(page);
        await page.locator('.pagination-nav__link--next').click();
        await waitForTitle(page, 'readRecord |');
        expect(dataRequests).toEqual([`${DATA}docs/api/methods/readRecord.json`]);
        expect(await hasMarker(page)).toBe(true);
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );
  }

  /** Records, in the page, when the progress bar first appears relative to the next click. */
  async function watchProgress(page: Page): Promise<void> {
    await page.evaluate(() => {
      const state = { clickedAt: 0, shownAt: 0 };
      (window as { __progress?: typeof state }).__progress = state;
      document.addEventListener('click', () => {
        state.clickedAt = performance.now();
      });
      new MutationObserver(() => {
        if (!state.shownAt && document.querySelector('.nprogress')) state.shownAt = performance.now();
      }).observe(document.body, { childList: true });
    });
  }

  it(
    'shows the progress bar 200 ms into a slow navigation and removes it when the page is shown',
    async () => {
      // The sidebar links readRecord: without this, the viewport prefetch would already have it.
      await context.addInitScript(() => {
        Object.defineProperty(window, 'IntersectionObserver', { value: undefined });
      });
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await page.route('**/page-data/docs/api/methods/readRecord.json', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      await watchProgress(page);
      await page.locator('.pagination-nav__link--next').click();
      await page.waitForSelector('.nprogress[role="progressbar"]');
      await waitForTitle(page, 'readRecord |');
      const { clickedAt, shownAt } = await page.evaluate(
        () => (window as unknown as { __progress: { clickedAt: number; shownAt: number } }).__progress,
      );
      expect(shownAt - clickedAt).toBeGreaterThanOrEqual(150);
      expect(shownAt - clickedAt).toBeLessThan(600);
      // Done: it fills up, fades out and leaves the page.
      await page.waitForSelector('.nprogress', { state: 'detached' });
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'never shows the progress bar for a navigation whose data is already there',
    async () => {
      const { page, dataRequests } = await open(context, site.url + READ_RECORDS);
      const target = `${DATA}docs/api/methods/readRecord.json`;
      await page.locator('.pagination-nav__link--next').hover();
      await expect.poll(() => dataRequests.includes(target)).toBe(true);
      await page.waitForTimeout(500);
      await watchProgress(page);
      await page.locator('.pagination-nav__link--next').click();
      await waitForTitle(page, 'readRecord |');
      await page.waitForTimeout(400);
      const { shownAt } = await page.evaluate(
        () => (window as unknown as { __progress: { shownAt: number } }).__progress,
      );
      expect(shownAt).toBe(0);
    },
    TIMEOUT,
  );

  it(
    'scrolls to the hash target after a route change, and same-page hash links scroll and push history',
    async () => {
      const { page, dataRequests, errors } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      const link = page.locator('.markdown a[href$="/docs/troubleshooting#reads-return-no-records-on-older-android"]');
      await link.click();
      await waitForTitle(page, 'Troubleshooting |');
      expect(new URL(page.url()).hash).toBe('#reads-return-no-records-on-older-android');
      const top = await page.evaluate(
        () => document.getElementById('reads-return-no-records-on-older-android')?.getBoundingClientRect().top ?? -1,
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      // Just below the sticky navbar (scroll-padding-top: navbar height + 0.75rem).
      expect(top).toBeGreaterThanOrEqual(60);
      expect(top).toBeLessThan(90);

      // A TOC link: the browser scrolls and pushes an entry; no page data is loaded.
      const requests = dataRequests.length;
      const historyLength = await page.evaluate(() => history.length);
      await page.evaluate(() => window.scrollTo(0, 0));
      const tocLink = page.locator('.table-of-contents a').last();
      const hash = await tocLink.getAttribute('href');
      await tocLink.click();
      await page.waitForFunction((expected) => location.hash === expected, hash);
      expect(await page.evaluate(() => history.length)).toBe(historyLength + 1);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      expect(dataRequests.slice(requests).filter((path) => path.endsWith('troubleshooting.json'))).toEqual([]);
      // Back returns to the previous anchor's position.
      await page.goBack();
      await page.waitForFunction(() => location.hash === '#reads-return-no-records-on-older-android');
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'loads the page in the browser when its page data is missing',
    async () => {
      // Routed before the page opens: the viewport prefetch would otherwise get the real data.
      await context.route('**/page-data/docs/api/methods/readRecord.json', (route) =>
        route.fulfill({ status: 404, body: 'Not found' }),
      );
      const { page } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      const loaded = page.waitForEvent('load');
      await page.locator('.pagination-nav__link--next').click();
      await loaded;
      await waitForClient(page);
      expect(page.url()).toBe(`${site.url}docs/api/methods/readRecord`);
      expect(await hasMarker(page)).toBe(false);
      expect(await page.title()).toBe('readRecord | React Native Health Connect');
    },
    TIMEOUT,
  );

  it(
    'loads the page in the browser when the network fails, and unknown paths get the 404 page',
    async () => {
      await context.route('**/page-data/docs/intro.json', (route) => route.abort('internetdisconnected'));
      const { page } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      const loaded = page.waitForEvent('load');
      await page.locator('.doc-sidebar a', { hasText: 'Introduction' }).click();
      await loaded;
      await waitForClient(page);
      expect(page.url()).toBe(`${site.url}docs/intro`);
      expect(await hasMarker(page)).toBe(false);

      await setMarker(page);
      const missing = await addLink(page, `${SITE_BASE}docs/no-such-page`);
      const response = page.waitForResponse((r) => new URL(r.url()).pathname === `${SITE_BASE}docs/no-such-page`);
      const notFoundLoaded = page.waitForEvent('load');
      await page.click(missing);
      expect((await response).status()).toBe(404);
      await notFoundLoaded;
      await waitForClient(page);
      expect(await hasMarker(page)).toBe(false);
      expect(await page.locator('h1').textContent()).toBe('Page Not Found');
    },
    TIMEOUT,
  );

  it(
    'logs no console error on any route, loaded directly or reached client-side',
    async () => {
      const manifest = JSON.parse(await readFile(join(site.dir, 'route-manifest.json'), 'utf8')) as Array<{
        path: string;
        title: string;
        kind: string;
      }>;
      expect(manifest.length).toBeGreaterThan(20);
      const origin = new URL(site.url).origin;
      const { page, errors } = await session.newPage(context);
      for (const route of manifest) {
        await page.goto(origin + route.path);
        await waitForClient(page);
      }
      expect(errors).toEqual([]);

      await page.goto(site.url);
      await waitForClient(page);
      await setMarker(page);
      const siteTitle = 'React Native Health Connect';
      for (const route of manifest) {
        if (route.kind === 'notFound') continue;
        await page.evaluate(() => {
          for (const link of document.querySelectorAll('[id^="test-link-"]')) link.remove();
        });
        await page.click(await addLink(page, route.path));
        const title = route.kind === 'home' ? siteTitle : `${route.title} | ${siteTitle}`;
        await page.waitForFunction(({ path, title }) => location.pathname === path && document.title === title, {
          path: route.path,
          title,
        });
      }
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    // Every route twice: the blog's 12 pages pushed this past 180 s on the shared 2-core machine.
    TIMEOUT * 3,
  );
});

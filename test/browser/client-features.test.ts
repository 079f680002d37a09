/**
 * Client features on the real site: colour mode (persistence, tabs, no flash), the mobile menu,
 * collapse timing under reduced motion, the TOC scroll spy, copy buttons, the base-URL banner,
 * the crash page and the watch-mode hooks.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/server/static-server.ts';
import {
  describeBrowser,
  hasMarker,
  open,
  type ServedSite,
  SITE_BASE,
  serveSharedBuild,
  setMarker,
  TIMEOUT,
  useBrowser,
  waitForTitle,
} from './client-helpers.ts';

const READ_RECORDS = 'docs/api/methods/readRecords';

const theme = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

describeBrowser('client features on the built site', () => {
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

  describe('colour mode', () => {
    it(
      'starts light even when the system prefers dark, toggles dark/light and keeps the choice across reloads',
      async () => {
        context = await session.newContext({ colorScheme: 'dark' });
        const { page, errors } = await open(context, site.url + READ_RECORDS);
        expect(await theme(page)).toBe('light');
        const toggle = page.locator('.color-mode-toggle');
        await toggle.click();
        expect(await theme(page)).toBe('dark');
        expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
        await page.reload();
        expect(await theme(page)).toBe('dark');
        await page.waitForSelector('.color-mode-toggle:not([disabled])');
        expect(await toggle.getAttribute('aria-label')).toContain('currently dark mode');
        // Without respectPrefersColorScheme there is no "system" step.
        await toggle.click();
        expect(await theme(page)).toBe('light');
        await toggle.click();
        expect(await theme(page)).toBe('dark');
        expect(errors).toEqual([]);
      },
      TIMEOUT,
    );

    it(
      'follows a change made in another tab',
      async () => {
        const first = await open(context, site.url + READ_RECORDS);
        const second = await open(context, `${site.url}docs/intro`);
        await first.page.locator('.color-mode-toggle').click();
        await second.page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
        expect(await second.page.locator('.color-mode-toggle').getAttribute('aria-label')).toContain('dark mode');
        await second.page.locator('.color-mode-toggle').click();
        await first.page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
        expect([...first.errors, ...second.errors]).toEqual([]);
      },
      TIMEOUT,
    );

    it(
      'is set by the head script before the bundle runs (no flash); the toggle waits for the client',
      async () => {
        await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
        // Without the bundle, only the inline head script can have set the mode.
        await context.route(/\/assets\/client\.[A-Z0-9]+\.js$/, (route) => route.abort());
        const page = await context.newPage();
        await page.goto(site.url + READ_RECORDS);
        expect(await theme(page)).toBe('dark');
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(24, 25, 27)');
        expect(await page.locator('.color-mode-toggle').isDisabled()).toBe(true);
      },
      TIMEOUT,
    );

    it(
      'reports an unknown stored mode on the console, then shows and toggles from the default',
      async () => {
        await context.addInitScript(() => localStorage.setItem('theme', 'purple'));
        const { page, errors } = await open(context, site.url + READ_RECORDS);
        expect(await theme(page)).toBe('light');
        await page.locator('.color-mode-toggle').click();
        expect(await theme(page)).toBe('dark');
        expect(errors).toEqual([expect.stringContaining('Unknown colour mode "purple"')]);
      },
      TIMEOUT,
    );
  });

  it(
    'mobile menu: locks scrolling, closes on navigation (links and back) and at desktop width',
    async () => {
      context = await session.newContext({ viewport: { width: 375, height: 700 } });
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      const hamburger = page.getByRole('button', { name: 'Toggle navigation bar' });
      const overflow = () => page.evaluate(() => document.body.style.overflow);

      await hamburger.click();
      await page.locator('.navbar-sidebar').waitFor();
      expect(await overflow()).toBe('hidden');
      await page.locator('.navbar-sidebar a', { hasText: 'Get started' }).click();
      await waitForTitle(page, 'Get started |');
      await page.locator('.navbar-sidebar').waitFor({ state: 'detached' });
      expect(await overflow()).toBe('');
      expect(await hasMarker(page)).toBe(true);

      await hamburger.click();
      await page.locator('.navbar-sidebar').waitFor();
      await page.goBack();
      await waitForTitle(page, 'readRecords |');
      await page.locator('.navbar-sidebar').waitFor({ state: 'detached' });
      expect(await overflow()).toBe('');

      await hamburger.click();
      await page.locator('.navbar-sidebar').waitFor();
      expect(await overflow()).toBe('hidden');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.locator('.navbar-sidebar').waitFor({ state: 'detached' });
      expect(await overflow()).toBe('');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  /** Collapses the Methods category; returns the list height before and the animation's timing. */
  async function collapseMethods(page: Page): Promise<{ duration: number; height: number; easing: string }> {
    const caret = page.getByRole('button', { name: "Toggle the collapsible sidebar category 'Methods'" });
    const listId = (await caret.getAttribute('aria-controls')) as string;
    // A 1 ms animation is over before anyone can look: record what Collapsible asks for.
    const height = await page.evaluate((id) => {
      const list = document.getElementById(id) as HTMLElement;
      const animate = list.animate.bind(list);
      list.animate = (keyframes, options) => {
        const timing = options as KeyframeAnimationOptions;
        list.dataset.timing = JSON.stringify({ duration: timing.duration, easing: timing.easing });
        return animate(keyframes, options);
      };
      return list.scrollHeight;
    }, listId);
    await caret.click();
    await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('false');
    const timing = await page.evaluate((id) => document.getElementById(id)?.dataset.timing ?? '{}', listId);
    return { height, ...JSON.parse(timing) };
  }

  it(
    'animates sidebar categories with ease-in-out over the spec duration, 1 ms under reduced motion',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      const normal = await collapseMethods(page);
      const ratio = normal.height / 36;
      expect(normal.height).toBeGreaterThan(100);
      expect(normal.duration).toBe(Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10));
      expect(normal.easing).toBe('ease-in-out');

      const reduced = await session.newContext({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
      try {
        const { page: slow } = await open(reduced, site.url + READ_RECORDS);
        expect((await collapseMethods(slow)).duration).toBe(1);
      } finally {
        await reduced.close();
      }
      // emulateMedia switches it on an open page too.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const caret = page.getByRole('button', { name: "Toggle the collapsible sidebar category 'Methods'" });
      await caret.click();
      await expect.poll(() => caret.getAttribute('aria-expanded')).toBe('true');
      expect((await collapseMethods(page)).duration).toBe(1);
    },
    TIMEOUT,
  );

  it(
    'highlights the TOC entry of the heading in view, also after a client navigation',
    async () => {
      const { page } = await open(context, site.url + READ_RECORDS);
      const active = () => page.locator('.table-of-contents__link--active').getAttribute('href');
      /** Puts heading `id` under the navbar; the TOC marks it, or the next heading if that is in the top half. */
      const scrollTo = (id: string) =>
        page.evaluate((id) => {
          const headings = [...document.querySelectorAll('.markdown h2, .markdown h3')];
          const heading = document.getElementById(id) as HTMLElement;
          heading.scrollIntoView();
          const next = headings[headings.indexOf(heading) + 1];
          const nextInTopHalf = next !== undefined && next.getBoundingClientRect().top < window.innerHeight / 2;
          return `#${nextInTopHalf ? next.id : id}`;
        }, id);
      await expect.poll(active).toBe('#signature');
      for (const id of ['example', 'parameters', 'returns']) {
        const expected = await scrollTo(id);
        await expect.poll(active).toBe(expected);
      }

      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click();
      await waitForTitle(page, 'Get started |');
      await expect.poll(active).toBe('#requirements');
      // At the end of the page the last heading wins, even though it cannot reach the top.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect.poll(active).toBe('#next-steps');
    },
    TIMEOUT,
  );

  it(
    'copies code blocks on click, on the first page and after a client navigation',
    async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(site.url).origin });
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      const copy = async () => {
        const button = page.locator('.code-block__copy').first();
        const code = await page.locator('.code-block pre').first().textContent();
        await button.click();
        await expect.poll(() => button.textContent()).toBe('Copied');
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
      };
      await copy();
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click();
      await waitForTitle(page, 'Get started |');
      await copy();
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'shows the base-URL banner only when the home page is opened outside the base URL',
    async () => {
      const { page } = await open(context, site.url);
      expect(await page.locator('#__rnhc-base-url-issue-banner').count()).toBe(0);

      // The same output served at the root: /index.html is the home page at a wrong base.
      const wrong = await startStaticServer({ root: site.dir, baseUrl: '/', host: '127.0.0.1', port: 0 });
      try {
        const other = await context.newPage();
        await other.goto(`${wrong.url}index.html`);
        const banner = other.locator('#__rnhc-base-url-issue-banner');
        await banner.waitFor();
        expect(await banner.textContent()).toContain('Your Docusaurus site did not load properly.');
        expect(await banner.textContent()).toContain(`Current configured baseUrl = ${SITE_BASE}`);
        expect(await banner.textContent()).toContain('We suggest trying baseUrl = /');
        expect(await banner.getAttribute('role')).toBe('alert');
        // Outside the React root: hydration (if the bundle loads at all) never sees it.
        expect(
          await other.evaluate(() =>
            document.getElementById('__rnhc')?.contains(document.getElementById('__rnhc-base-url-issue-banner')),
          ),
        ).toBe(false);
        // Other pages never show it.
        await other.goto(`${wrong.url}docs/intro.html`);
        expect(await other.locator('#__rnhc-base-url-issue-banner').count()).toBe(0);
      } finally {
        await wrong.close();
      }
    },
    TIMEOUT,
  );

  it(
    'shows the crash page when the page content throws, and Try again renders it again',
    async () => {
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      // The next page's TOC effect looks its headings up: fail that once.
      await page.evaluate(() => {
        const original = document.getElementById.bind(document);
        let armed = true;
        document.getElementById = (id: string) => {
          if (armed && id === 'requirements') {
            armed = false;
            throw new Error('Heading lookup failed', { cause: new Error('Simulated DOM failure') });
          }
          return original(id);
        };
      });
      await page.locator('.navbar a.navbar__link', { hasText: 'Docs' }).click();
      await page.getByRole('heading', { name: 'This page crashed.' }).waitFor();
      expect(await page.title()).toBe('Page Error');
      expect(await page.locator('.crash-page__message').textContent()).toBe('Heading lookup failed');
      expect(await page.locator('.crash-page__cause').textContent()).toBe('Cause: Simulated DOM failure');
      // The rest of the layout still works.
      expect(await page.locator('.navbar').isVisible()).toBe(true);
      expect(errors.join('\n')).toContain('Heading lookup failed');

      await page.getByRole('button', { name: 'Try again' }).click();
      await page.getByRole('heading', { name: 'Get started', level: 1 }).waitFor();
      expect(await page.title()).toBe('Get started | React Native Health Connect');
      expect(await page.locator('.crash-page').count()).toBe(0);
      expect(await hasMarker(page)).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'a re-render with the same content leaves the content DOM alone (React 19 compares the HTML prop by identity)',
    async () => {
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await page.evaluate(() => {
        const paragraph = document.querySelector('[data-rnhc-content] p') as unknown as Record<string, boolean>;
        paragraph.__kept = true;
      });
      // New page data, same content: the title changes, the article's nodes must not be rebuilt.
      await page.evaluate(async () => {
        const data = JSON.parse(document.getElementById('__rnhc-page')?.textContent ?? '{}');
        const content = document.querySelector('[data-rnhc-content]')?.innerHTML ?? '';
        const hook = (window as { __RNHC_RELOAD_PAGE__?: (p?: string, d?: unknown) => Promise<void> })
          .__RNHC_RELOAD_PAGE__;
        await hook?.(undefined, { ...data, title: 'readRecords (retitled)', contentHtml: content });
      });
      expect(await page.title()).toBe('readRecords (retitled) | React Native Health Connect');
      expect(
        await page.evaluate(
          () => (document.querySelector('[data-rnhc-content] p') as unknown as Record<string, boolean>).__kept,
        ),
      ).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'watch-mode hooks: re-render the page from fresh data in place, swap the stylesheet',
    async () => {
      const { page, errors } = await open(context, site.url + READ_RECORDS);
      await setMarker(page);
      await page.evaluate(() => window.scrollTo(0, 700));
      await page.waitForFunction(() => window.scrollY === 700);
      let served = 0;
      await page.route('**/page-data/docs/api/methods/readRecords.json', async (route) => {
        served += 1;
        const response = await route.fetch();
        const data = await response.json();
        data.title = 'readRecords (edited)';
        data.contentHtml = data.contentHtml.replace('</p>', ' Freshly edited.</p>');
        await route.fulfill({ response, json: data });
      });
      await page.evaluate(() => (window as { __RNHC_RELOAD_PAGE__?: () => Promise<void> }).__RNHC_RELOAD_PAGE__?.());
      expect(served).toBe(1);
      expect(await page.title()).toBe('readRecords (edited) | React Native Health Connect');
      expect(await page.locator('[data-rnhc-content]').textContent()).toContain('Freshly edited.');
      expect(await page.evaluate(() => window.scrollY)).toBe(700);
      expect(await hasMarker(page)).toBe(true);
      // Every call goes to the network again, whatever was cached.
      await page.evaluate(() => (window as { __RNHC_RELOAD_PAGE__?: () => Promise<void> }).__RNHC_RELOAD_PAGE__?.());
      expect(served).toBe(2);

      // Data sent with the live event: shown at once, with no request.
      await page.evaluate(async () => {
        const data = JSON.parse(document.getElementById('__rnhc-page')?.textContent ?? '{}');
        const hook = (window as { __RNHC_RELOAD_PAGE__?: (p?: string, d?: unknown) => Promise<void> })
          .__RNHC_RELOAD_PAGE__;
        await hook?.(undefined, { ...data, title: 'readRecords (sent)', contentHtml: '<p>Sent along.</p>' });
      });
      expect(served).toBe(2);
      expect(await page.title()).toBe('readRecords (sent) | React Native Health Connect');
      expect(await page.locator('[data-rnhc-content]').textContent()).toBe('Sent along.');
      expect(await page.evaluate(() => window.scrollY)).toBeLessThanOrEqual(700);
      expect(await hasMarker(page)).toBe(true);

      // Another page's path only drops that page's cached data.
      await page.evaluate(() =>
        (window as { __RNHC_RELOAD_PAGE__?: (path: string) => Promise<void> }).__RNHC_RELOAD_PAGE__?.(
          '/react-native-health-connect/docs/intro',
        ),
      );
      expect(served).toBe(2);

      const href = await page.locator('link[rel="stylesheet"]').getAttribute('href');
      await page.evaluate(
        (next) => (window as { __RNHC_SWAP_CSS__?: (href: string) => Promise<void> }).__RNHC_SWAP_CSS__?.(next),
        `${href}?v=2`,
      );
      expect(
        await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual([`${href}?v=2`]);
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(255, 255, 255)');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

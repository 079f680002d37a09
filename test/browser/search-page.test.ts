/**
 * The search page in Chromium (test/fixtures/search-page, a Docusaurus site with Algolia): opened
 * at `/search?q=<word>` it shows that word in its input and live results from the built-in
 * search linking to the right doc; typing another query changes the results, the heading and the
 * URL's `q`; other pages load no search index.
 */
import { expect, it } from 'vitest';
import {
  addLink,
  describeBrowser,
  hasMarker,
  setMarker,
  TIMEOUT,
  useBrowser,
  useBuiltSite,
  waitForClient,
} from './client-helpers.ts';

describeBrowser('the search page in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/search-page/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'reads ?q=, shows results from the built-in search and keeps ?q= current',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(`${built.site.url}search?q=zygomorphic`);
      await waitForClient(page);

      const input = page.locator('.search-page input[name="q"]');
      await expect.poll(() => input.inputValue()).toBe('zygomorphic');
      const hits = page.locator('.search-page__results a');
      await expect.poll(() => hits.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await hits.first().getAttribute('href')).toMatch(/^\/lib\/docs\/permissions(#|$)/);
      await expect.poll(() => page.locator('.search-page h1').textContent()).toBe('Search results for "zygomorphic"');
      expect(await page.title()).toBe('Search results for "zygomorphic" | Search Lib');

      await input.fill('trampoline');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('trampoline');
      await expect
        .poll(() => hits.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))
        .toContain('/lib/docs/permissions#revoking');

      await input.fill('');
      await expect.poll(() => new URL(page.url()).searchParams.has('q')).toBe(false);
      await expect.poll(() => page.locator('.search-page h1').textContent()).toBe('Search the documentation');
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );

  it(
    'loads no search index on the other pages; a client-side navigation to the page searches',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const requests: string[] = [];
      page.on('request', (request) => requests.push(new URL(request.url()).pathname));
      await page.goto(`${built.site.url}docs/intro`);
      await waitForClient(page);
      await page.waitForLoadState('networkidle');
      expect(requests.filter((file) => file.endsWith('search-index.json'))).toEqual([]);

      // A client-side navigation to the search page with a query takes its form over too.
      await setMarker(page);
      await page.click(await addLink(page, `${built.site.url}search?q=trampoline`));
      await expect
        .poll(
          () =>
            page.locator('.search-page__results a').evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
          {
            timeout: 15_000,
          },
        )
        .toContain('/lib/docs/permissions#revoking');
      expect(await page.locator('.search-page input[name="q"]').inputValue()).toBe('trampoline');
      expect(await hasMarker(page)).toBe(true);
      await context.close();
    },
    TIMEOUT,
  );
});

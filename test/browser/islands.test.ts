/**
 * Islands (templates/docusaurus/islands.tsx, client/islands.ts) in Chromium, on
 * test/fixtures/docusaurus-islands: a `Counter` with state in an MDX doc and in a React page is
 * server-rendered, then hydrated (a click counts) without a hydration mismatch; client-side
 * navigation mounts and unmounts it; a page without islands loads no island JavaScript.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { addLink, describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

/** The page's console errors and warnings (a hydration mismatch is one) and uncaught errors. */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describeBrowser('islands: site components and React pages hydrated', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/docusaurus-islands/docusaurus.config.ts' });
  const session = useBrowser();
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 } });
  });

  /** Opens a page recording console errors and every script the page requests. */
  async function openRecording(url: string) {
    const page = await context.newPage();
    const errors = recordErrors(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
    });
    await page.goto(url);
    await waitForClient(page);
    return { page, errors, scripts };
  }

  const counts = (page: Page) =>
    page.evaluate(() => {
      const w = window as { __counterMounts?: number; __counterUnmounts?: number };
      return { mounts: w.__counterMounts ?? 0, unmounts: w.__counterUnmounts ?? 0 };
    });

  it(
    'an MDX doc: a component showing children[0] and children[1] apart keeps both after hydration, and when it shows one again',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}docs/guides/usage`);
      const toggle = page.locator('.steps-toggle');
      await toggle.click();
      await page.locator('.steps-toggle', { hasText: 'Show' }).waitFor();
      expect(await page.locator('.steps-second').count()).toBe(0);
      await toggle.click();
      await page.locator('.steps-toggle', { hasText: 'Hide' }).waitFor();
      expect(await page.locator('.steps-first').textContent()).toBe('First step text.');
      expect(await page.locator('.steps-second').textContent()).toBe('Second step text.');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'an MDX doc: the Counter counts after hydration, with no hydration warning, its MDX children kept',
    async () => {
      const { page, errors, scripts } = await openRecording(`${built.site.url}docs/guides/usage`);
      const button = page.getByRole('button', { name: 'Clicks: 2' });
      await page.waitForFunction(() => (window as { __counterMounts?: number }).__counterMounts === 1);
      await button.click();
      await page.getByRole('button', { name: 'Clicks: 3' }).waitFor();
      // The children are the server's HTML, untouched.
      expect(await page.locator('.counter-children strong').textContent()).toBe('bold');
      expect(await page.locator('.counter-children code').textContent()).toBe('</script>');
      // The island modules only (the component and the chunks it shares), no second React.
      const islands = scripts.filter((s) => s.startsWith('/lib/assets/islands/'));
      expect(islands.length).toBeGreaterThan(0);
      expect(islands.some((s) => /\/Counter\.\w+\.js$/.test(s))).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a page without islands loads no JavaScript beyond the theme client and site data',
    async () => {
      const { page, errors, scripts } = await openRecording(`${built.site.url}docs/faq`);
      await page.waitForLoadState('networkidle');
      const declared = await page.evaluate(() =>
        [...document.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
          (e) => new URL((e as HTMLScriptElement).src || (e as HTMLLinkElement).href).pathname,
        ),
      );
      expect(scripts.filter((s) => s.includes('/islands/'))).toEqual([]);
      expect([...new Set(scripts)].sort()).toEqual([...new Set(declared)].sort());
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'client-side navigation mounts the island of the new page and unmounts it on the way out',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}docs/faq`);
      await page.evaluate(() => {
        (window as { __marker?: boolean }).__marker = true;
      });
      await page.click(await addLink(page, `${built.site.url}docs/guides/usage`));
      await page.waitForURL(`${built.site.url}docs/guides/usage`);
      await page.waitForFunction(() => (window as { __counterMounts?: number }).__counterMounts === 1);
      await page.getByRole('button', { name: 'Clicks: 2' }).click();
      await page.getByRole('button', { name: 'Clicks: 3' }).waitFor();
      await page.click(await addLink(page, `${built.site.url}docs/guides/install`));
      await page.waitForURL(`${built.site.url}docs/guides/install`);
      await page.waitForFunction(() => (window as { __counterUnmounts?: number }).__counterUnmounts === 1);
      await page.goBack();
      await page.waitForURL(`${built.site.url}docs/guides/usage`);
      await page.waitForFunction(() => (window as { __counterMounts?: number }).__counterMounts === 2);
      await page.getByRole('button', { name: 'Clicks: 2' }).click();
      await page.getByRole('button', { name: 'Clicks: 3' }).waitFor();
      expect(await counts(page)).toEqual({ mounts: 2, unmounts: 1 });
      // All of it without a document load.
      expect(await page.evaluate(() => (window as { __marker?: boolean }).__marker)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a React page is hydrated in the theme layout: its Counter counts, its CodeBlock stays highlighted',
    async () => {
      const { page, errors } = await openRecording(`${built.site.url}counter`);
      await page.waitForFunction(() => (window as { __counterMounts?: number }).__counterMounts === 1);
      await page.getByRole('button', { name: 'Page clicks: 5' }).click();
      await page.getByRole('button', { name: 'Page clicks: 6' }).waitFor();
      expect(await page.locator('.navbar').count()).toBeGreaterThan(0);
      expect(await page.locator('pre.shiki code').textContent()).toBe('const answer = 42;');
      expect(await page.locator('h1').first().textContent()).toBe('A counter page');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

describeBrowser('islands: Docusaurus browser-only tools', () => {
  const built = useBuiltSite({ baseUrl: '/lib/', config: 'test/fixtures/docusaurus-islands/docusaurus.config.ts' });
  const session = useBrowser();

  it(
    'useIsBrowser is false while an island hydrates and true once mounted; BrowserOnly then renders its children',
    async () => {
      const context = await session.newContext({ viewport: { width: 1000, height: 800 } });
      const page = await context.newPage();
      const errors = recordErrors(page);
      await page.goto(`${built.site.url}docs/intro`);
      await page.waitForFunction(() => document.querySelector('.environment-hook')?.textContent === 'in the browser');
      expect(await page.textContent('.environment-only')).toBe('width 1000');
      expect(await page.evaluate(() => (window as unknown as { __canUseDOM?: boolean }).__canUseDOM)).toBe(true);
      // The server's side first: no hydration mismatch.
      expect(errors).toEqual([]);
      await context.close();
    },
    TIMEOUT,
  );
});

describeBrowser('islands: React pages of a translated Docusaurus site', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/docu-i18n-blog/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'the French home page hydrates with its code.json messages and CSS module, without a mismatch',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const errors = recordErrors(page);
      await page.goto(`${built.site.url}fr/`);
      await waitForClient(page);
      // React marks the container of a root it hydrated.
      await page.waitForFunction(() => {
        const root = document.querySelector('rnhc-island-root');
        return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });
      expect(await page.locator('.hero p').textContent()).toBe('De la doc et des nouvelles en deux langues');
      expect(await page.locator('.hero .button').textContent()).toBe('Commencer');
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

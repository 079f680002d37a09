/**
 * What a reader meets first on the project's own site, on a phone (320-414 px) and a desktop:
 * titles that never break inside a word, the page actions button beside (not in) the title's
 * line, copy buttons that never cover code, a navbar title that fits, the open menu dimming the
 * whole navbar, one sidebar width on every doc page, Docusaurus's 996 px breakpoint and its
 * content column, and the "Docs" navbar item active on every doc of its sidebar.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  describeBrowser,
  open,
  type ServedSite,
  SITE_BASE,
  serveSharedBuild,
  TIMEOUT,
  useBrowser,
} from './client-helpers.ts';

const PHONE_WIDTHS = [320, 360, 390, 414];
const READ_RECORDS = 'docs/api/methods/readRecords';

/** URL paths (relative to the base) of every HTML page of a build. */
function listPages(dir: string): string[] {
  const pages: string[] = [];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = join(folder, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        const path = relative(dir, file).replace(/\\/g, '/');
        pages.push(path === 'index.html' ? '' : path.replace(/(\/index)?\.html$/, ''));
      }
    }
  };
  walk(dir);
  return pages.sort();
}

/**
 * Words of the page's h1s that the browser broke across lines. A text node is cut at each
 * `<wbr>`, so a break there (between the parts of an identifier) is not a broken word; a break
 * after a hyphen is not either.
 */
function findBrokenTitleWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const broken: string[] = [];
    for (const heading of document.querySelectorAll('h1')) {
      if (heading.getClientRects().length === 0) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^\s-]+-?/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${match[0]} (in "${heading.textContent}")`);
        }
      }
    }
    return broken;
  });
}

describeBrowser('what a reader meets first on the project site', () => {
  let site: ServedSite;
  let pages: string[] = [];
  const session = useBrowser();

  beforeAll(async () => {
    site = await serveSharedBuild('project-site', SITE_BASE);
    pages = listPages(site.dir);
  }, 300_000);

  afterAll(async () => {
    await site?.close();
  }, TIMEOUT);

  async function openAt(width: number, path: string, height = 844): Promise<{ context: BrowserContext; page: Page }> {
    const context = await session.newContext({ viewport: { width, height } });
    const { page } = await open(context, site.url + path);
    return { context, page };
  }

  it(
    'breaks no word inside a page title, on every page, from 320 to 414 px',
    async () => {
      expect(pages.length).toBeGreaterThan(30);
      const context = await session.newContext({ viewport: { width: 320, height: 844 } });
      const page = await context.newPage();
      const broken: string[] = [];
      for (const path of pages) {
        await page.goto(site.url + path, { waitUntil: 'load' });
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({ width, height: 844 });
          for (const word of await findBrokenTitleWords(page)) broken.push(`${width} px /${path}: ${word}`);
        }
      }
      expect(broken).toEqual([]);
    },
    TIMEOUT * 3,
  );

  it(
    'keeps the page actions button off the title line and the navbar title whole, from 320 to 414 px',
    async () => {
      const { page } = await openAt(320, 'docs/api/methods/openHealthConnectDataManagement');
      for (const width of PHONE_WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const layout = await page.evaluate(() => {
          const title = document.querySelector('.doc-article h1')?.getBoundingClientRect();
          const actions = document.querySelector('.page-actions')?.getBoundingClientRect();
          const brand = document.querySelector<HTMLElement>('.navbar__title');
          return {
            titleTop: title?.top,
            actionsBottom: actions?.bottom,
            brandCut: brand ? brand.scrollWidth > brand.clientWidth || brand.scrollHeight > brand.clientHeight : true,
          };
        });
        expect(layout.actionsBottom, `${width} px`).toBeLessThanOrEqual(layout.titleTop ?? 0);
        expect(layout.brandCut, `navbar title cut at ${width} px`).toBe(false);
      }
    },
    TIMEOUT,
  );

  it(
    'never puts a code block copy button over the code, on a phone and a desktop',
    async () => {
      for (const width of [390, 1280]) {
        const { page } = await openAt(width, READ_RECORDS);
        const overlaps = await page.evaluate(() => {
          const found: string[] = [];
          for (const block of document.querySelectorAll('.code-block')) {
            const button = block.querySelector('.code-block__copy')?.getBoundingClientRect();
            const pre = block.querySelector('pre');
            if (!button || !pre) continue;
            const viewport = pre.getBoundingClientRect();
            const walker = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
            for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
              if (!node.data.trim()) continue;
              const range = document.createRange();
              range.selectNodeContents(node);
              for (const rect of range.getClientRects()) {
                // Only the text in the block's visible area (the rest scrolls into view later,
                // under the same fixed button, hence compared on the vertical axis alone too).
                if (rect.bottom <= viewport.top || rect.top >= viewport.bottom) continue;
                const sameRow = rect.top < button.bottom && rect.bottom > button.top;
                if (sameRow && rect.right > button.left) found.push(node.data);
              }
            }
          }
          return found;
        });
        expect(overlaps, `${width} px`).toEqual([]);
      }
    },
    TIMEOUT,
  );

  it(
    'dims the whole navbar, its search and colour buttons too, while the mobile menu is open (light mode)',
    async () => {
      const { page } = await openAt(390, READ_RECORDS);
      await page.click('.navbar__toggle');
      await page.waitForSelector('.navbar-sidebar__backdrop');
      const onTop = await page.evaluate(() =>
        ['.search-button', '.color-mode-toggle'].map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          if (!box) return `${selector}: missing`;
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return top?.closest('.navbar-sidebar__backdrop') ? 'dimmed' : `${selector}: ${top?.className}`;
        }),
      );
      expect(onTop).toEqual(['dimmed', 'dimmed']);
    },
    TIMEOUT,
  );

  it(
    'lays out 996 px as a phone and 997 px as a desktop, like Docusaurus',
    async () => {
      const { page } = await openAt(996, READ_RECORDS);
      const visible = (selector: string) =>
        page.evaluate((s) => {
          const element = document.querySelector(s);
          return element !== null && getComputedStyle(element).display !== 'none';
        }, selector);
      expect(await visible('.navbar__toggle')).toBe(true);
      expect(await visible('.doc-sidebar')).toBe(false);
      await page.setViewportSize({ width: 997, height: 844 });
      expect(await visible('.navbar__toggle')).toBe(false);
      expect(await visible('.doc-sidebar')).toBe(true);
    },
    TIMEOUT,
  );

  it(
    'keeps the desktop sidebar 300 px wide on every doc page, with a content column as wide as Docusaurus’s',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const widths: Record<string, number> = {};
      for (const path of pages.filter((p) => p.startsWith('docs/'))) {
        await page.goto(site.url + path, { waitUntil: 'load' });
        const width = await page.evaluate(() => document.querySelector('.doc-sidebar')?.getBoundingClientRect().width);
        if (width !== undefined) widths[path] = Math.round(width);
      }
      expect(Object.keys(widths).length).toBeGreaterThan(20);
      expect(new Set(Object.values(widths))).toEqual(new Set([300]));
      await page.goto(site.url + READ_RECORDS, { waitUntil: 'load' });
      // Docusaurus at 1280 px: a 980 px main column, 75% of it for the doc less its padding.
      const column = await page.evaluate(() => document.querySelector('.doc-article')?.getBoundingClientRect().width);
      expect(column).toBeGreaterThanOrEqual(700);
    },
    TIMEOUT * 2,
  );

  it(
    'lays the doc column out at its width before the table of contents is parsed (no layout shift)',
    async () => {
      // The table of contents follows the doc in the HTML: a browser paints the doc before the
      // rest arrives, and a column sized by what is left beside the TOC widened, then narrowed
      // (Lighthouse desktop: CLS 0.103 on readRecords, its table re-laid out in narrower columns).
      for (const width of [1000, 1280, 1350, 1600]) {
        const { context, page } = await openAt(width, READ_RECORDS, 900);
        const widths = await page.evaluate(() => {
          const column = () => document.querySelector('.doc-col')?.getBoundingClientRect().width;
          const withToc = column();
          document.querySelector('.toc-desktop')?.remove();
          return { withToc, withoutToc: column() };
        });
        expect(widths.withToc, `${width} px`).toBeGreaterThan(0);
        expect(widths.withoutToc, `${width} px`).toBe(widths.withToc);
        await context.close();
      }
    },
    TIMEOUT,
  );

  it(
    'marks the "Docs" navbar item active on every doc of its sidebar',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const inactive: string[] = [];
      for (const path of pages.filter((p) => p.startsWith('docs/'))) {
        await page.goto(site.url + path, { waitUntil: 'load' });
        const active = await page.evaluate(() =>
          [...document.querySelectorAll('.navbar__link--active')].map((link) => link.textContent),
        );
        if (!active.includes('Docs')) inactive.push(path);
      }
      expect(inactive).toEqual([]);
    },
    TIMEOUT * 2,
  );
});

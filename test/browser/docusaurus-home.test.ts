/**
 * A Docusaurus site's own home page, written with Infima's classes as `create-docusaurus` writes
 * it (test/fixtures/docusaurus-home), looks as in Docusaurus: a hero in the primary colour,
 * buttons, three columns on a desktop and one on a phone; the theme follows the site's colours
 * and its dark navbar and footer.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

/** custom.css's `--ifm-color-primary`. */
const PRIMARY = 'rgb(29, 78, 216)';

/** `rgb(1, 2, 3)` or `color(srgb 0.1 0.2 0.3)` as 0-255 channels. */
function channels(colour: string): [number, number, number] {
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)/.exec(colour);
  if (srgb) return [1, 2, 3].map((i) => Number(srgb[i]) * 255) as [number, number, number];
  const rgb = /^rgba?\((\d+), (\d+), (\d+)/.exec(colour);
  if (!rgb) throw new Error(`not a colour: ${colour}`);
  return [1, 2, 3].map((i) => Number(rgb[i])) as [number, number, number];
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const luminance = (colour: string) => {
    const [r, g, bl] = channels(colour).map((c) => {
      const v = c / 255;
      return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

const styleOf = (page: Page, selector: string, properties: string[]) =>
  page.evaluate(
    ([sel, props]) => {
      const element = document.querySelector(sel as string);
      if (!element) return undefined;
      const style = getComputedStyle(element);
      return Object.fromEntries((props as string[]).map((p) => [p, style.getPropertyValue(p)]));
    },
    [selector, properties] as const,
  );

describeBrowser('a Docusaurus home page built with Infima', () => {
  const built = useBuiltSite({ baseUrl: '/home/', config: 'test/fixtures/docusaurus-home/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    'has a hero in the primary colour, Infima buttons and three columns on a desktop',
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, built.site.url);
      expect(await styleOf(page, '.hero--primary', ['background-color', 'color', 'display'])).toEqual({
        'background-color': PRIMARY,
        color: 'rgb(255, 255, 255)',
        display: 'flex',
      });
      // Infima's `.button--lg`: 0.875rem times 1.35.
      const button = await styleOf(page, '.button--secondary', ['background-color', 'font-size', 'border-radius']);
      expect(button).toEqual({
        'background-color': 'rgb(235, 237, 240)',
        'font-size': '18.9px',
        'border-radius': '6.4px',
      });
      const widths = await page.evaluate(() =>
        [...document.querySelectorAll('.col--4')].map((col) => [
          col.getBoundingClientRect().width,
          (col.parentElement as HTMLElement).getBoundingClientRect().width,
        ]),
      );
      expect(widths).toHaveLength(3);
      for (const [col, row] of widths as Array<[number, number]>) expect(col / row).toBeCloseTo(1 / 3, 2);
      expect(await styleOf(page, '.badge--primary', ['background-color'])).toEqual({ 'background-color': PRIMARY });
      expect(await styleOf(page, '.padding-vert--md', ['padding-top'])).toEqual({ 'padding-top': '16px' });
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'stacks the columns on a phone',
    async () => {
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const { page } = await open(context, built.site.url);
      const tops = await page.evaluate(() =>
        [...document.querySelectorAll('.col--4')].map((col) => Math.round(col.getBoundingClientRect().top)),
      );
      expect(new Set(tops).size).toBe(3);
      // custom.css's `--ifm-font-size-base` on a phone sizes the page, as Infima's `html` rule does.
      expect(await styleOf(page, 'html', ['font-size'])).toEqual({ 'font-size': '15px' });
    },
    TIMEOUT,
  );

  it(
    "keeps Infima's link and image rules on the site's page: links underline on hover only, images fit a phone",
    async () => {
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const { page } = await open(context, built.site.url);
      expect(await styleOf(page, '.home-note a', ['text-decoration-line'])).toEqual({ 'text-decoration-line': 'none' });
      await page.hover('.home-note a');
      expect(await styleOf(page, '.home-note a', ['text-decoration-line'])).toEqual({
        'text-decoration-line': 'underline',
      });
      const [image, box] = await page.evaluate(() => {
        const img = document.querySelector('.home-wide') as HTMLElement;
        return [img.getBoundingClientRect().width, (img.parentElement as HTMLElement).clientWidth];
      });
      expect(image).toBeGreaterThan(0);
      expect(image).toBeLessThanOrEqual(box as number);
    },
    TIMEOUT,
  );

  it(
    "sets the site page's headings in Infima's element rules (react-native-website's hero subtitle)",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, built.site.url);
      // A feature's <h3>: no top margin, 1rem below, line height 1.25, Infima's 1.25rem.
      const h3 = await page.evaluate(() => {
        const heading = document.querySelector('main h3') as HTMLElement;
        const style = getComputedStyle(heading);
        const rem = Number.parseFloat(getComputedStyle(document.documentElement).fontSize);
        const size = Number.parseFloat(style.fontSize);
        return {
          top: style.marginTop,
          bottom: Number.parseFloat(style.marginBottom) / rem,
          size: size / rem,
          lineHeight: Number.parseFloat(style.lineHeight) / size,
        };
      });
      expect(h3).toEqual({ top: '0px', bottom: 1, size: 1.25, lineHeight: 1.25 });
    },
    TIMEOUT,
  );

  it(
    "puts an item without a position on the left, and an icon-only link's icon alone, as Docusaurus does",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, built.site.url);
      const left = await page.$$eval('.navbar__items:not(.navbar__items--right) .navbar__link', (links) =>
        links.map((a) => a.textContent),
      );
      expect(left).toContain('Docs');
      const icon = await page.$eval('.navbar .header-github-link', (a) => ({
        text: a.textContent,
        label: a.getAttribute('aria-label'),
        externalIcon: a.querySelector('.icon--external') !== null,
      }));
      expect(icon).toEqual({ text: '', label: 'GitHub repository', externalIcon: false });
    },
    TIMEOUT,
  );

  it(
    "keeps a site's `code { background }` off its code blocks, as Infima's `pre code` does",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/intro`);
      expect(await styleOf(page, '.code-block pre code', ['background-color'])).toEqual({
        'background-color': 'rgba(0, 0, 0, 0)',
      });
    },
    TIMEOUT,
  );

  it(
    'styles an Infima class written in MDX',
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/second`);
      const alert = await styleOf(page, '.alert--success', ['border-left-width', 'background-color']);
      expect(alert?.['border-left-width']).toBe('5px');
      expect(alert?.['background-color']).not.toBe('rgba(0, 0, 0, 0)');
    },
    TIMEOUT,
  );

  it(
    "applies the dark navbar and footer, Infima's colours for them",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, built.site.url);
      expect(await styleOf(page, '.navbar', ['background-color'])).toEqual({ 'background-color': 'rgb(36, 37, 38)' });
      // Infima's `--ifm-navbar-link-color` of a dark navbar (gray-100).
      expect(await styleOf(page, '.navbar__title', ['color'])).toEqual({ color: 'rgb(245, 246, 247)' });
      expect(await styleOf(page, '.footer--dark', ['background-color'])).toEqual({
        'background-color': 'rgb(48, 56, 70)',
      });
    },
    TIMEOUT,
  );

  for (const mode of ['light', 'dark'] as const) {
    it(
      `highlights the active sidebar item and breadcrumb with the primary colour (${mode})`,
      async () => {
        context = await session.newContext({ viewport: { width: 1280, height: 800 } });
        await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
        const { page } = await open(context, `${built.site.url}docs/intro`);
        for (const selector of ['.menu__link--active', '.breadcrumbs__item:last-child .breadcrumbs__link']) {
          const style = await styleOf(page, selector, ['color', 'background-color']);
          if (!style) throw new Error(`no ${selector}`);
          expect(style.color, selector).toBe(PRIMARY);
          // Infima's hover overlay under it, as Docusaurus's classic theme draws an active item
          // (black or white at 5 %), not the theme's own green tint.
          expect(style['background-color'], selector).toBe(
            mode === 'light' ? 'rgba(0, 0, 0, 0.05)' : 'rgba(255, 255, 255, 0.05)',
          );
          // Readable on it: the overlay over the page's white is rgb(242, 242, 242).
          if (mode === 'light') expect(contrast(style.color as string, 'rgb(242, 242, 242)')).toBeGreaterThan(4.5);
        }
      },
      TIMEOUT,
    );
  }
});

/**
 * A Docusaurus site's admonitions take the colours its customCss gives them as Docusaurus's do
 * (test/fixtures/docusaurus-admonitions): Infima's alert colours (detox sets
 * `--ifm-color-secondary-contrast-*`, which Docusaurus's `:::note` reads through `alert--secondary`)
 * and rules naming Docusaurus's classes (`.theme-admonition-caution`).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

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

describeBrowser("a Docusaurus site's admonitions", () => {
  const built = useBuiltSite({ baseUrl: '/adm/', config: 'test/fixtures/docusaurus-admonitions/docusaurus.config.js' });
  const session = useBrowser();
  let context: BrowserContext | undefined;

  afterEach(async () => {
    await context?.close();
  });

  it(
    "take the site's alert colours and its rules for Docusaurus's class names",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page, errors } = await open(context, `${built.site.url}docs/intro/`);
      // custom.css's secondary contrast colours, as Infima's `.alert--secondary` reads them.
      expect(await styleOf(page, '.theme-admonition-note', ['background-color', 'color'])).toEqual({
        'background-color': 'rgb(10, 20, 30)',
        color: 'rgb(250, 240, 230)',
      });
      // The heading and its icon in the alert's colour, as Docusaurus's are.
      // Docusaurus's heading: Infima's h5 size (0.875rem).
      expect(await styleOf(page, '.theme-admonition-note .admonition__heading', ['color', 'font-size'])).toEqual({
        color: 'rgb(250, 240, 230)',
        'font-size': '14px',
      });
      expect(await styleOf(page, '.theme-admonition-note .admonition__icon', ['background-color'])).toEqual({
        'background-color': 'rgb(250, 240, 230)',
      });
      expect(await styleOf(page, '.theme-admonition-caution', ['outline-color', 'outline-width'])).toEqual({
        'outline-color': 'rgb(1, 2, 3)',
        'outline-width': '3px',
      });
      // `@theme/Admonition` too: Infima's success alert (its default light green, #e6f6e6).
      expect(await styleOf(page, '.theme-admonition-tip', ['background-color'])).toEqual({
        'background-color': 'rgb(230, 246, 230)',
      });
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    "sets inline code at the site's `--ifm-code-font-size` and `--ifm-code-padding-horizontal` (redux-toolkit's 95 % and 0.2rem)",
    async () => {
      context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const { page } = await open(context, `${built.site.url}docs/intro/`);
      const sizes = await page.evaluate(() => {
        const code = document.querySelector('.markdown p > code') as HTMLElement;
        return [getComputedStyle(code).fontSize, getComputedStyle(code.parentElement as HTMLElement).fontSize];
      });
      const [code, text] = sizes.map((size) => Number.parseFloat(size)) as [number, number];
      expect(code / text).toBeCloseTo(0.95, 2);
      // And padded by its `--ifm-code-padding-horizontal` (redux-toolkit's 0.2rem: lines wrapped elsewhere).
      const padding = await page.evaluate(
        () => getComputedStyle(document.querySelector('.markdown p > code') as HTMLElement).paddingLeft,
      );
      expect(padding).toBe('3.2px');
    },
    TIMEOUT,
  );
  it(
    "sets inline code in a title as Docusaurus does: in the title's line, not upper-cased (keyboard-controller's phone page)",
    async () => {
      // `:::caution Mind the \`react-native-reanimated\` gap`: the heading was a flex row, whose
      // code shrank to a column of letters on a phone, upper-cased with the title.
      context = await session.newContext({ viewport: { width: 390, height: 844 } });
      const { page } = await open(context, `${built.site.url}docs/intro/`);
      const code = await page.evaluate(() => {
        const element = document.querySelector('.theme-admonition-caution code') as HTMLElement;
        const box = element.getBoundingClientRect();
        return {
          transform: getComputedStyle(element).textTransform,
          width: box.width,
          height: box.height,
          lineHeight: Number.parseFloat(getComputedStyle(element).fontSize) * 2,
        };
      });
      expect(code.transform).toBe('none');
      // The whole name on one line (about 190px at 14px monospace), not broken letter by letter.
      expect(code.width).toBeGreaterThan(120);
      expect(code.height).toBeLessThan(code.lineHeight);
    },
    TIMEOUT,
  );
});

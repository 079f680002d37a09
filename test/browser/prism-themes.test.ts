/**
 * A Docusaurus site whose prism theme is dark (test/fixtures/prism-themes: Dracula in light mode,
 * Night Owl in dark mode) gets dark code blocks in Chromium, in the colours of those themes.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeEach, expect, it } from 'vitest';
import { describeBrowser, open, TIMEOUT, useBrowser, useBuiltSite } from './client-helpers.ts';

/** The code block's background and its first comment token's colour, as Chromium paints them. */
const codeColours = (page: Page) =>
  page.evaluate(() => {
    const pre = document.querySelector('pre.shiki');
    const comment = Array.from(pre?.querySelectorAll('span') ?? []).find(
      (s) => s.children.length === 0 && s.textContent === '// A comment',
    );
    return {
      background: pre ? getComputedStyle(pre).backgroundColor : undefined,
      comment: comment ? getComputedStyle(comment).color : undefined,
    };
  });

describeBrowser('prism themes as shiki themes', () => {
  const session = useBrowser();
  const served = useBuiltSite({ config: 'test/fixtures/prism-themes/docusaurus.config.js', baseUrl: '/' });
  let context: BrowserContext;

  beforeEach(async () => {
    context = await session.newContext({ viewport: { width: 1280, height: 800 }, colorScheme: 'light' });
  });

  it(
    'light mode: Dracula’s dark background and comment colour; dark mode: Night Owl’s',
    async () => {
      const { page, errors } = await open(context, `${served.site.url}docs/intro`);
      // Dracula: background #282A36, comments #6272A4.
      expect(await codeColours(page)).toEqual({ background: 'rgb(40, 42, 54)', comment: 'rgb(98, 114, 164)' });
      await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
      // Night Owl: background #011627, comments #637777.
      expect(await codeColours(page)).toEqual({ background: 'rgb(1, 22, 39)', comment: 'rgb(99, 119, 119)' });
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

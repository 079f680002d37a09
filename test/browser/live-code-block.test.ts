/**
 * Live code blocks in Chromium (test/fixtures/live-code-block): the playground module replaces
 * the server's frame with react-live's playground, whose preview renders the block's code with the
 * site's ReactLiveScope and follows edits of the code; a `noInline` block renders what it passes
 * to `render`, with state. A page without a live block loads no playground module.
 */
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('live code blocks in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/live-code-block/docusaurus.config.js' });
  const session = useBrowser();

  async function openRecording(route: string) {
    const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const modules: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/live-playground.')) modules.push(request.url());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      // (The fixture has no favicon: the browser's request for one is not the page's error.)
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
        errors.push(message.text());
    });
    await page.goto(`${built.site.url}${route}`);
    await waitForClient(page);
    return { context, page, modules, errors };
  }

  it(
    'renders the preview with the site scope and updates it when the code is edited',
    async () => {
      const { context, page, modules, errors } = await openRecording('docs/playground');
      const first = page.locator('.playgroundContainer').first();
      await expect.poll(() => first.locator('.playgroundPreview .greeting').textContent()).toBe('Hello, World!');
      // Docusaurus's order with playgroundPosition: 'top': the result, then the editor.
      expect(await first.locator('.playgroundHeader').allTextContents()).toEqual(['Result', 'Live Editor']);
      expect(modules).toHaveLength(1);

      // Edit the code: the preview follows.
      const editor = first.locator('.playgroundEditor');
      await editor.click();
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type('<Greeting name="Edited" />');
      await expect.poll(() => first.locator('.playgroundPreview .greeting').textContent()).toBe('Hello, Edited!');

      // The noInline block: its component, with state.
      const counter = page.locator('.playgroundContainer').nth(1).locator('.playgroundPreview button');
      await expect.poll(() => counter.textContent()).toBe('Count 3');
      await counter.click();
      await expect.poll(() => counter.textContent()).toBe('Count 4');
      expect(errors).toEqual([]);
      await context.close();

      const other = await openRecording('docs/intro');
      await other.page.waitForLoadState('networkidle');
      expect(other.modules).toEqual([]);
      await other.context.close();
    },
    TIMEOUT,
  );
});

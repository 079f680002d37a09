/**
 * An island whose `@theme/CodeBlock` shows other code after hydration
 * (test/fixtures/island-code-block-update; gesture-handler's CollapsibleCode): shiki does not run
 * in the browser, so the server's highlighted HTML is kept while the code is the same, and new
 * code is shown plain (escaped) rather than as an empty block.
 */
import { expect, it } from 'vitest';
import { describeBrowser, TIMEOUT, useBrowser, useBuiltSite, waitForClient } from './client-helpers.ts';

describeBrowser('an island’s code block updated in the browser', () => {
  const built = useBuiltSite({ baseUrl: '/', config: 'test/fixtures/island-code-block-update/docusaurus.config.js' });
  const session = useBrowser();

  it(
    'keeps the highlighted code, then shows the new code',
    async () => {
      const context = await session.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      await page.goto(`${built.site.url}docs/intro`);
      await waitForClient(page);
      const code = page.locator('.toggle-code rnhc-code');
      // The server's code block (shiki's <pre>, the copy button), kept by hydration.
      expect(await code.locator('pre.shiki').count()).toBe(1);
      await page.waitForFunction(() => {
        const root = document.querySelector('.toggle-code')?.closest('rnhc-island-root');
        return root ? Object.keys(root).some((key) => key.startsWith('__reactContainer')) : false;
      });
      expect(await code.locator('button.code-block__copy').count()).toBe(1);
      expect(await code.locator('pre').textContent()).toBe('const first = 1;');
      await page.getByRole('button', { name: 'Show all' }).click();
      await page.getByRole('button', { name: 'Show less' }).waitFor();
      expect(await code.locator('pre').textContent()).toBe('const first = 1;\nconst second = 2 < 3;');
      await context.close();
    },
    TIMEOUT,
  );
});

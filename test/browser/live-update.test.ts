/**
 * `serve --watch` with a real tab open: a save shows in the page without a reload, only the nodes
 * the edit touched are replaced, and what the tab then holds is what a fresh load of the page
 * would show.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeSite } from '../sites/helpers.ts';
import { eventually, WatchProcess } from '../sites/watch-process.ts';
import { describeBrowser, hasMarker, open, setMarker, TIMEOUT, useBrowser } from './client-helpers.ts';

const DOC = 'docs/02-guides/02-usage.md';
const ROUTE = 'docs/guides/usage';

const usage = (middle: string, end = '') => `# Usage

An opening paragraph that no edit touches.

## Install

\`\`\`ts title="setup.ts"
import { initialize } from 'react-native-health-connect';
await initialize();
\`\`\`

${middle}

:::note
An admonition between the edits.
:::

## Read

A closing paragraph.
${end}`;

const TABS_DOC = 'docs/02-guides/03-tabs.mdx';
const tabsDoc = (version: string) => `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Tabs

Tabs version ${version}.

<Tabs groupId="pm">
  <TabItem value="npm" label="npm">Use npm.</TabItem>
  <TabItem value="yarn" label="Yarn">Use Yarn.</TabItem>
</Tabs>
`;

/** Tags content nodes with a property: it survives only as long as the node itself does. */
function tag(page: Page, selector: string, name: string) {
  return page.locator('[data-rnhc-content]').evaluate(
    (content, [selector, name]) => {
      const node = content.querySelector(selector as string);
      if (!node) throw new Error(`no ${selector}`);
      (node as unknown as Record<string, boolean>)[name as string] = true;
    },
    [selector, name],
  );
}

function tagged(page: Page, selector: string, name: string) {
  return page
    .locator('[data-rnhc-content]')
    .evaluate(
      (content, [selector, name]) =>
        (content.querySelector(selector as string) as unknown as Record<string, boolean> | null)?.[name as string] ===
        true,
      [selector, name],
    );
}

/**
 * Whether the content shown is, node for node, the content of the page data written on disk. The
 * tab gets a page's data before the disk does (by design), so this first waits until the file on
 * disk holds `text`, the words the test just saw in the tab.
 */
async function showsFreshRender(page: Page, site: string, text: string): Promise<boolean> {
  const file = path.join(site, 'build/page-data', `${ROUTE}.json`);
  await eventually(async () => expect(await readFile(file, 'utf8')).toContain(text));
  const data = JSON.parse(await readFile(file, 'utf8'));
  return page.locator('[data-rnhc-content]').evaluate((content, html) => {
    const parsed = document.createElement('template');
    parsed.innerHTML = html;
    const fresh = content.cloneNode(false);
    fresh.appendChild(parsed.content);
    return fresh.isEqualNode(content);
  }, data.contentHtml as string);
}

describeBrowser('serve --watch with an open tab', () => {
  let site: string;
  let watch: WatchProcess;
  const session = useBrowser();
  let context: BrowserContext;

  beforeAll(async () => {
    site = await makeSite('basic-site', {
      [DOC]: usage('A middle paragraph, version one.'),
      [TABS_DOC]: tabsDoc('one'),
    });
    watch = new WatchProcess(site);
    await watch.ready();
    context = await session.newContext({ viewport: { width: 1280, height: 900 } });
  }, 120_000);

  afterAll(async () => {
    await watch?.stop();
    if (site) await rm(site, { recursive: true, force: true });
  });

  it(
    'patches the saved page in place: untouched nodes stay, the result equals a fresh render',
    async () => {
      const { page, errors } = await open(context, watch.url + ROUTE);
      await setMarker(page);
      await tag(page, 'p', '__opening');
      await tag(page, 'pre', '__code');
      await tag(page, '.admonition', '__note');
      const file = path.join(site, DOC);

      // An edit in the middle, a heading added at the end (the TOC shows it too).
      await writeFile(file, usage('A middle paragraph, version two.', '\n## Write\n\nA new section.\n'));
      await page.waitForFunction(() =>
        document.querySelector('[data-rnhc-content]')?.textContent?.includes('version two'),
      );
      await page.waitForSelector('.table-of-contents a[href="#write"]');
      expect(await hasMarker(page)).toBe(true);
      expect(await tagged(page, 'p', '__opening')).toBe(true);
      expect(await tagged(page, 'pre', '__code')).toBe(true);
      expect(await tagged(page, '.admonition', '__note')).toBe(true);
      expect(await showsFreshRender(page, site, 'version two')).toBe(true);

      // A second save removes what the first added: patches build on each other. The blocks of the
      // first update are known now, so only the changed top-level nodes are replaced (the morph
      // of a first update would have kept the middle paragraph's node and changed its text).
      await page.locator('[data-rnhc-content] p', { hasText: 'version two' }).evaluate((node) => {
        (node as unknown as Record<string, boolean>).__middle = true;
      });
      await writeFile(file, usage('The middle, version three.'));
      await page.waitForFunction(
        () => !document.querySelector('[data-rnhc-content]')?.textContent?.includes('A new section'),
      );
      expect(await page.locator('[data-rnhc-content]').textContent()).toContain('version three');
      expect(
        await page
          .locator('[data-rnhc-content] p', { hasText: 'version three' })
          .evaluate((node) => (node as unknown as Record<string, boolean>).__middle === true),
      ).toBe(false);
      expect(await tagged(page, 'p', '__opening')).toBe(true);
      expect(await page.locator('.table-of-contents a[href="#write"]').count()).toBe(0);
      expect(await hasMarker(page)).toBe(true);
      expect(await tagged(page, 'pre', '__code')).toBe(true);
      expect(await showsFreshRender(page, site, 'version three')).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'a client-side navigation after live updates replaces the content as in production',
    async () => {
      const { page, errors } = await open(context, watch.url + ROUTE);
      await tag(page, 'p', '__opening');
      await page.click('a[href$="/docs/intro"]');
      await page.waitForURL(/\/docs\/intro$/);
      // The patcher is there only while a live update renders: a navigation writes the new content whole.
      expect(await page.evaluate(() => '__RNHC_PATCH_HTML__' in window)).toBe(false);
      expect(await tagged(page, 'p', '__opening')).toBe(false);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );

  it(
    'MDX tabs keep the reader’s choice across a live update of their page',
    async () => {
      const { page, errors } = await open(context, `${watch.url}docs/guides/tabs`);
      await setMarker(page);
      await page.getByRole('tab', { name: 'Yarn' }).click();
      await writeFile(path.join(site, TABS_DOC), tabsDoc('two'));
      await page.waitForFunction(() =>
        document.querySelector('[data-rnhc-content]')?.textContent?.includes('Tabs version two'),
      );
      await eventually(async () =>
        expect(
          await page.evaluate(() => document.querySelector('[role="tab"][aria-selected="true"]')?.textContent),
        ).toBe('Yarn'),
      );
      expect(await page.locator('[role="tabpanel"]:not([hidden])').textContent()).toBe('Use Yarn.');
      expect(await hasMarker(page)).toBe(true);
      expect(errors).toEqual([]);
    },
    TIMEOUT,
  );
});

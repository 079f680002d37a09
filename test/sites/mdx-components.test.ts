/**
 * A swizzled `src/theme/MDXComponents` (test/fixtures/mdx-components, issue 22): its components
 * are used in MDX without an import, as in Docusaurus; a site component among them hydrates as an
 * island, as an imported one does; the folder is no longer named as ignored.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe("a site's MDXComponents", () => {
  it('makes its components usable in every MDX file without an import', { timeout: 120_000 }, async () => {
    const site = await makeSite('mdx-components');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/MDXComponents/);
    expect(result.code).toBe(0);

    const intro = (await readOut(site, 'docs/intro/index.html')).replace(/<!-- -->/g, '');
    // A site component: an island, as an imported one is (its MDX children static).
    expect(intro).toContain(
      '<span class="highlight" style="background-color:#25c2a0"><rnhc-children>highlighted</rnhc-children></span>',
    );
    // The named import under another key, hydrated as an island: the islands of MDXComponents are
    // its own module's entries, by key (src/markdown/mdx/mdx-components.ts).
    expect(intro).toMatch(
      /<rnhc-island data-module="\/assets\/islands\/MDXComponents\.[A-Z0-9]{8}\.js" data-export="Clicks"/,
    );
    expect(intro).toContain('<button type="button" class="clicks">Clicked 3 times</button>');

    const other = await readOut(site, 'docs/other/index.html');
    expect(other).toContain(
      '<span class="highlight" style="background-color:red"><rnhc-children>Again</rnhc-children></span>',
    );
  });

  it('still names a component MDXComponents does not map', { timeout: 120_000 }, async () => {
    const site = await makeSite('mdx-components', { 'docs/broken.mdx': '# Broken\n\n<Unknown />\n' });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/broken\.mdx:3:1: <Unknown> is not defined/);
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * The classic preset's off switches and the navbar logo's `target`, as Shopify/flash-list writes
 * them (a held-out site of issue 23): Docusaurus builds no pages folder with `pages: false`, writes
 * no sitemap.xml with `sitemap: false`, and gives the logo's link the target; rnhc-docs warned
 * about all three and built the pages folder and a sitemap.
 */
describe('the classic preset’s off switches', () => {
  it('builds no pages folder and no sitemap, and opens the logo link in its target', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-preset-off-switches');
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(result.code).toBe(0);
    expect(output).not.toMatch(/pages is not applied|sitemap is not applied|logo\.target is not applied/);
    expect(await readOut(site, 'index.html')).toContain('The docs are the home page');
    expect(existsSync(path.join(site, 'build/about/index.html'))).toBe(false);
    expect(existsSync(path.join(site, 'build/about.html'))).toBe(false);
    expect(existsSync(path.join(site, 'build/sitemap.xml'))).toBe(false);
    const home = await readOut(site, 'index.html');
    expect(home).toMatch(/<a class="navbar__brand" href="https:\/\/example\.com\/home" target="_self"/);
  });
});

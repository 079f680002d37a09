import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  collectUnshownThemeClasses,
  pruneThemeCss,
  type ThemePartsSite,
} from '../../../src/pipeline/output/theme-css.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The theme's compiled stylesheet (dist/client, compiled by the test run's global set-up). */
async function loadCompiledTheme(): Promise<string> {
  const dir = path.join(ROOT, 'dist/client');
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as { stylesheet: string };
  return readFile(path.join(dir, manifest.stylesheet), 'utf8');
}

const OWN_SITE: ThemePartsSite = { navbar: { items: [] } as unknown as ThemePartsSite['navbar'], footer: undefined };
const DOCUSAURUS_SITE: ThemePartsSite = { ...OWN_SITE, infimaPages: true };

describe("the theme's Docusaurus doc-page rules (templates/styles/docusaurus-doc.css)", () => {
  it('are pruned from a site of its own, whose doc pages keep the theme design', async () => {
    const css = pruneThemeCss(await loadCompiledTheme(), collectUnshownThemeClasses(OWN_SITE, new Set()));
    expect(css).not.toContain('doc-layout--infima');
    expect(css).not.toContain('doc-crumbs-row');
    // The theme's own design stays: underlined text links, the TOC's title, the bold active item.
    expect(css).toMatch(/\.table-of-contents__title\{/);
    expect(css).toMatch(/\.menu__link--active,\.menu__link--active:hover\{[^}]*font-weight:600/);
  });

  it("are kept for a Docusaurus site's doc pages", async () => {
    const css = pruneThemeCss(await loadCompiledTheme(), collectUnshownThemeClasses(DOCUSAURUS_SITE, new Set()));
    expect(css).toMatch(/\.doc-layout--infima \.table-of-contents__title\{display:none\}/);
    expect(css).toMatch(/\.doc-layout--infima \.doc-crumbs-row\{/);
    expect(css).toMatch(/:where\(\.doc-layout--infima\) \.markdown h1:first-child\{--ifm-h1-font-size: ?3rem/);
  });
});

/**
 * Docusaurus 2's `docLayoutComponent` (test/fixtures/docusaurus2-doc-layout): a component of the
 * site that renders `@theme/DocPage` after a banner of its own. The banner is shown above every doc
 * page, with its CSS module; pages that are not docs do not get it (react-native-navigation, detox).
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('docs.docLayoutComponent', () => {
  it('shows what the component renders around @theme/DocPage above every doc page', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-doc-layout');
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/docLayoutComponent/);
    const doc = await readOut(site, 'docs/intro/index.html');
    const banner = doc.indexOf('#StandWithUkraine');
    expect(banner).toBeGreaterThan(0);
    // Above the navbar (Docusaurus 2's DocPage renders the whole layout), once, styled by its CSS module.
    // (A Docusaurus site's navbar is in a div: its announcement bar is the page's banner landmark.)
    expect(banner).toBeLessThan(doc.indexOf('class="navbar-header'));
    expect(doc.match(/#StandWithUkraine/g)).toHaveLength(1);
    expect(doc).toMatch(/<div class="banner_\w+">We stand with/);
    expect(doc).toMatch(/\.banner_\w+\s*\{[^}]*background:\s*#20232a/);
    // Not on a page that is not a doc.
    expect(await readOut(site, 'index.html')).not.toContain('#StandWithUkraine');
  });

  it('names a component that is not a file of the site, and builds', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-doc-layout', { 'src/components/CustomLayout.js': null });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      /docs\.docLayoutComponent is not applied: @site\/src\/components\/CustomLayout is not a file of the site/,
    );
  });
});

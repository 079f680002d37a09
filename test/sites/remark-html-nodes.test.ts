import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A config remark plugin that gives raw HTML (`html` nodes), as react-native-elements' snack
 * player plugin does: the HTML is parsed into the page as MDX 1 and Docusaurus's `.md` pages
 * take it, in MDX pages and their partials too, rather than stopping the build on MDX's
 * "Cannot handle unknown node `raw`".
 */
describe('raw HTML from a remark plugin', () => {
  it('is parsed into MDX pages, partials and markdown pages', { timeout: 120_000 }, async () => {
    const site = await makeSite('remark-html-nodes');
    const result = await buildDocusaurus(site);
    // (The languages prescan still names "snack" as a language shiki lacks, a warning only.)
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const intro = await readOut(site, 'docs/intro/index.html');
    const players = intro.match(/<div class="snack-player" data-snack-code="([^"]*)"><\/div>/g) ?? [];
    expect(players).toHaveLength(2);
    expect(intro).toContain(`data-snack-code="${encodeURIComponent('console.log(42);')}"`);
    expect(intro).toContain(`data-snack-code="${encodeURIComponent('alert(1);')}"`);
    expect(intro).toContain('<kbd>JSX</kbd>');
    expect(intro).not.toContain('&lt;div');
    const plain = await readOut(site, 'docs/plain/index.html');
    expect(plain).toContain(`<div class="snack-player" data-snack-code="${encodeURIComponent('const x = 1;')}"></div>`);
  });
});

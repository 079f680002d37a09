/**
 * A site component that imports a markdown file as a component (test/fixtures/component-markdown-import,
 * issue 22: react-native-website's ReleasesTable), on a React page and in a doc, whose island is
 * bundled for the browser too: the file is compiled as Docusaurus's MDX loader compiles it.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** React's text separators left out: what a reader reads. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('markdown imported by a component', () => {
  it('renders the markdown as a component on a React page and in a doc', { timeout: 120_000 }, async () => {
    const site = await makeSite('component-markdown-import');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/error|No loader/);
    expect(result.code).toBe(0);
    for (const file of ['versions/index.html', 'docs/intro/index.html']) {
      const html = text(await readOut(site, file));
      expect(html).toMatch(/<table>[\s\S]*<th>Version<\/th>[\s\S]*<code>0\.86<\/code>/);
      expect(html).toMatch(/<a href="\/docs\/intro"[^>]*>Details<\/a>/);
      // The front matter is not shown.
      expect(html).not.toContain('A partial.');
    }
  });
});

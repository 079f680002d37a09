/**
 * A remark plugin of the config that adds an `import` (an mdxjsEsm node) and the components it
 * imports to a plain markdown doc (test/fixtures/remark-esm-nodes, issue 22: jest's
 * docusaurus-remark-plugin-tab-blocks on 36 pages). Docusaurus compiles every markdown file
 * through MDX, so the import is code and the components render; the import is never text.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** The text of the page's article, tags removed. */
function articleText(html: string): string {
  const article = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  return article.replace(/<[^>]+>/g, ' ');
}

describe('mdxjsEsm nodes a remark plugin adds to markdown', () => {
  it('runs the import and renders the components, never printing it', { timeout: 120_000 }, async () => {
    const site = await makeSite('remark-esm-nodes');
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);

    const intro = await readOut(site, 'docs/intro/index.html');
    expect(articleText(intro)).not.toContain('import Tabs');
    // Docusaurus's Tabs: a tab list with both labels, each block in a panel.
    expect(intro).toContain('role="tablist"');
    expect(intro).toMatch(/role="tab"[^>]*>JavaScript</);
    expect(intro).toMatch(/role="tab"[^>]*>TypeScript</);
    expect((intro.match(/role="tabpanel"/g) ?? []).length).toBe(2);
    expect(articleText(intro)).toContain('After the tabs.');

    // A page MDX cannot parse stays markdown: the components show their children, the import
    // is left out (and named in a warning), never written as text.
    const html = await readOut(site, 'docs/html/index.html');
    expect(articleText(html)).not.toContain('import Tabs');
    expect(articleText(html)).toContain('After the tabs.');
    expect(articleText(html).replace(/\s+/g, '')).toContain('constb:number=2;');
    expect(result.stderr).toMatch(/html\.md[^\n]*@theme\/Tabs/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** The text of each `<pre>` of a page, tags removed (highlighted code is split into spans). */
function codeBlocks(html: string): string[] {
  return [...html.matchAll(/<pre[^>]*>([\s\S]*?)<\/pre>/g)].map((m) =>
    (m[1] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"'),
  );
}

/**
 * A site built without its node_modules keeps the code blocks remark-code-import fills
 * (`file=./x.js`, `#L2-L4`, `<rootDir>/`): rnhc-docs stands in for the missing package.
 */
describe('remark-code-import, not installed', () => {
  it('fills file= code blocks, named once as a stand-in', { timeout: 120_000 }, async () => {
    const site = await makeSite('remark-code-import-missing');
    const result = await buildDocusaurus(site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    const blocks = codeBlocks(await readOut(site, 'docs/intro/index.html'));
    expect(blocks[0]).toContain('// line 1');
    expect(blocks[0]).toContain("return 'hello from the snippet';");
    expect(blocks[1]).toContain('export function hello()');
    expect(blocks[1]).not.toContain('// line 1');
    expect(blocks[1]).not.toContain('// line 5');
    expect(blocks[2]?.trim()).toBe('// line 5');
    const output = `${result.stdout}${result.stderr}`;
    // (The temp folder's name holds the package's name too: count the quoted name.)
    expect(output.match(/"remark-code-import"/g)).toHaveLength(1);
    expect(output).toMatch(/"remark-code-import", which is not installed; rnhc-docs' stand-in/);
  });
});

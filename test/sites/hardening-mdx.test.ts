import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeSite, readOut } from './helpers.ts';

/**
 * Issue 26: an MDX partial importing itself rendered 337 times, two partials importing each other
 * repeated, a partial importing its own page rendered it 169 times, all with exit 0: each is now
 * an error naming the chain. And `'<!-- x -->'` in a JavaScript string is left as written (the
 * mdx1Compat comment rewrite turned it into `{/* x *\/}`).
 */
const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});
const siteWith = async (changes: Record<string, string>) => {
  const site = await makeSite('basic-site', changes);
  sites.push(site);
  return site;
};

describe('MDX partial cycles are an error naming the chain (exit 1)', () => {
  it.each([
    [
      'a partial importing itself',
      {
        'docs/page.mdx': "import A from './_a.mdx';\n\n# Page\n\n<A />\n",
        'docs/_a.mdx': "import A from './_a.mdx';\n\nA text\n\n<A />\n",
      },
      /_a\.mdx → .*_a\.mdx/,
    ],
    [
      'two partials importing each other',
      {
        'docs/page.mdx': "import A from './_a.mdx';\n\n# Page\n\n<A />\n",
        'docs/_a.mdx': "import B from './_b.mdx';\n\nA text\n\n<B />\n",
        'docs/_b.mdx': "import A from './_a.mdx';\n\nB text\n\n<A />\n",
      },
      /_a\.mdx → .*_b\.mdx → .*_a\.mdx/,
    ],
    [
      'a partial importing its own page',
      {
        'docs/page.mdx': "import A from './_a.mdx';\n\n# Page\n\n<A />\n",
        'docs/_a.mdx': "import Page from './page.mdx';\n\nA text\n\n<Page />\n",
      },
      /page\.mdx → .*_a\.mdx → .*page\.mdx/,
    ],
  ])(
    '%s',
    async (_name, changes, chain) => {
      const site = await siteWith(changes);
      const result = await build(site);
      expect(result.code, result.stderr).toBe(1);
      expect(result.stderr).toMatch(/import each other in a cycle/);
      expect(result.stderr).toMatch(chain);
      expect(result.stderr).not.toContain('Unexpected internal error');
    },
    60_000,
  );

  it('a partial imported twice without a cycle still renders', async () => {
    const site = await siteWith({
      'docs/page.mdx': "import A from './_a.mdx';\nimport B from './_b.mdx';\n\n# Page\n\n<A />\n\n<B />\n",
      'docs/_a.mdx': "import B from './_b.mdx';\n\nA text\n\n<B />\n",
      'docs/_b.mdx': 'B text\n',
    });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    expect((await readOut(site, 'docs/page.html')).match(/B text/g)).toHaveLength(2);
  }, 60_000);
});

describe('HTML comments in JavaScript strings are left alone', () => {
  it("'<!-- x -->' in an export and in an expression", async () => {
    const site = await siteWith({
      'docs/page.mdx': [
        "export const marker = '<!-- in export -->';",
        '',
        '# Page',
        '',
        '<!-- a real comment -->',
        '',
        'Value: {marker}',
        '',
        `Inline: {"<!-- in expression -->"} and it's fine.`,
        '',
      ].join('\n'),
    });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/page.html');
    expect(html).toContain('Value: &lt;!-- in export --&gt;');
    expect(html).toContain('Inline: &lt;!-- in expression --&gt; and');
    expect(html).not.toContain('a real comment');
  }, 60_000);
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * MDX 1 (Docusaurus 2) read `ComponentClass<{}, any>` and `a <= b` as text; MDX 2 fails on them.
 * A Docusaurus 2 site builds as Docusaurus 2 built it, with one warning naming the file's line;
 * on Docusaurus 3 the file is an error, as in Docusaurus 3.
 */
describe('MDX 1 text in a Docusaurus 2 site', () => {
  it('is text, with one warning naming the line', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-mdx1-text');
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/props/index.html');
    expect(html).toContain('ComponentClass&lt;{}, any&gt;');
    expect(html).toContain('When a &lt;= b, the second wins.');
    // `{ width, color }` in a table is text in MDX 1, an expression (a ReferenceError) in MDX 2.
    expect(html).toContain('object { width, color }');
    const warnings = result.stderr.split('\n').filter((line) => line.includes('props.mdx'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/props\.mdx:11:\d+: .*Docusaurus 3/);
    // In a partial (a `.md` file imported by a page): named by the partial's own line.
    expect(await readOut(site, 'docs/icon/index.html')).toContain('object {name: string, size: number}');
    const partial = result.stderr.split('\n').filter((line) => line.includes('_icon-props.md'));
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatch(/_icon-props\.md:3:\d+: Not valid MDX 2/);
  });

  it('keeps an inline tag closed on a line of its own in its paragraph', { timeout: 120_000 }, async () => {
    // react-native-paper's theming guide: MDX 2 reads the line `   </i>` as a block, ending the
    // paragraph with `<i>` open ("Expected a closing tag for `<i>`"), where MDX 1 read it as text.
    const site = await makeSite('docusaurus2-mdx1-text', {
      'docs/theming.mdx': [
        '# Theming',
        '',
        '1. <b>Simple overrides</b> - when you only customize the values',
        '2. <b>Advanced overrides</b> - when you <i>add new properties</i> or <i>',
        '     change the built-in schema shape',
        '   </i>',
        '',
        'After.',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/theming/index.html');
    expect(html).toMatch(/or <i>\s*change the built-in schema\s+shape<\/i><\/li>/);
    expect(result.stderr.split('\n').filter((line) => line.includes('theming.mdx'))).toHaveLength(1);
  });

  it('is an error on Docusaurus 3', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-mdx1-text', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.6.0' } }),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/props\.mdx:11:\d+/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * MDX 1 (Docusaurus 2) joined a JSX block left open (`{props.debug && <div>`), the markdown after
 * it and the block closing it (`</div>}`) into one expression: the markdown shows when the
 * condition holds (wix/Detox's `_project-setup-build.mdx`). MDX 2 fails on it. A Docusaurus 2
 * site builds it as Docusaurus 2 did, with a warning naming the file's line.
 */
describe('a JSX block left open over markdown, in a Docusaurus 2 site', () => {
  it('shows the markdown where the condition holds, with a warning per file', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-mdx1-open-jsx');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/first-test/index.html');
    // Twice the partial; its debug part once (`debug` on the first only).
    expect(html.match(/Now run the test:/g)).toHaveLength(2);
    expect(html.match(/is a <strong>debug<\/strong> configuration/g)).toHaveLength(1);
    expect(html.match(/npm start/g)).toHaveLength(1);
    // `<CodeBlock>` with `{props.configurationName}` on its own line (a paragraph in MDX 2).
    expect(html).toContain('ios.debug');
    expect(html).toContain('ios.release');
    expect(html).not.toContain('props.debug');
    const debug = html.indexOf('id="debug"');
    const release = html.indexOf('id="release"');
    expect(html.indexOf('npm start')).toBeGreaterThan(debug);
    expect(html.indexOf('npm start')).toBeLessThan(release);
    const partial = result.stderr.split('\n').filter((line) => line.includes('_build.mdx'));
    expect(partial).toHaveLength(1);
    expect(partial[0]).toMatch(/_build\.mdx:4:\d+: .*Docusaurus 3/);

    const inline = await readOut(site, 'docs/inline/index.html');
    expect(inline).toMatch(/<section class="shown"><p>The shown part\.<\/p><\/section>/);
    expect(inline).not.toContain('The hidden part');
    expect(inline).toContain('After.');
    const doc = result.stderr.split('\n').filter((line) => line.includes('inline.mdx'));
    expect(doc).toHaveLength(1);
    expect(doc[0]).toMatch(/inline\.mdx:8:\d+: .*Docusaurus 3/);
  });

  it('is an error on Docusaurus 3', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus2-mdx1-open-jsx', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.6.0' } }),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    // Where MDX 2 fails: the `>` in the code block, read as JavaScript.
    expect(result.stderr).toMatch(/_build\.mdx:11:\d+/);
  });
});

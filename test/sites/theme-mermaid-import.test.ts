/**
 * `@theme/Mermaid` imported by site code (test/fixtures/theme-mermaid-import, issue 22:
 * react-native-website's MDXComponents): provided, showing the diagram's source in the container
 * rnhc-docs' own mermaid blocks use; ```mermaid blocks stay the build's own diagrams.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('@theme/Mermaid', () => {
  it('is provided to site code and renders the diagram source', { timeout: 120_000 }, async () => {
    const site = await makeSite('theme-mermaid-import');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/not provided|error/);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toContain(
      '<div class="docusaurus-mermaid-container"><pre class="mermaid-source">graph TD; A--&gt;B</pre></div>',
    );
    expect(html).toMatch(
      /<div class="docusaurus-mermaid-container" data-mermaid="[^"]+"><pre class="mermaid-source">graph LR; C--&gt;D/,
    );
  });
});

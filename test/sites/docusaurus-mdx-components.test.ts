import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** `@theme/MDXComponents` and its element components, as site components import them. */
describe('@theme/MDXComponents in site components', () => {
  it('draws links, images and code as Docusaurus’s MDX components do', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-mdx-components');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/is not provided by rnhc-docs/);
    expect(result.code).toBe(0);
    const intro = await readOut(site, 'docs/intro/index.html');
    // An external link opens in a new tab; a site path gets the base URL (Docusaurus's Link).
    expect(intro).toMatch(
      /<a href="https:\/\/github\.com\/example\/repo\/README\.md" target="_blank" rel="noopener noreferrer"><code>README\.md<\/code><\/a>/,
    );
    expect(intro).toContain('<a href="/base/docs/other">other doc</a>');
    expect(intro).toMatch(
      /<img decoding="async" loading="lazy" src="https:\/\/example\.com\/logo\.png" alt="logo"\/?>/,
    );
  });
});

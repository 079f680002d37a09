/**
 * Docs tags (test/fixtures/docs-tags, issue 22: react-native-elements' 27 tags pages over ten
 * versions): each docs version has its tags page and a page per tag, titled as Docusaurus titles
 * them, linking the version's tagged docs.
 */
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe('docs tags', () => {
  it('make a tags page and a page per tag in each version', { timeout: 120_000 }, async () => {
    const site = await makeSite('docs-tags');
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);

    // The last version (1.0) at /docs.
    const tags = await readOut(site, 'docs/tags/index.html');
    expect(titleOf(tags)).toBe('Tags | Tagged');
    expect(tags).toContain('href="/docs/tags/contribution"');
    expect(tags).toContain('href="/docs/tags/open-source"');
    expect(tags).not.toContain('legal');
    const contribution = await readOut(site, 'docs/tags/contribution/index.html');
    expect(titleOf(contribution)).toBe('One doc tagged with &quot;Contribution&quot; | Tagged');
    expect(contribution).toContain('href="/docs/contributing"');
    expect(contribution).toContain('How to help.');
    expect(contribution).toContain('href="/docs/tags"');

    // The current version at /docs/next: its own docs, a permalink of the doc's own.
    const openSource = await readOut(site, 'docs/next/tags/open-source/index.html');
    expect(titleOf(openSource)).toBe('2 docs tagged with &quot;Open Source&quot; | Tagged');
    expect(openSource).toContain('href="/docs/next/contributing"');
    expect(openSource).toContain('href="/docs/next/license"');
    const legal = await readOut(site, 'docs/next/tags/legal/index.html');
    expect(titleOf(legal)).toBe('One doc tagged with &quot;Legal Notes&quot; | Tagged');
    expect(await readOut(site, 'docs/next/tags/index.html')).toContain('href="/docs/next/tags/legal"');
    // In the sitemap, like Docusaurus's.
    expect(await readOut(site, 'sitemap.xml')).toContain('https://tagged.example/docs/next/tags/legal');
  });
});

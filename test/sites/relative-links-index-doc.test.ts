import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A doc whose Docusaurus URL ends in `/` (`slug: /`, an index doc) has its relative links resolved
 * from that URL, as a browser does there: in the link check and in the links written.
 */
describe('relative links of a doc served at a folder URL', () => {
  it('resolve from the folder, not from its parent', { timeout: 120_000 }, async () => {
    const site = await makeSite('relative-links-index-doc');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/[Bb]roken link/);
    expect(result.code).toBe(0);
    const welcome = await readOut(site, 'docs/index.html');
    expect(welcome).toContain('href="/docs/top"');
    expect(welcome).toContain('href="/docs/guide/"');
    const guide = await readOut(site, 'docs/guide/index.html');
    expect(guide).toContain('href="/docs/guide/other"');
    expect(guide).toContain('href="/docs/top#top"');
  });
});

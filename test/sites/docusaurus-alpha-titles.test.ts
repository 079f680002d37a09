import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * Docusaurus read a doc's title from its first heading from 2.0.0-alpha.73 on; before, a doc
 * without a front matter `title` was titled by its id. The site's package.json says which it is.
 */
describe('doc titles of a site on Docusaurus 2.0.0-alpha.72 or older', () => {
  it('are the doc id when the front matter has no title', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-alpha-titles');
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(titleOf(await readOut(site, 'docs/options-migration/index.html'))).toBe('options-migration | Alpha');
    expect(titleOf(await readOut(site, 'docs/intro/index.html'))).toBe('Getting started | Alpha');
    // Said once, with the version it comes from.
    const output = `${result.stdout}${result.stderr}`;
    expect(output.match(/2\.0\.0-alpha\.72: a doc without a front matter title is titled by its id/g)).toHaveLength(1);
  });

  it('come from the first heading on a later Docusaurus', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-alpha-titles', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^2.0.0-beta.1' } }),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(titleOf(await readOut(site, 'docs/options-migration/index.html'))).toBe('Common Options | Alpha');
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** `customFields` reach `useDocusaurusContext().siteConfig`, as in Docusaurus. */
describe('customFields', () => {
  it('are read by a page through useDocusaurusContext, and not named as not applied', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docusaurus-custom-fields');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/customFields is not applied/);
    expect(result.code).toBe(0);
    const home = await readOut(site, 'index.html');
    expect(home).toContain('<h1>Built from customFields</h1>');
    expect(home).toContain('<li>components</li><li>features</li>');
  });
});

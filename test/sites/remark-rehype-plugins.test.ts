import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * The remark and rehype plugins of a Docusaurus config run in the pipeline with their options:
 * `beforeDefaultRemarkPlugins` before the defaults (its links are then resolved as markdown
 * links), `remarkPlugins` and `rehypePlugins` after them, each content plugin with its own.
 */
describe('remark and rehype plugins from docusaurus.config.js', () => {
  it('run on docs (markdown and MDX) and pages with the options given, none named as not applied', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('remark-rehype-plugins');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Plugins is not applied|Plugins.*not run/);
    expect(result.code).toBe(0);
    const intro = await readOut(site, 'docs/intro/index.html');
    expect(intro).toContain('<mark><strong>HELLO!</strong></mark>');
    expect(intro).toMatch(/<h2 id="section" class="from-config"/);
    expect(intro).toContain('href="/docs/other"');
    const mdx = await readOut(site, 'docs/mdx-doc/index.html');
    expect(mdx).toContain('<mark><strong>HEY!</strong></mark>');
    const home = await readOut(site, 'index.html');
    expect(home).toContain('<mark><strong>HI?</strong></mark>');
    expect(home).not.toContain('from-config');
    // The twin has the text the plugins made.
    expect(await readOut(site, 'docs/intro.md')).toContain('HELLO!');
  });
});

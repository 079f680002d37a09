/**
 * A React page of src/pages gets the props Docusaurus gives it: the site config as `config` (the
 * pages plugin's route module) and the router's `location`, `history` and `match`. jest's home
 * page reads `this.props.config.title`; without the prop the page threw and the build failed.
 */
import { expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

it('gets config, location and match as props', { timeout: 120_000 }, async () => {
  const site = await makeSite('docusaurus-page-props');
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  const html = await readOut(site, 'index.html');
  expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Page Props · Props of a page component');
  expect(html).toContain('<h1 id="title">Page Props</h1>');
  expect(html).toMatch(/<p id="answer">Answer: (<!-- -->)?42<\/p>/);
  expect(html).toMatch(/<p id="path">Path: (<!-- -->)?\/<\/p>/);
  expect(html).toMatch(/<p id="exact">Exact: (<!-- -->)?true<\/p>/);
});

/**
 * `fromExtensions: ['html']` (jest's website) wants a redirect from `/docs/api.html` to
 * `/docs/api`. With trailingSlash unset, rnhc-docs writes each page at both `x.html` and
 * `x/index.html` (hard links to one file): the redirect was written at `x.html`, over the page,
 * and through the link replaced `x/index.html` too, so every page became a redirect to itself.
 * The page's own `x.html` serves that URL already: no redirect is written there.
 */
import { expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

it('keeps the pages when redirects come from their .html URLs', { timeout: 120_000 }, async () => {
  const site = await makeSite('redirects-from-html');
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  for (const file of ['docs/api/index.html', 'docs/api.html']) {
    const html = await readOut(site, file);
    expect(html, file).not.toContain('http-equiv="refresh"');
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1], file).toBe('API | Html');
  }
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/**
 * A React page that names no title (no `<Layout title>`, or no Layout at all: a `<Redirect>`):
 * Docusaurus 2.0.0-beta.18 and later give it the site's title (core's SiteMetadataDefaults);
 * before, its Layout wrote a `<title>` only for a title it was given, so the document's title was
 * empty (react-native-navigation's home on 2.0.0-alpha.72). The site's package.json says which.
 */
describe('React pages without a title', () => {
  it('have an empty title on Docusaurus before 2.0.0-beta.18', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-untitled-pages');
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(titleOf(await readOut(site, 'index.html'))).toBe('');
    expect(titleOf(await readOut(site, 'plain/index.html'))).toBe('');
    expect(titleOf(await readOut(site, 'named/index.html'))).toBe('Named | Untitled');
  });

  it.each(['2.0.0-beta.18', '3.6.0'])('have the site title on Docusaurus %s', { timeout: 120_000 }, async (version) => {
    const site = await makeSite('docusaurus-untitled-pages', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': version } }),
      // A markdown page with neither a front matter title nor an h1 (react-native-elements'
      // /migration): MDXPage's Layout gets no title either.
      'src/pages/guides.mdx': '## Migration guides\n\nFrom v3 to v4.\n',
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(titleOf(await readOut(site, 'index.html'))).toBe('Untitled');
    expect(titleOf(await readOut(site, 'plain/index.html'))).toBe('Untitled');
    expect(titleOf(await readOut(site, 'named/index.html'))).toBe('Named | Untitled');
    expect(titleOf(await readOut(site, 'guides/index.html'))).toBe('Untitled');
  });
});

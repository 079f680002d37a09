import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A plugin's postBuild gets Docusaurus's route tree: each docs version's route carries the
 * version's metadata as props (`props.version.docs`), its docs as child routes. mrousavy/nitro's
 * og-image plugin reads the docs from there and fails the build ("no docs pages were found") when
 * the routes are a flat list of paths, as rnhc-docs gave them.
 */
describe('the routes a postBuild hook receives', () => {
  it('hold each docs version with its docs, as Docusaurus’s route tree does', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-post-build-routes');
    const result = await buildDocusaurus(site);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/no docs pages were found/);
    expect(result.code).toBe(0);
    const list = JSON.parse(await readOut(site, 'docs-list.json')) as {
      docs: Array<Record<string, unknown>>;
      paths: string[];
    };
    const byId = new Map(list.docs.map((doc) => [doc.id, doc]));
    expect([...byId.keys()].sort()).toEqual(['guides/setup', 'intro']);
    expect(byId.get('intro')).toEqual({
      id: 'intro',
      title: 'Introduction',
      description: 'Where to start.',
      sidebar: 'docs',
      version: 'current',
    });
    // (Docusaurus describes a doc without a front-matter description by its first paragraph.)
    expect(byId.get('guides/setup')).toMatchObject({ id: 'guides/setup', title: 'Setup', sidebar: 'docs' });
    // Every page is still listed, the docs under their version's route.
    expect(list.paths).toEqual(
      expect.arrayContaining(['/base/', '/base/docs', '/base/docs/intro', '/base/docs/guides/setup']),
    );
  });
});

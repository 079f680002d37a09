import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * Versioned sidebars written by early Docusaurus 2 name docs `version-<name>/<id>` (and the sidebar
 * `version-<name>/docs`). Docusaurus 2 indexes each versioned doc under both ids, so these build;
 * Docusaurus 3 rejects them. rnhc-docs reads them as Docusaurus 2 did, with one warning per file.
 */
describe('versioned sidebars with the legacy version-<name>/ doc id prefix', () => {
  it('build as in Docusaurus 2, with one warning naming the file and line', { timeout: 120_000 }, async () => {
    const site = await makeSite('versioned-legacy-ids');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/does not exist/);
    expect(result.code).toBe(0);
    // 1.0.0 is the last version (served at /docs/); its sidebar is there, with its category
    // linked to its doc, and gives the pagination.
    const setup = await readOut(site, 'docs/guide/setup/index.html');
    expect(setup).toContain('href="/docs/intro"');
    expect(setup).toMatch(/pagination-nav__link--prev" href="\/docs\/guide"/);
    const warnings = result.stderr.split('\n').filter((line) => line.includes('version-1.0.0/'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/versioned_sidebars\/version-1\.0\.0-sidebars\.json:5:\d+: .*Docusaurus 3/);
  });

  it('still reports an id that is unknown with or without the prefix', { timeout: 120_000 }, async () => {
    const site = await makeSite('versioned-legacy-ids', {
      'versioned_sidebars/version-1.0.0-sidebars.json': JSON.stringify({
        'version-1.0.0/docs': ['version-1.0.0/nope'],
      }),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Sidebar item refers to doc id "version-1.0.0/nope", which does not exist');
  });
});

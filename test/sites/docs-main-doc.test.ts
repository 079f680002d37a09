import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

const build = (site: string) =>
  cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', path.join(site, 'build')]);

/** Docusaurus has no `mainDocId`: its docs root and main doc follow its docs plugin's rules. */
describe('the docs root and the version’s main doc, as Docusaurus makes them', () => {
  it('serves nothing at /docs without a doc of slug /, links the version to the first sidebar doc, warns of nothing', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docs-main-doc');
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(result.stderr).not.toMatch(/mainDocId/);
    expect(existsSync(path.join(site, 'build/docs/index.html'))).toBe(false);
    const home = await readOut(site, 'index.html');
    expect(home).toMatch(/<a[^>]*href="\/docs\/start\/first"[^>]*>Docs<\/a>/);
  });

  it('serves the doc of slug / at /docs once, and links the version to it', { timeout: 120_000 }, async () => {
    const site = await makeSite('docs-main-doc', {
      'docs/intro.md': '---\ntitle: Intro\nslug: /\n---\n\nIntro text.\n',
    });
    const result = await build(site);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'docs/index.html')).toContain('Intro text.');
    expect(existsSync(path.join(site, 'build/docs/intro/index.html'))).toBe(false);
    const home = await readOut(site, 'index.html');
    expect(home).toMatch(/<a[^>]*href="\/docs"[^>]*>Docs<\/a>/);
  });
});

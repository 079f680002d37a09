/**
 * The docs plugin's `include` and `exclude` globs choose the files that are docs, as Docusaurus
 * globs them: redux-toolkit's docs folder holds its own node_modules (for typechecked code
 * blocks), left out by `include`; a README there printed `<Persist />` and failed the build.
 * A folder with no doc left in it makes no sidebar category.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

it('builds only the docs include names and exclude does not', { timeout: 120_000 }, async () => {
  const site = await makeSite('docs-include-exclude');
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  const out = (route: string) => existsSync(path.join(site, 'build', route, 'index.html'));
  expect(out('docs/intro')).toBe(true);
  expect(out('docs/guides/install')).toBe(true);
  expect(out('docs/other')).toBe(false);
  expect(out('docs/drafts/wip')).toBe(false);
  expect(out('docs/node_modules/some-lib/README')).toBe(false);
  // Neither named as not applied nor shown as empty categories in the sidebar.
  expect(`${result.stdout}${result.stderr}`).not.toMatch(/docs\.(include|exclude)/);
  const intro = await readOut(site, 'docs/intro/index.html');
  expect(intro).toContain('>Install<');
  expect(intro).not.toMatch(/>(drafts|node_modules|some-lib)</i);
});

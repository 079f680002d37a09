/**
 * A package the site's config code imports but the site lacks is rnhc-docs' own copy only when
 * that copy satisfies the version the site declares: react-native-elements' remark plugin
 * (unist-util-visit 2, whose export is the function) crashed a render thread with "visit is not a
 * function" on rnhc-docs' unist-util-visit 5. Another major version is stubbed and named instead.
 */
import { rm } from 'node:fs/promises';
import { afterAll, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

let site: string | undefined;
afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

it('a declared unist-util-visit 2 is stubbed and named, not replaced by rnhc-docs unist-util-visit 5', async () => {
  site = await makeSite('own-package-version');
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toMatch(/imports or resolves "unist-util-visit", which is not installed/);
  // The plugin ran against the stand-in: the page is built, its text as written.
  expect(await readOut(site, 'docs/intro/index.html')).toContain('A NOTE for readers.');
});

it('a declared version rnhc-docs copy satisfies: its copy stands in (the plugin runs)', async () => {
  site = await makeSite('own-package-version', {
    'package.json':
      '{ "name": "own-package-version-fixture", "private": true, "dependencies": { "unist-util-visit": "^5.0.0" } }',
    'plugins/remark-note.js':
      "const { visit } = require('unist-util-visit');\nmodule.exports = () => (tree) => visit(tree, 'text', (node) => { node.value = node.value.replace('NOTE', 'Note'); });\n",
  });
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  expect(await readOut(site, 'docs/intro/index.html')).toContain('A Note for readers.');
});

it('a package the site does not declare is not taken from rnhc-docs either (it came with another package)', async () => {
  site = await makeSite('own-package-version', {
    'package.json': '{ "name": "own-package-version-fixture", "private": true }',
    'plugins/remark-note.js':
      "const visit = require('unist-util-visit-parents');\nmodule.exports = () => (tree) => { visit(tree, 'text', () => {}); };\n",
  });
  const result = await buildDocusaurus(site);
  expect(result.code, result.stderr).toBe(0);
  expect(result.stderr).toMatch(/imports or resolves "unist-util-visit-parents", which is not installed/);
});

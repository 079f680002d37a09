/** When rnhc-docs' copy of a package stands for a site's missing one (src/util/own-package.ts). */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { resolveOwnPackage } from '../../../src/util/own-package.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rnhc-own-package-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function site(dependencies: Record<string, string> | undefined): Promise<string> {
  const folder = await mkdtemp(path.join(dir, 'site-'));
  await writeFile(path.join(folder, 'package.json'), JSON.stringify({ private: true, dependencies }));
  return folder;
}

it('stands in for an exact pin of another patch (prettier pins yaml 2.9.0; rnhc-docs has 2.9.x)', async () => {
  expect(resolveOwnPackage('yaml', await site({ yaml: '2.9.0' }))).toMatch(/node_modules[\\/]yaml[\\/]/);
  expect(resolveOwnPackage('yaml', await site({ yaml: '^2.0.0' }))).toBeDefined();
});

it('does not stand in for another major version, nor for a package the site never declared', async () => {
  expect(resolveOwnPackage('unist-util-visit', await site({ 'unist-util-visit': '^2.0.3' }))).toBeUndefined();
  expect(resolveOwnPackage('unist-util-visit-parents', await site({}))).toBeUndefined();
  expect(resolveOwnPackage('unist-util-visit-parents', await site(undefined))).toBeUndefined();
});

it('a range semver cannot read (a workspace, a git URL) says nothing against it', async () => {
  expect(resolveOwnPackage('yaml', await site({ yaml: 'workspace:*' }))).toBeDefined();
});

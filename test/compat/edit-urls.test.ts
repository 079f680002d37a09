/**
 * Every "Edit this page" link of react-native-health-connect's docs, built by rnhc-docs from their
 * own docusaurus.config.js, equals the one in Docusaurus's build of the same folder and names a
 * file of the repository's snapshot. Needs the corpus cache (compat/, `RNHC_COMPAT_CACHE`, default
 * /work/compat-cache) with the site and Docusaurus's output recorded; skipped without them. The
 * fixture test test/sites/edit-url-docusaurus.test.ts checks the same in CI.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectEditLinks, repositoryPathOf } from '../sites/edit-links.ts';
import { cli } from '../sites/helpers.ts';

const CACHE = process.env.RNHC_COMPAT_CACHE || '/work/compat-cache';
const SNAPSHOT = path.join(CACHE, 'sites', 'health-connect');
const DOCUSAURUS_OUT = path.join(CACHE, 'out', 'health-connect', 'docusaurus');
const present = existsSync(path.join(SNAPSHOT, 'docs', 'docusaurus.config.js')) && existsSync(DOCUSAURUS_OUT);

let work: string | undefined;
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

describe.skipIf(!present)('edit links of the real react-native-health-connect docs', () => {
  it('equal Docusaurus’s on every page and name files of the snapshot', { timeout: 180_000 }, async () => {
    // A copy of the site folder, so the build's caches are not written into the shared snapshot;
    // its packages are the snapshot's.
    work = await mkdtemp(path.join(tmpdir(), 'rnhc-edit-urls-'));
    const site = path.join(work, 'docs');
    await cp(path.join(SNAPSHOT, 'docs'), site, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|\.docusaurus|\.rnhc-cache|build)$/.test(source),
    });
    if (existsSync(path.join(SNAPSHOT, 'docs', 'node_modules'))) {
      await symlink(path.join(SNAPSHOT, 'docs', 'node_modules'), path.join(site, 'node_modules'), 'dir');
    }
    const out = path.join(work, 'out');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);

    const theirs = Object.fromEntries(await collectEditLinks(DOCUSAURUS_OUT));
    const ours = Object.fromEntries(await collectEditLinks(out));
    expect(Object.keys(theirs).length).toBeGreaterThanOrEqual(25);
    expect(ours).toEqual(theirs);
    const missing = Object.values(ours).filter((href) => {
      const file = repositoryPathOf(href);
      return !file || !existsSync(path.join(SNAPSHOT, file));
    });
    expect(missing).toEqual([]);
  });
});

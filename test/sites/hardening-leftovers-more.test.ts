import { existsSync } from 'node:fs';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

/** Issue 26: leftovers of interrupted commands are removed or named by the next run. */
const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

describe('a docs:version killed mid-way', () => {
  it('leaves temporary files that the next docs:version removes and names', async () => {
    const site = await makeSite('versioned-site');
    sites.push(site);
    // What a run with process id 2147483646 (never alive) leaves when killed between its steps.
    const stamp = '.tmp-2147483646-1700000000000';
    await mkdir(path.join(site, `versioned_docs/version-9.x${stamp}`), { recursive: true });
    await writeFile(path.join(site, `versioned_docs/version-9.x${stamp}/intro.md`), '# Half\n');
    await writeFile(path.join(site, `versioned_sidebars/version-9.x-sidebars.json${stamp}`), '{}');
    await writeFile(path.join(site, `versions.json${stamp}`), '[]');
    const result = await cli(['docs:version', '3.x', '--config', path.join(site, 'rnhc-docs.config.yaml')]);
    expect(result.code, result.stderr).toBe(0);
    expect(`${result.stdout}${result.stderr}`).toMatch(/interrupted docs:version.*version-9\.x\.tmp-2147483646/s);
    const left = [
      ...(await readdir(path.join(site, 'versioned_docs'))),
      ...(await readdir(path.join(site, 'versioned_sidebars'))),
      ...(await readdir(site)),
    ].filter((name) => name.includes('.tmp-'));
    expect(left).toEqual([]);
    expect(existsSync(path.join(site, 'versioned_docs/version-3.x'))).toBe(true);
  }, 60_000);
});

describe('Ctrl-C during the first serve --watch build', () => {
  it('leaves no empty output folder', async () => {
    const { WatchProcess, until } = await import('./watch-process.ts');
    const site = await makeSite('i18n-site');
    sites.push(site);
    const watch = new WatchProcess(site);
    await until(
      () => /building\.\.\./.test(watch.output),
      60_000,
      () => watch.output,
    );
    await watch.stop();
    const out = path.join(site, 'build');
    // Either the first build landed before the signal (a whole build), or there is no folder.
    if (existsSync(out)) expect(await readdir(out)).toContain('index.html');
  }, 90_000);
});

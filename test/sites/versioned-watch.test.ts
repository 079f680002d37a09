/**
 * serve --watch on a versioned site: an edit to a frozen version's doc is applied in place, to
 * that version's pages, search index and llms files only, as a fresh build would write them.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, snapshot } from './helpers.ts';
import { eventually, get, useWatchedSite } from './watch-process.ts';

describe('serve --watch on a versioned site', () => {
  const served = useWatchedSite('versioned-site');

  it('applies an edit of a 1.x doc to the 1.x search index and llms files, and equals a fresh build', async () => {
    const file = path.join(served.dir, 'versioned_docs/version-1.x/old-api.md');
    const from = served.watch.events.length;
    await writeFile(file, `${readFileSync(file, 'utf8')}\nThe numbatfrozen method.\n`);
    await served.watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
    await eventually(async () =>
      expect((await get(`${served.watch.url}search-index-1.x.json`)).body).toContain('numbatfrozen'),
    );
    await eventually(async () =>
      expect((await get(`${served.watch.url}docs/1.x/llms-full.txt`)).body).toContain('numbatfrozen'),
    );
    expect((await get(`${served.watch.url}search-index.json`)).body).not.toContain('numbatfrozen');
    expect((await get(`${served.watch.url}llms-full.txt`)).body).not.toContain('numbatfrozen');

    const fresh = path.join(served.dir, 'fresh');
    const config = path.join(served.dir, 'rnhc-docs.config.yaml');
    expect((await cli(['build', '--config', config, '--out-dir', fresh])).code).toBe(0);
    const watched = await snapshot(path.join(served.dir, 'build'));
    const expected = await snapshot(fresh);
    expect([...watched.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) expect(watched.get(name), name).toBe(content);
  }, 180_000);
});

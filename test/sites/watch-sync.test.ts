/**
 * Watch mode stays in step with the sources: after a folder is deleted and restored, with
 * symlinked static files, in its search index, and file for file with a fresh build after a
 * sequence of edits; a config change it cannot apply says so.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, readFile, rename, rm, symlink, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, snapshot } from './helpers.ts';
import { eventually, get, type LiveEvent, WatchProcess } from './watch-process.ts';

const SECRET = 'secret-of-the-build-machine-5d1c';
const read = (file: string) => readFileSync(file, 'utf8');

describe('rnhc-docs serve --watch keeps step with its sources', () => {
  let site: string;
  let outside: string;
  let watch: WatchProcess;

  /** Writes, then waits for the live event the change causes. */
  const change = async (what: () => Promise<unknown>, test: (e: LiveEvent) => boolean = rebuilt) => {
    const from = watch.events.length;
    await what();
    return watch.next(from, test);
  };
  const rebuilt = (e: LiveEvent) => e.type === 'update' || e.type === 'reload';

  beforeAll(async () => {
    outside = path.join(tmpdir(), `rnhc-outside-${process.pid}-${Date.now()}.txt`);
    await writeFile(outside, SECRET);
    site = await makeSite('basic-site', { 'shared/inside.txt': 'a file of the site, linked into static' });
    // One link inside the site folder (published), one out of it (not published, named).
    await symlink(path.join(site, 'shared/inside.txt'), path.join(site, 'static/inside.txt'));
    await symlink(outside, path.join(site, 'static/leak.txt'));
    watch = new WatchProcess(site);
    await watch.ready();
  }, 120_000);

  afterAll(async () => {
    await watch?.stop();
    await rm(site, { recursive: true, force: true });
    await rm(outside, { force: true });
  });

  it('publishes a symlinked static file inside the site and names the one out of it, like build', async () => {
    expect((await get(`${watch.url}inside.txt`)).body).toBe('a file of the site, linked into static');
    const leak = await get(`${watch.url}leak.txt`);
    expect(leak.status).toBe(404);
    expect(leak.body).not.toContain(SECRET);
    expect(watch.output).toMatch(/static\/leak\.txt: not published: a symbolic link/);
    // A link added while watching follows the same rule.
    await change(() => symlink(outside, path.join(site, 'static/late-leak.txt')));
    expect((await get(`${watch.url}late-leak.txt`)).status).toBe(404);
    expect(watch.output).toMatch(/static\/late-leak\.txt: not published/);
    await change(() => unlink(path.join(site, 'static/late-leak.txt')));

    const built = await cli([
      'build',
      '--config',
      path.join(site, 'rnhc-docs.config.yaml'),
      '--out-dir',
      path.join(site, 'b1'),
    ]);
    expect(built.code).toBe(0);
    expect(await readFile(path.join(site, 'b1/inside.txt'), 'utf8')).toBe('a file of the site, linked into static');
    expect(existsSync(path.join(site, 'b1/leak.txt'))).toBe(false);
    expect(built.stderr).toMatch(/static\/leak\.txt: not published: a symbolic link/);
    await rm(path.join(site, 'b1'), { recursive: true });
  }, 120_000);

  it('updates the search index when a doc is edited', async () => {
    const file = path.join(site, 'docs/02-guides/02-usage.md');
    await change(() => writeFile(file, `${read(file)}\nThe quokkasearchable marsupial.\n`));
    await eventually(async () =>
      expect((await get(`${watch.url}search-index.json`)).body).toContain('quokkasearchable'),
    );
  }, 120_000);

  it('hears the docs folder again after it was deleted and restored (git checkout, git stash)', async () => {
    const docs = path.join(site, 'docs');
    const away = path.join(site, 'docs-away');
    await cp(docs, away, { recursive: true });
    await change(
      () => rm(docs, { recursive: true }),
      (e) => e.type === 'error' || rebuilt(e),
    );
    await change(() => cp(away, docs, { recursive: true }));
    await eventually(async () => expect((await get(`${watch.url}docs/intro`)).status).toBe(200));
    const intro = path.join(docs, 'intro.md');
    await change(() => writeFile(intro, read(intro).replace('Welcome.', 'Welcome after the checkout.')));
    await eventually(async () =>
      expect((await get(`${watch.url}docs/intro`)).body).toContain('Welcome after the checkout.'),
    );
    await rm(away, { recursive: true });
  }, 120_000);

  it('after a sequence of edits, its output equals a fresh build file for file', async () => {
    const docs = path.join(site, 'docs');
    const usage = path.join(docs, '02-guides/02-usage.md');
    const config = path.join(site, 'rnhc-docs.config.yaml');
    await change(() => writeFile(usage, `${read(usage)}\nAn edited body.\n`));
    await change(() => writeFile(path.join(docs, '02-guides/03-extra.md'), '# Extra\n\nAn added doc.\n'));
    await change(() => writeFile(path.join(docs, 'reference/gone.md'), '# Gone\n\nAdded, then deleted.\n'));
    await change(() => unlink(path.join(docs, 'reference/gone.md')));
    await change(() => rename(path.join(docs, '02-guides/03-extra.md'), path.join(docs, '02-guides/04-renamed.md')));
    const category = path.join(docs, '02-guides/_category_.json');
    await change(() => writeFile(category, read(category).replace('"Guides"', '"Guides and more"')));
    await change(() => writeFile(config, read(config).replace('label: Tutorial', 'label: Walkthrough')));
    // Last, an edit the session applies incrementally (pages, search index) on top of the rest.
    await change(() => writeFile(usage, `${read(usage)}\nThe last word: wombatfinal.\n`));
    await eventually(async () => expect((await get(`${watch.url}search-index.json`)).body).toContain('wombatfinal'));
    await eventually(async () => expect((await get(`${watch.url}llms-full.txt`)).body).toContain('wombatfinal'));
    await new Promise((resolve) => setTimeout(resolve, 300));

    const fresh = path.join(site, 'fresh');
    expect((await cli(['build', '--config', config, '--out-dir', fresh])).code).toBe(0);
    const watched = await snapshot(path.join(site, 'build'));
    const expected = await snapshot(fresh);
    expect([...watched.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) expect(watched.get(file), file).toBe(content);
    expect(expected.get('docs/guides/renamed/index.html') ?? expected.get('docs/guides/renamed.html')).toContain(
      'An added doc.',
    );
    await rm(fresh, { recursive: true });
  }, 300_000);

  it('says a restart is needed when baseUrl changes, and keeps serving the old paths whole', async () => {
    const config = path.join(site, 'rnhc-docs.config.yaml');
    const good = read(config);
    const event = await change(
      () => writeFile(config, good.replace('baseUrl: /fixture/', 'baseUrl: /moved/')),
      (e) => e.type === 'error',
    );
    expect(event.message).toMatch(/Restart needed: baseUrl changed/);
    expect(watch.output).toMatch(/Restart needed: baseUrl changed/);
    const page = await get(`${watch.url}docs/intro`);
    expect(page.status).toBe(200);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)?.[1];
    expect(stylesheet).toMatch(/^\/fixture\//);
    expect((await get(`${watch.origin}${stylesheet}`)).status).toBe(200);
    // Put back: the session goes on as before.
    await change(() => writeFile(config, good));
  }, 120_000);
});

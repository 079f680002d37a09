/**
 * Watch mode serves what a fresh build of the same files would: after a failed build and a fix,
 * after a page's title changes, and for a link broken by an in-place edit (issue #24).
 */
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite } from './helpers.ts';
import { eventually, get, WatchProcess } from './watch-process.ts';

describe('serve --watch keeps its model in step with the files', () => {
  let site: string;
  let watch: WatchProcess;

  beforeAll(async () => {
    site = await makeSite('basic-site');
    // The page links to a doc: renaming the doc breaks the build until the link is fixed.
    await writeFile(
      path.join(site, 'pages/markdown-page.md'),
      '# A markdown page\n\nPlain page. Read the [usage guide](/docs/guides/usage).\n',
    );
    watch = new WatchProcess(site);
    await watch.ready();
  }, 90_000);

  afterAll(async () => {
    await watch?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('a rename that breaks a link, then the fix of that link, serves the renamed route', async () => {
    let from = watch.events.length;
    await rename(path.join(site, 'docs/02-guides/02-usage.md'), path.join(site, 'docs/02-guides/02-using.md'));
    const error = await watch.next(from, (e) => e.type === 'error');
    expect(error.message).toContain('/fixture/docs/guides/usage');

    from = watch.events.length;
    // An in-place save of a page the session knows: it must not be rendered against the model of
    // the last good build (which still has the old route).
    await writeFile(
      path.join(site, 'pages/markdown-page.md'),
      '# A markdown page\n\nPlain page. Read the [using guide](/docs/guides/using).\n',
    );
    await watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
    await eventually(async () => {
      expect((await get(`${watch.url}docs/guides/using`)).status).toBe(200);
      expect((await get(`${watch.url}docs/guides/usage`)).status).toBe(404);
      // The sidebar (open on a page of the same category) and the pagination link the new route.
      const setup = await get(`${watch.url}docs/guides/setup`);
      expect(setup.body).toContain('href="/fixture/docs/guides/using"');
      expect(setup.body).not.toContain('href="/fixture/docs/guides/usage"');
    });
  });

  it("a markdown page's new title reaches the route manifest", async () => {
    const from = watch.events.length;
    await writeFile(
      path.join(site, 'pages/markdown-page.md'),
      '---\ntitle: Renamed page\n---\n\n# A markdown page\n\nPlain page. Read the [using guide](/docs/guides/using).\n',
    );
    await watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
    await eventually(async () => {
      const manifest = JSON.parse((await get(`${watch.url}route-manifest.json`)).body) as unknown;
      expect(JSON.stringify(manifest)).toContain('Renamed page');
    });
  });

  it('an in-place edit that breaks a link is reported, as a build would', async () => {
    const from = watch.events.length;
    const file = path.join(site, 'docs/intro.md');
    await writeFile(file, `${await readFile(file, 'utf8')}\nSee [nowhere](/docs/no-such-page).\n`);
    const error = await watch.next(from, (e) => e.type === 'error');
    expect(error.message).toContain('/fixture/docs/no-such-page');
  });
});

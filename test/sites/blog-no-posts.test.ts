/**
 * A blog whose posts are all drafts (or were all deleted in serve --watch) has no feeds, as
 * Docusaurus writes none for a blog without posts: a feed of nothing carried the build's time as
 * its `<updated>`, so two builds of the same files differed (found by watch-random.test.ts).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { build } from './helpers.ts';

let site: string | undefined;
afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

it('a blog of drafts only: no rss.xml, atom.xml or feed.json, and the build succeeds', async () => {
  site = await mkdtemp(path.join(tmpdir(), 'rnhc-blog-no-posts-'));
  await mkdir(path.join(site, 'docs'));
  await mkdir(path.join(site, 'blog'));
  await writeFile(
    path.join(site, 'rnhc-docs.config.yaml'),
    'title: T\nurl: https://example.com\nblog:\n  path: blog\n',
  );
  await mkdir(path.join(site, 'src/pages'), { recursive: true });
  await writeFile(path.join(site, 'src/pages/index.md'), '# Home\n');
  await writeFile(path.join(site, 'docs/intro.md'), '# Intro\n');
  await writeFile(path.join(site, 'blog/2026-01-01-soon.md'), '---\ntitle: Soon\ndraft: true\n---\nNot yet.\n');
  const result = await build(site);
  expect(result.code, result.stderr).toBe(0);
  for (const feed of ['rss.xml', 'atom.xml', 'feed.json']) {
    expect(existsSync(path.join(site, 'build/blog', feed)), feed).toBe(false);
  }
});

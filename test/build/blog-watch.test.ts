import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite } from './helpers.ts';
import { eventually, get, WatchProcess } from './watch-process.ts';

describe('the blog under serve --watch', () => {
  let site: string;
  let watch: WatchProcess;

  beforeAll(async () => {
    site = await makeSite('blog-site');
    watch = new WatchProcess(site);
    await watch.ready();
  }, 90_000);

  afterAll(async () => {
    await watch?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('builds and lists drafts while writing (never in a build)', async () => {
    await eventually(async () => {
      const draft = await get(`${watch.url}blog/2026/09/01/draft-post`);
      expect(draft.status).toBe(200);
      expect(draft.body).toContain('Not ready yet');
      expect((await get(`${watch.url}blog`)).body).toContain('Not ready yet');
    });
  });

  it('a post edit rebuilds the lists that show it', async () => {
    const file = path.join(site, 'blog/2025-11-20-welcome.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: Welcome to the blog', 'title: Welcome back'));
    await eventually(async () => {
      expect((await get(`${watch.url}blog/page/2`)).body).toContain('Welcome back');
      expect((await get(`${watch.url}blog/archive`)).body).toContain('Welcome back');
    }, 60_000);
  }, 90_000);
});

import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually, get, useWatchedSite } from './watch-process.ts';

describe('the blog under serve --watch', () => {
  const watched = useWatchedSite('blog-site');

  it('builds and lists drafts while writing (never in a build)', async () => {
    await eventually(async () => {
      const draft = await get(`${watched.watch.url}blog/2026/09/01/draft-post`);
      expect(draft.status).toBe(200);
      expect(draft.body).toContain('Not ready yet');
      expect((await get(`${watched.watch.url}blog`)).body).toContain('Not ready yet');
    });
  });

  it('a post edit rebuilds the lists that show it', async () => {
    const file = path.join(watched.dir, 'blog/2025-11-20-welcome.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace('title: Welcome to the blog', 'title: Welcome back'));
    await eventually(async () => {
      expect((await get(`${watched.watch.url}blog/page/2`)).body).toContain('Welcome back');
      expect((await get(`${watched.watch.url}blog/archive`)).body).toContain('Welcome back');
    }, 60_000);
  }, 90_000);
});

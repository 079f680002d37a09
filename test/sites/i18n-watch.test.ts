/**
 * serve --watch on a translated site: every locale is served, and an edit to an original reaches
 * the fallback pages of the other locales; an edit to a translation reaches its locale.
 */
import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventually, get, useWatchedSite } from './watch-process.ts';

describe('serve --watch on a translated site', () => {
  const watched = useWatchedSite('i18n-site');

  it('serves every locale and applies an edit to the original and its fallbacks, and to a translation', async () => {
    expect((await get(`${watched.watch.url}fr/docs/api`)).status).toBe(200);
    expect((await get(`${watched.watch.url}ar/docs/api`)).status).toBe(200);
    const original = path.join(watched.dir, 'docs/api.md');
    await writeFile(original, `${readFileSync(original, 'utf8')}\nThe wallabyedit paragraph.\n`);
    for (const prefix of ['', 'fr/', 'ar/']) {
      await eventually(async () =>
        expect((await get(`${watched.watch.url}${prefix}docs/next/api`)).body).toContain('wallabyedit'),
      );
    }
    const translation = path.join(watched.dir, 'i18n/fr/docusaurus-plugin-content-docs/current/intro.md');
    const from = watched.watch.events.length;
    await writeFile(translation, `${readFileSync(translation, 'utf8')}\nLe paragraphe ornithorynque.\n`);
    // Tabs of every locale hear of it: the session's page list is the first locale's, so it reloads them.
    await watched.watch.next(from, (e) => e.type === 'reload');
    await eventually(async () =>
      expect((await get(`${watched.watch.url}fr/docs/next`)).body).toContain('ornithorynque'),
    );
    expect((await get(`${watched.watch.url}docs/next`)).body).not.toContain('ornithorynque');
  }, 180_000);
});

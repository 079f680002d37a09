/**
 * Identifiers on the real project site: a reader who types an API name wants its definition,
 * so the sections that contain the whole name (camelCase, snake_case, SCREAMING_CASE) rank above
 * those that only match its parts, and doc pages above blog posts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '../../../src/shared/search/search-engine.ts';
import type { SearchIndexFile } from '../../../src/shared/search/search-options.ts';
import { sharedBuild } from '../../setup/shared-builds.ts';

const BASE = '/react-native-health-connect/';

describe('identifier search on the project site', () => {
  let engine: SearchEngine;

  beforeAll(async () => {
    const { outDir } = await sharedBuild('project-site');
    engine = createSearchEngine(
      JSON.parse(await readFile(path.join(outDir, 'search-index.json'), 'utf8')) as SearchIndexFile,
    );
  });

  const paths = (query: string) => engine.search(query, { pages: 20 }).map((group) => group.path.slice(BASE.length));

  it('"pageToken" lists readRecords first, every page with the whole name before those with "page" and "token"', () => {
    const found = paths('pageToken');
    expect(found[0]).toBe('docs/api/methods/readRecords');
    const whole = engine
      .search('pageToken', { pages: 20 })
      .map((group) => group.hits.some((hit) => hit.terms.includes('pagetoken')));
    expect(whole.indexOf(false) === -1 || !whole.slice(whole.indexOf(false)).includes(true)).toBe(true);
  });

  it('ranks docs before blog posts among the pages with the whole name', () => {
    for (const query of [
      'pageToken',
      'READ_STEPS',
      'CLIENT_NOT_INITIALIZED',
      'client_not_initialized',
      'COUNT_TOTAL',
    ]) {
      const term = query.toLowerCase();
      const found = engine
        .search(query, { pages: 20 })
        .filter((group) => group.hits.some((hit) => hit.terms.includes(term)))
        .map((group) => group.path.slice(BASE.length));
      expect(found.length, query).toBeGreaterThan(0);
      const firstPost = found.findIndex((p) => p.startsWith('blog'));
      const lastDoc = found.findLastIndex((p) => p.startsWith('docs'));
      if (firstPost !== -1) expect(lastDoc, `${query}: ${found.join(', ')}`).toBeLessThan(firstPost);
    }
  });
});

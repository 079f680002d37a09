import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { createExcerpt, createSearchIndex } from '../../../src/search/create-search-index.ts';
import type { SearchDocument } from '../../../src/search/types.ts';
import { createSearchEngine } from '../../../src/shared/search/search-engine.ts';
import {
  SEARCH_INDEX_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchIndexFile,
} from '../../../src/shared/search/search-options.ts';

const documents: SearchDocument[] = [
  {
    path: '/base/docs/setup',
    title: 'Setup',
    sections: [
      { anchor: '', heading: '', text: 'Install the package, then call initialize once.' },
      { anchor: 'expo', heading: 'Expo', text: 'Expo Go cannot load native modules. Use a development build.' },
    ],
  },
  { path: '/base/docs/empty', title: 'Nothing here', sections: [] },
  {
    path: '/base/docs/api',
    title: 'API',
    sections: [{ anchor: 'setup-call', heading: 'setup', text: 'The setup() call of the API.' }],
  },
];

describe('createSearchIndex', () => {
  const file = JSON.parse(createSearchIndex(documents)) as SearchIndexFile;

  it('lists pages once and stores only short fields per section', () => {
    expect(file.v).toBe(SEARCH_INDEX_VERSION);
    expect(file.pages).toEqual([
      ['/base/docs/setup', 'Setup'],
      ['/base/docs/empty', 'Nothing here'],
      ['/base/docs/api', 'API'],
    ]);
    expect(Object.values(file.index.storedFields)).toEqual([
      { p: 0, a: '', h: '', x: 'Install the package, then call initialize once.' },
      { p: 0, a: 'expo', h: 'Expo', x: 'Expo Go cannot load native modules. Use a development build.' },
      { p: 1, a: '', h: '', x: '' },
      { p: 2, a: 'setup-call', h: 'setup', x: 'The setup() call of the API.' },
    ]);
  });

  it('is a MiniSearch index the shared options load', () => {
    const index = MiniSearch.loadJS(file.index, SEARCH_INDEX_OPTIONS);
    expect(index.documentCount).toBe(4);
    expect(index.search('expo').map((r) => r.id)).toEqual([1]);
  });

  it('links hits to their anchors, finds a page without sections by its title', () => {
    const engine = createSearchEngine(file);
    expect(engine.search('expo go')).toEqual([
      {
        path: '/base/docs/setup',
        title: 'Setup',
        hits: [expect.objectContaining({ href: '/base/docs/setup#expo', heading: 'Expo', terms: ['expo', 'go'] })],
      },
    ]);
    expect(engine.search('nothing').map((group) => group.path)).toEqual(['/base/docs/empty']);
  });

  it('ranks an exact title above the same word elsewhere, and the page top first', () => {
    const [first, second] = createSearchEngine(file).search('setup');
    expect(first?.path).toBe('/base/docs/setup');
    expect(first?.hits[0]?.href).toBe('/base/docs/setup');
    expect(second?.path).toBe('/base/docs/api');
  });

  it('falls back to any word when no section has every word', () => {
    const groups = createSearchEngine(file).search('expo initialize');
    expect(groups.map((group) => group.hits.map((hit) => hit.href).sort())).toEqual([
      ['/base/docs/setup', '/base/docs/setup#expo'],
    ]);
  });

  it('refuses an index of another version', () => {
    expect(() => createSearchEngine({ ...file, v: 0 as never })).toThrow(/version 0/);
  });
});

describe('search on a large site', () => {
  // Past 5,000 sections identifiers match whole first; their parts only when that finds nothing.
  const pages: SearchDocument[] = Array.from({ length: 2600 }, (_, i) => ({
    path: `/p/${i}`,
    title: `Page ${i}`,
    sections: [
      { anchor: '', heading: '', text: 'Read records one page at a time, grouped by period.' },
      { anchor: 'api', heading: 'API', text: i === 7 ? 'Call readRecords.' : 'Nothing to call here.' },
    ],
  }));
  const engine = createSearchEngine(JSON.parse(createSearchIndex(pages)) as SearchIndexFile);

  it('finds a name whole, without every section that has its words', () => {
    expect(engine.size).toBe(5200);
    expect(engine.search('readRecords', { pages: 100 })).toEqual([
      expect.objectContaining({ path: '/p/7', hits: [expect.objectContaining({ href: '/p/7#api' })] }),
    ]);
  });

  it('falls back to the parts of a name nobody wrote whole', () => {
    expect(engine.search('groupedByPeriod', { pages: 3 })).toHaveLength(3);
  });
});

describe('createExcerpt', () => {
  it('keeps short text and cuts long text at a word, with an ellipsis', () => {
    expect(createExcerpt('Short text.')).toBe('Short text.');
    const excerpt = createExcerpt('word '.repeat(40));
    expect(excerpt.length).toBeLessThanOrEqual(111);
    expect(excerpt).toMatch(/word…$/);
    expect(createExcerpt('abc, def ghi', 9)).toBe('abc, def…');
  });
});

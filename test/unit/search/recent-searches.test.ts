import { describe, expect, it } from 'vitest';
import { addRecentSearch, RECENT_SEARCHES_KEY, readRecentSearches } from '../../../client/search/recent-searches.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('recent searches', () => {
  it('keeps the last five, newest first, without duplicates (ignoring case and spaces)', () => {
    const storage = memoryStorage();
    for (const query of ['one', 'two', 'three', 'four', 'five', 'six', '  Two  ']) addRecentSearch(storage, query);
    expect(readRecentSearches(storage)).toEqual(['Two', 'six', 'five', 'four', 'three']);
  });

  it('ignores empty queries', () => {
    const storage = memoryStorage();
    expect(addRecentSearch(storage, '   ')).toEqual([]);
    expect(storage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('survives missing, broken or full storage', () => {
    expect(readRecentSearches(undefined)).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '{not json' }))).toEqual([]);
    expect(readRecentSearches(memoryStorage({ [RECENT_SEARCHES_KEY]: '[1,"ok",null]' }))).toEqual(['ok']);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(addRecentSearch(full, 'kept in memory')).toEqual(['kept in memory']);
  });
});

/**
 * The last searches, kept in local storage and shown when the search box is empty. Storage can
 * be missing or full (private modes, quotas): then search simply remembers nothing.
 */

/** Local storage key of the recent searches (a JSON array of strings, newest first). */
export const RECENT_SEARCHES_KEY = 'rnhc.search.recent';
/** How many searches are remembered. */
export const MAX_RECENT_SEARCHES = 5;

type ReadableStorage = Pick<Storage, 'getItem'>;
type WritableStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The remembered searches, newest first. */
export function readRecentSearches(storage: ReadableStorage | undefined): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RECENT_SEARCHES_KEY) ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.filter((item): item is string => typeof item === 'string').slice(0, MAX_RECENT_SEARCHES);
  } catch {
    return [];
  }
}

/** Puts `query` first (once, ignoring case), keeps the newest five, and returns the new list. */
export function addRecentSearch(storage: WritableStorage | undefined, query: string): string[] {
  const text = query.trim().replace(/\s+/g, ' ');
  const previous = readRecentSearches(storage);
  if (!text) return previous;
  const next = [text, ...previous.filter((item) => item.toLowerCase() !== text.toLowerCase())].slice(
    0,
    MAX_RECENT_SEARCHES,
  );
  try {
    storage?.setItem(RECENT_SEARCHES_KEY, JSON.stringify(next));
  } catch {
    // Not remembered; the search itself worked.
  }
  return next;
}

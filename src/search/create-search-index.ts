import type { SearchDocument } from './types.ts';

/**
 * Serialises the site's search index (written to `search-index.json`).
 * Placeholder until search lands (issue 7): the documents as JSON.
 */
export function createSearchIndex(documents: SearchDocument[]): string {
  return JSON.stringify(documents);
}

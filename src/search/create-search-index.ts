import MiniSearch from 'minisearch';
import {
  SEARCH_INDEX_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchEntry,
  type SearchIndexFile,
} from '../shared/search/search-options.ts';
import type { SearchDocument } from './types.ts';

/** Length of the stored excerpt: enough for a line under the heading, small enough for the budget. */
const EXCERPT_LENGTH = 110;

/**
 * Serialises the site's search index (written to `search-index.json`): one MiniSearch document
 * per heading section, so results link to `path#anchor`. Pages are listed once and sections point
 * at them by number, which keeps the file small; the browser loads it with `MiniSearch.loadJS`
 * and the same options (src/shared/search/search-options.ts).
 */
export function createSearchIndex(documents: SearchDocument[]): string {
  const index = new MiniSearch<SearchEntry>(SEARCH_INDEX_OPTIONS);
  const pages: SearchIndexFile['pages'] = [];
  const entries: SearchEntry[] = [];
  for (const document of documents) {
    const p = pages.push(document.doc ? [document.path, document.title, 1] : [document.path, document.title]) - 1;
    // A page without sections is still found by its title.
    const sections = document.sections.length > 0 ? document.sections : [{ anchor: '', heading: '', text: '' }];
    for (const section of sections) {
      entries.push({
        id: entries.length,
        p,
        a: section.anchor,
        h: section.heading,
        x: createExcerpt(section.text),
        title: document.title,
        heading: section.heading,
        text: section.text,
      });
    }
  }
  index.addAll(entries);
  const file: SearchIndexFile = { v: SEARCH_INDEX_VERSION, pages, index: index.toJSON() };
  return JSON.stringify(file);
}

/** The start of a section's text, cut at a word boundary. */
export function createExcerpt(text: string, length = EXCERPT_LENGTH): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${(space > length * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:.(–-]+$/, '')}…`;
}

/**
 * Queries a loaded `search-index.json` and groups the hits by page, best page first. Runs in the
 * browser (lazy search chunk) and in Node (ranking tests, bench); no DOM.
 */
import MiniSearch, { type Query, type SearchResult } from 'minisearch';
import {
  createQuery,
  hasIdentifierParts,
  SEARCH_INDEX_OPTIONS,
  SEARCH_INDEX_VERSION,
  type SearchEntry,
  type SearchIndexFile,
  type StoredSearchEntry,
} from './search-options.ts';
import { normalizeTerm, splitWords } from './tokenize.ts';

/** One matching section of a page. */
export interface SearchHit {
  /** Link to the section: the page path plus `#anchor` (none for the top of the page). */
  href: string;
  anchor: string;
  /** Heading text ('' for the top of the page). */
  heading: string;
  /** The first words of the section. */
  excerpt: string;
  /** Indexed terms that matched (lower case), for highlighting. */
  terms: string[];
  score: number;
}

/** The hits of one page. */
export interface SearchPageGroup {
  path: string;
  title: string;
  hits: SearchHit[];
}

/** Limits of one search. */
export interface SearchLimits {
  /** Most pages listed (default 8). */
  pages?: number;
  /** Most sections listed per page (default 3). */
  hitsPerPage?: number;
}

/** A loaded index. */
export interface SearchEngine {
  /** Number of sections in the index. */
  readonly size: number;
  search(text: string, limits?: SearchLimits): SearchPageGroup[];
}

/** Up to this many sections, identifiers are always matched by their parts too (measured: a few ms). */
const PARTS_FIRST_MAX_SECTIONS = 5000;
/** A section whose title or heading is exactly the query ranks above partial matches. */
const EXACT_BOOST = 1.5;

/** Loads a parsed `search-index.json`. Throws on a file of another format version. */
export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  if (file.v !== SEARCH_INDEX_VERSION) throw new Error(`Unsupported search index version ${String(file.v)}`);
  const index = MiniSearch.loadJS<SearchEntry>(file.index, SEARCH_INDEX_OPTIONS);
  const lowerTitles = file.pages.map(([, title]) => title.toLowerCase());
  // Exact titles and headings, to skip the per-document boost for every other query.
  const exactNames = new Set(lowerTitles);
  for (const stored of Object.values(file.index.storedFields) as StoredSearchEntry[]) {
    if (stored.h) exactNames.add(stored.h.toLowerCase());
  }

  // Parts of a name (`READ_HEART_RATE` → heart, rate) rank the sections about the same words
  // higher, but on a large site they match nearly every section: there, only as a fallback.
  const partsFirst = index.documentCount <= PARTS_FIRST_MAX_SECTIONS;

  return {
    size: index.documentCount,
    search(text, limits = {}) {
      const phrase = splitPhrase(text);
      // Called for every matching (section, term): compares lengths before strings.
      const boostDocument = (_id: unknown, _term: string, stored?: Record<string, unknown>) => {
        const { p, a, h } = stored as StoredSearchEntry;
        const title = lowerTitles[p] ?? '';
        // The page itself (its top section) comes first when the query is its title.
        if (title.length === phrase.length && title === phrase) return a ? EXACT_BOOST : EXACT_BOOST * 2;
        return h.length === phrase.length && h.toLowerCase() === phrase ? EXACT_BOOST : 1;
      };
      const options = exactNames.has(phrase) ? { boostDocument } : {};
      const run = (query: Query | undefined): SearchResult[] => (query ? index.search(query, options) : []);
      // Stricter first, looser only when it finds nothing: every word (names by their parts
      // too only on small sites), then names by their parts, then any word.
      const hasParts = hasIdentifierParts(text);
      let results = run(createQuery(text, { parts: partsFirst }));
      if (results.length === 0 && hasParts && !partsFirst) results = run(createQuery(text, { parts: true }));
      if (results.length === 0 && splitWords(text).length > 1) {
        results = run(createQuery(text, { combineWith: 'OR', parts: hasParts }));
      }
      return groupByPage(rankIdentifierMatches(text, results, file.pages), file.pages, limits);
    },
  };
}

/**
 * For a query that is one identifier (`pageToken`, `read_steps`, `READ_STEPS`): the sections
 * that contain the whole name first, then those that only match its parts; within each, doc
 * pages before blog posts and other pages; MiniSearch's score order otherwise (a stable sort).
 * A reader typing an API name wants its definition, not the prose that uses its words.
 */
function rankIdentifierMatches(text: string, results: SearchResult[], pages: SearchIndexFile['pages']): SearchResult[] {
  const words = splitWords(text);
  const [word] = words;
  if (words.length !== 1 || word === undefined || !hasIdentifierParts(word)) return results;
  const whole = normalizeTerm(word);
  const rank = (result: SearchResult) => {
    const page = pages[(result as unknown as StoredSearchEntry).p];
    return (Object.hasOwn(result.match, whole) ? 0 : 2) + (page?.[2] === 1 ? 0 : 1);
  };
  return results
    .map((result, order) => ({ result, order, rank: rank(result) }))
    .sort((a, b) => a.rank - b.rank || a.order - b.order)
    .map(({ result }) => result);
}

/** The query as one lower-case phrase, for the exact title/heading comparison. */
function splitPhrase(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

function groupByPage(
  results: SearchResult[],
  pages: SearchIndexFile['pages'],
  { pages: maxPages = 8, hitsPerPage = 3 }: SearchLimits,
): SearchPageGroup[] {
  const groups = new Map<number, SearchPageGroup>();
  // Results come best first, so a page's position is that of its best section.
  for (const result of results) {
    const { p, a, h, x } = result as unknown as SearchResult & StoredSearchEntry;
    let group = groups.get(p);
    if (!group) {
      if (groups.size >= maxPages) continue;
      const [path, title] = pages[p] ?? ['', ''];
      group = { path, title, hits: [] };
      groups.set(p, group);
    }
    if (group.hits.length >= hitsPerPage) continue;
    group.hits.push({
      href: a ? `${group.path}#${a}` : group.path,
      anchor: a,
      heading: h,
      excerpt: x,
      terms: Object.keys(result.match),
      score: result.score,
    });
  }
  return [...groups.values()];
}

/** One version's index in a search over every version. */
export interface VersionSearchPart {
  engine: SearchEngine;
  /** Shown after the titles of its docs, e.g. `2.x`. */
  label: string;
  /** URL prefix of its docs: pages outside it (the last version's index holds the site's other pages) stay unlabelled. */
  path: string;
}

/**
 * Searches several versions' indexes as one: each index ranks its own pages, the groups are
 * merged by their best score, and each doc's title names its version. (Scores of separate
 * indexes are close enough to interleave: the same docs differ little between versions.)
 */
export function combineSearchEngines(parts: VersionSearchPart[]): SearchEngine {
  return {
    size: parts.reduce((sum, part) => sum + part.engine.size, 0),
    search(text, limits = {}) {
      const groups = parts.flatMap(({ engine, label, path }) =>
        engine
          .search(text, limits)
          .map((group) => (group.path.startsWith(path) ? { ...group, title: `${group.title} (${label})` } : group)),
      );
      const best = (group: SearchPageGroup) => group.hits[0]?.score ?? 0;
      // A page outside the docs sits in one index only, but guard against listing it twice.
      const seen = new Set<string>();
      return groups
        .sort((a, b) => best(b) - best(a))
        .filter((group) => !seen.has(group.path) && seen.add(group.path))
        .slice(0, limits.pages ?? 8);
    },
  };
}

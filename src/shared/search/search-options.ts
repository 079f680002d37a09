/**
 * The contract of `search-index.json`, shared by the build (src/search) and the browser
 * (client/search): the document shape, the MiniSearch options both sides must agree on, and how a
 * typed query becomes a MiniSearch query. Pure code: only types come from minisearch.
 */
import type { AsPlainObject, Options, Query, QueryCombination, SearchOptions } from 'minisearch';
import {
  normalizeTerm,
  processIndexTerm,
  STOP_WORDS,
  splitIdentifier,
  splitWords,
  tokenizeForIndex,
} from './tokenize.ts';

/** Bumped whenever the file format or the tokeniser changes, so a stale index is never misread. */
export const SEARCH_INDEX_VERSION = 2;

/**
 * One MiniSearch document: one heading section of one page. Short keys for the stored fields,
 * because they are repeated once per section in the JSON file.
 */
export interface SearchEntry {
  /** Position of the section in the index. */
  id: number;
  /** Page number in {@link SearchIndexFile.pages}. */
  p: number;
  /** Heading id ('' for the top of the page). */
  a: string;
  /** Heading text ('' for the top of the page). */
  h: string;
  /** The first words of the section, shown under the heading in results. */
  x: string;
  /** Indexed only: the page title (every section carries it, so "permissions heart" finds a section of Permissions). */
  title: string;
  /** Indexed only: the heading text. */
  heading: string;
  /** Indexed only: the whole section text, code included. */
  text: string;
}

/** The stored fields of a section, as search results carry them. */
export type StoredSearchEntry = Pick<SearchEntry, 'p' | 'a' | 'h' | 'x'>;

/** The body of `search-index.json`. */
export interface SearchIndexFile {
  v: typeof SEARCH_INDEX_VERSION;
  /**
   * Pages as [URL path with the base URL, title, 1 for a doc page]; sections point here by
   * number. Docs rank before other pages when a reader searches an identifier.
   */
  pages: Array<[path: string, title: string, doc?: 1]>;
  /** The MiniSearch index (`JSON.stringify(miniSearch)`), loaded with `MiniSearch.loadJS`. */
  index: AsPlainObject;
}

/** Field boosts: a word in a page title or heading outranks the same word in running text. */
export const FIELD_BOOSTS = { title: 3, heading: 2.5, text: 1 } as const;

/** Score weight of a match by an identifier's parts, relative to the whole identifier. */
const PART_WEIGHT = 0.3;

/** Fuzzy matching only for terms of 4 characters or more: shorter ones would match everything. */
export function fuzzyFor(term: string): number | false {
  return term.length >= 4 ? 0.2 : false;
}

/** Options for `new MiniSearch()` at build time and `MiniSearch.loadJS()` in the browser. */
export const SEARCH_INDEX_OPTIONS: Options<SearchEntry> = {
  idField: 'id',
  fields: ['title', 'heading', 'text'],
  storeFields: ['p', 'a', 'h', 'x'],
  tokenize: tokenizeForIndex,
  processTerm: processIndexTerm,
  searchOptions: {
    // Queries are built by createQuery from normalised terms: each leaf is one term already.
    tokenize: (term) => [term],
    processTerm: (term) => term,
    boost: { ...FIELD_BOOSTS },
    // Prefix and fuzzy matching are set per term by createQuery.
    prefix: false,
    fuzzy: false,
    // Exact matches score 1; prefix and typo matches less (MiniSearch's defaults are 0.375/0.45).
    weights: { prefix: 0.35, fuzzy: 0.3 },
  } satisfies SearchOptions,
};

/** How {@link createQuery} combines words and treats identifiers. */
export interface QueryMode {
  /** 'AND': every word must match (default); 'OR': any word. */
  combineWith?: 'AND' | 'OR';
  /**
   * Also match an identifier by all of its parts (`groupByPeriod` → group, period), not only
   * whole. Default false: on a large site the parts match nearly every section, so the engine
   * asks for them only when whole names find nothing.
   */
  parts?: boolean;
}

/**
 * Turns what the reader typed into a MiniSearch query, or undefined when nothing is left.
 * Only the last word, the one being typed, is a prefix; words of 4 characters or more also
 * match with a typo, identifier parts excepted (they come from a complete name). Stop words and
 * single letters are dropped except in the last word.
 */
export function createQuery(text: string, { combineWith = 'AND', parts = false }: QueryMode = {}): Query | undefined {
  const words = splitWords(text);
  const queries: Query[] = [];
  words.forEach((word, index) => {
    const term = normalizeTerm(word);
    const isLast = index === words.length - 1;
    if (!term || (!isLast && (term.length < 2 || STOP_WORDS.has(term)))) return;
    const whole = leaf(term, isLast, fuzzyFor(term));
    const split = parts ? identifierTerms(word) : [];
    if (split.length < 2) {
      queries.push(whole);
      return;
    }
    const byParts = split.map((part, at) => leaf(part, isLast && at === split.length - 1, false));
    // A part is a weaker sign than the whole name: the section that has the name comes first.
    const partsQuery: QueryCombination = { combineWith: 'AND', boostTerm: () => PART_WEIGHT, queries: byParts };
    queries.push({ combineWith: 'OR', queries: [whole, partsQuery] });
  });
  if (queries.length === 0) return undefined;
  return queries.length === 1 ? queries[0] : { combineWith, queries };
}

/** True when some word of `text` is an identifier with parts to search by. */
export function hasIdentifierParts(text: string): boolean {
  return splitWords(text).some((word) => identifierTerms(word).length > 1);
}

function identifierTerms(word: string): string[] {
  return splitIdentifier(word)
    .map(normalizeTerm)
    .filter((part) => part.length > 1 && !STOP_WORDS.has(part));
}

/** One term with its own matching options. */
function leaf(term: string, prefix: boolean, fuzzy: number | false): QueryCombination {
  return { queries: [term], prefix, fuzzy };
}

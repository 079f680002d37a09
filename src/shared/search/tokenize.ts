/**
 * The search tokeniser, shared by the build (which indexes) and the browser (which queries): both
 * sides must cut text into the same terms or nothing matches. Pure code, no DOM and no Node.
 *
 * Docs are full of API names, so an identifier is indexed whole and by its parts:
 * `aggregateGroupByPeriod` gives `aggregategroupbyperiod`, `aggregate`, `group`, `by`, `period`;
 * `READ_HEART_RATE` gives `read_heart_rate`, `read`, `heart`, `rate`. A reader can then type the
 * full name, a part of it, or the words it is made of.
 */

/** A word: letters, digits and underscores (dots, dashes and spaces separate words). */
export const WORD = /[\p{L}\p{N}_]+/gu;
/** One part of an identifier: `READ_HTTPServer2` → READ, HTTP, Server, 2 (underscores match nothing). */
const IDENTIFIER_PART = /\p{Lu}+(?!\p{Ll})|\p{Lu}?\p{Ll}+|\p{N}+|\p{L}+/gu;

/**
 * Frequent English words that only add weight to the index: dropped from indexed text and from
 * every query term except the one being typed (see `createQuery`).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    'a an and are as at be been but by can do does for from has have how if in into is it its ' +
    'no not of on or so than that the their then there these they this to was were what when ' +
    'which will with you your'
  ).split(' '),
);

/** Terms longer than this are hashes, data URLs or similar noise, never typed by a reader. */
const MAX_TERM_LENGTH = 40;

/** The words of a text, as written (`foo.barBaz-qux` → foo, barBaz, qux). */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/**
 * The parts of an identifier split at underscores and case changes; empty when the word has only
 * one part (so callers can tell identifiers from plain words).
 */
export function splitIdentifier(word: string): string[] {
  const parts = word.match(IDENTIFIER_PART) ?? [];
  return parts.length > 1 ? parts : [];
}

/** Where each part of an identifier starts and ends (underscores belong to no part). */
export function identifierPartRanges(word: string): Array<[start: number, end: number]> {
  return [...word.matchAll(IDENTIFIER_PART)].map((match) => [match.index, match.index + match[0].length]);
}

/** Index-time tokeniser: every word, followed by its identifier parts when it has several. */
export function tokenizeForIndex(text: string): string[] {
  const tokens: string[] = [];
  for (const word of splitWords(text)) {
    tokens.push(word);
    const parts = splitIdentifier(word);
    if (parts.length > 0) tokens.push(...parts);
  }
  return tokens;
}

/**
 * Normalises an indexed term: lower case, outer underscores trimmed (`__DEV__` → `dev`); drops
 * one-letter terms, stop words and overlong terms (returns null, which MiniSearch skips).
 */
export function processIndexTerm(term: string): string | null {
  const normalized = normalizeTerm(term);
  if (normalized.length < 2 || normalized.length > MAX_TERM_LENGTH || STOP_WORDS.has(normalized)) return null;
  return normalized;
}

/** Lower case without outer underscores: the form both index and query terms are compared in. */
export function normalizeTerm(term: string): string {
  return term.toLowerCase().replace(/^_+|_+$/g, '');
}

/**
 * Marks the words of a result that matched the query, for `<mark>` in the search dialog. Works
 * on the same terms as the index: a match of `period` marks `Period` inside
 * `aggregateGroupByPeriod`, a match of `read_heart_rate` marks the whole constant.
 */
import { identifierPartRanges, normalizeTerm, WORD } from './tokenize.ts';

/** A run of text, marked or not. */
export interface HighlightSegment {
  text: string;
  mark: boolean;
}

/** Splits `text` into runs, marking whole words (or identifier parts) whose term is in `terms`. */
export function highlight(text: string, terms: ReadonlySet<string> | readonly string[]): HighlightSegment[] {
  const wanted = terms instanceof Set ? (terms as ReadonlySet<string>) : new Set(terms as readonly string[]);
  const ranges: Array<[number, number]> = [];
  if (wanted.size > 0) {
    for (const match of text.matchAll(WORD)) {
      const word = match[0];
      if (wanted.has(normalizeTerm(word))) {
        ranges.push([match.index, match.index + word.length]);
        continue;
      }
      for (const [start, end] of identifierPartRanges(word)) {
        if (wanted.has(word.slice(start, end).toLowerCase())) ranges.push([match.index + start, match.index + end]);
      }
    }
  }
  const segments: HighlightSegment[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start > at) segments.push({ text: text.slice(at, start), mark: false });
    const last = segments[segments.length - 1];
    // Adjacent marked parts (`Group` + `By`) read better as one mark.
    if (last?.mark && start === at) last.text += text.slice(start, end);
    else segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), mark: false });
  return segments;
}

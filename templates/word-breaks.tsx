import { Fragment, type ReactNode } from 'react';

/** Where an identifier may wrap: after a dot, slash or underscore, and at a camelCase hump. */
export const WORD_BREAK = /(?<=[./_])(?=[^./_])|(?<=[a-z\d])(?=[A-Z])/g;

/**
 * Text whose long identifiers (`aggregateGroupByDuration`, 12 characters or more) get `<wbr>`
 * break opportunities at their humps, so a narrow box wraps them at readable points rather than
 * mid-word (the build does the same for inline code in tables and for markdown h1s). Words of
 * prose are left whole: a title's CSS never breaks inside a word.
 */
export function withWordBreaks(text: string): ReactNode {
  const parts = splitAtWordBreaks(text);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/** `text` cut where `<wbr>` goes: at the humps of each of its words of 12 characters or more. */
export function splitAtWordBreaks(text: string): string[] {
  const parts: string[] = [];
  let current = '';
  for (const word of text.split(/(\s+)/)) {
    const pieces = word.length >= 12 ? word.split(WORD_BREAK) : [word];
    current += pieces[0] ?? '';
    for (const piece of pieces.slice(1)) {
      parts.push(current);
      current = piece;
    }
  }
  parts.push(current);
  return parts;
}

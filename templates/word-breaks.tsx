import { Fragment, type ReactNode } from 'react';

/** Where an identifier may wrap: after a dot, slash or underscore, and at a camelCase hump. */
export const WORD_BREAK = /(?<=[./_])(?=[^./_])|(?<=[a-z\d])(?=[A-Z])/g;

/**
 * An identifier (`aggregateGroupByDuration`) with `<wbr>` break opportunities at its humps, so a
 * narrow box wraps it at readable points rather than mid-word (the build does the same for
 * inline code in tables).
 */
export function withWordBreaks(text: string): ReactNode {
  if (text.length < 12 || text.includes(' ')) return text;
  const parts = text.split(WORD_BREAK);
  if (parts.length === 1) return text;
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one string never reorder
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

import { Fragment, type ReactNode } from 'react';
import { splitAtWordBreaks } from '../src/shared/text.ts';

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

/**
 * Text rules the theme and the build share (runtime-neutral: no Node, DOM or React): where long
 * identifiers break, whether rendered markdown has its own title, the reading time label.
 */
import { type PageTranslate, translatePageEnglish } from './translations/translate.ts';

/** Where an identifier may wrap: after a dot, slash or underscore, and at a camelCase hump. */
export const WORD_BREAK = /(?<=[./_])(?=[^./_])|(?<=[a-z\d])(?=[A-Z])/g;

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

/**
 * True when the content has its own title, Docusaurus's `contentTitle`: its first heading is an
 * h1, which the markdown pipeline wraps in `<header>` as Docusaurus does
 * (src/markdown/plugins/remark-content-title.ts). Then the theme adds no h1 of its own.
 */
export function hasContentTitle(html: string): boolean {
  return /<header><h1[\s>]/.test(html);
}

/** `3 min read` (rounded up, at least 1), as Docusaurus shows it; in the page's locale with `t`. */
export function readingTimeLabel(minutes: number, t: PageTranslate = translatePageEnglish): string {
  const readingTime = Math.max(1, Math.ceil(minutes));
  return t.plural('theme.blog.post.readingTime.plurals', readingTime, { readingTime });
}

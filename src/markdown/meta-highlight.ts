import type { ShikiTransformer } from 'shiki';

// The same syntax as @shikijs/transformers' transformerMetaHighlight: `{1,3-5}` in the fence meta.
const HIGHLIGHT_LINES = /\{([\d,-]+)\}/;

/**
 * The lines of a `{1,3-5}` meta, only those the block has. shiki's own transformer expands every
 * range into an array (`{1-1000000000}` ran V8 out of memory) and looks each line up in it (a
 * long block with a long range was quadratic); here ranges are clipped to the block first.
 */
export function highlightedLines(meta: string, lineCount: number): Set<number> {
  const lines = new Set<number>();
  const match = HIGHLIGHT_LINES.exec(meta);
  if (!match?.[1]) return lines;
  for (const part of match[1].split(',')) {
    const [from = Number.NaN, to] = part.split('-').map((n) => Number.parseInt(n, 10));
    const last = Math.min(to === undefined ? from : to, lineCount);
    for (let line = Math.max(from, 1); line <= last; line++) lines.add(line);
  }
  return lines;
}

/** Adds `className` to the lines a `{1,3-5}` meta names (output as transformerMetaHighlight's). */
export function transformerHighlightLines(meta: string, lineCount: number, className: string): ShikiTransformer {
  const lines = highlightedLines(meta, lineCount);
  return {
    name: 'rnhc:highlight-lines',
    line(node, line) {
      if (lines.has(line)) this.addClassToHast(node, className);
      return node;
    },
  };
}

/** Docusaurus's highlight class; the theme styles it as its own `highlighted` lines. */
const DOCUSAURUS_HIGHLIGHT = 'theme-code-block-highlighted-line';

/**
 * Classes of the lines marked by magic comments: `lines="class:1,3;other:5"` in the meta (see
 * remark-magic-comments.ts), clipped to the block like `{1,3-5}`.
 */
export function transformerMagicLines(meta: string, lineCount: number): ShikiTransformer | undefined {
  const value = /(?:^|\s)lines="([^"]*)"/.exec(meta)?.[1];
  if (!value) return undefined;
  const classesOf = new Map<number, string[]>();
  for (const part of value.split(';')) {
    const [className = '', list = ''] = part.split(':');
    if (!/^[\w-]+$/.test(className)) continue;
    const classes = className === DOCUSAURUS_HIGHLIGHT ? ['highlighted', className] : [className];
    for (const line of highlightedLines(`{${list}}`, lineCount)) {
      classesOf.set(line, [...(classesOf.get(line) ?? []), ...classes]);
    }
  }
  return {
    name: 'rnhc:magic-comment-lines',
    line(node, line) {
      const classes = classesOf.get(line);
      if (classes) this.addClassToHast(node, classes);
      return node;
    },
  };
}

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

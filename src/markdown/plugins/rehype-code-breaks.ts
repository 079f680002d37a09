import type { Element, ElementContent, Root, Text } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { WORD_BREAK } from '../../../templates/word-breaks.tsx';

/**
 * Adds `<wbr>` break opportunities to inline code in table cells. Long identifiers
 * (`options.timeRangeFilter`) then wrap at readable points instead of forcing the table wider
 * than the column, which squeezes the prose cells to one word per line.
 */
export const rehypeCodeBreaks: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (cell: Element) => {
    if (cell.tagName !== 'td' && cell.tagName !== 'th') return;
    visit(cell, 'element', (code: Element) => {
      if (code.tagName !== 'code') return;
      code.children = code.children.flatMap((child) => (child.type === 'text' ? withBreaks(child) : [child]));
    });
  });
};

function withBreaks(text: Text): ElementContent[] {
  if (text.value.length < 12) return [text];
  const parts = text.value.split(WORD_BREAK);
  if (parts.length === 1) return [text];
  return parts.flatMap((part, index): ElementContent[] => [
    ...(index > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
    { type: 'text', value: part },
  ]);
}

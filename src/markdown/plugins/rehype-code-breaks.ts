import type { Element, ElementContent, Root, Text } from 'hast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { splitAtWordBreaks } from '../../shared/text.ts';

/**
 * Adds `<wbr>` break opportunities to inline code in table cells and to h1s. Long identifiers
 * (`options.timeRangeFilter`) then wrap at readable points instead of forcing the table wider
 * than the column, which squeezes the prose cells to one word per line; a page title such as
 * `openHealthConnectDataManagement` wraps between its parts on a phone, never inside a word.
 */
export const rehypeCodeBreaks: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (heading: Element) => {
    if (heading.tagName !== 'h1') return;
    visit(heading, 'text', (text: Text, index, parent) => {
      if (index === undefined || !parent) return;
      const replaced = withBreaks(text);
      parent.children.splice(index, 1, ...replaced);
      return index + replaced.length;
    });
  });
  visit(tree, 'element', (cell: Element) => {
    if (cell.tagName !== 'td' && cell.tagName !== 'th') return;
    visit(cell, 'element', (code: Element) => {
      if (code.tagName !== 'code') return;
      code.children = code.children.flatMap((child) => (child.type === 'text' ? withBreaks(child) : [child]));
    });
  });
};

function withBreaks(text: Text): ElementContent[] {
  const parts = splitAtWordBreaks(text.value);
  if (parts.length === 1) return [text];
  return parts.flatMap((part, index): ElementContent[] => [
    ...(index > 0 ? [{ type: 'element', tagName: 'wbr', properties: {}, children: [] } as Element] : []),
    { type: 'text', value: part },
  ]);
}

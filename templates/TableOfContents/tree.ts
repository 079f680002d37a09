import type { TocItem } from '../../src/shared/types.ts';

/** Default heading levels of the table of contents (spec: 2 to 3). */
export const DEFAULT_TOC_MIN_LEVEL = 2;
/** See DEFAULT_TOC_MIN_LEVEL. */
export const DEFAULT_TOC_MAX_LEVEL = 3;

/** A TOC entry with its sub-headings. */
export interface TocNode extends TocItem {
  children: TocNode[];
}

/**
 * Keeps the headings within [minLevel, maxLevel] and nests each under the closest preceding
 * heading of a lower level, so the list mirrors the document outline even when a level is
 * skipped (an h4 right after an h2 nests under the h2).
 */
export function createTocTree(items: TocItem[], minLevel: number, maxLevel: number): TocNode[] {
  const roots: TocNode[] = [];
  const stack: TocNode[] = [];
  for (const item of items) {
    if (item.level < minLevel || item.level > maxLevel) continue;
    const node: TocNode = { ...item, children: [] };
    while (stack.length > 0 && (stack[stack.length - 1] as TocNode).level >= node.level) stack.pop();
    const parent = stack[stack.length - 1];
    if (parent) parent.children.push(node);
    else roots.push(node);
    stack.push(node);
  }
  return roots;
}

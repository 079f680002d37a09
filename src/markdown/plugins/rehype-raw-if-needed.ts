import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/**
 * rehype-raw, but only when the page has raw HTML: re-parsing a whole tree through parse5 costs
 * more than the rest of the page, and most docs have no HTML at all. Highlighted code
 * (`rnhcCode` nodes) passes through untouched.
 */
export const rehypeRawIfNeeded: Plugin<[], Root> = () => (tree, file) => {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return false;
  });
  if (!found) return tree;
  return raw(tree, { file, passThrough: ['rnhcCode'] }) as Root;
};

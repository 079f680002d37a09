import type { Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { Plugin } from 'unified';

declare module 'vfile' {
  interface DataMap {
    /** Length of the HTML of each top-level node, in order: the HTML is their concatenation. */
    blocks: number[];
  }
}

/**
 * rehype-stringify, one top-level node at a time: the same HTML (a root's HTML is its children's,
 * joined), plus where each node's HTML ends. Watch mode sends these lengths to open tabs, which
 * then replace only the top-level nodes an edit changed instead of parsing and comparing the
 * whole page.
 */
export const rehypeStringifyBlocks: Plugin<[], Root, string> = function () {
  this.compiler = (tree, file) => {
    const parts = (tree as Root).children.map((node) => toHtml(node, { allowDangerousHtml: true }));
    file.data.blocks = parts.map((part) => part.length);
    return parts.join('');
  };
};

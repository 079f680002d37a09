import type { Root } from 'hast';
import { raw } from 'hast-util-raw';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/** MDX's own nodes, which parse5 knows nothing of: kept as they are around the parsed HTML. */
const MDX_NODES = ['mdxjsEsm', 'mdxFlowExpression', 'mdxJsxFlowElement', 'mdxJsxTextElement', 'mdxTextExpression'];

/**
 * Raw HTML in an MDX page's tree (`html` nodes a remark plugin of the config gives, as a snack
 * player plugin does) is parsed into elements, as MDX 1 (Docusaurus 2) passed such HTML through
 * and as Docusaurus's `.md` pages parse theirs: MDX 2+ would stop on "Cannot handle unknown node
 * `raw`". Only when the page has such a node: re-parsing a tree costs more than the rest of it.
 */
export const rehypeRawMdx: Plugin<[], Root> = () => (tree, file) => {
  let found = false;
  visit(tree, 'raw', () => {
    found = true;
    return false;
  });
  if (!found) return tree;
  return raw(tree, { file, passThrough: MDX_NODES }) as Root;
};

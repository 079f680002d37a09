import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';

/** `## Title {#custom-id}` sets the heading id (rehype-slug leaves headings that have one). */
export const remarkHeadingId: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'heading', (node) => {
    const last = node.children.at(-1);
    if (last?.type !== 'text') return;
    const match = /\s*\{#([^\s}]+)\}\s*$/.exec(last.value);
    if (!match?.[1]) return;
    last.value = last.value.slice(0, match.index);
    if (last.value === '') node.children.pop();
    node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id: match[1] } };
  });
};

import type { Heading, Root, RootContent } from 'mdast';
import type { Plugin } from 'unified';
import { EXIT, visit } from 'unist-util-visit';

/** The element the content title is wrapped in, as Docusaurus wraps it (`<header><h1>`). */
export const CONTENT_TITLE_TAG = 'header';

/**
 * Docusaurus's content title (its mdx-loader's `contentTitle` remark plugin): the first heading of
 * the document, if it is an h1 and no thematic break comes before it, is the page's title. It is
 * wrapped in `<header>` as Docusaurus wraps it, which tells the theme not to add its own h1
 * (`hasContentTitle` of templates/MarkdownContent). Runs after the markdown twin, which
 * cannot serialise the wrapper.
 */
export const remarkContentTitle: Plugin<[], Root> = () => (tree) => {
  visit(tree, (node, index, parent) => {
    if (node.type === 'thematicBreak') return EXIT;
    if (node.type !== 'heading') return undefined;
    if ((node as Heading).depth === 1 && parent && index !== undefined) {
      const wrapper = {
        type: 'rnhcContentTitle',
        children: [node],
        data: { hName: CONTENT_TITLE_TAG },
      } as unknown as RootContent;
      parent.children[index] = wrapper as never;
    }
    return EXIT;
  });
};

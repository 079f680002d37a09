/**
 * Code that a remark plugin of the config put into the tree of a plain markdown file (not MDX):
 * an `import` (an `mdxjsEsm` node, as docusaurus-remark-plugin-tab-blocks adds
 * `import Tabs from '@theme/Tabs'` to every page it gives tabs), a `{expression}`, or a component
 * (`<Tabs>`). Docusaurus compiles every markdown file through MDX, where such nodes are code;
 * remark-rehype knows none of them and would write an import's `value` as text.
 *
 * This plugin, the last remark step of the markdown pipeline, names them in `file.data.mdxCode`
 * (processor.ts then renders the file as MDX, as Docusaurus does) and takes the imports and
 * expressions out of the tree, so that the markdown rendering, when it is kept, never prints
 * them. Components keep their children (plugins/mdx-jsx-handlers.ts).
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { SKIP, visit } from 'unist-util-visit';

declare module 'vfile' {
  interface DataMap {
    /** What needs MDX in a markdown file's tree, as it reads in a warning (`import of '@theme/Tabs'`). */
    mdxCode: string[];
  }
}

const EXPRESSIONS = new Set(['mdxFlowExpression', 'mdxTextExpression']);

/** Names the MDX code of the tree in `file.data.mdxCode` and removes imports and expressions. */
export const remarkMdxCode: Plugin<[], Root> = () => (tree, file) => {
  const found = new Set<string>();
  visit(tree, (node, index, parent) => {
    const type = node.type as string;
    if (type === 'mdxjsEsm' || EXPRESSIONS.has(type)) {
      const value = String((node as { value?: unknown }).value ?? '');
      if (type === 'mdxjsEsm') {
        const sources = [...value.matchAll(/\bfrom\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm)];
        for (const match of sources) found.add(`import of '${match[1] ?? match[2]}'`);
        if (sources.length === 0) found.add(`\`${value.split('\n')[0]?.slice(0, 60)}\``);
      } else found.add(`{${value.slice(0, 40)}}`);
      if (parent && index !== undefined) {
        parent.children.splice(index, 1);
        return [SKIP, index];
      }
      return undefined;
    }
    if (type === 'mdxJsxFlowElement' || type === 'mdxJsxTextElement') {
      const name = (node as { name?: string | null }).name;
      // A lowercase name is an HTML element, which markdown writes as it is.
      if (name && !/^[a-z][\w-]*$/.test(name)) found.add(`<${name}>`);
    }
    return undefined;
  });
  if (found.size > 0) file.data.mdxCode = [...found];
};

/**
 * JSX elements in the mdast of a plain markdown file (not MDX), which only a remark plugin of the
 * config makes (react-native-website's remark-snackplayer turns a code block into a
 * `<div className="snack-player" data-snack-...>` in place). remark-rehype knows no such node and
 * would write the `value` a replaced code node left behind as text; Docusaurus compiles them as
 * JSX. Here an HTML element keeps its literal attributes and its children; a component, which a
 * plain markdown page cannot run, keeps its children only. Expression attributes need the page's
 * code and are left out.
 */
import type { Element, ElementContent, Properties } from 'hast';
import type { State } from 'mdast-util-to-hast';

/** The parts of an MDX JSX element read here. */
interface MdxJsxNode {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes?: Array<{ type: string; name?: string; value?: unknown }>;
  children?: unknown[];
}

/** The remark-rehype handler of `mdxJsxTextElement` and `mdxJsxFlowElement`. */
export function mdxJsxToHast(state: State, node: MdxJsxNode): Element | ElementContent[] {
  // `state.all` reads `children` only: a node without them (a replaced code node) has none.
  const children = state.all({ type: 'paragraph', children: (node.children ?? []) as never[] }) as ElementContent[];
  if (!node.name || !/^[a-z][\w-]*$/.test(node.name)) return children;
  const properties: Properties = {};
  for (const attribute of node.attributes ?? []) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
    const value = attribute.value === null || attribute.value === undefined ? true : attribute.value;
    if (typeof value !== 'string' && value !== true) continue;
    if (attribute.name === 'className' || attribute.name === 'class')
      properties.className = String(value).split(/\s+/).filter(Boolean);
    else properties[attribute.name] = value;
  }
  return { type: 'element', tagName: node.name, properties, children };
}

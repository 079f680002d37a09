import type { Element, ElementContent, Root } from 'hast';
import { toHtml } from 'hast-util-to-html';
import { toString as hastToString } from 'hast-util-to-string';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import { type Translate, translateEnglish } from '../../shared/translations/translate.ts';
import type { TocItem } from '../../shared/types.ts';

declare module 'vfile' {
  interface DataMap {
    /** h2-h6 headings in order, for the table of contents (the theme filters levels). */
    toc: TocItem[];
  }
}

const HEADING = /^h([2-6])$/;

/** The parts of an MDX JSX element (`## Why <Link to="x">X</Link>?`) the TOC entry reads. */
interface MdxJsxNode {
  type: 'mdxJsxTextElement' | 'mdxJsxFlowElement';
  name: string | null;
  attributes: Array<{ type: string; name?: string; value?: unknown }>;
  children: ElementContent[];
}

/**
 * A JSX element of a heading as HTML for the TOC entry (a string of HTML, which hast-util-to-html
 * cannot make of JSX): an HTML tag keeps its literal attributes, a component (`<Link>`) its content.
 */
function jsxAsHtml(node: MdxJsxNode): ElementContent[] {
  if (!node.name || !/^[a-z][\w-]*$/.test(node.name)) return unwrapLinks(node.children);
  const properties: Record<string, string | string[]> = {};
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || !attribute.name || typeof attribute.value !== 'string') continue;
    if (attribute.name === 'className' || attribute.name === 'class')
      properties.className = attribute.value.split(/\s+/).filter(Boolean);
    else if (attribute.name !== 'id') properties[attribute.name] = attribute.value;
  }
  return [{ type: 'element', tagName: node.name, properties, children: unwrapLinks(node.children) }];
}

/** Heading content without nested links (a TOC entry is a link already) or ids (they would repeat). */
function unwrapLinks(children: ElementContent[]): ElementContent[] {
  return children.flatMap((child): ElementContent[] => {
    const type: string = child.type;
    if (type === 'mdxJsxTextElement' || type === 'mdxJsxFlowElement') return jsxAsHtml(child as unknown as MdxJsxNode);
    // An expression (`{}`, `{' '}`) is only known when the page runs: a string literal's text, else nothing.
    if (type === 'mdxTextExpression' || type === 'mdxFlowExpression') {
      const literal = /^\s*(['"])((?:(?!\1)[^\\]|\\.)*)\1\s*$/.exec(
        (child as unknown as { value?: string }).value ?? '',
      );
      return literal ? [{ type: 'text', value: (literal[2] ?? '').replace(/\\(.)/g, '$1') }] : [];
    }
    if (child.type !== 'element') return [child];
    if (child.tagName === 'a') return unwrapLinks(child.children);
    const { id: _id, ...properties } = child.properties;
    return [{ ...child, properties, children: unwrapLinks(child.children) }];
  });
}

/** Collects the table of contents and appends a hover anchor link to each h2-h6 (after rehype-slug). */
export const rehypeHeadings: Plugin<[{ t?: Translate }?], Root> = (options) => (tree, file) => {
  const t = options?.t ?? translateEnglish;
  const toc: TocItem[] = [];
  visit(tree, 'element', (node: Element) => {
    const level = HEADING.exec(node.tagName)?.[1];
    const id = node.properties.id;
    if (!level || typeof id !== 'string') return;
    // GFM's visually hidden "Footnotes" heading is not part of the page outline.
    if (id === 'footnote-label') return;
    const text = hastToString(node).trim();
    toc.push({
      id,
      value: toHtml({ type: 'root', children: unwrapLinks(node.children) }).trim(),
      level: Number(level),
    });
    const anchor: ElementContent = {
      type: 'element',
      tagName: 'a',
      properties: {
        className: ['hash-link'],
        href: `#${id}`,
        ariaLabel: t('theme.common.headingLinkTitle', { heading: text }),
      },
      children: [{ type: 'text', value: '#' }],
    };
    node.children.push({ type: 'text', value: ' ' }, anchor);
  });
  file.data.toc = toc;
};

/**
 * An MDX tree as plain markdown for the page's twin: imports, exports and `{expressions}` are
 * dropped, `<Tabs>` become one labelled section per tab (`**npm**` then its content), `<Details>`
 * a bold summary then its content, `<Admonition>` a quote, and any other component is replaced
 * by its children (its text kept). The HTML's tree is not changed: this works on a copy.
 */
import type { BlockContent, Blockquote, Paragraph, PhrasingContent, Root, RootContent, Strong } from 'mdast';
import { ADMONITION_TITLES } from '../markdown/plugins/remark-admonitions.ts';

type AnyNode = { type: string; children?: AnyNode[]; value?: string; name?: string | null; attributes?: unknown[] };

const MDX_TYPES = new Set([
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
]);

/** True when the tree holds MDX nodes (only those trees need a plain copy). */
export function hasMdxNodes(node: { type: string }): boolean {
  if (MDX_TYPES.has(node.type)) return true;
  return (node as AnyNode).children?.some(hasMdxNodes) ?? false;
}

/** A string attribute of a JSX element (expression values are not evaluated here). */
function attribute(node: AnyNode, name: string): string | undefined {
  for (const a of (node.attributes ?? []) as Array<{ type: string; name?: string; value?: unknown }>) {
    if (a.type === 'mdxJsxAttribute' && a.name === name && typeof a.value === 'string') return a.value;
  }
  return undefined;
}

interface Estree {
  type: string;
  elements?: Estree[];
  properties?: Array<{ key?: { name?: string; value?: unknown }; value?: { value?: unknown } }>;
  expression?: Estree;
  body?: Estree[];
}

/** Labels of a `<Tabs values={[{label, value}, ...]}>` written with literals. */
function valuesLabels(node: AnyNode): Map<string, string> {
  const labels = new Map<string, string>();
  for (const a of (node.attributes ?? []) as Array<{ name?: string; value?: { data?: { estree?: Estree } } }>) {
    if (a.name !== 'values') continue;
    const array = a.value?.data?.estree?.body?.[0]?.expression;
    for (const element of array?.elements ?? []) {
      const field = (name: string) =>
        element.properties?.find((p) => (p.key?.name ?? p.key?.value) === name)?.value?.value;
      const value = field('value');
      const label = field('label');
      if (typeof value === 'string' && typeof label === 'string') labels.set(value, label);
    }
  }
  return labels;
}

const bold = (text: string): Strong => ({ type: 'strong', children: [{ type: 'text', value: text }] });

/** Children of a JSX element as block content (phrasing runs wrapped in paragraphs). */
function asBlocks(children: AnyNode[]): RootContent[] {
  const blocks: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    if (run.some((c) => c.type !== 'text' || c.value.trim() !== '')) blocks.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const child of children) {
    if (['text', 'emphasis', 'strong', 'inlineCode', 'link', 'break', 'delete', 'image'].includes(child.type)) {
      run.push(child as PhrasingContent);
    } else {
      flush();
      blocks.push(child as RootContent);
    }
  }
  flush();
  return blocks;
}

function convert(nodes: AnyNode[], flow: boolean, partials: ReadonlyMap<string, Root>): AnyNode[] {
  return nodes.flatMap((node): AnyNode[] => {
    if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      return [];
    }
    if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'CodeBlock') {
      const code = codeBlockText(node);
      if (code !== undefined) {
        return [{ type: 'code', lang: attribute(node, 'language') ?? null, meta: null, value: code } as AnyNode];
      }
    }
    const children = node.children
      ? convert(node.children, node.type === 'mdxJsxFlowElement' || flow, partials)
      : undefined;
    if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') {
      return [children ? { ...node, children } : node];
    }
    const kids = children ?? [];
    const name = node.name ?? '';
    // An imported partial: its own text, in place (its partials are not followed further).
    const partial = partials.get(name);
    if (partial) return convert(structuredClone(partial.children) as unknown as AnyNode[], true, new Map());
    if (node.type === 'mdxJsxTextElement') return kids;
    if (name === 'Tabs') {
      // One labelled section per tab: the reader of the twin sees every variant.
      const labels = valuesLabels(node);
      return kids.flatMap((tab) => {
        if (tab.type !== 'tabItem') return [tab];
        const value = tab.value ?? '';
        const label = tab.name ?? labels.get(value) ?? value;
        return [{ type: 'paragraph', children: [bold(label)] }, ...(tab.children ?? [])] as AnyNode[];
      });
    }
    if (name === 'TabItem') {
      // (`name` carries the label, when the tab has one of its own.)
      return [
        {
          type: 'tabItem',
          value: attribute(node, 'value') ?? '',
          name: attribute(node, 'label') ?? null,
          children: asBlocks(kids) as AnyNode[],
        },
      ];
    }
    if (name === 'Details' || name === 'details') {
      const ownSummary = (kids[0] as { data?: { summary?: boolean } } | undefined)?.data?.summary === true;
      const summary = ownSummary ? undefined : (attribute(node, 'summary') ?? 'Details');
      return [
        ...(summary ? [{ type: 'paragraph', children: [bold(summary)] } as AnyNode] : []),
        ...(asBlocks(kids) as AnyNode[]),
      ];
    }
    if (name === 'summary') {
      const text = kids.flatMap((k) => (k.type === 'paragraph' ? (k.children ?? []) : [k]));
      return [
        { type: 'paragraph', data: { summary: true }, children: [{ type: 'strong', children: text }] } as AnyNode,
      ];
    }
    if (name === 'Admonition') {
      const kind = attribute(node, 'type') ?? 'note';
      const title = attribute(node, 'title') ?? ADMONITION_TITLES[kind] ?? 'Note';
      const quote: Blockquote = {
        type: 'blockquote',
        children: [{ type: 'paragraph', children: [bold(title)] } as Paragraph, ...(asBlocks(kids) as BlockContent[])],
      };
      return [quote as AnyNode];
    }
    // Any other component or HTML element: its content, as markdown.
    return flow ? (asBlocks(kids) as AnyNode[]) : kids;
  });
}

/** The code of `<CodeBlock>`: its text, or a template literal without placeholders. */
function codeBlockText(node: AnyNode): string | undefined {
  const parts = (node.children ?? []).flatMap((child) => {
    const inner = child.type === 'paragraph' ? (child.children ?? []) : [child];
    return inner.map((c) => {
      if (c.type === 'text') return c.value ?? '';
      const literal = /^\s*`([^`$]*)`\s*$/.exec(c.value ?? '');
      if ((c.type === 'mdxFlowExpression' || c.type === 'mdxTextExpression') && literal) return literal[1] ?? '';
      return undefined;
    });
  });
  if (parts.length === 0 || parts.some((p) => p === undefined)) return undefined;
  return parts.join('').replace(/^\n|\n$/g, '');
}

/** A plain-markdown copy of an MDX tree. */
export function plainMdxTree(tree: Root, partials: ReadonlyMap<string, Root> = new Map()): Root {
  const copy = structuredClone(tree) as unknown as AnyNode;
  return { type: 'root', children: convert(copy.children ?? [], true, partials) as RootContent[] };
}

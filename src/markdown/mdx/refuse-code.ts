/**
 * `--untrusted` (a pull request's build): MDX is code, and a stranger's code must not run. This
 * remark plugin refuses, with the file and line, every part of an MDX file that would run:
 * expressions (`{...}`) other than comments and literal values, imports other than the theme's
 * components (`@theme/...`, `@docusaurus/...` that rnhc-docs provides) and markdown partials
 * (checked the same way when compiled), exports, and JSX spread attributes.
 */
import type { Root } from 'mdast';
import type { Plugin } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { SHIMS } from '../../pipeline/docusaurus-shims.ts';

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** A markdown partial of the site (compiled with this same check). */
const PARTIAL = /^(\.{1,2}\/|@site\/)[^?#]*\.mdx?$/i;

const HINT = ' (an untrusted build runs no code of the site: see docs/untrusted-builds.md)';

/** Whether an expression is a value written out (no call, no name, no operator but a sign). */
export function isLiteralValue(node: EstreeNode | null | undefined): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as unknown[]).length === 0;
    case 'UnaryExpression':
      return (node.operator === '-' || node.operator === '+') && (node.argument as EstreeNode).type === 'Literal';
    case 'ArrayExpression':
      return (node.elements as Array<EstreeNode | null>).every((e) => e !== null && isLiteralValue(e));
    case 'ObjectExpression':
      return (node.properties as EstreeNode[]).every(
        (p) =>
          p.type === 'Property' &&
          p.kind === 'init' &&
          !p.computed &&
          !p.method &&
          !p.shorthand &&
          isLiteralValue(p.value as EstreeNode),
      );
    default:
      return false;
  }
}

/** The expression of an MDX expression's program: undefined for a comment (`{/* x *\/}`). */
function expressionOf(estree: unknown): { empty: boolean; expression?: EstreeNode } {
  const body = ((estree as { body?: EstreeNode[] } | undefined)?.body ?? []) as EstreeNode[];
  if (body.length === 0) return { empty: true };
  const first = body[0] as EstreeNode;
  if (body.length === 1 && first.type === 'ExpressionStatement') {
    return { empty: false, expression: first.expression as EstreeNode };
  }
  return { empty: false };
}

function refuseImport(source: string): string | undefined {
  if (SHIMS[source] || PARTIAL.test(source)) return undefined;
  return `import from "${source}" is refused: only the theme's components (${[...new Set(Object.keys(SHIMS).map((s) => s.split('/')[0]))].join(', ')}) and markdown partials can be imported${HINT}`;
}

/** The remark plugin (after remark-mdx's parse, before the other MDX checks). */
export const remarkRefuseCode: Plugin<[], Root> = () => (tree, file: VFile) => {
  visit(tree, (node) => {
    const data = (node as { data?: { estree?: unknown } }).data;
    if (node.type === 'mdxjsEsm') {
      for (const statement of ((data?.estree as { body?: EstreeNode[] })?.body ?? []) as EstreeNode[]) {
        if (statement.type !== 'ImportDeclaration') {
          file.fail(`An export is code; it is refused${HINT}`, node, 'untrusted:esm');
        }
        const source = (statement.source as { value?: unknown }).value;
        const problem = typeof source === 'string' ? refuseImport(source) : 'an import is refused';
        if (problem) file.fail(`An ${problem}`, node, 'untrusted:import');
      }
      return;
    }
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const { empty, expression } = expressionOf(data?.estree);
      if (empty || isLiteralValue(expression)) return;
      file.fail(
        `An expression ({${(node as { value: string }).value.trim().slice(0, 60)}}) is code; only comments and literal values are allowed${HINT}`,
        node,
        'untrusted:expression',
      );
    }
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const attributes = (node as { attributes: Array<{ type: string; name?: string; value?: unknown }> }).attributes;
      for (const attribute of attributes) {
        if (attribute.type === 'mdxJsxExpressionAttribute') {
          file.fail(`A spread attribute is code; it is refused${HINT}`, node, 'untrusted:expression');
        }
        const value = attribute.value as { type?: string; value?: string; data?: { estree?: unknown } } | undefined;
        if (value && typeof value === 'object' && value.type === 'mdxJsxAttributeValueExpression') {
          const { empty, expression } = expressionOf(value.data?.estree);
          if (empty || isLiteralValue(expression)) continue;
          file.fail(
            `The value of ${attribute.name ?? 'an attribute'} ({${String(value.value).trim().slice(0, 60)}}) is code; only literal values are allowed${HINT}`,
            node,
            'untrusted:expression',
          );
        }
      }
    }
  });
};

/**
 * Tiny HTML query helpers for the theme tests: parse renderToString output with htmlparser2 and
 * select elements with compound selectors (`tag.class[attr=value][attr]`, no combinators).
 */
import { DomUtils, parseDocument } from 'htmlparser2';

type Node = ReturnType<typeof parseDocument>['children'][number];
/** An element of the parsed tree. */
export type El = Extract<Node, { attribs: Record<string, string> }>;

function isElement(node: Node): node is El {
  return 'attribs' in node;
}

function matcher(selector: string): (el: El) => boolean {
  const tag = /^[a-z][a-z0-9]*/i.exec(selector)?.[0];
  const classes = [...selector.matchAll(/\.([\w-]+)/g)].map((m) => m[1] as string);
  const attrs = [...selector.matchAll(/\[([\w-]+)(?:="?([^\]"]*)"?)?\]/g)].map((m) => [m[1] as string, m[2]] as const);
  return (el) => {
    if (tag && el.name !== tag.toLowerCase()) return false;
    const own = (el.attribs.class ?? '').split(/\s+/);
    if (!classes.every((name) => own.includes(name))) return false;
    return attrs.every(([name, value]) => (value === undefined ? name in el.attribs : el.attribs[name] === value));
  };
}

/** Every element matching `selector`, in document order, within `html` or an element. */
export function $$(root: string | El, selector: string): El[] {
  const nodes = typeof root === 'string' ? parseDocument(root).children : root.children;
  return DomUtils.findAll(matcher(selector) as (el: unknown) => boolean, nodes as never) as unknown as El[];
}

/** The first element matching `selector`; throws when there is none, naming the selector. */
export function $(root: string | El, selector: string): El {
  const found = $$(root, selector)[0];
  if (!found) throw new Error(`No element matches ${selector}`);
  return found;
}

/** Text content of an element. */
export function text(el: El): string {
  return DomUtils.textContent(el as never);
}

/** All elements in document order (for "first focusable" checks). */
export function allElements(html: string): El[] {
  return DomUtils.findAll(() => true, parseDocument(html).children as never).filter((n) =>
    isElement(n as unknown as Node),
  ) as unknown as El[];
}

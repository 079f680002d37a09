/**
 * MDX 1 (Docusaurus 2) read a JSX block up to its blank line, then markdown, then the JSX block
 * after it, and joined them into one JSX expression. So a block that opens an element inside an
 * expression and leaves it open (`{props.debug && <div>`), markdown, then `</div>}` in a later
 * block showed the markdown (as HTML) only where the condition held (wix/Detox's partials).
 * MDX 2 (Docusaurus 3) reads the whole `{...}` as JavaScript: the markdown is JSX text (shown raw)
 * or, with a `>` or `{` in it, a parse error that fails the build.
 *
 * For a Docusaurus 2 site the shape is rewritten into MDX 2 that means the same thing: the
 * condition becomes a component wrapping the element (`<RnhcMdx1When value={props.debug}><div>`
 * ... `</div></RnhcMdx1When>`), so the markdown between is flow content MDX 2 reads as markdown.
 * The component is defined by an export appended at the end of the file: line numbers are kept.
 */

/** The component the rewrite wraps a conditional element in (defined in the file it is used in). */
export const MDX1_WHEN = 'RnhcMdx1When';

/** `{cond && <tag ...>` or `{cond ? <tag ...>` ending its line (the element left open). */
const OPEN = /^(\s*)\{(.+?)\s*(&&|\?)\s*<([A-Za-z][\w.:-]*)(\s[^<>]*)?>\s*$/;

/** What the rewrite did: the body and the first line rewritten (1-based), with its source. */
export interface OpenJsxRewrite {
  body: string;
  firstLine?: number;
  /** The first rewritten line as written (`{props.debug && <div>`), for the warning. */
  firstText?: string;
}

/** Whether a piece of JavaScript has as many `{` as `}` (a whole expression, not part of one). */
function isBalanced(code: string): boolean {
  let depth = 0;
  for (const char of code) {
    if (char === '{') depth++;
    else if (char === '}' && --depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The body with each element left open in an expression over blank lines (see above) rewritten
 * for MDX 2, outside fenced code. A shape it does not recognise is left as it is (MDX 2 then
 * reports it as before).
 */
export function rewriteMdx1OpenJsx(body: string): OpenJsxRewrite {
  if (!body.includes('&&') && !body.includes('?')) return { body };
  const lines = body.split('\n');
  /** Per line: inside fenced code (never rewritten, and no opening or closing there). */
  const inFence: boolean[] = [];
  let fence: string | undefined;
  for (const line of lines) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      inFence.push(true);
      if (!fence) fence = marker;
      else if (marker.startsWith(fence) && line.trim() === marker) fence = undefined;
      continue;
    }
    inFence.push(fence !== undefined);
  }
  let firstLine: number | undefined;
  let firstText: string | undefined;
  for (let index = 0; index < lines.length; index++) {
    if (inFence[index]) continue;
    const open = OPEN.exec(lines[index] as string);
    if (!open) continue;
    const [, indent = '', condition = '', operator, tag = '', attributes = ''] = open;
    if (!isBalanced(condition) || !isBalanced(attributes) || attributes.trimEnd().endsWith('/')) continue;
    // `</tag>}` (or `</tag> : null}` after `?`) in a later block: a blank line between, else
    // the expression is one block that MDX 2 reads as MDX 1 did.
    const name = tag.replace(/[.$]/g, '\\$&');
    const closing =
      operator === '&&'
        ? new RegExp(`^(\\s*)</${name}>\\s*\\}\\s*$`)
        : new RegExp(`^(\\s*)</${name}>\\s*:\\s*(?:null|undefined|false|''|"")\\s*\\}\\s*$`);
    let blank = false;
    let close = -1;
    for (let at = index + 1; at < lines.length; at++) {
      if (inFence[at]) continue;
      const line = lines[at] as string;
      if (line.trim() === '') blank = true;
      else if (closing.test(line)) {
        close = at;
        break;
      } else if (OPEN.test(line)) break; // another open element first: not a shape this reads
    }
    if (close < 0 || !blank) continue;
    const value = operator === '&&' ? condition : `(${condition}) ? true : null`;
    lines[index] = `${indent}<${MDX1_WHEN} value={${value}}><${tag}${attributes}>`;
    const closeIndent = /^\s*/.exec(lines[close] as string)?.[0] ?? '';
    lines[close] = `${closeIndent}</${tag}></${MDX1_WHEN}>`;
    if (firstLine === undefined) {
      firstLine = index + 1;
      firstText = open[0].trim();
    }
    index = close;
  }
  if (firstLine === undefined) return { body };
  // Renders as `value && children` did: nothing for false, null and undefined, `0` for 0.
  lines.push('', `export const ${MDX1_WHEN} = ({ value, children }) => (value ? children : value);`, '');
  return { body: lines.join('\n'), firstLine, ...(firstText ? { firstText } : {}) };
}

/**
 * MDX 1 (Docusaurus 2) read a `<` that does not open a tag (`ComponentClass<{}, any>` in a table,
 * `a <= b`) and a `{` that does not hold a JavaScript expression as text; MDX 2 (Docusaurus 3)
 * fails on them. For a Docusaurus 2 site, the place MDX 2 reports is escaped (`\<`, `\{`) and the
 * file compiled again, so it builds as Docusaurus 2 built it; the build names the file's first
 * such line once (Docusaurus 3 would reject the file).
 */

import { VFileMessage } from 'vfile-message';

/** An MDX parse error (not one of rnhc-docs' own `mdx:` checks: an unknown import or component). */
export function isMdxSyntaxError(error: unknown): error is VFileMessage {
  return error instanceof VFileMessage && !String(error.ruleId ?? '').startsWith('mdx:');
}

/** The parse errors MDX 2 gives for a `<` that MDX 1 read as text (micromark-extension-mdx-jsx). */
const TAG_START = /(?:before|in) (?:name|local name|member name)\b|(?:in|after) attribute name\b|after `<`/;
/** The parse errors of a `{` that MDX 1 read as text (micromark-extension-mdx-expression). */
const EXPRESSION = /in expression|Could not parse expression with acorn/;

/** How many places of one file are escaped before giving up (each costs one more parse). */
export const MAX_MDX1_ESCAPES = 200;

/**
 * The markdown with the character MDX 2 failed on escaped, or undefined when the error is not one
 * MDX 1 would have read past (the caller then reports the original error). `line` and `column` are
 * 1-based, as the parser reports them.
 */
export function escapeMdx1Text(
  markdown: string,
  error: { reason: string; line?: number | undefined; column?: number | undefined },
): string | undefined {
  const { line, column } = error;
  if (!line || !column) return undefined;
  const char = TAG_START.test(error.reason) ? '<' : EXPRESSION.test(error.reason) ? '{' : undefined;
  if (!char) return undefined;
  const lines = markdown.split('\n');
  // The `<` or `{` the error belongs to: the nearest one at or before the reported place (an
  // expression error may be reported lines after its `{`).
  for (let index = line - 1; index >= 0 && index >= line - 40; index--) {
    const text = lines[index] ?? '';
    const upTo = index === line - 1 ? Math.min(column, text.length) : text.length;
    for (let at = upTo - 1; at >= 0; at--) {
      if (text[at] !== char || text[at - 1] === '\\') continue;
      // `<{}, any>`: the `{` MDX 2 would then read as an (empty) expression was text too.
      const next = char === '<' && text[at + 1] === '{' ? '\\' : '';
      lines[index] = `${text.slice(0, at)}\\${text[at]}${next}${text.slice(at + 1)}`;
      return lines.join('\n');
    }
    if (char === '<') return undefined; // a tag starts on the line the error names
  }
  return undefined;
}

/**
 * MDX 1 read `{` in markdown text (a paragraph, a heading, a table cell) as text: only JSX blocks
 * held expressions. MDX 2 reads it as an expression (`object { width, color }` in a table then
 * throws "width is not defined" when the page renders). Escapes each such `{`, outside code,
 * import/export blocks, JSX blocks (a paragraph that starts with a tag), tags and inline code;
 * `{#id}` is left to the heading-id rewrite. Returns the body and the first line changed (1-based).
 */
export function escapeMdx1Braces(body: string): { body: string; firstLine?: number } {
  if (!body.includes('{')) return { body };
  let fence: string | undefined;
  /** The paragraph the line belongs to is an import/export block or a JSX block. */
  let inBlock = false;
  let paragraphStart = true;
  let firstLine: number | undefined;
  const lines = body.split('\n').map((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker) {
      if (!fence) fence = marker;
      else if (marker.startsWith(fence) && line.trim() === marker) fence = undefined;
      paragraphStart = false;
      return line;
    }
    if (fence) return line;
    // A blank line, or an admonition's fence (`:::tip`, `:::`): the next line starts a block
    // (MDX 1 read `:::` then `<Tabs` on the next line as a JSX block: react-native-elements).
    if (line.trim() === '' || /^\s*:::/.test(line)) {
      inBlock = false;
      paragraphStart = true;
      return line;
    }
    if (paragraphStart) inBlock = /^\s*(?:import|export)\b|^\s*<[A-Za-z>/{]/.test(line);
    // A component at the start of a line within a paragraph (`:::` then `<Tabs` with no blank
    // line between) is a JSX block to MDX 1 too: its attributes may go on over lines.
    else if (/^\s*<[A-Z]/.test(line)) inBlock = true;
    paragraphStart = false;
    if (inBlock || !line.includes('{')) return line;
    const escaped = escapeTextBraces(line);
    if (escaped !== line) firstLine ??= index + 1;
    return escaped;
  });
  return firstLine === undefined ? { body } : { body: lines.join('\n'), firstLine };
}

/** A line's `{` outside inline code and tags, escaped (`{#` and `\{` left as they are). */
function escapeTextBraces(line: string): string {
  let out = '';
  let at = 0;
  while (at < line.length) {
    const char = line[at] as string;
    if (char === '`') {
      const run = /^`+/.exec(line.slice(at))?.[0] ?? '`';
      const close = line.indexOf(run, at + run.length);
      const end = close < 0 ? at + run.length : close + run.length;
      out += line.slice(at, end);
      at = end;
    } else if (char === '<' && /[A-Za-z/]/.test(line[at + 1] ?? '')) {
      // A tag: its attributes may hold expressions. To its `>`, braces balanced.
      let depth = 0;
      let end = at + 1;
      for (; end < line.length; end++) {
        const c = line[end];
        if (c === '{') depth++;
        else if (c === '}') depth = Math.max(0, depth - 1);
        else if (c === '>' && depth === 0) break;
      }
      out += line.slice(at, end + 1);
      at = end + 1;
    } else {
      out += char === '{' && line[at - 1] !== '\\' && line[at + 1] !== '#' ? '\\{' : char;
      at++;
    }
  }
  return out;
}

/** MDX 2's error for an element a paragraph ends with open (mdast-util-mdx-jsx). */
const UNCLOSED_IN_PARAGRAPH =
  /^Expected a closing tag for `<([A-Za-z][\w.:-]*)>` \((\d+):\d+-\d+:\d+\) before the end of `paragraph`/;
/** A line MDX 2 reads as a block of JSX: only tags and expressions. */
const ONLY_TAGS = /^\s*(?:(?:<[^<>]*>|\{[^{}]*\})\s*)+$/;

/**
 * The markdown with the closing tag of an inline element kept in its paragraph, or undefined when
 * the error is not that shape. MDX 1 read a line holding only `</i>` in a paragraph as the
 * paragraph's text (an HTML block cannot interrupt a paragraph in CommonMark); MDX 2 reads a line
 * of only tags (or expressions: `{''}</i>` too) as a block, which ends the paragraph with the
 * element open (react-native-paper's `or <i>` / `change the shape` / `</i>`). The previous line's
 * last word moves to the start of the closing line (`shape</i>`): the line is text again, the
 * rendered paragraph the same (a line break is a space in HTML) and the line count kept.
 */
export function closeMdx1InlineTag(
  markdown: string,
  error: { reason: string; line?: number | undefined; column?: number | undefined },
): string | undefined {
  const match = UNCLOSED_IN_PARAGRAPH.exec(error.reason);
  if (!match) return undefined;
  const name = (match[1] as string).replace(/[.$]/g, '\\$&');
  const closing = new RegExp(`^(\\s*)((?:</[\\w.:-]*>\\s*)*</${name}>(?:\\s*</[\\w.:-]*>)*\\s*)$`);
  const lines = markdown.split('\n');
  // The paragraph goes on to its first blank line; the closing line is in it.
  for (let index = Number(match[2]); index < lines.length; index++) {
    const line = lines[index] as string;
    if (line.trim() === '') return undefined;
    const found = closing.exec(line);
    if (!found) continue;
    const previous = /^(\s*\S.*?)\s+(\S+)\s*$/.exec(lines[index - 1] as string);
    // One word only, or what it leaves is itself only tags (a block in turn): not this shape.
    if (!previous || ONLY_TAGS.test(previous[1] as string)) return undefined;
    lines[index - 1] = previous[1] as string;
    lines[index] = `${found[1]}${previous[2]}${found[2]}`;
    if (ONLY_TAGS.test(lines[index] as string)) return undefined;
    return lines.join('\n');
  }
  return undefined;
}

/**
 * Which parser a markdown file goes through, following Docusaurus 3's `markdown.format`:
 * `mdx` (its default) parses `.md` and `.mdx` as MDX, `detect` parses only `.mdx` as MDX, `md`
 * parses everything as CommonMark.
 *
 * One difference, by design: under `mdx`, a `.md` file with no MDX syntax at all (no import or
 * export line, no JSX tag, no `{expression}`) is rendered by the markdown pipeline. The output
 * is the same for such a file, the markdown pipeline is several times faster, and its raw HTML
 * and `<!-- comments -->` keep working as Docusaurus 2 rendered them.
 */

/** Docusaurus's `markdown.format`. */
export type MarkdownFormat = 'mdx' | 'md' | 'detect';

/**
 * Docusaurus 3's `markdown.mdx1Compat`: what MDX 1 read that MDX 2 does not, each on by default.
 * Like Docusaurus's preprocessing, `admonitions` applies to every file, the others to MDX only
 * (markdown reads comments and `{#id}` itself).
 */
export interface Mdx1Compat {
  /** `<!-- comments -->` in MDX. */
  comments: boolean;
  /** `:::note Title`: the title after the admonition's type (else `:::note[Title]` only). */
  admonitions: boolean;
  /** `## Heading {#id}` in MDX. */
  headingIds: boolean;
  /** `<` and `{` that open no tag or expression, as text (not Docusaurus 3's; see mdx1-text.ts). */
  text?: boolean;
}

export const MDX1_COMPAT_DEFAULTS: Mdx1Compat = { comments: true, admonitions: true, headingIds: true };

/** The MDX 1 rewrites `compat` turns on, applied to the body of a file compiled as MDX. */
export function applyMdx1Compat(body: string, compat: Mdx1Compat, rewriteAdmonitionTitles: (b: string) => string) {
  let out = compat.admonitions ? rewriteAdmonitionTitles(body) : body;
  if (compat.comments) out = rewriteHtmlComments(out);
  if (compat.headingIds) out = escapeHeadingIds(out);
  return out;
}

/**
 * Lines and constructs that only MDX gives a meaning to (outside code fences): ES module lines
 * (`import X from '...'`, not a sentence that starts with "import the"), capitalised JSX tags,
 * fragments and `{expressions}`.
 */
const MDX_SYNTAX =
  /^import\s+(?:[\w$*{][^\n]*\sfrom\s+)?['"]|^export\s+(?:const|let|var|function|default|class|async|\{|\*)|<[A-Z][\w.]*[\s/>]|<>|\{/m;

/** True when the file is to be compiled as MDX. */
export function isMdxFile(file: string, body: string, format: MarkdownFormat): boolean {
  if (format === 'md') return false;
  if (/\.mdx$/i.test(file)) return true;
  if (format === 'detect') return false;
  const text = withoutCode(body);
  return MDX_SYNTAX.test(text) || holdsMarkdownInHtml(text);
}

/** A line that opens an HTML element and holds nothing else (`<div className="x">`). */
const HTML_OPEN_LINE = /^[ \t]*<[a-z][\w-]*(?:\s[^<>]*)?>[ \t]*$/;
/** Markdown that CommonMark leaves as text inside an HTML block: images, links, strong emphasis. */
const INLINE_MARKDOWN = /!?\[[^\]\n]*\]\([^)\n]*\)|\*\*\S|__\S/;

/**
 * Whether an element opened on a line of its own holds markdown before the next blank line: in
 * CommonMark that is one HTML block, the markdown printed as written; MDX reads the element's
 * children as markdown (keyboard-controller's `<div className="playwright">` / `![logo](./x.png)`),
 * so the markdown pipeline would not give the same output.
 */
function holdsMarkdownInHtml(text: string): boolean {
  const lines = text.split('\n');
  for (let index = 0; index < lines.length; index++) {
    if (!HTML_OPEN_LINE.test(lines[index] as string)) continue;
    for (let at = index + 1; at < lines.length && (lines[at] as string).trim() !== ''; at++) {
      if (INLINE_MARKDOWN.test(lines[at] as string)) return true;
    }
  }
  return false;
}

/** The body without fenced code blocks and inline code spans (their text is never MDX). */
function withoutCode(body: string): string {
  let fence: string | undefined;
  const kept: string[] = [];
  for (const line of body.split('\n')) {
    const match = /^\s*(`{3,}|~{3,})/.exec(line);
    if (match?.[1]) {
      if (!fence) fence = match[1];
      else if (match[1].startsWith(fence) && line.trim() === match[1]) fence = undefined;
      continue;
    }
    // (A heading's `{#custom-id}` is markdown's own syntax too.)
    if (!fence) kept.push(line.replace(/`+[^`]*`+/g, '').replace(/\{#[^\s}]+\}\s*$/, ''));
  }
  return kept.join('\n');
}

/**
 * `## Title {#custom-id}`: MDX would read `{#custom-id}` as a JavaScript expression; escaped, it
 * stays text for remark-heading-id, as Docusaurus escapes it. Line count is kept.
 */
export function escapeHeadingIds(body: string): string {
  if (!body.includes('{#')) return body;
  return body.replace(/^(\s{0,3}#{1,6}[ \t].*?)\{#([^\s}]+)\}[ \t]*$/gm, '$1\\{#$2}');
}

/**
 * `<!-- comments -->` as MDX comments (`{/* ... *\/}`), outside code fences, as Docusaurus 3's
 * `markdown.mdx1Compat.comments` (on by default) reads them; line count kept. A comment whose
 * text holds `*\/` is left as written (MDX then reports it).
 */
export function rewriteHtmlComments(body: string): string {
  if (!body.includes('<!--')) return body;
  let fence: string | undefined;
  let inComment = false;
  /** In an `import`/`export` block (JavaScript until a blank line, as MDX reads it). */
  let inEsm = false;
  /** `{` not yet closed: a JavaScript expression that goes on over lines. */
  let depth = 0;
  return body
    .split('\n')
    .map((line) => {
      if (!inComment) {
        const match = /^\s*(`{3,}|~{3,})/.exec(line);
        if (match?.[1]) {
          if (!fence) fence = match[1];
          else if (match[1].startsWith(fence) && line.trim() === match[1]) fence = undefined;
          return line;
        }
        if (fence) return line;
        if (line.trim() === '') inEsm = false;
        else if (depth === 0 && /^(import|export)\b/.test(line)) inEsm = true;
      }
      const startDepth = depth;
      depth = Math.max(0, depth + countOf(line, '{') - countOf(line, '}'));
      if (!inComment && !line.includes('<!--')) return line;
      let out = '';
      let rest = line;
      while (rest !== '') {
        if (inComment) {
          const end = rest.indexOf('-->');
          if (end < 0) return out + rest.replace(/\*\//g, '* /');
          out += `${rest.slice(0, end).replace(/\*\//g, '* /')}*/}`;
          rest = rest.slice(end + 3);
          inComment = false;
        } else {
          const start = rest.indexOf('<!--');
          // Not inside inline code: a comment in backticks is text.
          if (start < 0 || (rest.slice(0, start).match(/`/g)?.length ?? 0) % 2 === 1) return out + rest;
          // Nor inside a JavaScript string (`export const a = '<!-- x -->'`, `{"<!-- x -->"}`):
          // Docusaurus leaves strings as written.
          if (inJsString(out + rest.slice(0, start), inEsm, startDepth)) return out + rest;
          out += `${rest.slice(0, start)}{/*`;
          rest = rest.slice(start + 4);
          inComment = true;
        }
      }
      return out;
    })
    .join('\n');
}

function countOf(text: string, char: string): number {
  let count = 0;
  for (const c of text) if (c === char) count++;
  return count;
}

/**
 * Whether the end of `before` (a line up to a `<!--`) is inside a quoted JavaScript string: in an
 * ESM block, or inside a `{...}` expression (opened on this line, or `depth` open from earlier
 * ones). Quotes in prose (`it's`) outside an expression never count.
 */
function inJsString(before: string, inEsm: boolean, depth: number): boolean {
  let start = 0;
  if (!inEsm && depth === 0) {
    // The innermost `{` still open on this line starts the expression.
    let open = 0;
    let at = -1;
    for (let i = before.length - 1; i >= 0; i--) {
      if (before[i] === '}') open--;
      else if (before[i] === '{' && ++open > 0) {
        at = i;
        break;
      }
    }
    if (at < 0) return false;
    start = at + 1;
  }
  let quote: string | undefined;
  for (let i = start; i < before.length; i++) {
    const c = before[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = undefined;
    } else if (c === "'" || c === '"') quote = c;
  }
  return quote !== undefined;
}

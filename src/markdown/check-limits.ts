/**
 * Limits on markdown that the pipeline cannot render safely. micromark, mdast-util-to-hast,
 * hast-util-from-parse5, hast-util-to-html and every `visit` of a plugin recurse once per level of
 * nesting, so input nested a few thousand levels deep (`- - - … x`, `>>>> x`, 5,000 nested
 * `<div>`) overflowed the stack with no file named; and micromark pairs a long run of `*` with
 * quadratic work (20,000 `*` around a word ran for minutes). These limits are far beyond what a
 * document needs (browsers themselves stop nesting HTML at 512 levels) and are checked in one
 * linear pass over the source, before anything parses it, so the error can name the line.
 */

/** Containers (`>` quotes, list items) opened on one line, or nested by the lines above it. */
export const MAX_CONTAINER_DEPTH = 100;
/** HTML elements open at once. */
export const MAX_HTML_DEPTH = 200;
/** Consecutive emphasis or strikethrough delimiters (`*`, `_`, `~`) outside code. */
export const MAX_DELIMITER_RUN = 100;
/**
 * Lines of one paragraph, table or list (lines without a blank line between them, outside code
 * fences): micromark's work on one block grows with the square of its lines (a 4,300-line
 * paragraph took 10 s, a 7,000-row table 77 s), while a document of many blocks is parsed block
 * by block in linear time (processor.ts).
 */
export const MAX_BLOCK_LINES = 1_000;
/**
 * Cells of one table (columns of its delimiter row times its rows). Each cell costs about 12 KB
 * on its way through mdast, hast and React (a 250 x 200 table: 0.6 GB, 30 s), so the 1,000,000
 * cells of a 2 MB table of 5,000 columns ran V8 out of heap with no file named.
 */
export const MAX_TABLE_CELLS = 25_000;
/**
 * Bytes of one markdown file (5 MB, about 50 times the largest page of a typical docs site).
 * Rendering stays linear in time and memory below it, but the page it makes is too large to be
 * read in a browser anyway, and an accidental file (a log, a data dump) should not slow every
 * build down: the author splits it or moves it to the static folder.
 */
export const MAX_MARKDOWN_BYTES = 5 * 1024 * 1024;

/** Why a document cannot be rendered, at which line. */
export interface LimitProblem {
  line: number;
  reason: string;
}

// Each repetition consumes one marker and only the spaces before it: no two ways to match a
// line, so no backtracking blow-up on `> > > …` lines.
const FENCE = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))*[ \t]*(`{3,}|~{3,})/;
const CLOSING_FENCE = /^(?:[ \t]*>)*[ \t]*(`{3,}|~{3,})[ \t]*$/;
const CONTAINER_PREFIX = /^(?:[ \t]*(?:>|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])))+/;
const CONTAINER_MARK = />|[-*+](?=[ \t])|\d{1,9}[.)](?=[ \t])/g;
// Runs of at most 16 backticks: a longer run would make the match quadratic on a line of backticks.
const CODE_SPAN = /(`{1,16})[^`]*?\1/g;
const DELIMITER_RUN = new RegExp(`[*_~]{${MAX_DELIMITER_RUN + 1},}`);
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9-]*)\b[^<>]*?(\/?)>/g;
/** A GFM table's delimiter row (`| --- | :-: |`): each cell one run of `-`, optionally aligned. */
const TABLE_DELIMITER_ROW = /^[ \t]*\|?(?:[ \t]*:?-+:?[ \t]*\|)*[ \t]*:?-+:?[ \t]*\|?[ \t]*$/;
/** Elements without end tags, or whose end tags are optional (their depth is not counted). */
const UNCLOSED = new Set(
  'area base br col embed hr img input link meta source track wbr p li dt dd option optgroup tr td th thead tbody tfoot colgroup rp rt'.split(
    ' ',
  ),
);

/** The first limit a document breaks, or undefined. Linear in the document's length. */
export function checkMarkdownLimits(markdown: string): LimitProblem | undefined {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_MARKDOWN_BYTES) {
    return {
      line: 1,
      reason: `The file is ${(bytes / 1024 / 1024).toFixed(1)} MB; markdown files are limited to ${MAX_MARKDOWN_BYTES / 1024 / 1024} MB (split it into several docs, or put the data in a static folder and link to it)`,
    };
  }
  let fence: string | undefined;
  let htmlDepth = 0;
  /** Columns of the table the current block is (its delimiter row seen), and its first line. */
  let table: { columns: number; line: number; cells: number } | undefined;
  let blockStart = 0;
  let lineNumber = 0;
  let start = 0;
  while (start <= markdown.length) {
    const end = markdown.indexOf('\n', start);
    const line = markdown.slice(start, end < 0 ? markdown.length : end);
    start = end < 0 ? markdown.length + 1 : end + 1;
    lineNumber++;

    if (fence !== undefined || line.trim() === '') {
      blockStart = 0;
      table = undefined;
    } else if (blockStart === 0) blockStart = lineNumber;
    else if (lineNumber - blockStart >= MAX_BLOCK_LINES) {
      return {
        line: blockStart,
        reason: `This paragraph, table or list runs for more than ${MAX_BLOCK_LINES} lines without a blank line; split it (its parse time grows with the square of its length)`,
      };
    }
    const fenceMatch = FENCE.exec(line);
    if (fence !== undefined) {
      // Inside a fenced code block nothing is parsed: only its closing fence matters.
      const close = CLOSING_FENCE.exec(line)?.[1];
      if (close && close[0] === fence[0] && close.length >= fence.length) fence = undefined;
      continue;
    }
    const prefix = CONTAINER_PREFIX.exec(line)?.[0];
    if (prefix && prefix.length > MAX_CONTAINER_DEPTH) {
      const depth = line.slice(0, prefix.length + 1).match(CONTAINER_MARK)?.length ?? 0;
      if (depth > MAX_CONTAINER_DEPTH) {
        return {
          line: lineNumber,
          reason: `Quotes and lists are nested ${depth} levels deep here; at most ${MAX_CONTAINER_DEPTH} can be rendered`,
        };
      }
    }
    if (fenceMatch?.[1]) {
      fence = fenceMatch[1];
      continue;
    }
    if (table) {
      table.cells += table.columns;
      if (table.cells > MAX_TABLE_CELLS) {
        return {
          line: table.line,
          reason: `This table has more than ${MAX_TABLE_CELLS.toLocaleString('en')} cells (${table.columns.toLocaleString('en')} columns); split it into smaller tables, or put the data in a static file (CSV) and link to it`,
        };
      }
    } else if (blockStart !== 0 && blockStart < lineNumber && line.includes('-') && TABLE_DELIMITER_ROW.test(line)) {
      const columns = line.match(/-+/g)?.length ?? 0;
      // The header row and this one.
      table = { columns, line: blockStart, cells: columns * 2 };
    }
    const text = line.includes('`') ? line.replace(CODE_SPAN, '') : line;
    if (DELIMITER_RUN.test(text) && !isThematicBreak(text)) {
      return {
        line: lineNumber,
        reason: `A run of more than ${MAX_DELIMITER_RUN} emphasis marks (*, _ or ~); emphasis cannot be nested that deep`,
      };
    }
    if (text.includes('<')) {
      for (const tag of text.matchAll(TAG)) {
        const [, closing, name = '', selfClosing] = tag;
        if (UNCLOSED.has(name.toLowerCase()) || selfClosing) continue;
        if (closing) htmlDepth = Math.max(0, htmlDepth - 1);
        else if (++htmlDepth > MAX_HTML_DEPTH) {
          return {
            line: lineNumber,
            reason: `HTML elements are nested more than ${MAX_HTML_DEPTH} levels deep here; at most ${MAX_HTML_DEPTH} can be rendered`,
          };
        }
      }
    }
  }
  return undefined;
}

/** `*** * ***`: a line of one mark (with spaces) is a horizontal rule, however long. */
function isThematicBreak(line: string): boolean {
  return /^[ \t]*(?:(?:\*[ \t]*)+|(?:_[ \t]*)+)$/.test(line);
}

/**
 * Incremental parsing for watch mode. An edit touches one paragraph of a doc, yet micromark
 * parses the whole body again (12-16 ms for an API page with tables, most of a save's latency).
 * Here the body is cut at blank lines that no construct spans, each block is parsed on its own
 * and its syntax tree kept by text, so a save reparses only the blocks it changed. The rest of
 * the pipeline (plugins, HTML) still sees one whole tree: heading ids, the TOC and links come out
 * the same as from a full parse, which the tests check on every doc of the site.
 *
 * A cut is safe where the parser would be back at the top of the document anyway: outside code
 * fences, `:::` containers and multi-line HTML blocks, after a blank line, before a line that is
 * neither indented nor a list item (either would continue the list or code above). Documents
 * with constructs that reach across the whole file (link reference definitions, footnotes) are
 * parsed whole.
 */
import type { Root, RootContent } from 'mdast';

/** One block of a body: its text and where it starts (1-based line, 0-based offset). */
export interface Block {
  text: string;
  line: number;
  offset: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const CONTAINER_OPEN = /^ {0,3}:{3,}\s*[A-Za-z]/;
const CONTAINER_CLOSE = /^ {0,3}:{3,}\s*$/;
const BLANK = /^[ \t]*$/;
/** Lines that continue what is above them after a blank line: indented content, list items. */
const CONTINUES = /^(?:[ \t]|[-*+](?:[ \t]|$)|\d{1,9}[.)](?:[ \t]|$))/;
/** HTML blocks that may contain blank lines (CommonMark kinds 1 to 5). */
const LONG_HTML = /^ {0,3}<(?:script|pre|style|textarea|!--|\?|![A-Za-z]|!\[CDATA\[)/im;
/** Link reference definitions (also in quotes and list items) and footnotes: resolved across the whole document. */
const DOCUMENT_WIDE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)?\[[^\]\n]+\]:|\[\^/m;

/** Cuts a body into independently parsable blocks; undefined when it must be parsed whole. */
export function splitBlocks(markdown: string): Block[] | undefined {
  if (LONG_HTML.test(markdown) || DOCUMENT_WIDE.test(markdown)) return undefined;
  const lines = markdown.split('\n');
  const blocks: Block[] = [];
  let start = 0;
  let startOffset = 0;
  let offset = 0;
  let fence: { char: string; length: number } | undefined;
  let containers = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as string;
    const next = lines[i + 1];
    const lineEnd = offset + line.length + 1;
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      const marker = fenceMatch?.[1];
      if (
        marker &&
        marker[0] === fence.char &&
        marker.length >= fence.length &&
        BLANK.test(line.slice(fenceMatch[0].length))
      ) {
        fence = undefined;
      }
    } else if (fenceMatch) {
      const marker = fenceMatch[1] as string;
      fence = { char: marker[0] as string, length: marker.length };
    } else if (CONTAINER_OPEN.test(line)) containers++;
    else if (CONTAINER_CLOSE.test(line) && containers > 0) containers--;
    else if (
      BLANK.test(line) &&
      containers === 0 &&
      next !== undefined &&
      !BLANK.test(next) &&
      !CONTINUES.test(next) &&
      i + 1 > start
    ) {
      blocks.push({ text: lines.slice(start, i + 1).join('\n'), line: start + 1, offset: startOffset });
      start = i + 1;
      startOffset = lineEnd;
    }
    offset = lineEnd;
  }
  blocks.push({ text: lines.slice(start).join('\n'), line: start + 1, offset: startOffset });
  return blocks;
}

/** A deep copy of parsed nodes with their positions moved by whole lines (the cache keeps the originals). */
function cloneShifted<T>(value: T, lines: number, offset: number): T {
  if (Array.isArray(value)) return value.map((item) => cloneShifted(item, lines, offset)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'position' && item) {
      const { start, end } = item as { start: Point; end: Point };
      copy[key] = { start: shift(start, lines, offset), end: shift(end, lines, offset) };
    } else copy[key] = cloneShifted(item, lines, offset);
  }
  return copy as T;
}

interface Point {
  line: number;
  column: number;
  offset?: number;
}

function shift(point: Point, lines: number, offset: number): Point {
  return {
    line: point.line + lines,
    column: point.column,
    ...(point.offset !== undefined ? { offset: point.offset + offset } : {}),
  };
}

/** Block parses kept by text, least recently used first out. */
export interface BlockMemo {
  parse(markdown: string, parseWhole: (text: string) => Root): Root;
}

/** Creates a memo of up to `limit` blocks. */
export function createBlockMemo(limit = 5_000): BlockMemo {
  const memo = new Map<string, RootContent[]>();
  return {
    parse(markdown, parseWhole) {
      return parseBlocks(
        markdown,
        (text) => {
          let nodes = memo.get(text);
          if (nodes) memo.delete(text);
          else nodes = parseWhole(text).children;
          memo.set(text, nodes);
          if (memo.size > limit) memo.delete(memo.keys().next().value as string);
          return nodes;
        },
        parseWhole,
      );
    },
  };
}

/**
 * Parses a body block by block when it can be cut (else whole). Builds use it for large files:
 * micromark's work on one document grows faster than its length (each container it closes and
 * each line of a paragraph goes over the events gathered so far; 0.25 MB of generated doc took
 * over 5 minutes), while blocks parsed one by one cost the sum of their sizes.
 */
export function parseBlocks(
  markdown: string,
  parseBlock: (text: string) => RootContent[],
  parseWhole: (text: string) => Root,
): Root {
  const blocks = splitBlocks(markdown);
  if (!blocks || blocks.length < 2) return parseWhole(markdown);
  const children: RootContent[] = [];
  for (const block of blocks) children.push(...cloneShifted(parseBlock(block.text), block.line - 1, block.offset));
  const end = markdown.split('\n');
  return {
    type: 'root',
    children,
    position: {
      start: { line: 1, column: 1, offset: 0 },
      end: { line: end.length, column: (end.at(-1) as string).length + 1, offset: markdown.length },
    },
  };
}

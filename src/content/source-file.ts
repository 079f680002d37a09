import { readFileSync } from 'node:fs';
import { ContentError } from '../util/errors.ts';

const decoder = new TextDecoder('utf-8', { fatal: true });

/**
 * Reads a text source as strict UTF-8 (a BOM is dropped). A file that is not UTF-8 is an error
 * naming the line of the first bad byte, rather than a page full of replacement characters.
 */
export async function loadTextFile(file: string): Promise<string> {
  // Synchronous: docs are small, and the thread-pool round trip of an async read (open, fstat,
  // read, close) cost more than the read itself (measured: ~0.3 s of 0.65 s on 5,000 docs).
  const bytes = readFileSync(file);
  try {
    const text = decoder.decode(bytes);
    return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  } catch {
    const bad = firstInvalidByte(bytes);
    let line = 1;
    for (let i = 0; i < bad; i++) if (bytes[i] === 0x0a) line++;
    throw new ContentError('File is not valid UTF-8 text', {
      file,
      position: { line },
      hint: 'Save the file with UTF-8 encoding.',
    });
  }
}

/**
 * Offset of the first byte that makes the file invalid UTF-8: the shortest prefix the strict
 * decoder rejects (streaming, so a sequence cut at the end of a prefix is not an error).
 */
function firstInvalidByte(bytes: Uint8Array): number {
  let low = 0;
  let high = bytes.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, mid + 1), { stream: true });
      low = mid + 1;
    } catch {
      high = mid;
    }
  }
  return low;
}

const IGNORED_PREFIX = /^\d+[-_.]\d+/;
const NUMBER_PREFIX = /^(\d+)\s*[-_.]+\s*(?=[^-_.\s])/;

/**
 * Splits a Docusaurus number prefix off a file or folder name: `07-readRecords` gives
 * `{ name: 'readRecords', position: 7 }`. Date- and version-like names (`2024-01-31-x`, `1.2-x`)
 * keep their names.
 */
export function parseNumberPrefix(name: string): { name: string; position: number | undefined } {
  if (IGNORED_PREFIX.test(name)) return { name, position: undefined };
  const match = NUMBER_PREFIX.exec(name);
  if (!match?.[1]) return { name, position: undefined };
  return { name: name.slice(match[0].length), position: Number(match[1]) };
}

/**
 * The content title of a markdown body, as Docusaurus's mdx-loader finds it (its `contentTitle`
 * remark plugin): the first heading of the file if it is a level-1 heading (`# Title` or a setext
 * `Title` over `===`), wherever it stands (after imports, text or a component), unless a thematic
 * break or a heading of another level comes first. Code fences are skipped. As plain text.
 */
export function findFirstH1(body: string): { text: string; line: number } | undefined {
  let fence: string | undefined;
  // Windows line ends too: a `\r` left at a line's end would keep `# Title` from matching.
  const lines = body.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch?.[1]) {
      if (!fence) fence = fenceMatch[1];
      else if (fenceMatch[1].startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    const atx = /^\s{0,3}(#{1,6})(?:[ \t]+(.*?))?[ \t]*$/.exec(line);
    if (atx?.[1]) {
      const text = (atx[2] ?? '').replace(/[ \t]+#+$/, '');
      if (atx[1].length !== 1 || !text) return undefined;
      return { text: plainHeadingText(text), line: i + 1 };
    }
    const previous = i > 0 ? (lines[i - 1] ?? '') : '';
    const paragraphAbove = previous.trim() !== '' && !/^\s{0,3}[<{]|^\s*(import|export)\s/.test(previous);
    if (/^\s{0,3}=+[ \t]*$/.test(line) && paragraphAbove) {
      return { text: plainHeadingText(previous.trim()), line: i };
    }
    // `---` under text is a level-2 setext heading; alone, a thematic break: either ends the search.
    if (/^\s{0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/.test(line)) return undefined;
  }
  return undefined;
}

function plainHeadingText(text: string): string {
  return text
    .replace(/\s*\{#[^}]+\}$/, '')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/[*_]{1,2}([^*_]+)[*_]{1,2}/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** Languages of the fenced code blocks in a markdown body (to load only those grammars). */
export function collectFenceLanguages(body: string, into: Set<string>): void {
  // Any indentation and blockquote markers: fences nest in lists and quotes.
  for (const match of body.matchAll(/^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm)) {
    if (match[1]) into.add(match[1].toLowerCase());
  }
}

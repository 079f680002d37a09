/**
 * A doc's excerpt as Docusaurus computes it (its `description` when the front matter has none,
 * shown on generated-index cards): the first line with content after the title, the markdown
 * syntax stripped. Line based on purpose, like Docusaurus's, so a card reads the same in both.
 */

/** Inline markdown turned into plain text, in order (each rule sees the previous ones' output). */
const STRIP: ReadonlyArray<[RegExp, string]> = [
  [/<[^>]*>/g, ''], // HTML tags
  [/^#[^#]+#?/gm, ''], // an h1 line
  [/^#{1,6}\s*([^#]*?)\s*#{0,6}/gm, '$1'], // heading marks of h2..h6
  [/([*_]{1,3})(.*?)\1/g, '$2'], // emphasis
  [/~~(\S.*\S)~~/g, '$1'], // strikethrough
  [/!\[(.*?)\][[(].*?[\])]/g, '$1'], // images: their alt text
  [/\[\^.+?\](?:: .*$)?/g, ''], // footnote references and definitions
  [/\[(.*?)\][[(].*?[\])]/g, '$1'], // links: their text
  [/`(.+?)`/g, '$1'], // inline code
  [/^\s{0,3}>\s?/g, ''], // a blockquote marker
  [/:::.*/, ''], // an admonition fence
  [/\s?:(?:::|[^:\n])+:/g, ''], // emoji shortcodes
  [/\{#*[\w-]+\}/, ''], // a custom heading id
];

/**
 * The first contentful line of a markdown body (front matter removed): h1s (ATX or setext),
 * import/export blocks and fenced code are skipped. Undefined when nothing is left.
 */
export function createExcerpt(body: string): string | undefined {
  const lines = body
    .trimStart()
    .replace(/^[^\r\n]*\r?\n=+/, '')
    .split(/\r?\n/);
  let fence = '';
  let inImport = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed) {
      inImport = false;
      continue;
    }
    if (!fence && (inImport || /^(?:import|export)\s/.test(line))) {
      inImport = true;
      continue;
    }
    const marks = /^`{3,}/.exec(trimmed)?.[0];
    if (marks) {
      // A fence closes on at least as many backticks as it opened with.
      if (!fence) fence = marks;
      else if (marks.length >= fence.length) fence = '';
      continue;
    }
    if (fence) continue;
    const text = STRIP.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), line).trim();
    if (text) return text;
  }
  return undefined;
}

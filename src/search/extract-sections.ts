import { Parser } from 'htmlparser2';
import type { SearchSection } from './types.ts';

/** Headings that start a section (the levels of the table of contents). */
const SECTION_HEADINGS = new Set(['h2', 'h3']);
/** Elements whose text is never read: the `#` after headings, the copy button, non-text content. */
const SKIPPED_TAGS = new Set(['button', 'script', 'style', 'template', 'svg', 'noscript', 'h1']);
const SKIPPED_CLASSES = ['hash-link'];
/** Inline elements: their text runs on with the text around them; every other tag separates words. */
const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'code',
  'del',
  'em',
  'i',
  'ins',
  'kbd',
  'mark',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'u',
  'var',
  // A break opportunity inside an identifier (the build adds them to code in tables).
  'wbr',
]);

/**
 * Splits a page's content HTML into sections at its h2/h3 headings, as plain text (code blocks
 * included, tags dropped, entities decoded). The text before the first heading is the section
 * with an empty anchor, kept only when it has text. The h1 is left out: it repeats the title.
 * A heading without an id cannot be linked to, so it stays text of the section it is in.
 */
export function extractSearchSections(
  html: string,
  /** Sees every opening tag of the parse (the link check reads the content's links from it). */
  onOpenTag?: (name: string, attributes: Record<string, string>) => void,
): SearchSection[] {
  const sections: SearchSection[] = [];
  let current = { anchor: '', heading: '', text: [] as string[] };
  let heading: { id: string; text: string[]; depth: number } | undefined;
  let depth = 0;
  // Depth of the element being skipped (its whole subtree is ignored), or -1.
  let skipDepth = -1;

  const flush = () => {
    const text = collapse(current.text.join(''));
    if (text || current.anchor) sections.push({ anchor: current.anchor, heading: current.heading, text });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        onOpenTag?.(name, attributes);
        depth += 1;
        if (skipDepth >= 0) return;
        const classes = attributes.class?.split(/\s+/) ?? [];
        if (SKIPPED_TAGS.has(name) || classes.some((c) => SKIPPED_CLASSES.includes(c))) {
          skipDepth = depth;
          return;
        }
        if (SECTION_HEADINGS.has(name) && attributes.id && !heading) {
          heading = { id: attributes.id, text: [], depth };
          return;
        }
        if (!INLINE_TAGS.has(name)) (heading?.text ?? current.text).push(' ');
      },
      ontext(text) {
        if (skipDepth < 0) (heading?.text ?? current.text).push(text);
      },
      onclosetag(name) {
        if (skipDepth === depth) skipDepth = -1;
        else if (skipDepth < 0 && heading?.depth === depth) {
          flush();
          current = { anchor: heading.id, heading: collapse(heading.text.join('')), text: [] };
          heading = undefined;
        } else if (skipDepth < 0 && !INLINE_TAGS.has(name)) (heading?.text ?? current.text).push(' ');
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  flush();
  return sections;
}

function collapse(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

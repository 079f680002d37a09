/**
 * Markdown twins are written from the same syntax tree as the page's HTML (after our remark
 * plugins ran: doc links rewritten, admonitions and alerts marked), so the two never disagree.
 * This module turns that tree back into plain CommonMark with GFM tables, as an assistant reads
 * it best: admonitions become `> **Note**` quotes, links and images absolute URLs, code fences
 * keep their language (and a `title="..."`, which names the file), nothing of the theme.
 */
import type {
  Blockquote,
  Code,
  Definition,
  Heading,
  Image,
  Link,
  Nodes,
  Paragraph,
  Parents,
  Root,
  RootContent,
} from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, type Handle, type Options, toMarkdown } from 'mdast-util-to-markdown';
import { toString as mdastToString } from 'mdast-util-to-string';
import { ADMONITION_TITLES } from '../markdown/plugins/remark-admonitions.ts';

/** Where the page lives: links are resolved against it. */
export interface SerializeOptions {
  /** Absolute URL of the HTML page the markdown belongs to (relative links resolve against it). */
  pageUrl: string;
  /**
   * Serialisers of node types that syntax plugins of the config add (remark-math's `math`), as
   * they register them on the processor (`toMarkdownExtensions`).
   */
  extensions?: Options[];
}

/** A twin's markdown, cut at its h2 headings (the chunks of `/llms.json`). */
export interface MarkdownSections {
  markdown: string;
  /** One entry per chunk: the part before the first h2 (heading ''), then one per h2. */
  sections: Array<{ heading: string; offset: number }>;
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

/** An absolute URL for a link of the page (`mailto:` and other schemes stay as written). */
export function absoluteUrl(url: string, pageUrl: string): string {
  if (url === '' || SCHEME.test(url)) return url;
  try {
    return new URL(url, pageUrl).href;
  } catch {
    return url;
  }
}

type Data = { hProperties?: { className?: unknown } } | undefined;

/** The kind of an admonition (`note` ...) when the node is one (remark-admonitions / alerts marked it). */
function admonitionKind(node: { data?: unknown }): string | undefined {
  const className = (node.data as Data)?.hProperties?.className;
  if (!Array.isArray(className) || !className.includes('admonition')) return undefined;
  const kind = className.find((c): c is string => typeof c === 'string' && c.startsWith('admonition-'));
  return kind?.slice('admonition-'.length) ?? 'note';
}

/**
 * `[heading paragraph, content]` (see remark-admonitions.ts) as a quote that opens with the title
 * in bold; a custom title keeps the kind in front (`**Tip: Testing on an emulator**`), which the
 * HTML shows by colour and icon.
 */
function admonitionQuote(node: Parents, kind: string): Blockquote {
  const [heading, content] = node.children as [Paragraph | undefined, Blockquote | undefined];
  // The first child of the heading is the icon: an empty text node.
  const title = (heading?.children ?? []).filter((c) => !(c.type === 'text' && c.value === ''));
  const kindTitle = ADMONITION_TITLES[kind] ?? 'Note';
  const text = mdastToString({ type: 'paragraph', children: title });
  const isDefault = (heading?.data as { defaultTitle?: boolean } | undefined)?.defaultTitle === true;
  if (!isDefault && text !== kindTitle && !Object.values(ADMONITION_TITLES).includes(text) && text !== 'Important') {
    title.unshift({ type: 'text', value: `${kindTitle}: ` });
  }
  const body = content?.children ?? [];
  return {
    type: 'blockquote',
    children: [{ type: 'paragraph', children: [{ type: 'strong', children: title }] }, ...body],
  };
}

/** Keeps only `title="..."` of a fence's meta: line ranges and flags mean nothing without the theme. */
function fenceMeta(meta: string | null | undefined): string | undefined {
  const title = meta ? /(?:^|\s)title=("[^"]*"|'[^']*')/.exec(meta)?.[1] : undefined;
  return title ? `title=${title}` : undefined;
}

// Made once: the GFM serialisers are the same for every page. Tables unpadded: alignment spaces
// cost tokens and tell a reader nothing.
const GFM = gfmToMarkdown({ tablePipeAlign: false });

function createOptions(options: SerializeOptions): Options {
  const abs = (url: string) => absoluteUrl(url, options.pageUrl);
  const quoteOrAdmonition: Handle = (node, parent, state, info) => {
    const kind = admonitionKind(node);
    const quote = kind ? admonitionQuote(node as Parents, kind) : (node as Blockquote);
    return defaultHandlers.blockquote(quote, parent, state, info);
  };
  return {
    bullet: '-',
    emphasis: '_',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    extensions: [GFM, ...(options.extensions ?? [])],
    handlers: {
      blockquote: quoteOrAdmonition,
      containerDirective: quoteOrAdmonition,
      link: (node: Link, parent, state, info) =>
        defaultHandlers.link({ ...node, url: abs(node.url) }, parent, state, info),
      image: (node: Image, parent, state, info) =>
        defaultHandlers.image({ ...node, url: abs(node.url) }, parent, state, info),
      definition: (node: Definition, parent, state, info) =>
        defaultHandlers.definition({ ...node, url: abs(node.url) }, parent, state, info),
      code: (node: Code, parent, state, info) =>
        defaultHandlers.code({ ...node, meta: fenceMeta(node.meta) ?? null }, parent, state, info),
    },
  };
}

/**
 * Serialises a page's tree, one chunk per h2 section (joined with a blank line, as a whole
 * serialisation would). The tree is read, never changed: the HTML is made from it afterwards.
 */
export function serializeSections(tree: Root, options: SerializeOptions): MarkdownSections {
  const settings = createOptions(options);
  const chunks: Array<{ heading: string; children: RootContent[] }> = [{ heading: '', children: [] }];
  for (const child of tree.children) {
    if (child.type === 'heading' && child.depth === 2) chunks.push({ heading: mdastToString(child), children: [] });
    (chunks.at(-1) as (typeof chunks)[number]).children.push(child);
  }
  let markdown = '';
  const sections: MarkdownSections['sections'] = [];
  for (const chunk of chunks) {
    if (chunk.children.length === 0) continue;
    if (markdown !== '') markdown += '\n';
    sections.push({ heading: chunk.heading, offset: markdown.length });
    markdown += toMarkdown({ type: 'root', children: chunk.children }, settings);
  }
  return { markdown, sections };
}

/** Serialises any tree (category pages, JSX pages) with the same settings. */
export function serializeMarkdown(tree: Nodes, options: SerializeOptions): string {
  return toMarkdown(tree, createOptions(options));
}

/** The first sentence of the first paragraph of the page's own text (not of a quote or admonition). */
export function firstSentence(tree: Root): string | undefined {
  const paragraph = tree.children.find((c): c is Paragraph => c.type === 'paragraph');
  if (!paragraph) return undefined;
  const text = mdastToString(paragraph).replace(/\s+/g, ' ').trim();
  if (text === '') return undefined;
  // A period followed by a space and a capital, or the end: `e.g. this` stays one sentence.
  const end = /[.!?](?=\s+[A-Z0-9`"'(]|$)/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > 200 ? `${sentence.slice(0, 197).trimEnd()}...` : sentence;
}

/** Text of a heading node (for section names). */
export function headingText(node: Heading): string {
  return mdastToString(node);
}

import type { Root } from 'mdast';
import { toString as mdastToString } from 'mdast-util-to-string';
import type { Plugin } from 'unified';
import { hasMdxNodes, plainMdxTree } from '../../llms/mdx-twin.ts';
import {
  firstSentence,
  type MarkdownSections,
  type SerializeOptions,
  serializeSections,
} from '../../llms/serialize-markdown.ts';

/** The page's markdown twin as the tree stands before it becomes HTML. */
export interface MarkdownTwinData extends MarkdownSections {
  /** First sentence of the page's text (llms.txt's description when front matter has none). */
  summary?: string;
}

declare module 'vfile' {
  interface DataMap {
    twin: MarkdownTwinData;
  }
}

/** What the twin needs of the site. */
export interface MarkdownTwinOptions {
  /** Site origin, e.g. `https://matinzd.github.io`. */
  siteUrl: string;
  baseUrl: string;
  /** Absolute source path → the page's URL path (base URL included). */
  routeOfFile: (file: string) => string | undefined;
  /** `false`: only the summary, the markdown left empty (nothing reads it: `rnhc-docs check`). */
  text?: boolean;
}

/**
 * Serialises the tree to the page's markdown twin (src/llms/serialize-markdown.ts). Runs after
 * every remark plugin and before remark-rehype, so links are the rewritten ones and the twin
 * shows what the HTML shows.
 */
export const remarkMarkdownTwin: Plugin<[MarkdownTwinOptions], Root> = function remarkMarkdownTwin(options) {
  // Serialisers the config's syntax plugins registered (read when the tree is serialised: they
  // may be attached after this plugin).
  const data = this.data() as { toMarkdownExtensions?: SerializeOptions['extensions'] };
  return (tree, file) => {
    const route = file.path ? options.routeOfFile(file.path) : undefined;
    // Recorded like remark-doc-links' lookups: a cached twin holds only while the page keeps its URL.
    if (file.path) file.data.lookups?.routes.push([file.path, route]);
    const pageUrl = options.siteUrl + (route ?? options.baseUrl);
    // MDX: components become readable markdown on a copy (see mdx-twin.ts).
    const plain = hasMdxNodes(tree) ? plainMdxTree(tree, file.data.partialTrees) : tree;
    const summary = firstSentence(plain);
    const { markdown, sections } =
      options.text === false
        ? { markdown: '', sections: [] }
        : serializeTwin(plain, pageUrl, data.toMarkdownExtensions);
    file.data.twin = { markdown, sections, ...(summary ? { summary } : {}) };
  };
};

/**
 * The twin's sections; a node no serialiser knows (a config's plugin that made one and gave no
 * serialiser) leaves the twin with the page's plain text instead of failing the page.
 */
function serializeTwin(tree: Root, pageUrl: string, extensions: SerializeOptions['extensions']): MarkdownSections {
  try {
    return serializeSections(tree, { pageUrl, ...(extensions ? { extensions } : {}) });
  } catch (error) {
    if (!(error instanceof Error) || !/unknown node/i.test(error.message)) throw error;
    return { markdown: `${mdastToString(tree)}\n`, sections: [{ heading: '', offset: 0 }] };
  }
}

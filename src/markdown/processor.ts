import GithubSlugger from 'github-slugger';
import type { Root as HastRoot } from 'hast';
import type { Root as MdastRoot } from 'mdast';
import { directiveFromMarkdown } from 'mdast-util-directive';
import { type Options as FromMarkdownOptions, fromMarkdown } from 'mdast-util-from-markdown';
import { directive } from 'micromark-extension-directive';
import rehypeSlug from 'rehype-slug';
import remarkGemoji from 'remark-gemoji';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import { type PluggableList, type Processor, unified } from 'unified';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import { isLiveMeta, type LiveCodeOptions } from '../shared/live-code.ts';
import type { SiteWebpack } from '../shared/site-webpack.ts';
import {
  createTranslate,
  type ThemeStrings,
  type Translate,
  translateEnglish,
} from '../shared/translations/translate.ts';
import type { SiteData, TocItem } from '../shared/types.ts';
import { ContentError } from '../util/errors.ts';
import { createBlockMemo, parseBlocks } from './block-memo.ts';
import { checkMarkdownLimits } from './check-limits.ts';
import { COPY_BUTTON_HTML, type CodeHighlighter, copyButtonHtml, type PreparedBlock } from './highlighter.ts';
import { renderLiveCodeBlock, withLiveStyle } from './live-code-block.ts';
import { isMdxFile, type MarkdownFormat, type Mdx1Compat } from './mdx/choose-format.ts';
import { isMdxSyntaxError } from './mdx/mdx1-text.ts';
import type { MdxRenderer } from './mdx/render-mdx.ts';
import { renderMermaidBlock } from './mermaid-block.ts';
import { mdxJsxToHast } from './plugins/mdx-jsx-handlers.ts';
import { rehypeCodeBreaks } from './plugins/rehype-code-breaks.ts';
import { rehypeExternalLinks } from './plugins/rehype-external-links.ts';
import { rehypeHeadings } from './plugins/rehype-headings.ts';
import { rehypeRawIfNeeded } from './plugins/rehype-raw-if-needed.ts';
import { rehypeStringifyBlocks } from './plugins/rehype-stringify-blocks.ts';
import { remarkAdmonitions, rewriteAdmonitionTitles } from './plugins/remark-admonitions.ts';
import { remarkContentTitle } from './plugins/remark-content-title.ts';
import { type DocLinksOptions, type LinkLookups, remarkDocLinks, type SourceLink } from './plugins/remark-doc-links.ts';
import { remarkGithubAlerts } from './plugins/remark-github-alerts.ts';
import { remarkHeadingId } from './plugins/remark-heading-id.ts';
import { type MagicComment, remarkMagicComments } from './plugins/remark-magic-comments.ts';
import { type MarkdownTwinData, type MarkdownTwinOptions, remarkMarkdownTwin } from './plugins/remark-markdown-twin.ts';
import { remarkMdxCode } from './plugins/remark-mdx-code.ts';
import { remarkNpm2yarn } from './plugins/remark-npm2yarn.ts';
import type { UserPluginSet, UserPlugins } from './user-plugins.ts';

type Extensions = NonNullable<FromMarkdownOptions['extensions']>;
type MdastExtensions = NonNullable<FromMarkdownOptions['mdastExtensions']>;

declare module 'unified' {
  /** What syntax plugins (remark-gfm, the directives) register for the parser, as remark-parse declares it. */
  interface Data {
    micromarkExtensions?: Extensions;
    fromMarkdownExtensions?: MdastExtensions;
  }
}

declare module 'vfile' {
  interface DataMap {
    codeKeys: string[];
  }
}

declare module 'hast' {
  /** Highlighted code, already HTML: passes through raw parsing, becomes `raw` before output. */
  interface RnhcCode extends Literal {
    type: 'rnhcCode';
  }
  interface RootContentMap {
    rnhcCode: RnhcCode;
  }
  interface ElementContentMap {
    rnhcCode: RnhcCode;
  }
}

/** Bodies longer than this (characters) are parsed block by block in builds too. */
const BLOCKWISE_FROM = 32 * 1024;

/** A warning of a render, with its position. */
export interface MarkdownMessage {
  reason: string;
  line: number | undefined;
  column: number | undefined;
  ruleId: string | undefined;
}

/** What rendering one markdown file gives (plain data: the markdown cache stores it as JSON). */
export interface RenderedMarkdown {
  html: string;
  toc: TocItem[];
  links: SourceLink[];
  /** Warnings with positions (broken markdown links, unknown admonitions ...). */
  messages: MarkdownMessage[];
  /** Routes and assets of other files the render looked up. */
  lookups: LinkLookups;
  /** Highlight cache keys of the code blocks. */
  codeKeys: string[];
  /** Length of each top-level node's HTML (`html` is their concatenation). */
  blocks: number[];
  /** The page's markdown twin (src/llms), cut at its h2 sections. */
  twin: RenderedTwin;
  /** The whole document title, set by `<Head><title>` in MDX (src/markdown/mdx). */
  documentTitle?: string;
  /**
   * Not to be cached by its body alone: MDX that imports files of the site (partials,
   * components), whose changes the cache key would not see.
   */
  uncached?: boolean;
}

/** A page's markdown twin as the markdown render makes it (the route adds the title). */
export interface RenderedTwin {
  markdown: string;
  /** The part before the first h2 (heading '', id ''), then one per h2 with the id of its HTML heading. */
  sections: Array<{ heading: string; id: string; offset: number }>;
  /** First sentence of the page's text. */
  summary?: string;
}

/** Renders markdown bodies to HTML; one per build, reused for every page. */
export interface MarkdownRenderer {
  render(markdown: string, file: string): Promise<RenderedMarkdown>;
}

export interface RendererOptions extends DocLinksOptions {
  /** The site's webpack settings that esbuild applies to the MDX pages' code (site-webpack.ts). */
  webpack?: SiteWebpack;
  highlighter: CodeHighlighter;
  /** The mermaid module's URL when ```mermaid blocks are diagrams (`markdown.mermaid`). */
  mermaid?: string;
  /** Live code blocks (```jsx live), when the site turns them on (`markdown.liveCodeBlock`). */
  live?: LiveCodeOptions;
  /** Site origin: the markdown twin's links are absolute (default `http://localhost`, for tests). */
  siteUrl?: string;
  /**
   * Keep each block's parse for the next render of the same file (watch mode: a save reparses
   * only the blocks it changed, see block-memo.ts). Off for builds, where every file is new.
   */
  memoBlocks?: boolean;
  /** The config's remark and rehype plugins, by the file they apply to (user-plugins.ts). */
  userPlugins?: UserPlugins;
  /** Docusaurus's `markdown.format` (default `mdx`, see mdx/choose-format.ts). */
  format?: MarkdownFormat;
  /** Docusaurus's `markdown.mdx1Compat` (default: all on, see mdx/choose-format.ts). */
  mdx1Compat?: Mdx1Compat;
  /** The site, as MDX components read it (`useDocusaurusContext`, `useBaseUrl`). */
  site?: SiteData;
  /** The site folder, for `@site/` imports of MDX (default: the current directory). */
  siteDir?: string;
  /** Site components' browser modules, by file (islands, see src/pipeline/islands.ts). */
  islands?: Record<string, string>;
  /** Code block magic comments (default: Docusaurus's highlight comments). */
  magicComments?: MagicComment[] | undefined;
  /** The locale's theme strings (code.json): admonition titles, heading links, the copy button. */
  strings?: ThemeStrings;
  /** The locale's language, for plural rules. */
  lang?: string;
  /**
   * `false`: the twin's markdown is left empty, its summary kept (`rnhc-docs check` writes no
   * twin, and llms.txt, which it still checks, needs only the summaries).
   */
  twinText?: boolean;
  /** `--untrusted`: MDX that would run code is refused with its line (see mdx/refuse-code.ts). */
  untrusted?: boolean;
}

/**
 * The only place where plugin order lives. Built once per build.
 */
export function createMarkdownRenderer(options: RendererOptions): MarkdownRenderer {
  const containers = containerDirectives();
  const { t, localiseCode } = createLocalisation(options);
  const renderCode = createCodeRenderer(options, t, localiseCode);
  const memo = options.memoBlocks ? createBlockMemo() : undefined;
  // One processor per set of the config's plugins (docs, blog and pages may each have theirs).
  const processors = new Map<UserPluginSet | undefined, ReturnType<typeof createProcessor>>();
  const processorFor = (file: string) => {
    const set = options.userPlugins?.forFile(file);
    let processor = processors.get(set);
    if (!processor) {
      processor = createProcessor(set);
      processors.set(set, processor);
    }
    return processor;
  };
  const createProcessor = (set: UserPluginSet | undefined) =>
    unified()
      // remark-parse's parser, with the block memo when enabled.
      .use(function parse(this: Processor) {
        this.parser = (doc) => {
          const data = this.data();
          const settings = {
            extensions: data.micromarkExtensions ?? [],
            mdastExtensions: data.fromMarkdownExtensions ?? [],
          };
          const whole = (text: string) => fromMarkdown(text, settings);
          if (memo) return memo.parse(doc, whole);
          // Large files block by block: linear time where a whole parse is not (see parseBlocks).
          if (doc.length > BLOCKWISE_FROM) return parseBlocks(doc, (text) => whole(text).children, whole);
          return whole(doc);
        };
      })
      .use(createRemarkPlugins(options, containers, t, set))
      // Imports and components a remark plugin of the config added (plugins/remark-mdx-code.ts).
      .use(remarkMdxCode)
      .use(remarkRehype, {
        allowDangerousHtml: true,
        handlers: {
          // Code is highlighted here, straight to HTML: no hast tree for every token.
          code: (_state, node: CodeNode) => ({ type: 'rnhcCode', value: renderCode(node) }),
          // JSX elements a remark plugin of the config made (plugins/mdx-jsx-handlers.ts).
          mdxJsxTextElement: mdxJsxToHast,
          mdxJsxFlowElement: mdxJsxToHast,
        },
      })
      // Raw HTML is parsed before slugging so ids written in HTML count as anchors.
      .use(rehypeRawIfNeeded)
      .use(createRehypePlugins(t, set))
      .use(() => (tree: HastRoot) => {
        visit(tree, 'rnhcCode', (node) => {
          (node as unknown as { type: string }).type = 'raw';
        });
      })
      .use(rehypeStringifyBlocks)
      .freeze();

  const renderMarkdown = async (markdown: string, file: string) => {
    // (`:::note Title` is Docusaurus's MDX 1 compatibility, which it applies to markdown too.)
    const admonitionTitles = options.mdx1Compat?.admonitions ?? true;
    const vfile = new VFile({ path: file, value: admonitionTitles ? rewriteAdmonitionTitles(markdown) : markdown });
    try {
      const result = await processorFor(file).process(vfile);
      const html = String(result.value);
      const styled = withLiveStyle(html, options.live);
      // The styles count in the last block (`html` stays the blocks' concatenation).
      const blocks = result.data.blocks;
      const last = blocks?.at(-1);
      if (styled !== html && blocks && last !== undefined)
        blocks[blocks.length - 1] = last + styled.length - html.length;
      return { result, html: styled };
    } catch (error) {
      throw renderError(error, file);
    }
  };

  // MDX's compiler (and esbuild, React's server renderer) load with the first MDX page only.
  let mdx: Promise<MdxRenderer> | undefined;
  const renderMdx = async (markdown: string, file: string) => {
    mdx ??= import('./mdx/render-mdx.ts').then((m) => m.createMdxRenderer(options));
    return (await mdx).render(markdown, file);
  };

  return {
    async render(markdown, file) {
      const limit = checkMarkdownLimits(markdown);
      if (limit) throw new ContentError(limit.reason, { file, position: { line: limit.line } });
      let result: VFile;
      let html: string;
      let fallback: VFileMessage | undefined;
      let uncached = false;
      let documentTitle: string | undefined;
      let asMdx = false;
      /** The page compiled as MDX (its file, HTML, title and whether the cache may keep it). */
      const compileMdx = async () => {
        const compiled = await renderMdx(markdown, file);
        compiled.html = withLiveStyle(compiled.html, options.live);
        compiled.file.data.blocks = [compiled.html.length];
        // (Site files it imports or requires, or its front matter, are not in the cache key.)
        const notCached =
          compiled.uncached === true ||
          /^import\s[^\n]*['"](?:\.|@site\/)/m.test(markdown) ||
          /\bfrontMatter\b/.test(markdown) ||
          /\brequire\(/.test(markdown);
        asMdx = true;
        return {
          result: compiled.file,
          html: compiled.html,
          documentTitle: compiled.documentTitle,
          uncached: notCached,
        };
      };
      const format = options.format ?? 'mdx';
      if (isMdxFile(file, markdown, format)) {
        try {
          ({ result, html, documentTitle, uncached } = await compileMdx());
        } catch (error) {
          // A `.md` file that MDX cannot parse but markdown can (valid for Docusaurus 2) is
          // rendered as markdown, with a warning; an `.mdx` file, or an unknown import or
          // component, fails the page.
          const parseError = isMdxSyntaxError(error) && !/\.mdx$/i.test(file);
          if (!parseError) throw renderError(error, file);
          fallback = error;
          ({ result, html } = await renderMarkdown(markdown, file));
        }
      } else {
        ({ result, html } = await renderMarkdown(markdown, file));
        // A remark plugin of the config added code (an import and the components it names):
        // Docusaurus compiles the file through MDX, which runs it, and so does this under the
        // default `mdx` format. (Under `md` and `detect` this parser would read the file as MDX,
        // which it is not: the markdown rendering, without the code, is kept.)
        const code = result.data.mdxCode;
        if (code && format === 'mdx' && !options.untrusted) {
          try {
            ({ result, html, documentTitle, uncached } = await compileMdx());
          } catch (error) {
            if (!isMdxSyntaxError(error)) throw renderError(error, file);
            fallback = error;
          }
        }
      }
      // A plugin's code that the markdown rendering kept out (named in a warning below).
      const markdownCode = asMdx ? undefined : result.data.mdxCode;
      const toc = result.data.toc ?? [];
      const messages = result.messages.map((m) => ({
        reason: m.reason,
        line: m.line ?? undefined,
        column: m.column ?? undefined,
        ruleId: m.ruleId ?? undefined,
      }));
      if (fallback) {
        messages.unshift({
          reason: `Not valid MDX, rendered as plain markdown (Docusaurus 3 would fail on it): ${fallback.reason}`,
          ...placeOf(fallback),
          ruleId: 'mdx-fallback',
        });
      }
      if (markdownCode) {
        messages.push({
          reason: `A remark plugin of the config added MDX code (${markdownCode.join(', ')}) to a page rendered as plain markdown, which cannot run it: left out, components show their children only`,
          line: undefined,
          column: undefined,
          ruleId: 'mdx-code-in-markdown',
        });
      }
      return {
        html,
        toc,
        links: result.data.links ?? [],
        messages,
        lookups: result.data.lookups ?? { routes: [], assets: [] },
        codeKeys: result.data.codeKeys ?? [],
        blocks: result.data.blocks ?? [],
        twin: twinWithIds(result.data.twin, toc),
        ...(uncached ? { uncached } : {}),
        ...(documentTitle ? { documentTitle } : {}),
      };
    },
  };
}

/**
 * The remark plugins of both pipelines (markdown here, MDX in mdx/render-mdx.ts), after parsing:
 * syntax extensions, then the tree transforms. The only place where their order lives.
 */
/** The locale's words: `t` for theme strings, and code block HTML with the locale's copy button. */
/** A fenced code block of the markdown tree. */
export interface CodeNode {
  value: string;
  lang?: string | null;
  meta?: string | null;
}

/**
 * A fenced code block's HTML, for both pipelines: a mermaid diagram, a live playground (its
 * editor holding the highlighted block) or the highlighted block.
 */
export function createCodeRenderer(
  options: Pick<RendererOptions, 'mermaid' | 'live' | 'highlighter'>,
  t: Translate,
  localiseCode: (html: string) => string,
): (node: CodeNode) => string {
  return (node) => {
    if (node.lang === 'mermaid' && options.mermaid) return renderMermaidBlock(node.value, options.mermaid);
    const lang = node.lang ?? undefined;
    const meta = node.meta ?? undefined;
    const html = localiseCode(options.highlighter.render(node.value, lang, meta));
    if (!options.live || !isLiveMeta(meta)) return html;
    return renderLiveCodeBlock({ code: node.value, lang, meta: meta ?? '', html }, options.live, {
      result: t('theme.Playground.result'),
      liveEditor: t('theme.Playground.liveEditor'),
    });
  };
}

export function createLocalisation(options: Pick<RendererOptions, 'strings' | 'lang'>): {
  t: Translate;
  localiseCode: (html: string) => string;
} {
  const t = options.strings ? createTranslate(options.strings, options.lang) : translateEnglish;
  // Highlighted blocks are cached in English; a locale's words replace the button's afterwards.
  const copyButton = copyButtonHtml(t('theme.CodeBlock.copy'), t('theme.CodeBlock.copyButtonAriaLabel'));
  const localiseCode = (html: string) =>
    copyButton === COPY_BUTTON_HTML ? html : html.replace(COPY_BUTTON_HTML, copyButton);
  return { t, localiseCode };
}

export function createRemarkPlugins(
  options: RendererOptions,
  containers: unknown[],
  t: Translate,
  user?: UserPluginSet,
): PluggableList {
  return [
    function directives(this: Processor) {
      const data = this.data();
      data.micromarkExtensions = [...(data.micromarkExtensions ?? []), { flow: { 58: containers } } as never];
      data.fromMarkdownExtensions = [...(data.fromMarkdownExtensions ?? []), directiveFromMarkdown()];
    },
    // The config's `beforeDefaultRemarkPlugins`: before the defaults, as Docusaurus runs them.
    ...(user?.beforeDefaultRemarkPlugins ?? []),
    remarkGfm,
    remarkGemoji,
    // Alerts and admonitions before remark-rehype, which reads their hName/hProperties.
    [remarkGithubAlerts, { t }],
    // A Docusaurus site's admonitions also carry Docusaurus's class names, which its CSS targets.
    [remarkAdmonitions, { t, docusaurus: options.site?.infimaPages === true }],
    remarkHeadingId,
    [remarkDocLinks, options],
    // Before the twin and the highlight keys: both see the code without its magic comment lines.
    [remarkMagicComments, { magicComments: options.magicComments }],
    // The config's `remarkPlugins`: after the defaults (links, admonitions), before the twin and
    // the code blocks' highlight keys, so both see what the plugins made.
    ...(user?.remarkPlugins ?? []),
    // After every remark plugin (links rewritten, admonitions marked), before the tree becomes HTML.
    [
      remarkMarkdownTwin,
      {
        siteUrl: options.siteUrl ?? 'http://localhost',
        baseUrl: options.baseUrl,
        routeOfFile: options.routeOfFile,
        text: options.twinText !== false,
      } satisfies MarkdownTwinOptions,
    ],
    // After the twin (which shows the npm command alone), before the highlight keys.
    remarkNpm2yarn,
    // The code blocks' highlight keys, before remark-rehype turns them into HTML.
    // A lazy highlighter starts shiki here if a block is not in its cache.
    () => async (tree: MdastRoot, file: VFile) => {
      const blocks: PreparedBlock[] = [];
      visit(tree, 'code', (node) => {
        const lang = node.lang ?? undefined;
        const meta = node.meta ?? undefined;
        blocks.push({ key: options.highlighter.keyOf(node.value, lang, meta), code: node.value, lang, meta });
      });
      file.data.codeKeys = [...(file.data.codeKeys ?? []), ...blocks.map((block) => block.key)];
      await options.highlighter.prepare(blocks);
    },
    // Last: the twin and the highlight keys cannot read its wrapper.
    remarkContentTitle,
  ];
}

/** The rehype plugins of both pipelines, once the tree is HTML (raw HTML already parsed). */
export function createRehypePlugins(t: Translate, user?: UserPluginSet): PluggableList {
  return [
    // The config's rehype plugins around the defaults, as Docusaurus orders them.
    ...(user?.beforeDefaultRehypePlugins ?? []),
    rehypeSlug,
    // After rehype-slug: needs the ids.
    [rehypeHeadings, { t }],
    rehypeExternalLinks,
    rehypeCodeBreaks,
    ...(user?.rehypePlugins ?? []),
  ];
}

/** The container directive construct alone: text directives would turn `10:30` in prose into syntax. */
export function containerDirectives(): unknown[] {
  const containerOnly = directive();
  const flow = containerOnly.flow?.[58];
  return (Array.isArray(flow) ? flow : [flow]).filter((c) => c && 'concrete' in c && c.concrete);
}

/** Where a message points; some MDX errors (an unclosed JSX tag at the end) say it in the reason only. */
function placeOf(message: VFileMessage): { line: number | undefined; column: number | undefined } {
  if (message.line) return { line: message.line, column: message.column ?? undefined };
  const inReason = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(message.reason);
  return { line: inReason ? Number(inReason[1]) : undefined, column: inReason ? Number(inReason[2]) : undefined };
}

/**
 * A page that cannot be rendered, as a content error naming the file: a plugin's `file.fail`
 * (with its line), or a stack overflow that the limits of check-limits.ts did not foresee.
 */
export function renderError(error: unknown, file: string): unknown {
  if (error instanceof VFileMessage) {
    const { line, column } = placeOf(error);
    return new ContentError(error.reason, {
      file,
      ...(line ? { position: { line, ...(column ? { column } : {}) } } : {}),
    });
  }
  // An error raised without its page (a site plugin failing on setup): the page that set it up.
  if (error instanceof ContentError && !error.file) {
    return new ContentError(error.message, {
      file,
      exitCode: error.exitCode,
      ...(error.hint ? { hint: error.hint } : {}),
      ...(error.cause !== undefined ? { cause: error.cause } : {}),
    });
  }
  if (error instanceof RangeError && /call stack/i.test(error.message)) {
    return new ContentError('This document is nested too deeply to be rendered (quotes, lists, HTML or emphasis)', {
      file,
      cause: error,
      hint: 'Flatten the deepest nesting of the file.',
    });
  }
  return error;
}

/**
 * Names each h2 section of the twin by the id its heading got in the HTML (rehype-slug and
 * `{#custom-id}`): the TOC lists the page's h2 in the same order. Headings written as raw HTML
 * are in the TOC but not in the markdown tree; then the ids are slugged from the text instead.
 */
function twinWithIds(twin: MarkdownTwinData | undefined, toc: TocItem[]): RenderedTwin {
  if (!twin) return { markdown: '', sections: [] };
  const ids = toc.filter((item) => item.level === 2).map((item) => item.id);
  const named = twin.sections.filter((s) => s.heading !== '');
  const slugger = ids.length === named.length ? undefined : new GithubSlugger();
  let next = 0;
  const sections = twin.sections.map((section) => ({
    ...section,
    id: section.heading === '' ? '' : slugger ? slugger.slug(section.heading) : (ids[next++] ?? ''),
  }));
  return { markdown: twin.markdown, sections, ...(twin.summary ? { summary: twin.summary } : {}) };
}

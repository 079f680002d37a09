/**
 * MDX content: compiled by MDX's own compiler (`@mdx-js/mdx`) with the same remark and rehype
 * plugins as markdown, bundled by esbuild with its imports (Docusaurus's theme components from
 * rnhc-docs' runtime, `@site/` components, `_partial.mdx` files compiled the same way), then
 * rendered to HTML once with React. The HTML takes the place markdown HTML takes: MDX pages are
 * not hydrated as React, their interactive parts (tabs) are driven by the client's delegated
 * handlers.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Element, ElementContent } from 'hast';
import { fromHtml } from 'hast-util-from-html';
import { toHtml } from 'hast-util-to-html';
import type { ReactNode } from 'react';
import { visit } from 'unist-util-visit';
import { VFile } from 'vfile';
import { VFileMessage } from 'vfile-message';
import type { PageRuntime } from '../../../templates/docusaurus/index.tsx';
import { splitFrontMatter } from '../../content/front-matter.ts';
import { RUNTIME, requireFromHere, SHIMS } from '../../pipeline/docusaurus-shims.ts';
import { buildLenient } from '../../pipeline/missing-exports.ts';
import { renderSiteCode, requireTracked, TRACKED_JSX_RUNTIME } from '../../pipeline/render/nesting-guard.ts';
import { registerSiteWebpack } from '../../pipeline/site-webpack.ts';
import { collectSwizzled } from '../../pipeline/swizzled.ts';
import { isIslandSource } from '../../shared/island-names.ts';
import type { SiteData, TocItem } from '../../shared/types.ts';
import { ContentError, RnhcError } from '../../util/errors.ts';
import { runSiteCode } from '../../util/site-code.ts';
import type { CodeHighlighter, PreparedBlock } from '../highlighter.ts';
import { rewriteAdmonitionTitles } from '../plugins/remark-admonitions.ts';
import {
  type CodeNode,
  containerDirectives,
  createCodeRenderer,
  createLocalisation,
  createRehypePlugins,
  createRemarkPlugins,
  type RendererOptions,
  renderError,
} from '../processor.ts';
import type { UserPluginSet } from '../user-plugins.ts';
import { remarkCheckMdx } from './check-mdx.ts';
import { applyMdx1Compat, MDX1_COMPAT_DEFAULTS } from './choose-format.ts';
import { loadMdxComponents, type SiteMdxComponents } from './mdx-components.ts';
import { rewriteMdx1OpenJsx } from './mdx1-open-jsx.ts';
import {
  closeMdx1InlineTag,
  escapeMdx1Braces,
  escapeMdx1Text,
  isMdxSyntaxError,
  MAX_MDX1_ESCAPES,
} from './mdx1-text.ts';
import { remarkRefuseCode } from './refuse-code.ts';
import { rehypeRawMdx } from './rehype-raw-mdx.ts';
import { serverBundleOptions } from './server-bundle.ts';
import { createSharedPackages, SHARED_PACKAGE_PREFIX, type SharedPackages } from './shared-packages.ts';

/** The tag a code block's HTML travels in through React (replaced by the HTML afterwards). */
const RAW_TAG = 'rnhc-raw';

/** What one MDX compile gives before React renders it. */
export interface CompiledMdx {
  /** The vfile of the page (toc, links, twin, messages ... as the markdown pipeline sets them). */
  file: VFile;
  /** The page's HTML. */
  html: string;
  /** The whole document title, set by a `<Head><title>` in the content. */
  documentTitle?: string;
  /** It renders site code its imports do not name (MDXComponents, `@theme/X` of the site): not cacheable by its body. */
  uncached?: true;
}

/** Compiles and renders MDX files; one per build (thread), like the markdown processor. */
export interface MdxRenderer {
  render(source: string, file: string): Promise<CompiledMdx>;
}

/** Options: the markdown renderer's, with the site the components read. */
export interface MdxRendererOptions extends RendererOptions {
  site?: SiteData;
  /** The site folder (`@site/`); default: the current directory. */
  siteDir?: string;
}

/** React's attribute escaping, undone (the HTML was ours before React escaped it). */
function unescapeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Drops the `<!-- -->` React writes between adjacent text nodes for hydration (MDX content is not
 * hydrated; MDX itself has no HTML comments), except inside islands, which are.
 */
export function dropTextSeparators(html: string): string {
  let depth = 0;
  return html
    .split(/(<\/?rnhc-island-root>)/)
    .map((part) => {
      if (part === '<rnhc-island-root>') depth++;
      else if (part === '</rnhc-island-root>') depth--;
      else if (depth === 0) return part.replaceAll('<!-- -->', '');
      return part;
    })
    .join('');
}

/**
 * React 19 hoists a `<link rel="preload">` for each image (and font) a component renders, and
 * `renderToString` writes them before the content: inside the page body, above its title. A
 * static page has its images in the HTML already, so they are dropped.
 */
export function dropHoistedPreloads(html: string): string {
  return html.replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
}

/** Puts the code blocks' HTML back where React rendered their placeholders (see dropTextSeparators). */
function restoreRaw(html: string): string {
  return dropTextSeparators(dropHoistedPreloads(html)).replace(
    new RegExp(`<${RAW_TAG} data-html="([^"]*)"></${RAW_TAG}>`, 'g'),
    (_whole, value: string) => unescapeAttribute(value),
  );
}

/** Code as a placeholder element: MDX drops raw HTML nodes, an element passes through JSX. */
function rawElement(html: string): Element {
  return { type: 'element', tagName: RAW_TAG, properties: { dataHtml: html }, children: [] };
}

export function createMdxRenderer(options: MdxRendererOptions): MdxRenderer {
  const siteDir = options.siteDir ?? process.cwd();
  // (In a render thread too, which has its own registry.)
  if (!options.untrusted) registerSiteWebpack(siteDir, options.webpack);
  // The site's swizzled components (site code: not in an untrusted build). Its MDXComponents are
  // loaded on first use; `@theme/X` of a page may be the site's own file.
  const swizzled = options.untrusted ? new Map<string, string>() : collectSwizzled(siteDir);
  const mdxComponentsFile = swizzled.get('MDXComponents');
  let mdxComponents: Promise<SiteMdxComponents> | undefined;
  // Its Root: every island of MDX content renders inside it (templates/docusaurus/islands.tsx),
  // bundled with the page's imports and with the MDXComponents; not when it renders HTML of its
  // own (`site.root`: shown once around the page, src/pipeline/render-swizzled.ts).
  const rootFile = options.site?.root ? undefined : swizzled.get('Root');
  // The packages pages import, bundled and run once for all of them (shared-packages.ts).
  const packages = createSharedPackages(siteDir, (asset, name) => options.addAsset(asset, name));
  let providedNames: string[] = [];
  const { t, localiseCode } = createLocalisation(options);
  const renderCode = createCodeRenderer(options, t, localiseCode);
  const compat = options.mdx1Compat ?? MDX1_COMPAT_DEFAULTS;
  const parsePartial = (partial: string) => {
    try {
      const { body } = splitFrontMatter(readFileSync(partial, 'utf8'), partial);
      return processorFor(partial).parse(
        new VFile({ path: partial, value: applyMdx1Compat(body, compat, rewriteAdmonitionTitles) }),
      );
    } catch {
      return undefined; // the page's compile reports the partial's own problems
    }
  };
  // One processor per set of the config's plugins (docs, blog and pages may each have theirs).
  const processors = new Map<UserPluginSet | undefined, ReturnType<typeof createMdxProcessor>>();
  const processorFor = (file: string) => {
    const set = options.userPlugins?.forFile(file);
    let processor = processors.get(set);
    if (!processor) {
      processor = createMdxProcessor(set);
      processors.set(set, processor);
    }
    return processor;
  };
  const createMdxProcessor = (set: UserPluginSet | undefined) =>
    createProcessor({
      format: 'mdx',
      outputFormat: 'program',
      jsxImportSource: 'react',
      development: false,
      // Components without imports come from the site's MDXComponents, through React context, as
      // Docusaurus's MDXProvider gives them (partials included).
      ...(mdxComponentsFile ? { providerImportSource: RUNTIME } : {}),
      remarkPlugins: [
        // First: an untrusted page's code is refused before anything else reads it.
        ...(options.untrusted ? [remarkRefuseCode] : []),
        [remarkCheckMdx, { siteDir, parsePartial, provided: () => providedNames }],
        ...createRemarkPlugins(options, containerDirectives(), t, set),
      ],
      remarkRehypeOptions: {
        handlers: {
          code: (_state, node: CodeNode) => rawElement(renderCode(node)),
        },
      },
      // First, so the config's rehype plugins and the theme's see the HTML as elements.
      rehypePlugins: [rehypeRawMdx, ...createRehypePlugins(t, set)],
    });

  /** `mdx1`: the first place MDX 2 failed on, when the file compiled as MDX 1 reads it (mdx1-text.ts). */
  const compile = async (source: string, file: string): Promise<VFile & { data: { mdx1?: VFileMessage } }> => {
    let first: VFileMessage | undefined;
    if (compat.text) {
      // An element left open in an expression over markdown (`{props.debug && <div>` ...
      // `</div>}`), joined into one expression by MDX 1 (mdx1-open-jsx.ts); line count kept.
      const open = rewriteMdx1OpenJsx(source);
      source = open.body;
      // `{` in markdown text was text for MDX 1 (mdx1-text.ts); line count kept.
      const braces = escapeMdx1Braces(source);
      source = braces.body;
      if (open.firstLine !== undefined && (braces.firstLine === undefined || open.firstLine <= braces.firstLine)) {
        first = new VFileMessage(
          `\`${open.firstText}\` leaves an element open over markdown: MDX 1 joined it, the markdown and its closing tag into one expression; MDX 2 reads the markdown as JavaScript`,
          { place: { line: open.firstLine, column: 1 } },
        );
      } else if (braces.firstLine !== undefined) {
        first = new VFileMessage('`{` in markdown text is text in MDX 1 and a JavaScript expression in MDX 2', {
          place: { line: braces.firstLine, column: 1 },
        });
      }
    }
    let value = applyMdx1Compat(source, compat, rewriteAdmonitionTitles);
    for (let escapes = 0; ; escapes++) {
      const vfile = new VFile({ path: file, value });
      try {
        await processorFor(file).process(vfile);
        if (first) vfile.data.mdx1 = first;
        return vfile;
      } catch (error) {
        // A Docusaurus 2 site: what MDX 1 read as text is escaped, place by place (line count kept).
        const place = isMdxSyntaxError(error)
          ? { reason: error.reason, line: error.line, column: error.column }
          : undefined;
        const escaped =
          compat.text && escapes < MAX_MDX1_ESCAPES && place
            ? (escapeMdx1Text(value, place) ?? closeMdx1InlineTag(value, place))
            : undefined;
        if (escaped === undefined) throw error;
        const failed = error as VFileMessage; // (escaped: a syntax error)
        if (!first || (failed.line ?? 0) < (first.line ?? 0)) first = failed;
        value = escaped;
      }
    }
  };
  /** The warning for a file read as MDX 1 (once per file and renderer: a partial has several pages). */
  const warnedMdx1 = new Set<string>();
  const noteMdx1 = (page: VFile, file: string, error: VFileMessage | undefined) => {
    if (!error || warnedMdx1.has(file)) return;
    warnedMdx1.add(file);
    const partial = file === page.path ? '' : `${file}:${error.line ?? 1}:${error.column ?? 1}: `;
    const message = new VFileMessage(
      `${partial}Not valid MDX 2 (Docusaurus 3 would fail on it), read as MDX 1 read it (Docusaurus 2): ${error.reason}`,
      { place: partial ? undefined : { line: error.line ?? 1, column: error.column ?? 1 }, ruleId: 'mdx1-text' },
    );
    page.messages.push(message);
  };

  return {
    async render(source, file) {
      let provided: SiteMdxComponents | undefined;
      if (mdxComponentsFile) {
        mdxComponents ??= loadMdxComponents(
          mdxComponentsFile,
          siteDir,
          options.islands ?? {},
          (asset, name) => options.addAsset(asset, name),
          rootFile,
        );
        provided = await mdxComponents;
        providedNames = Object.keys(provided.components);
      }
      const page = await compile(source, file);
      noteMdx1(page, file, page.data.mdx1);
      const js = String(page.value);
      let documentTitle: string | undefined;
      const finish = async (code: string) => {
        // Docusaurus's MDX loader gives content its `toc` and `frontMatter`: read only when used.
        const frontMatter = /\bfrontMatter\b/.test(js) ? await readFrontMatter(file) : {};
        const rendered = await renderBundle(code, file, options, {
          packages,
          toc: page.data.toc ?? [],
          frontMatter,
          page,
          ...(provided ? { components: provided.components } : {}),
        });
        documentTitle = rendered.documentTitle;
        // The TOC from what the page shows: headings of imported partials included, in place.
        if (page.data.partialTrees) page.data.toc = tocOfHtml(rendered.html);
        // The styles of the site's MDX components, on the pages that name one of them.
        if (provided?.style && providedNames.some((name) => js.includes(name))) return rendered.html + provided.style;
        return rendered.html;
      };
      const withTitle = (result: CompiledMdx): CompiledMdx => (documentTitle ? { ...result, documentTitle } : result);
      let partialError: unknown;
      // `import Setup from './_setup.mdx'`: compiled like the page (their own links resolve from
      // their own folder); a failure is the partial's error, with its own file and line.
      const partials: EsbuildPlugin = {
        name: 'rnhc-mdx-partials',
        setup(build) {
          build.onLoad({ filter: /\.mdx?$/ }, async (args) => {
            try {
              const text = await readFile(args.path, 'utf8');
              const { body } = splitFrontMatter(text, args.path);
              const partial = await compile(body, args.path);
              noteMdx1(page, args.path, partial.data.mdx1);
              return { contents: String(partial.value), loader: 'js', resolveDir: path.dirname(args.path) };
            } catch (error) {
              // Named by the partial's own file and line, and never a reason to read the page as markdown.
              partialError ??= renderError(error, args.path);
              return { errors: [{ text: error instanceof Error ? error.message : String(error) }] };
            }
          });
        },
      };
      const esbuild = await import('esbuild');
      let bundled: string;
      let style = '';
      // Only Docusaurus modules (the usual Tabs page): they are the runtime's, nothing to bundle,
      // so a plain transform to CommonJS does (several times cheaper than a bundle per page).
      // (`require('./img.png')` in JSX needs the bundle too.)
      // `@theme/X` that is the site's own file (swizzled.ts) is bundled, as any site file.
      const siteTheme = (page.data.importSources ?? []).some((source) =>
        swizzled.has(/^@theme\/(.+)$/.exec(source)?.[1] ?? ''),
      );
      // Site files the page uses without naming them in an import: the markdown cache (keyed by
      // the body) must not keep its HTML (processor.ts).
      const usesSiteCode = siteTheme || provided !== undefined || rootFile !== undefined;
      if ((page.data.importSources ?? []).every((source) => SHIMS[source]) && !siteTheme && !/\brequire\(/.test(js)) {
        const result = await esbuild.transform(js, { format: 'cjs', loader: 'js', sourcefile: file });
        return withTitle({ file: page, html: await finish(result.code), ...(usesSiteCode ? { uncached: true } : {}) });
      }
      try {
        const used = new Set<string>();
        const bundlePage = () =>
          buildLenient({
            ...serverBundleOptions(siteDir, options.addAsset, [
              packages.plugin(used),
              partials,
              islandImports(file, options.islands ?? {}, rootFile),
            ]),
            stdin: { contents: js, resolveDir: path.dirname(file), sourcefile: file, loader: 'js' },
            metafile: true,
          });
        let result = await bundlePage();
        if (used.size > 0 && (await packages.prepare(used)).length > 0) {
          // A package that cannot be shared is bundled with the page, as before sharing.
          used.clear();
          result = await bundlePage();
          await packages.prepare(used);
        }
        // Before anything renders: a cycle would render the partials inside each other until the
        // stack or the heap gives out (337 copies of a partial importing itself, exit 0).
        const cycle = findPartialCycle(result.metafile, file);
        if (cycle) {
          const rel = (f: string) => path.relative(process.cwd(), f) || f;
          throw new ContentError(`MDX files import each other in a cycle: ${cycle.map(rel).join(' → ')}`, {
            file: cycle[0] ?? file,
            hint: 'A partial cannot import itself, the page that imports it, or a partial that imports it back.',
          });
        }
        bundled = result.outputFiles.find((o) => o.path.endsWith('.js'))?.text ?? '';
        // Styles of imported components (CSS modules included) travel with the HTML, as for pages.
        const css = result.outputFiles.find((o) => o.path.endsWith('.css'))?.text;
        if (css) style = `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`;
      } catch (error) {
        if (error instanceof ContentError) throw error;
        if (partialError) throw partialError;
        const first = (error as { errors?: Array<{ text: string; location?: { file: string; line: number } }> })
          .errors?.[0];
        const where = first?.location ? ` (${first.location.file}:${first.location.line})` : '';
        throw new ContentError(`An import of this MDX file does not compile: ${first?.text ?? String(error)}${where}`, {
          file,
        });
      }
      return withTitle({
        file: page,
        html: (await finish(bundled)) + style,
        ...(usesSiteCode ? { uncached: true } : {}),
      });
    },
  };
}

/**
 * Site components imported by the page or its partials, as islands: the import gets the module
 * with its components wrapped (templates/docusaurus/islands.tsx), with the URL of their browser
 * module (src/pipeline/islands.ts). Components those components import are theirs, left as they are.
 */
function islandImports(file: string, islands: Record<string, string>, rootFile?: string): EsbuildPlugin {
  // The site's Root, from this bundle: around each island (the same modules as the component's).
  const root = rootFile ? `, require(${JSON.stringify(rootFile)}).default` : '';
  return {
    name: 'rnhc-mdx-islands',
    setup(build) {
      build.onResolve({ filter: /^(@site\/|\.\.?\/)/ }, async (args) => {
        if (args.pluginData?.rnhcIsland || !isIslandSource(args.path)) return undefined;
        if (args.importer !== '<stdin>' && args.importer !== file && !/\.mdx?$/i.test(args.importer)) return undefined;
        const resolved = await build.resolve(args.path, {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          pluginData: { rnhcIsland: true },
        });
        if (resolved.errors.length > 0 || !/\.(jsx?|tsx?|mjs)$/.test(resolved.path)) return undefined;
        return { path: resolved.path, namespace: 'rnhc-island', pluginData: { source: args.path } };
      });
      build.onLoad({ filter: /.*/, namespace: 'rnhc-island' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(RUNTIME)}).islandModule(require(${JSON.stringify(args.path)}), ${JSON.stringify(islands[args.path])}, ${JSON.stringify(args.pluginData?.source ?? args.path)}${root});\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}

/**
 * Runs the bundled module and renders its content with React (twice if code blocks wait for
 * shiki); with the title a `<Head><title>` in it set.
 */
async function renderBundle(
  bundled: string,
  file: string,
  options: MdxRendererOptions,
  scope: {
    /** The packages the page's bundle left out (see shared-packages.ts). */
    packages: SharedPackages;
    toc: TocItem[];
    frontMatter: Record<string, unknown>;
    page: VFile;
    /** The site's MDX components (mdx-components.ts), provided around the content. */
    components?: Record<string, unknown>;
  },
): Promise<{ html: string; documentTitle?: string }> {
  const [{ createElement }, { renderToString }, runtime] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('../../../templates/docusaurus/index.tsx'),
  ]);
  const module = { exports: {} as Record<string, unknown> };
  const runtimeExports = runtime as unknown as Record<string, unknown>;
  // A Docusaurus module imported by a page that was transformed, not bundled: the runtime's exports.
  const shim = (id: string) => ({
    __esModule: true,
    ...Object.fromEntries(Object.entries(SHIMS[id] ?? {}).map(([name, from]) => [name, runtimeExports[from]])),
  });
  try {
    // `toc` and `frontMatter` are in scope as Docusaurus's MDX loader exports them
    // (`<TOCInline toc={toc} />`, `{frontMatter.title}`).
    // Site code (the page's expressions, its imports): with the time limit (see site-code.ts).
    const requireOther = (id: string): unknown =>
      id === RUNTIME
        ? runtime
        : id === TRACKED_JSX_RUNTIME
          ? requireTracked(runtime)
          : SHIMS[id]
            ? shim(id)
            : requireFromHere(id);
    runSiteCode(file, 'loading its code', () =>
      new Function('require', 'module', 'exports', 'toc', 'frontMatter', bundled)(
        (id: string) =>
          id.startsWith(SHARED_PACKAGE_PREFIX) ? scope.packages.require(id, requireOther) : requireOther(id),
        module,
        module.exports,
        scope.toc,
        scope.frontMatter,
      ),
    );
  } catch (cause) {
    // The time limit and process.exit errors name the file already.
    if (cause instanceof RnhcError && cause.file === file) throw cause;
    throw new ContentError(`The MDX content threw while it was loaded: ${messageOf(cause)}`, { file, cause });
  }
  const Content = module.exports.default as (props: Record<string, unknown>) => ReactNode;
  const highlighter: CodeHighlighter = options.highlighter;
  const { localiseCode } = createLocalisation(options);
  const site = options.site;
  // Warnings of islands (once each: the page may render twice).
  const warned = new Set<string>();
  const islandRender = {
    warn(message: string, line: number | undefined) {
      const key = `${line}\0${message}`;
      if (warned.has(key)) return;
      warned.add(key);
      scope.page.message(message, line ? { line, column: 1 } : undefined).ruleId = 'mdx-island';
    },
  };
  let pageMeta: PageRuntime['meta'] = {};
  const render = (highlight: (code: string, lang?: string, meta?: string) => ReactNode) => {
    pageMeta = {};
    let id = 0;
    const mdx = { nextId: () => ++id, highlight };
    const content = createElement(
      runtime.IslandRenderContext.Provider,
      { value: islandRender },

      createElement(
        runtime.MdxRuntimeContext.Provider,
        { value: mdx },
        scope.components
          ? createElement(
              runtime.MdxComponentsContext.Provider,
              { value: scope.components },
              createElement(Content, {}),
            )
          : createElement(Content, {}),
      ),
    );
    return renderSiteCode(file, () =>
      renderToString(
        site
          ? createElement(
              runtime.PageRuntimeContext.Provider,
              {
                value: { site, path: options.routeOfFile(file) ?? site.baseUrl, meta: pageMeta },
              },
              content,
            )
          : content,
      ),
    );
  };
  try {
    // `<CodeBlock>` code is only known once the content renders: a first pass collects the blocks
    // shiki has not prepared, the second renders them.
    const pending: PreparedBlock[] = [];
    const first = render((code, lang, meta) => {
      pending.push({ key: highlighter.keyOf(code, lang, meta), code, lang, meta });
      return null;
    });
    const withTitle = (html: string) => ({
      html: restoreRaw(html),
      ...(pageMeta.documentTitle ? { documentTitle: pageMeta.documentTitle } : {}),
    });
    if (pending.length === 0) return withTitle(first);
    await highlighter.prepare(pending);
    return withTitle(
      render((code, lang, meta) =>
        createElement(RAW_TAG, { 'data-html': localiseCode(highlighter.render(code, lang, meta)) }),
      ),
    );
  } catch (cause) {
    if (cause instanceof RnhcError && cause.file === file) throw cause;
    throw new ContentError(`The MDX content threw while rendering: ${messageOf(cause)}`, { file, cause });
  }
}

/** h2-h6 headings with an id, as rehype-headings lists them (without their hash link). */
export function tocOfHtml(html: string): TocItem[] {
  const toc: TocItem[] = [];
  visit(fromHtml(html, { fragment: true }), 'element', (node: Element) => {
    const level = /^h([2-6])$/.exec(node.tagName)?.[1];
    const id = node.properties.id;
    if (!level || typeof id !== 'string' || id === 'footnote-label') return;
    const children = node.children.filter(
      (child) =>
        !(
          child.type === 'element' &&
          child.tagName === 'a' &&
          String(child.properties.className ?? '').includes('hash-link')
        ),
    );
    const unwrap = (nodes: ElementContent[]): ElementContent[] =>
      nodes.flatMap((n) => (n.type === 'element' && n.tagName === 'a' ? unwrap(n.children) : [n]));
    toc.push({ id, value: toHtml({ type: 'root', children: unwrap(children) }).trim(), level: Number(level) });
  });
  return toc;
}

/** The front matter of an MDX file (the render gets its body only). */
async function readFrontMatter(file: string): Promise<Record<string, unknown>> {
  try {
    return splitFrontMatter(await readFile(file, 'utf8'), file).frontMatter as Record<string, unknown>;
  } catch {
    return {}; // the body's own render reports a file it cannot read
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The first cycle of MDX imports in a bundle, as the chain of files from the first one back to it;
 * the page (esbuild's `<stdin>`) counts as its own file, so a partial importing its page is one.
 */
export function findPartialCycle(
  metafile: { inputs: Record<string, { imports: Array<{ path: string }> }> },
  page: string,
): string[] | undefined {
  const isMarkdown = (file: string) => /\.mdx?$/.test(file);
  const fileOf = (input: string) => (input === '<stdin>' ? path.resolve(page) : path.resolve(input));
  const edges = new Map<string, string[]>();
  for (const [input, { imports }] of Object.entries(metafile.inputs)) {
    const from = fileOf(input);
    if (from !== path.resolve(page) && !isMarkdown(from)) continue;
    const targets = imports.map((i) => fileOf(i.path)).filter(isMarkdown);
    edges.set(from, [...(edges.get(from) ?? []), ...targets]);
  }
  const done = new Set<string>();
  const visit = (file: string, chain: string[]): string[] | undefined => {
    const at = chain.indexOf(file);
    if (at >= 0) return [...chain.slice(at), file];
    if (done.has(file)) return undefined;
    for (const next of edges.get(file) ?? []) {
      const found = visit(next, [...chain, file]);
      if (found) return found;
    }
    done.add(file);
    return undefined;
  };
  return visit(path.resolve(page), []);
}

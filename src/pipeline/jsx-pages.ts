import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ComponentType, ReactNode } from 'react';
import type { PageRuntime } from '../../templates/docusaurus/index.tsx';
import type { ContentModel } from '../content/types.ts';
import type { CodeThemes } from '../markdown/code-themes.ts';
import type { CodeHighlighter, RemoteHighlighter } from '../markdown/highlighter.ts';
import { CODE_TAG } from '../shared/island-names.ts';
import { jsonForScript } from '../shared/script-json.ts';
import type { SiteData } from '../shared/types.ts';
import { AggregateBuildError, ContentError, RnhcError } from '../util/errors.ts';
import { escapeHtml } from '../util/html.ts';
import { runSiteCode } from '../util/site-code.ts';
import { assetImports, type RegisterAsset } from './asset-imports.ts';
import type { Route } from './create-routes.ts';
import { cssModules } from './css-modules.ts';
import { docusaurusShims, RUNTIME, requireFromHere } from './docusaurus-shims.ts';
import { splitLayoutFrame } from './layout-frame.ts';
import { markdownImports } from './markdown-imports.ts';
import { buildLenient } from './missing-exports.ts';
import type { FileSink } from './output/write-output.ts';
import { nestingGuardPlugin, renderSiteCode, requireTracked, TRACKED_JSX_RUNTIME } from './render/nesting-guard.ts';
import { sassStyles } from './sass-styles.ts';

/** Entry points that are a page and the site's Root, bundled together (withRoot). */
const WITH_ROOT = 'rnhc-with-root:';

/** The virtual entry of a page with the Root: the page's exports, and the Root as `__rnhcRoot`. */
function withRoot(rootFile: string): Plugin {
  return {
    name: 'rnhc-with-root',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${WITH_ROOT}`) }, (args) => ({
        path: args.path.slice(WITH_ROOT.length),
        namespace: 'rnhc-with-root',
      }));
      build.onLoad({ filter: /.*/, namespace: 'rnhc-with-root' }, (args) => {
        const page = JSON.stringify(args.path);
        return {
          contents: `export * from ${page};\nexport { default } from ${page};\nexport { default as __rnhcRoot } from ${JSON.stringify(rootFile)};\n`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}

/** A React page component of the pages folder, compiled and ready to render. */
export interface JsxPage {
  /** The compiled component (the site's Root is rendered on its own: render-swizzled.ts). */
  component: ComponentType<Record<string, unknown>>;
  render(site: SiteData, pagePath?: string, highlight?: Highlight, options?: RenderJsxOptions): RenderedJsxPage;
  meta: { title?: string; description?: string };
}

/** How a page component renders. */
export interface RenderJsxOptions {
  /**
   * Its content outside `@theme/Layout` is taken out for the theme to show outside its frame
   * (`frame`, layout-frame.ts): a page route's; a swizzled component shows all it renders in place.
   */
  splitFrame?: boolean;
}

/** `@theme/CodeBlock`'s code as HTML (undefined: not highlighted yet), see MdxRuntime. */
export type Highlight = (code: string, lang: string | undefined, meta: string | undefined) => string | undefined;

/** A page component's output. */
export interface RenderedJsxPage {
  html: string;
  meta: { title?: string; description?: string };
  /** Set when the page rendered Docusaurus's `<Redirect>`: the URL it sends readers to. */
  redirect?: string;
  /** What the page renders outside `@theme/Layout` (with `splitFrame`), shown outside the theme's frame. */
  frame?: { before: string; after: string };
}

/**
 * loadJsxPages, with the files the components import (`import img from './x.png'`) copied by
 * `writer` at the hashed names the rendered HTML links (none copied without a writer).
 */
export async function loadJsxPagesWithAssets(options: {
  files: string[];
  dir: string;
  siteDir?: string | undefined;
  islands?: Record<string, string> | undefined;
  baseUrl: string;
  writer?: FileSink | undefined;
  rootFile?: string | undefined;
}): Promise<Map<string, JsxPage>> {
  const copies = new Map<string, string>();
  const pages = await loadJsxPages(
    options.files,
    options.dir,
    options.siteDir,
    options.islands,
    (file, name) => {
      copies.set(name, file);
      return options.baseUrl + name;
    },
    options.rootFile,
  );
  const { writer } = options;
  if (writer) await Promise.all([...copies].map(([name, file]) => writer.copy(file, name)));
  return pages;
}

/**
 * Compiles the `.tsx`/`.jsx` pages in one esbuild call and loads them with this package's React,
 * so a site folder needs no node_modules of its own. Pages are prerendered to HTML and, when
 * `islands` has the page's browser module, written as an island the browser hydrates (the page
 * component, inside the theme's layout); a `<Redirect>` page stays a static redirect.
 */
export async function loadJsxPages(
  files: string[],
  pagesDir: string,
  siteDir = pagesDir,
  islands: Record<string, string> = {},
  registerAsset: RegisterAsset = () => undefined,
  /** The site's swizzled `src/theme/Root`: each page renders inside it, as its island hydrates. */
  rootFile?: string,
): Promise<Map<string, JsxPage>> {
  const pages = new Map<string, JsxPage>();
  if (files.length === 0) return pages;
  if (rootFile && !files.includes(rootFile)) files = [...files, rootFile];
  // Output paths under one folder holding every file (the Root is in src/theme, pages in src/pages).
  const outbase = files.every((file) => !path.relative(pagesDir, file).startsWith('..')) ? pagesDir : siteDir;
  const [esbuild, { createElement }, { renderToString }, runtime] = await Promise.all([
    import('esbuild'),
    import('react'),
    import('react-dom/server'),
    import('../../templates/docusaurus/index.tsx'),
  ]);
  const requireForPages = (id: string) =>
    id === RUNTIME ? runtime : id === TRACKED_JSX_RUNTIME ? requireTracked(runtime) : requireFromHere(id);
  let result: Awaited<ReturnType<typeof esbuild.build>> & { outputFiles: Array<{ path: string; text: string }> };
  try {
    result = await buildLenient({
      absWorkingDir: pagesDir,
      // With a Root, each page's bundle brings it too: the page and the Root then share the
      // modules they both import (a context the Root provides is the one the page reads).
      entryPoints: rootFile
        ? files.map((file) => ({
            in: file === rootFile ? file : `${WITH_ROOT}${file}`,
            out: path.relative(outbase, file).replace(/\.(tsx|jsx|ts|js|mjs)$/, ''),
          }))
        : files,
      bundle: true,
      write: false,
      format: 'cjs',
      platform: 'node',
      jsx: 'automatic',
      outdir: '/virtual',
      outbase,
      external: ['react', 'react-dom', 'react/jsx-runtime', RUNTIME],
      // Docusaurus pages may hold JSX in `.js` files; CSS modules are css-modules.ts's (the same
      // scoped names as in the browser's bundles).
      loader: { '.js': 'jsx', '.css': 'css' },
      plugins: [
        ...(rootFile ? [withRoot(rootFile)] : []),
        nestingGuardPlugin(siteDir),
        assetImports(registerAsset, siteDir),
        markdownImports(),
        cssModules(siteDir),
        sassStyles(siteDir),
        docusaurusShims(siteDir),
      ],
      logLevel: 'silent',
    });
  } catch (error) {
    const failures =
      (error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> })
        .errors ?? [];
    throw new AggregateBuildError(
      'A page component does not compile',
      failures.map(
        (f) =>
          new ContentError(f.text, {
            ...(f.location
              ? {
                  file: path.resolve(pagesDir, f.location.file),
                  position: { line: f.location.line, column: f.location.column + 1 },
                }
              : {}),
          }),
      ),
    );
  }
  const outputs = new Map(result.outputFiles.map((o) => [o.path, o.text]));
  for (const file of files) {
    const base = path.join('/virtual', path.relative(outbase, file)).replace(/\.(tsx|jsx|ts|js)$/, '');
    const text = outputs.get(`${base}.js`);
    if (text === undefined) continue;
    // The page's styles (its CSS imports, CSS modules included) travel with its HTML.
    const css = outputs.get(`${base}.css`);
    const style = css ? `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
    const module = { exports: {} as Record<string, unknown> };
    // The compiled page is our own site's code (trusted like the config), run with our React.
    try {
      runSiteCode(file, 'loading the page component', () =>
        new Function('require', 'module', 'exports', text)(requireForPages, module, module.exports),
      );
    } catch (cause) {
      // The time limit and process.exit errors name the file already.
      if (cause instanceof RnhcError && cause.file === file) throw cause;
      throw new ContentError(
        `The page component threw while it was loaded: ${cause instanceof Error ? cause.message : String(cause)}`,
        { file, cause },
      );
    }
    const Component = module.exports.default;
    // `React.memo(Footer)` and `forwardRef(...)` are components too, as objects (Docusaurus's own Footer).
    const isMemoOrForwardRef = typeof Component === 'object' && Component !== null && '$$typeof' in Component;
    if (typeof Component !== 'function' && !isMemoOrForwardRef) {
      throw new ContentError('A page component must have a default export (a React component)', { file });
    }
    // The page inside the Root its own bundle brought.
    const Root = module.exports.__rnhcRoot as ComponentType<{ children?: ReactNode }> | undefined;
    const inRoot = (node: ReactNode): ReactNode => (Root ? createElement(Root, null, node) : node);
    const meta = (module.exports.meta ?? {}) as JsxPage['meta'];
    pages.set(file, {
      component: Component as ComponentType<Record<string, unknown>>,
      meta,
      render(site, pagePath = site.baseUrl, highlight = () => undefined, options = {}) {
        const page: PageRuntime = { site, path: pagePath, meta: { ...meta }, usedStrings: new Map() };
        let html: string;
        let id = 0;
        // `@theme/CodeBlock` highlighted as in MDX, in an element whose HTML hydration keeps.
        const mdx = {
          nextId: () => ++id,
          highlight: (code: string, lang: string | undefined, codeMeta: string | undefined) =>
            createElement(CODE_TAG, { dangerouslySetInnerHTML: { __html: highlight(code, lang, codeMeta) ?? '' } }),
        };
        try {
          html = renderSiteCode(file, () =>
            renderToString(
              createElement(
                runtime.PageRuntimeContext.Provider,
                { value: page },
                createElement(
                  runtime.MdxRuntimeContext.Provider,
                  { value: mdx },
                  // With the props Docusaurus gives a page (config, location...), as in the browser,
                  // inside the site's Root as its island hydrates (client/islands-runtime.tsx).
                  inRoot(
                    createElement(runtime.RoutePage, {
                      component: Component as ComponentType<Record<string, unknown>>,
                      props: { site },
                    }),
                  ),
                ),
              ),
            ),
          );
        } catch (cause) {
          if (cause instanceof RnhcError && cause.file === file) throw cause;
          throw new ContentError('The page component threw while rendering', { file, cause });
        }
        // Before the island wraps it: its content outside Layout, hidden in place, shown outside the frame.
        const split = options.splitFrame && !page.redirect ? splitLayoutFrame(html) : undefined;
        if (split) html = split.html;
        const module = islands[file];
        if (module && !page.redirect) {
          // Hydrated: the props are the site (data the browser has) and the messages it translated.
          const props = page.usedStrings?.size ? { __rnhcStrings: Object.fromEntries(page.usedStrings) } : {};
          html =
            `<rnhc-island data-module="${escapeHtml(module)}" data-export="default" data-page="" data-path="${escapeHtml(pagePath)}">` +
            `<script type="application/json">${jsonForScript(props)}</script>` +
            `<rnhc-island-root>${html}</rnhc-island-root></rnhc-island>`;
        }
        return {
          html: style + html,
          meta: page.meta,
          ...(page.redirect ? { redirect: page.redirect } : {}),
          ...(split ? { frame: { before: split.before, after: split.after } } : {}),
        };
      },
    });
  }
  return pages;
}

/**
 * The HTML of `<CodeBlock>`s by cache key: from the highlight cache, else from the build's
 * highlight thread when there is one, else from a highlighter started here for their languages.
 */
async function highlightBlocks(
  blocks: Array<[string, string | undefined, string | undefined]>,
  options: Parameters<typeof prerenderJsxPages>[0],
): Promise<Highlight> {
  const { createCodeHighlighter } = await import('../markdown/highlighter.ts');
  const languages = [...new Set([...options.content.languages, ...blocks.flatMap(([, lang]) => (lang ? [lang] : []))])];
  const highlighter: CodeHighlighter = await createCodeHighlighter({
    languages,
    themes: options.themes,
    cache: options.cache ?? new Map(),
    lazy: true,
    ...(options.plain ? { plain: true } : options.remote ? { remote: options.remote(languages) } : {}),
  });
  const prepared = blocks.map(([code, lang, meta]) => ({ key: highlighter.keyOf(code, lang, meta), code, lang, meta }));
  await highlighter.prepare(prepared);
  const html = new Map(prepared.map((block) => [block.key, highlighter.render(block.code, block.lang, block.meta)]));
  for (const [key, value] of highlighter.used) options.used?.set(key, value);
  return (code, lang, meta) => html.get(highlighter.keyOf(code, lang, meta));
}

/**
 * Compiles the site's page components and renders them into their routes: page components run
 * on the main thread only (render workers never load site code), their HTML travels with the route.
 * Code of `<CodeBlock>` is highlighted by a highlighter started only when a page has some.
 */
export async function prerenderJsxPages(options: {
  routes: Route[];
  content: ContentModel;
  pagesDir: string;
  siteDir?: string;
  site: SiteData;
  islands?: Record<string, string>;
  /** Where files the pages import are copied (their URL: the base URL and `name`). */
  writer?: FileSink;
  /** The site's swizzled `src/theme/Root`, around each page. */
  rootFile?: string;
  /** Highlighted blocks of earlier builds; the blocks used are added to `used` (the next cache). */
  cache?: Map<string, string>;
  used?: Map<string, string>;
  /** `check`: code shown plain, shiki never started (as for markdown). */
  plain?: boolean;
  /** The code themes (the config's `markdown.codeThemes`). */
  themes?: CodeThemes | undefined;
  /**
   * The build's highlight thread (highlight-thread.ts), for these languages: blocks missing from
   * the cache are highlighted there, by the shiki the markdown pages then use too.
   */
  remote?: (languages: string[]) => RemoteHighlighter;
  /** Docusaurus before 2.0.0-beta.18: a page that names no title has an empty `<title>` (load-config.ts). */
  untitledEmpty?: boolean;
}): Promise<void> {
  const files = options.content.pages.filter((p) => p.kind === 'tsx').map((p) => p.file);
  const pages = await loadJsxPagesWithAssets({
    files,
    dir: options.pagesDir,
    siteDir: options.siteDir,
    islands: options.islands,
    baseUrl: options.site.baseUrl,
    writer: options.writer,
    rootFile: options.rootFile,
  });
  // (The site's title, which later Docusaurus gives such a page, is page-data.ts's default.)
  const untitled = <T extends { meta: { title?: string; documentTitle?: string } }>(rendered: T): T => {
    if (options.untitledEmpty && !rendered.meta.title && rendered.meta.documentTitle === undefined)
      rendered.meta.documentTitle = '';
    return rendered;
  };
  // A first render lists the pages' code blocks; then they are highlighted all at once.
  const blocks: Array<[string, string | undefined, string | undefined]> = [];
  const again: Array<{ route: Extract<Route, { kind: 'jsxPage' }>; jsx: JsxPage; pagePath: string }> = [];
  for (const route of options.routes) {
    const jsx = route.kind === 'jsxPage' ? pages.get(route.page.file) : undefined;
    if (route.kind !== 'jsxPage' || !jsx) continue;
    const pagePath = `${options.site.baseUrl}${route.route ? `${route.route}` : ''}`;
    const before = blocks.length;
    route.rendered = untitled(
      jsx.render(
        options.site,
        pagePath,
        (code, lang, meta) => {
          blocks.push([code, lang, meta]);
          return undefined;
        },
        { splitFrame: true },
      ),
    );
    if (blocks.length > before) again.push({ route, jsx, pagePath });
  }
  if (blocks.length === 0) return;
  const highlight = await highlightBlocks(blocks, options);
  for (const { route, jsx, pagePath } of again)
    route.rendered = untitled(jsx.render(options.site, pagePath, highlight, { splitFrame: true }));
}

/**
 * `--untrusted`: React pages are code, so none runs. Each route still exists (links to it are
 * valid) with a page saying why it is empty, and each is named in a warning: nothing is skipped
 * silently. Its own links are not checked.
 */
export function skipJsxPages(
  routes: Route[],
  content: ContentModel,
  site: SiteData,
  logger: { warn(message: string): void },
): void {
  const relative = (file: string) => path.relative(process.cwd(), file) || file;
  for (const page of content.pages) {
    if (page.kind === 'tsx')
      logger.warn(
        `${relative(page.file)}: a React page is code; this untrusted build does not run it (its links are not checked)`,
      );
  }
  for (const route of routes) {
    if (route.kind !== 'jsxPage') continue;
    const name = escapeHtml(path.basename(route.page.file));
    route.rendered = {
      html: `<main class="container margin-vert--lg"><p>${name} is a React page: an untrusted build of ${escapeHtml(site.title)} does not run site code.</p></main>`,
      meta: { title: path.basename(route.page.file).replace(/\.\w+$/, '') },
    };
  }
}

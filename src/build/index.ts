import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { SiteData } from '../../templates/types.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { loadConfig } from '../config/load-config.ts';
import { collectBlog } from '../content/blog/collect-blog.ts';
import type { BlogModel } from '../content/blog/types.ts';
import { collectContent } from '../content/collect-content.ts';
import type { ContentModel } from '../content/types.ts';
import { loadHighlightCache, saveHighlightCache } from '../markdown/highlight-cache.ts';
import { createSearchIndex } from '../search/create-search-index.ts';
import { AggregateBuildError, RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { packageInfo } from '../util/package-root.ts';
import { createBlogFeeds } from './blog-feeds.ts';
import { appendBlogRoutes } from './blog-routes.ts';
import { createLinkChecker, type LinkProblem } from './check-links.ts';
import { writeClientAssets, writeCustomCss } from './client-assets.ts';
import { copyStatic } from './copy-static.ts';
import { createRoutes, type Route } from './create-routes.ts';
import { prerenderJsxPages } from './jsx-pages.ts';
import { codeFingerprint, pruneMarkdownCache } from './markdown-cache.ts';
import type { PageAssets } from './render-document.ts';
import { renderPages } from './render-pages.ts';
import type { RenderContext } from './render-route.ts';
import { createUrlResolver, resolveSite, type UrlResolver } from './resolve-site.ts';
import { createSitemap } from './sitemap.ts';
import { createTask } from './task.ts';
import { createOutputWriter } from './write-output.ts';

/** How to build. */
export interface BuildOptions {
  configFile: string;
  /** Output folder (default: `build` next to the config file). */
  outDir?: string;
  /** Use and update the highlight cache (default true). Output is the same either way. */
  cache?: boolean;
  /** Build and check without writing anything (`rnhc-docs check`). */
  dryRun?: boolean;
  /** Render threads (default: by site size; watch mode forces fresh workers after a theme edit). */
  workers?: number;
  /**
   * At least this many render threads, whatever the site's size. Watch mode asks for one: its
   * server shares the main thread, and a page rendering there (0.1-0.5 s each while shiki is
   * cold) would hold back every request, the first page's stylesheet and script included.
   */
  minWorkers?: number;
  /** Render workers already started without init data (see render-worker-file.ts), used first. */
  startedWorkers?: readonly Worker[];
  /**
   * Stops the build between steps and between batches of pages (watch mode's Ctrl-C): it then
   * fails with the signal's reason, and like any failed build leaves no temporary folder behind.
   */
  signal?: AbortSignal;
  /**
   * Called with the folder the build writes into, before any page: watch mode serves pages from
   * it while its first build runs (each file then lands under a temporary name and is renamed),
   * and `want` moves the page writing one of these files to the front of what is left to render.
   */
  onWriting?: (dir: string, want: (files: readonly string[]) => void) => void;
  /** Build blog posts marked `draft: true` (serve --watch, like Docusaurus's dev server). */
  drafts?: boolean;
  logger: Logger;
}

/** What a build produced. */
export interface BuildResult {
  outDir: string;
  pages: number;
  files: number;
  bytes: number;
  durationMs: number;
  warnings: number;
  /** Milliseconds per step. */
  timings: Record<string, number>;
  /** Render threads used (0: rendered on the main thread). */
  workers: number;
  /** Milliseconds summed over pages and threads: markdown (with highlighting) and theme render. */
  renderTiming: { markdown: number; theme: number };
  /** The model the pages were rendered from (watch mode keeps it for incremental edits). */
  model: BuildModel;
}

/** What a build knew when it rendered: enough to re-render any one page later. */
export interface BuildModel {
  config: ResolvedConfig;
  content: ContentModel;
  /** The blog set, when the site has a blog. */
  blog?: BlogModel;
  urls: UrlResolver;
  routes: Route[];
  context: RenderContext;
}

/** Folder of caches next to a site (removed by `rnhc-docs clear`). */
export function cacheDirOf(siteDir: string): string {
  return path.join(siteDir, '.rnhc-cache');
}

/** The whole build, step by step. A failed build leaves the previous output untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { logger } = options;
  const timings: Record<string, number> = {};
  const task = createTask(logger, timings, options.signal);
  const useCache = options.cache !== false;

  const config = await task('Loading config', () => loadConfig(options.configFile));
  for (const notice of config.notices) logger.warn(notice);
  const outDir = path.resolve(options.outDir ?? path.join(config.siteDir, 'build'));
  const [content, blog] = await task('Reading content', () =>
    Promise.all([collectContent(config), collectBlog({ config, drafts: options.drafts === true })]),
  );
  for (const warning of content.warnings) logger.warn(warning);
  const urls = createUrlResolver(config);
  const site = resolveSite({ config, content, urls, searchIndexHref: `${config.baseUrl}search-index.json` });
  const routes = createRoutes({ config, content, site, urls });
  if (blog) appendBlogRoutes({ routes, blog, urls, siteTitle: config.title });
  const blogErrors: RnhcError[] = [];
  for (const notice of blog?.notices ?? []) report(notice.policy, notice.message, logger, blogErrors);
  if (blogErrors.length > 0) throw new AggregateBuildError(`${blogErrors.length} blog errors`, blogErrors);

  let renderedWorkers = 0;
  let context: RenderContext | undefined;
  let renderTiming = { markdown: 0, theme: 0 };
  const writer = await createOutputWriter({
    outDir,
    protectedDirs: [
      config.siteDir,
      config.docsDir,
      config.pagesDir,
      ...(config.blogDir ? [config.blogDir] : []),
      ...config.staticDirs,
    ],
    dryRun: options.dryRun === true,
    atomic: options.onWriting !== undefined,
  });
  // Pages asked for before the render queue exists are moved forward once it does.
  const wanted: Array<readonly string[]> = [];
  let want = (files: readonly string[]) => {
    wanted.push(files);
  };
  options.onWriting?.(writer.dir, (files) => want(files));
  try {
    const cacheFile = useCache ? path.join(cacheDirOf(config.siteDir), 'highlight.json') : undefined;
    const [cache] = await task('Preparing renderers', () =>
      Promise.all([
        loadHighlightCache(cacheFile),
        prerenderJsxPages({ routes, content, pagesDir: config.pagesDir, siteDir: config.siteDir, site }),
      ]),
    );
    const assets = await task('Copying assets', async () => {
      await copyStatic(config.staticDirs, writer);
      const [client, customStylesheet] = await Promise.all([
        writeClientAssets({ site, writer }),
        writeCustomCss({
          files: config.customCssFiles,
          baseUrl: config.baseUrl,
          writer,
          where: (index) => config.where(['theme', 'customCss', ...(config.customCssFiles.length > 1 ? [index] : [])]),
        }),
      ]);
      return customStylesheet ? { ...client, customStylesheet } : client;
    });

    const markdownCache =
      useCache && !options.dryRun
        ? { dir: path.join(cacheDirOf(config.siteDir), 'markdown'), salt: `${codeFingerprint()}\0${config.baseUrl}` }
        : undefined;
    const renderContext = {
      ...createRenderContext({ config, content, urls, site, assets, ...(blog ? { blog } : {}) }),
      ...(markdownCache ? { markdownCache } : {}),
    };
    context = renderContext;

    const links = createLinkChecker({ baseUrl: config.baseUrl, files: writer.files });
    const rendered = await task('Rendering pages', () =>
      renderPages({
        routes,
        context: renderContext,
        writer,
        links,
        languages: [...new Set([...content.languages, ...(blog?.languages ?? [])])],
        cache,
        cacheFile,
        ...(options.workers !== undefined ? { workers: options.workers } : {}),
        ...(options.minWorkers !== undefined ? { minWorkers: options.minWorkers } : {}),
        ...(options.startedWorkers ? { startedWorkers: options.startedWorkers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        onQueue: (queueWant) => {
          want = queueWant;
          for (const files of wanted) queueWant(files);
        },
        onProgress: (done, total) => {
          if (done % 25 === 0 || done === total) logger.progress(`Rendering pages ${done}/${total}`);
        },
      }),
    );
    renderedWorkers = rendered.workers;
    renderTiming = rendered.timing;
    for (const lang of rendered.unknownLanguages) {
      logger.warn(`Code blocks in "${lang}" are shown without highlighting: shiki has no grammar of that name`);
    }
    await task('Writing indexes', async () => {
      await Promise.all([...rendered.assets].map(([from, to]) => writer.copy(from, to)));
      await writer.write('sitemap.xml', createSitemap(rendered.sitemap));
      if (blog) {
        const feeds = createBlogFeeds({
          blog,
          urls,
          origin: config.url,
          siteTitle: config.title,
          favicon: site.favicon,
          html: rendered.feeds,
        });
        for (const [file, text] of feeds) await writer.write(file, text);
      }
      await writer.write('route-manifest.json', `${JSON.stringify(rendered.manifest, null, 1)}\n`);
      // Not hashed: it is the last thing a build knows, after every page that could name it.
      await writer.write('search-index.json', createSearchIndex(rendered.search));
    });

    const errors: RnhcError[] = [];
    for (const warning of rendered.warnings) {
      const policy = warning.ruleId === 'broken-markdown-link' ? config.onBrokenMarkdownLinks : 'warn';
      report(policy, `${warning.location}: ${warning.message}`, logger, errors);
    }
    const problems = await task('Checking links', () => links.check());
    for (const [problem, pages] of groupProblems(problems)) {
      const policy = problem.kind === 'link' ? config.onBrokenLinks : config.onBrokenAnchors;
      report(policy, describeProblem(problem, pages), logger, errors);
    }
    if (errors.length > 0) {
      throw new AggregateBuildError(
        `The build failed: ${errors.length} broken link${errors.length === 1 ? '' : 's'} (onBrokenLinks: throw)`,
        errors,
      );
    }
    await task('Finishing', async () => {
      await writer.commit();
      // Rewritten only when something new was highlighted or old entries dropped out.
      const changed = rendered.used.size !== cache.size || [...rendered.used.keys()].some((k) => !cache.has(k));
      if (cacheFile && !options.dryRun && changed) await saveHighlightCache(cacheFile, rendered.used);
      if (markdownCache) pruneMarkdownCache(markdownCache.dir, rendered.markdownKeys);
    });
  } catch (error) {
    await writer.abort();
    throw error;
  } finally {
    logger.done();
  }
  return {
    outDir,
    pages: routes.length,
    files: writer.files.size,
    bytes: writer.bytes,
    durationMs: Math.round(performance.now() - started),
    warnings: logger.warnings,
    timings,
    workers: renderedWorkers,
    renderTiming,
    // Set whenever the build got this far: every path that leaves it unset throws above.
    model: { config, content, ...(blog ? { blog } : {}), urls, routes, context: context as RenderContext },
  };
}

/** Everything a page renderer needs, as plain data (sent to render workers). */
export function createRenderContext(options: {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  site: SiteData;
  assets: PageAssets;
  blog?: BlogModel;
}): RenderContext {
  const { config, content, urls } = options;
  const routeOfFile: Record<string, string> = {};
  for (const doc of content.docs) routeOfFile[doc.file] = urls.route(doc.route);
  for (const page of content.pages) if (page.kind === 'md') routeOfFile[page.file] = urls.route(page.route);
  for (const post of options.blog?.posts ?? []) routeOfFile[post.file] = urls.route(post.route);
  return {
    site: options.site,
    assets: options.assets,
    version: packageInfo().version,
    url: config.url,
    trailingSlash: config.trailingSlash,
    editUrl: config.docs.editUrl,
    tocMinLevel: config.themeConfig.tableOfContents.minHeadingLevel,
    tocMaxLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
    ogImage: config.themeConfig.image ? config.url + urls.asset(config.themeConfig.image) : undefined,
    routeOfFile,
  };
}

function report(policy: 'ignore' | 'log' | 'warn' | 'throw', message: string, logger: Logger, errors: RnhcError[]) {
  if (policy === 'throw') errors.push(new RnhcError(message));
  else if (policy === 'warn') logger.warn(message);
  else if (policy === 'log') logger.info(message);
}

/** Links without a markdown source (navbar, footer ...) repeat on every page: one message per href. */
function groupProblems(problems: LinkProblem[]): Map<LinkProblem, string[]> {
  const groups = new Map<LinkProblem, string[]>();
  const byHref = new Map<string, LinkProblem>();
  for (const problem of problems) {
    if (problem.source) {
      groups.set(problem, [problem.page]);
      continue;
    }
    const key = `${problem.kind}\0${problem.href}`;
    const first = byHref.get(key);
    if (first) groups.get(first)?.push(problem.page);
    else {
      byHref.set(key, problem);
      groups.set(problem, [problem.page]);
    }
  }
  return groups;
}

function describeProblem(problem: LinkProblem, pages: string[]): string {
  const what = problem.kind === 'link' ? 'Broken link' : 'Broken anchor';
  const where =
    pages.length === 1
      ? `on page ${pages[0]}`
      : `on ${pages.length} pages (${pages.slice(0, 2).join(', ')}${pages.length > 2 ? ` and ${pages.length - 2} more` : ''})`;
  return `${problem.source ? `${problem.source}: ` : ''}${what} ${where}: ${problem.href}`;
}

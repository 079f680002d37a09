import os from 'node:os';
import type { Worker } from 'node:worker_threads';
import type { ListedTwin } from '../../llms/create-llms-files.ts';
import type { SearchDocument } from '../../search/types.ts';
import { drainLimit } from '../../util/map-limit.ts';
import type { LinkChecker } from '../links/check-links.ts';
import type { SitemapEntry } from '../output/sitemap.ts';
import type { OutputWriter } from '../output/write-output.ts';
import type { HighlightThread } from './highlight-thread.ts';
import { highlighterMode } from './render-mode.ts';
import { createRenderPool } from './render-pool.ts';
import type { RenderContext, RouteResult } from './render-route.ts';
import { renderWorkerFile } from './render-worker-file.ts';
import type { RouteQueue } from './route-queue.ts';

/** Below this many routes, starting workers (about 0.3 s each) costs more than it saves. */
const WORKER_THRESHOLD = 120;
/** Pages rendered at once on this thread while a highlight thread renders their code. */
const REMOTE_PAGES_IN_FLIGHT = WORKER_THRESHOLD;

interface RenderPagesOptions {
  /** The routes to render, taken from its front (the caller may reorder what is left). */
  queue: RouteQueue;
  context: RenderContext;
  writer: OutputWriter;
  links: LinkChecker;
  /** Fence languages of the site (grammars to load). */
  languages: string[];
  /** Highlighted blocks of earlier builds. */
  cache: Map<string, string>;
  cacheFile: string | undefined;
  /** Render threads; default by site size (RNHC_WORKERS overrides); 0 renders on this thread. */
  workers?: number;
  /** Workers started ahead, without init data (see render-worker-file.ts), used first. */
  started?: readonly Worker[];
  /** Stops rendering between pages (see BuildOptions.signal). */
  signal?: AbortSignal;
  /** Highlights code for a build rendered on this thread (see highlight-thread.ts). */
  highlightThread?: HighlightThread;
  onProgress: (done: number, total: number) => void;
}

/** What rendering all pages produced, besides the files. */
export interface RenderedSite {
  warnings: RouteResult['warnings'];
  manifest: Array<RouteResult['manifest']>;
  sitemap: SitemapEntry[];
  assets: Map<string, string>;
  /** Highlighted blocks used by this build: the next cache. */
  used: Map<string, string>;
  highlighted: number;
  unknownLanguages: Set<string>;
  workers: number;
  /** Pages for the search index, sorted by path. */
  search: SearchDocument[];
  /** Summed over pages (all threads): markdown with highlighting, and the theme's React render. */
  timing: { markdown: number; theme: number };
  /** Markdown cache entries the pages used. */
  markdownKeys: Set<string>;
  /** The pages' markdown twins, for the llms files. */
  twins: ListedTwin[];
  /** Blog posts' full HTML by page path, for the feeds. */
  feeds: Map<string, string>;
  /** Routes whose code was rendered plain (see the highlighter's `plainUntilReady`). */
  plainRoutes: string[];
}

/** How many render threads to use: RNHC_WORKERS, else one per core for large sites. */
export function workerCount(routes: number): number {
  const configured = workersFromEnv().count;
  if (configured !== undefined) return configured;
  if (routes < WORKER_THRESHOLD) return 0;
  return Math.min(os.availableParallelism(), 4);
}

/**
 * RNHC_WORKERS read and bounded: more render threads than cores only costs memory (each holds a
 * React and a shiki; 64 threads took 1.7 GB for 30 pages), so the count is clamped to the cores
 * (at least 2); a value that is not a whole number is ignored. `warning` says what was changed.
 */
export function workersFromEnv(value = process.env.RNHC_WORKERS): { count: number | undefined; warning?: string } {
  if (value === undefined || value.trim() === '') return { count: undefined };
  const wanted = Number(value);
  if (!Number.isInteger(wanted) || wanted < 0) {
    return {
      count: undefined,
      warning: `RNHC_WORKERS must be a whole number of render threads (got ${JSON.stringify(value)}); ignored`,
    };
  }
  const max = Math.max(2, os.availableParallelism());
  if (wanted > max) {
    return {
      count: max,
      warning: `RNHC_WORKERS=${wanted} is more render threads than this machine's ${os.availableParallelism()} cores; using ${max}`,
    };
  }
  return { count: wanted };
}

/** Renders every route, in worker threads for large sites, and feeds the link checker. */
export async function renderPages(options: RenderPagesOptions): Promise<RenderedSite> {
  const site: RenderedSite = {
    warnings: [],
    manifest: [],
    sitemap: [],
    assets: new Map(),
    used: new Map(),
    highlighted: 0,
    unknownLanguages: new Set(),
    workers: 0,
    search: [],
    timing: { markdown: 0, theme: 0 },
    markdownKeys: new Set(),
    twins: [],
    feeds: new Map(),
    plainRoutes: [],
  };
  let done = 0;
  const total = options.queue.size;
  const collect = (result: RouteResult) => {
    site.warnings.push(...result.warnings);
    site.manifest.push(result.manifest);
    if (result.sitemapUrl) {
      site.sitemap.push({
        url: result.sitemapUrl,
        ...(result.sitemapAlternates ? { alternates: result.sitemapAlternates } : {}),
      });
    }
    if (result.search) site.search.push(result.search);
    site.timing.markdown += result.timing.markdown;
    site.timing.theme += result.timing.theme;
    for (const [from, to] of result.assets) site.assets.set(from, to);
    for (const key of result.markdownKeys ?? []) site.markdownKeys.add(key);
    if (result.twin) site.twins.push(result.twin);
    if (result.feed) site.feeds.set(result.feed.path, result.feed.html);
    if (result.plainCode) site.plainRoutes.push(result.manifest.path);
    options.links.addPage(result.links.url, result.links.info, result.links.source);
    options.onProgress(++done, total);
  };

  const workerFile = renderWorkerFile();
  const count = workerFile ? (options.workers ?? workerCount(total)) : 0;
  if (workerFile && count > 0) {
    site.workers = count;
    await renderInWorkers({ ...options, count, workerFile, site, collect });
  } else {
    // Loaded here, not with this module: a build rendered in workers (watch mode's) keeps shiki,
    // the markdown pipeline and the theme off its main thread, whose start is part of the first
    // page's wait.
    const [{ createCodeHighlighter }, { createRouteRenderer, loadRouteRendererPlugins }] = await Promise.all([
      import('../../markdown/highlighter.ts'),
      import('./render-route.ts'),
    ]);
    const themes = options.context.markdown?.codeThemes;
    const remote =
      options.context.mode === 'check' ? undefined : options.highlightThread?.remote(options.languages, themes);
    const highlighter = await createCodeHighlighter({
      languages: options.languages,
      themes,
      cache: options.cache,
      keepUsed: options.cacheFile !== undefined,
      ...highlighterMode(options.context.mode),
      ...(remote ? { remote } : {}),
    });
    const userPlugins = await loadRouteRendererPlugins(options.context);
    const renderer = createRouteRenderer({
      context: options.context,
      highlighter,
      sink: options.writer,
      ...(userPlugins ? { userPlugins } : {}),
    });
    // Two at a time: rendering is CPU-bound, and a page asked for is done soonest when few share
    // the thread. After each page the event loop gets a turn: a render resolves without real I/O,
    // so otherwise the whole loop would run as one chain of microtasks and keep watch mode's
    // server from answering until the last page. With a highlight thread, every page is under way
    // at once: a page waiting for its code lets this thread parse the next ones meanwhile.
    await drainLimit(options.queue, remote ? REMOTE_PAGES_IN_FLIGHT : 2, async (route) => {
      options.signal?.throwIfAborted();
      collect(await renderer.render(route));
      await new Promise((resolve) => setImmediate(resolve));
    });
    site.used = highlighter.used;
    site.highlighted = highlighter.highlighted;
    site.unknownLanguages = highlighter.unknownLanguages;
  }
  site.manifest.sort((a, b) => a.path.localeCompare(b.path));
  site.sitemap.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
  site.search.sort((a, b) => a.path.localeCompare(b.path));
  site.warnings.sort((a, b) => a.location.localeCompare(b.location, undefined, { numeric: true }));
  return site;
}

interface PoolOptions extends RenderPagesOptions {
  count: number;
  workerFile: string;
  site: RenderedSite;
  collect: (result: RouteResult) => void;
}

/** Hands batches of routes to `count` workers; each writes its files straight into the temp folder. */
async function renderInWorkers(options: PoolOptions): Promise<void> {
  const { writer, site } = options;
  const pool = createRenderPool({
    workerFile: options.workerFile,
    count: options.count,
    init: {
      context: options.context,
      tempDir: writer.dir,
      dryRun: writer.dryRun,
      atomic: writer.atomic,
      languages: options.languages,
      cacheFile: options.cacheFile,
    },
    ...(options.started ? { started: options.started } : {}),
  });
  try {
    await pool.render(
      options.queue,
      (result) => {
        for (const [file, bytes] of result.written) writer.record(file, bytes);
        options.collect(result);
      },
      options.signal ? { signal: options.signal } : {},
    );
  } finally {
    const { used, unknownLanguages } = await pool.close();
    site.used = used;
    site.unknownLanguages = unknownLanguages;
  }
}

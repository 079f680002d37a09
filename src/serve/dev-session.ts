import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';
import { htmlFilesOf, pageDataFileOf, type Route } from '../build/create-routes.ts';
import { type BuildModel, buildSite, cacheDirOf } from '../build/index.ts';
import { createRenderPool, type RenderPool } from '../build/render-pool.ts';
import { renderWorkerFile } from '../build/render-worker-file.ts';
import type { UrlResolver } from '../build/resolve-site.ts';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { loadDocFile } from '../content/collect-content.ts';
import { splitFrontMatter } from '../content/front-matter.ts';
import { collectFenceLanguages, findFirstH1, loadTextFile } from '../content/source-file.ts';
import type { ContentModel, DocSource } from '../content/types.ts';
import { causeChain, RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { packageInfo } from '../util/package-root.ts';
import { createLiveReload, type LiveEvent } from './live-reload.ts';
import { type PendingBuild, type StaticServer, startStaticServer } from './static-server.ts';

const run = promisify(execFile);

/** Options of `rnhc-docs serve --watch`. */
export interface DevSessionOptions {
  configFile: string;
  outDir: string;
  host: string;
  port: number;
  logger: Logger;
  /**
   * Quiet time that collapses a burst of file events into one rebuild (default 4 ms: an editor's
   * save arrives within a millisecond or two, and every millisecond here is latency to the screen).
   */
  debounceMs?: number;
  /** A render worker started ahead (see render-worker-file.ts): the first build adopts it. */
  renderWorker?: Worker;
  /**
   * Ctrl-C before the session is returned: the first build stops (leaving no temporary folder),
   * and the session comes back only to be closed.
   */
  signal?: AbortSignal;
}

/** A running watch session. */
export interface DevSession {
  url: string;
  server: StaticServer;
  /** Resolves when no rebuild is queued or running (tests and benchmarks wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/** What an incremental update needs between edits. */
interface DevState {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  routes: Route[];
  siteDataHref: string;
  stylesheetHref: string;
  languages: Set<string>;
  pool: RenderPool;
}

type Change = 'add' | 'change' | 'unlink';

/**
 * Files editors write beside the one being saved (temporary and swap files, backups, emacs locks,
 * vim's `4913` write probe): never content, and each would otherwise trigger a full rebuild.
 */
const EDITOR_ARTIFACT = /(~|\.(tmp|swp|swx|swo|bak))$|^\.#|^#.*#$|^\.goutputstream-|^4913$/;

/** Builds once, serves the output with live reload, and rebuilds what each edit touches. */
export async function startDevSession(options: DevSessionOptions): Promise<DevSession> {
  const { logger } = options;
  const outDir = path.resolve(options.outDir);
  const live = createLiveReload();
  const packageRoot = packageInfo().root;
  const themeDirs = [path.join(packageRoot, 'templates'), path.join(packageRoot, 'client')].filter((d) =>
    existsSync(d),
  );
  let state: DevState | undefined;
  // Aborted on close (or an early Ctrl-C): a build under way stops between pages, and what it
  // throws then is no error to show.
  const stopping = new AbortController();
  if (options.signal?.aborted) stopping.abort();
  options.signal?.addEventListener('abort', () => stopping.abort(), { once: true });

  const fail = (error: unknown) => {
    if (stopping.signal.aborted) return;
    const located = error instanceof RnhcError ? error.location : undefined;
    const message = [
      error instanceof Error ? error.message : String(error),
      ...causeChain(error).map((c) => `caused by: ${c}`),
    ].join('\n');
    logger.error(`${located && !message.includes(located) ? `${located}: ` : ''}${message}`);
    live.send({ type: 'error', message, ...(located ? { location: located } : {}) });
  };

  // The folder of the build in progress: pages the output lacks are served from it meanwhile
  // (the first build, with a fresh output folder, shows its pages as they are written).
  let writing: PendingBuild | undefined;
  let spare = options.renderWorker;
  /** A full build (temp folder, swapped in), then the in-memory state for incremental edits. */
  const fullBuild = async (workers?: number) => {
    const started = performance.now();
    let settle = () => {};
    const settled = new Promise<void>((resolve) => {
      settle = resolve;
    });
    // Requests for pages the output lacks wait for this build; a tab waiting for a page has it
    // rendered next (asked for before the build writes, it is passed on once it does).
    const asked: Array<readonly string[]> = [];
    writing = { settled, want: (files) => asked.push(files) };
    const early = spare ? [spare] : undefined;
    spare = undefined;
    const result = await buildSite({
      configFile: options.configFile,
      outDir,
      logger,
      minWorkers: 1,
      // Like Docusaurus's dev server: drafts are visible while writing, never in a build.
      drafts: true,
      ...(early ? { startedWorkers: early } : {}),
      signal: stopping.signal,
      onWriting: (dir, want) => {
        for (const files of asked) want(files);
        writing = { dir, settled, want };
      },
      ...(workers !== undefined ? { workers } : {}),
    }).finally(() => {
      writing = undefined;
      settle();
      // Ended with its pool once adopted; a build that failed before rendering never adopted it.
      for (const worker of early ?? []) void worker.terminate();
    });
    const previous = state;
    // The build's own model: nothing is read or compiled a second time.
    state = loadState(result.model, outDir);
    if (previous) void previous.pool.close();
    logger.success(`Built ${result.pages} pages in ${Math.round(performance.now() - started)} ms`);
    return { previous, next: state };
  };

  // The server starts first: the previous output (if any) is served while the first build runs,
  // and it keeps serving when that build fails (the overlay tells the reader why).
  const config = await loadConfig(options.configFile);
  await mkdir(outDir, { recursive: true });
  const server = await startStaticServer({
    root: outDir,
    baseUrl: config.baseUrl,
    host: options.host,
    port: options.port,
    transformHtml: (html) => live.inject(html),
    handle: (req, res) => live.handle(req, res),
    pending: () => writing,
    onPortInUse: (taken, next) => logger.warn(`Port ${taken} is in use; using ${next} instead`),
  });
  // Pages are served as the first build writes them: the address is worth giving at once.
  logger.info(`Serving at ${server.url} (building...)`);

  const handleBatch = async (batch: Map<string, Change>) => {
    const files = [...batch.keys()];
    try {
      const themeCode = files.filter((f) => themeDirs.some((d) => f.startsWith(d + path.sep)));
      if (themeCode.length > 0) {
        const cssOnly = themeCode.every((f) => f.endsWith('.css'));
        logger.info(cssOnly ? 'Theme styles changed: rebundling the stylesheet' : 'Theme code changed: recompiling');
        await compileTheme(packageRoot, cssOnly ? 'client' : undefined);
        // Fresh workers load the recompiled theme; the main thread's copy is never used to render.
        const { next } = await fullBuild(1);
        live.send(cssOnly ? { type: 'css', href: next.stylesheetHref } : { type: 'reload' });
        return;
      }
      if (!state) {
        await fullBuild();
        live.send({ type: 'reload' });
        return;
      }
      const current = state;
      const staticFiles = files.filter((f) => current.config.staticDirs.some((d) => f.startsWith(d + path.sep)));
      const contentFiles = files.filter((f) => !staticFiles.includes(f));
      if (staticFiles.length > 0) await syncStatic(current.config, outDir, staticFiles, batch);
      if (contentFiles.length === 0) {
        live.send({ type: 'reload' });
        return;
      }
      // An editor's safe save (temporary file renamed over the doc) arrives as add or unlink:
      // for a doc that is known and still there, it is an edit like any other.
      const known = (f: string) => current.content.docsByFile.has(f) || current.content.pages.some((p) => p.file === f);
      const edits = contentFiles.every(
        (f) => f.endsWith('.md') && existsSync(f) && (batch.get(f) === 'change' || known(f)),
      );
      const renew = (files: string[]) => {
        let done = () => {};
        const settled = new Promise<void>((resolve) => {
          done = resolve;
        });
        writing = { settled, renewing: new Set(files) };
        return () => {
          writing = undefined;
          done();
        };
      };
      const updated = edits
        ? await updatePages(current, contentFiles, logger, (event) => live.send(event), renew)
        : undefined;
      if (updated) {
        // Pages already sent with their data are not announced twice.
        if (updated.paths.length > 0) live.send({ type: 'update', paths: updated.paths });
        return;
      }
      const { previous, next } = await fullBuild();
      // A new sidebar or navbar lives in the site data script: only a reload picks it up.
      const event: LiveEvent =
        previous?.siteDataHref === next.siteDataHref
          ? { type: 'update', paths: next.routes.map((r) => next.urls.route(r.route)) }
          : { type: 'reload' };
      live.send(event);
    } catch (error) {
      fail(error);
    }
  };

  // Bursts of events collapse into one batch; batches run one after another, never overlapping.
  let pending = new Map<string, Change>();
  let timer: NodeJS.Timeout | undefined;
  let queue = Promise.resolve();
  let scheduled = 0;
  let closed = false;
  const handled = new Map<string, string>();
  // RNHC_WATCH_QUIET_MS: for slow disks, network drives, or tests on a crowded machine.
  const quiet = options.debounceMs ?? (Number(process.env.RNHC_WATCH_QUIET_MS) || 4);
  // Once a batch is seen mid-burst, it waits 50 ms of quiet: a writer the scheduler stalls
  // between two writes (or between truncating a file and filling it) must not be read half-way.
  // A single save still goes through after 4 ms.
  const burstQuiet = Math.max(quiet, 50);
  let firstEventAt = 0;
  let inBurst = false;
  const enqueue = (file: string, event: Change) => {
    // add then change of one file is still an add; unlink wins.
    pending.set(file, pending.get(file) === 'add' && event === 'change' ? 'add' : event);
    if (timer) clearTimeout(timer);
    else {
      scheduled++;
      firstEventAt = Date.now();
      inBurst = false;
    }
    timer = setTimeout(settle, inBurst ? burstQuiet : quiet);
  };
  // chokidar reports only the first change of a burst (it drops the next ones for 50 ms), so the
  // quiet period is measured on the files themselves: wait while any was written very recently.
  const settle = () => {
    const stats = [...pending.keys()].map((f) => statSync(f, { throwIfNoEntry: false }));
    const lastWrite = Math.max(...stats.map((s) => s?.mtimeMs ?? 0));
    // An empty file is one being written (truncated, not yet filled): reading it would build an
    // empty page or config. It gets the same 500 ms as a burst before it is taken as it is.
    const emptied = stats.some((s) => s?.isFile() && s.size === 0);
    const now = Date.now();
    if ((emptied || now - lastWrite < (inBurst ? burstQuiet : quiet)) && now - firstEventAt < 500) {
      inBurst = true;
      timer = setTimeout(settle, burstQuiet);
      return;
    }
    timer = undefined;
    flush();
  };
  const flush = () => {
    const batch = pending;
    pending = new Map();
    queue = queue
      .then(async () => {
        // Stamped before reading: what this batch saw of each file. A version an earlier batch
        // already handled (a late duplicate event) is dropped.
        for (const file of [...batch.keys()]) {
          const stamp = stampOf(file);
          if (handled.get(file) === stamp) batch.delete(file);
          else handled.set(file, stamp);
        }
        if (batch.size > 0) await handleBatch(batch);
        // chokidar drops a file's change events for 50 ms after one it reported, so a save that
        // lands just after we read the file could go unseen: look again once that window is over,
        // against what the latest batch saw (a later batch may have handled it already).
        setTimeout(() => {
          for (const file of batch.keys()) {
            if (!closed && !pending.has(file) && stampOf(file) !== handled.get(file)) enqueue(file, 'change');
          }
        }, 60).unref();
      })
      .finally(() => scheduled--);
  };
  const watched = [
    options.configFile,
    config.docsDir,
    config.pagesDir,
    // A blog edit is not one page's: its lists, tags and feeds change too, so it takes a full build.
    ...(config.blogDir ? [config.blogDir] : []),
    ...config.staticDirs,
    ...(config.sidebarFile ? [config.sidebarFile] : []),
    ...themeDirs,
  ].filter((p) => existsSync(p));
  const watcher = watch(watched, {
    ignoreInitial: true,
    ignored: (file) =>
      file.startsWith(outDir) ||
      file.includes(`${path.sep}node_modules${path.sep}`) ||
      file.startsWith(cacheDirOf(config.siteDir)) ||
      EDITOR_ARTIFACT.test(path.basename(file)),
  });
  watcher.on('all', (event, file) => {
    if (event === 'add' || event === 'change' || event === 'unlink') enqueue(path.resolve(file), event);
  });
  // The first build runs first in the queue while the watcher starts, so a save made during it
  // is handled right after it, against its result.
  queue = queue.then(() => fullBuild().then(() => undefined, fail));
  await Promise.all([queue, new Promise<void>((resolve) => watcher.once('ready', () => resolve()))]);
  // The warm worker's first renders would run cold code: render a few pages once, in the queue
  // so an early edit simply waits for it.
  queue = queue.then(async () => {
    const warm = state;
    if (!warm || stopping.signal.aborted) return;
    const sample = warm.routes.filter((r) => r.kind === 'doc').slice(0, 6);
    await warm.pool.render(sample, () => undefined, { quick: true }).catch(() => undefined);
  });
  if (!stopping.signal.aborted) logger.success(`Watching for changes; serving at ${server.url}`);

  return {
    url: server.url,
    server,
    async idle() {
      while (scheduled > 0 || timer) {
        await new Promise((r) => setTimeout(r, 10));
        await queue;
      }
    },
    async close() {
      closed = true;
      stopping.abort();
      if (timer) clearTimeout(timer);
      await watcher.close();
      await queue;
      live.close();
      await server.close();
      if (state) await state.pool.close();
    },
  };
}

/** Modification time and size of a file ('' when it is gone): enough to see a save. */
function stampOf(file: string): string {
  const stats = statSync(file, { throwIfNoEntry: false });
  return stats ? `${stats.mtimeMs}:${stats.size}` : '';
}

/** Keeps the model of the last full build, and starts the warm render worker. */
function loadState(model: BuildModel, outDir: string): DevState {
  const { config, content, urls, routes, context } = model;
  const workerFile = renderWorkerFile();
  if (!workerFile) throw new RnhcError('rnhc-docs is not compiled: run `npm run compile`');
  const pool = createRenderPool({
    workerFile,
    count: 1,
    init: {
      context,
      tempDir: outDir,
      dryRun: false,
      atomic: true,
      languages: [...content.languages],
      cacheFile: path.join(cacheDirOf(config.siteDir), 'highlight.json'),
      memoBlocks: true,
    },
  });
  return {
    config,
    content,
    urls,
    routes,
    siteDataHref: context.assets.siteData,
    stylesheetHref: context.assets.stylesheet,
    languages: content.languages,
    pool,
  };
}

/** What, if changed, moves a doc in the sidebar, the pagination or the category cards. */
function structure(doc: DocSource): string {
  const fm = doc.frontMatter;
  return JSON.stringify([
    doc.id,
    doc.route,
    doc.title,
    doc.sidebarLabel,
    doc.position,
    doc.unlisted,
    doc.description,
    fm.pagination_prev,
    fm.pagination_next,
  ]);
}

/** Page data sent along with an update event, for at most this many pages (a big batch sends URLs only). */
const SENT_PAGES = 10;

/**
 * Re-renders only the pages of edited markdown files, sending each page's data to the tabs as
 * soon as it is known. Returns the URLs not sent that way, or undefined when an edit reaches
 * other pages (title, position, category...) and a full build is needed.
 */
async function updatePages(
  state: DevState,
  files: string[],
  logger: Logger,
  send: (event: LiveEvent) => void,
  /** Marks output files as being rewritten (requests for them wait); returns the function that ends it. */
  renew: (files: string[]) => () => void,
): Promise<{ paths: string[] } | undefined> {
  const targets: Route[] = [];
  for (const file of files) {
    const languages = new Set<string>();
    const oldDoc = state.content.docsByFile.get(file);
    if (oldDoc) {
      const doc = await loadDocFile(state.config, file, languages);
      if (!doc || structure(doc) !== structure(oldDoc)) return undefined;
      if ([...languages].some((l) => !state.languages.has(l))) return undefined;
      state.content.docsByFile.set(file, doc);
      state.content.docsById.set(doc.id, doc);
      state.content.docs[state.content.docs.indexOf(oldDoc)] = doc;
      for (const route of state.routes) {
        if (route.kind === 'doc' && route.doc.file === file) {
          route.doc = doc;
          targets.push(route);
        }
      }
      continue;
    }
    const page = state.content.pages.find((p) => p.file === file && p.kind === 'md');
    if (!page) return undefined;
    const { frontMatter, body } = splitFrontMatter(await loadTextFile(file), file);
    collectFenceLanguages(body, languages);
    if (frontMatter.slug !== page.frontMatter?.slug || frontMatter.draft) return undefined;
    if ([...languages].some((l) => !state.languages.has(l))) return undefined;
    const h1 = findFirstH1(body);
    Object.assign(page, {
      frontMatter,
      body,
      title: frontMatter.title ?? h1?.text ?? page.route,
      hasH1: h1 !== undefined,
    });
    for (const route of state.routes) if (route.kind === 'mdPage' && route.page.file === file) targets.push(route);
  }
  const started = performance.now();
  const paths = targets.map((r) => state.urls.route(r.route));
  // Each page's data goes to the tabs the moment the worker has it, before its HTML is rendered
  // and written: the tab shows it while the disk catches up.
  const sent = new Set<string>();
  // Until the files are written, a request for them (a tab that reloads instead) waits for them.
  const renewed = renew(targets.flatMap((r) => [...htmlFilesOf(r), pageDataFileOf(r)]));
  await state.pool
    .render(
      targets,
      (result) => {
        for (const warning of result.warnings) logger.warn(`${warning.location}: ${warning.message}`);
      },
      {
        quick: true,
        onPage(path, json, blocks) {
          if (targets.length > SENT_PAGES || !paths.includes(path)) return;
          sent.add(path);
          send({
            type: 'update',
            paths: [path],
            pages: { [path]: JSON.parse(json) },
            ...(blocks ? { blocks: { [path]: blocks } } : {}),
          });
        },
      },
    )
    .finally(renewed);
  logger.success(`Updated ${paths.join(', ')} in ${Math.round(performance.now() - started)} ms`);
  return { paths: paths.filter((p) => !sent.has(p)) };
}

/** Mirrors changed static files into the output. */
async function syncStatic(config: ResolvedConfig, outDir: string, files: string[], batch: Map<string, Change>) {
  for (const file of files) {
    const dir = config.staticDirs.find((d) => file.startsWith(d + path.sep));
    if (!dir) continue;
    const target = path.join(outDir, path.relative(dir, file));
    if (batch.get(file) === 'unlink') await rm(target, { force: true });
    else {
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(file, target);
    }
  }
}

/** Rebuilds rnhc-docs' own bundles after a theme edit (only when running from its sources). */
async function compileTheme(packageRoot: string, only?: 'client') {
  try {
    await run(process.execPath, [path.join(packageRoot, 'scripts', 'compile.mjs'), ...(only ? [only] : [])], {
      cwd: packageRoot,
    });
  } catch (error) {
    const stderr = (error as { stderr?: string }).stderr ?? '';
    throw new RnhcError(`The theme does not compile:\n${stderr.trim().split('\n').slice(0, 20).join('\n')}`);
  }
}

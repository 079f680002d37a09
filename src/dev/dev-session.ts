import { execFile } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { mkdir, rm, rmdir } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Worker } from 'node:worker_threads';
import { watch } from 'chokidar';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { CONTENT_KINDS } from '../content/kinds.ts';
import { buildSite } from '../pipeline/build-site.ts';
import { cacheDirOf } from '../pipeline/build-types.ts';
import { staticFileOf, staticLinkSkipped } from '../pipeline/output/copy-static.ts';
import { createFileSink } from '../pipeline/output/write-output.ts';
import { INSTALL_FILES } from '../pipeline/render/markdown-cache.ts';
import { createRouteQueue } from '../pipeline/render/route-queue.ts';
import { type StaticServer, startStaticServer } from '../server/static-server.ts';
import type { LiveEvent } from '../shared/live-protocol.ts';
import { causeChain, RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { packageInfo } from '../util/package-root.ts';
import { isInside } from '../util/path-guard.ts';
import { createBuildFallback } from './build-fallback.ts';
import { type Change, createChangeBatcher } from './change-batcher.ts';
import { type DevState, loadState, recolourPages, updatePages } from './incremental-update.ts';
import { createLiveReload } from './live-reload.ts';

const run = promisify(execFile);

/** Options of `rnhc-docs serve --watch`. */
export interface DevSessionOptions {
  configFile: string;
  outDir: string;
  host: string;
  port: number;
  logger: Logger;
  /**
   * Quiet time that collapses a burst of file events into one rebuild (default 4 ms, or
   * RNHC_WATCH_QUIET_MS: an editor's save arrives within a millisecond or two, and every
   * millisecond here is latency to the screen).
   */
  debounceMs?: number;
  /** A render worker started ahead (see render-worker-file.ts): the first build adopts it. */
  renderWorker?: Worker;
  /** Build and serve this locale only (default: every locale of `i18n.locales`). */
  locale?: string;
  /**
   * Ctrl-C before the session is returned: the first build stops (leaving no temporary folder),
   * and the session comes back only to be closed.
   */
  signal?: AbortSignal;
  /** The first build may replace a non-empty folder rnhc-docs did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
}

/** A running watch session. */
export interface DevSession {
  url: string;
  server: StaticServer;
  /** Resolves when no rebuild is queued or running (tests and benchmarks wait on it). */
  idle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Files editors write beside the one being saved (temporary and swap files, backups, emacs locks,
 * vim's `4913` write probe): never content, and each would otherwise trigger a full rebuild.
 */
const EDITOR_ARTIFACT = /(~|\.(tmp|swp|swx|swo|bak))$|^\.#|^#.*#$|^\.goutputstream-|^4913$/;

/** Builds once, serves the output with live reload, and rebuilds what each edit touches. */
export async function startDevSession(options: DevSessionOptions): Promise<DevSession> {
  const { logger } = options;
  // Saves made before the watcher sees a folder are found by their time (see `savedMeanwhile`).
  const sessionStarted = Date.now();
  const outDir = path.resolve(options.outDir);
  const live = createLiveReload();
  const fallback = createBuildFallback();
  const packageRoot = packageInfo().root;
  const themeDirs = [path.join(packageRoot, 'templates'), path.join(packageRoot, 'client')].filter((d) =>
    existsSync(d),
  );
  let state: DevState | undefined;
  /**
   * The last build failed: the files no longer match the state, which holds the last good
   * build. Until a build succeeds again, every change is built in full (an edit rendered against
   * the old state would serve routes and sidebars the files no longer have).
   */
  let stale = false;
  // Aborted on close (or an early Ctrl-C): a build under way stops between pages, and what it
  // throws then is no error to show.
  const stopping = new AbortController();
  if (options.signal?.aborted) stopping.abort();
  options.signal?.addEventListener('abort', () => stopping.abort(), { once: true });

  const fail = (error: unknown) => {
    if (stopping.signal.aborted) return;
    stale = true;
    const located = error instanceof RnhcError ? error.location : undefined;
    const message = [
      error instanceof Error ? error.message : String(error),
      ...causeChain(error).map((c) => `caused by: ${c}`),
    ].join('\n');
    logger.error(`${located && !message.includes(located) ? `${located}: ` : ''}${message}`);
    live.send({ type: 'error', message, ...(located ? { location: located } : {}) });
  };

  let spare = options.renderWorker;
  /** A full build (temp folder, swapped in), then the in-memory state for incremental edits. */
  const fullBuild = async (workers?: number, plainUntilReady = false) => {
    const started = performance.now();
    const early = spare ? [spare] : undefined;
    spare = undefined;
    // Requests for pages the output lacks are served from the build's folder, or wait for it.
    const build = fallback.begin();
    const result = await buildSite({
      configFile: options.configFile,
      outDir,
      logger,
      ...(options.emptyOutDir ? { emptyOutDir: true } : {}),
      // Like Docusaurus's dev server: drafts are visible while writing, never in a build.
      drafts: true,
      ...(options.locale !== undefined ? { locale: options.locale } : {}),
      signal: stopping.signal,
      atomic: true,
      control: {
        ...(early ? { workers: early } : {}),
        start(routes, dir) {
          const queue = createRouteQueue(routes);
          build.writing(dir, queue);
          return queue;
        },
        ...(plainUntilReady ? { plainUntilReady: true } : {}),
      },
      ...(workers !== undefined ? { workers } : {}),
    }).finally(() => {
      build.end();
      // Ended with its pool once adopted; a build that failed before rendering never adopted it.
      for (const worker of early ?? []) void worker.terminate();
    });
    const previous = state;
    // The build's own model: nothing is read or compiled a second time.
    state = loadState(result.model, outDir);
    stale = false;
    if (previous) void previous.pool.close();
    logger.success(`Built ${result.pages} pages in ${Math.round(performance.now() - started)} ms`);
    return { previous, next: state };
  };

  // The server starts first: the previous output (if any) is served while the first build runs,
  // and it keeps serving when that build fails (the overlay tells the reader why).
  const config = await loadConfig(options.configFile);
  // Made here for the server; removed on close when no build ever landed in it (a Ctrl-C during
  // the first build left an empty folder behind).
  const madeOutDir = !existsSync(outDir);
  await mkdir(outDir, { recursive: true });
  const server = await startStaticServer({
    root: outDir,
    baseUrl: config.baseUrl,
    host: options.host,
    port: options.port,
    hooks: {
      transformHtml: (html) => live.inject(html),
      handle: (req, res) => live.handle(req, res),
      locate: fallback.locate,
    },
    onPortInUse: (taken, next) => logger.warn(`Port ${taken} is in use; using ${next} instead`),
  });
  // Pages are served as the first build writes them: the address is worth giving at once.
  logger.info(`Serving at ${server.url} (building...)`);

  // A Docusaurus site's own code and styles: components its MDX and pages import, customCss.
  const siteCode = [path.join(config.siteDir, 'src'), ...config.customCssFiles];
  // What an `npm install` rewrites: the render threads bundled the packages pages import once
  // (shared-packages.ts), so a change rebuilds with fresh threads.
  // (The watcher ignores node_modules: the site folder's own files say it.)
  const manifests = INSTALL_FILES.filter((name) => !name.startsWith('node_modules/')).map((name) =>
    path.join(config.siteDir, name),
  );
  /** What re-rendering pages in the warm worker needs of the session (edits, the first colours). */
  const rendering = {
    outDir,
    logger,
    send: (event: LiveEvent) => live.send(event),
    renew: (files: string[]) => fallback.renew(files),
  };

  const handleBatch = async (batch: Map<string, Change>) => {
    const files = [...batch.keys()];
    const themeCode = files.filter((f) => themeDirs.some((d) => f !== d && isInside(d, f)));
    if (themeCode.length > 0) {
      const cssOnly = themeCode.every((f) => f.endsWith('.css'));
      logger.info(cssOnly ? 'Theme styles changed: rebundling the stylesheet' : 'Theme code changed: recompiling');
      await compileTheme(packageRoot, cssOnly ? 'client' : undefined);
      // Fresh workers load the recompiled theme; the main thread's copy is never used to render.
      const { next } = await fullBuild(1);
      live.send(cssOnly ? { type: 'css', href: next.stylesheetHref } : { type: 'reload' });
      return;
    }
    if (batch.has(path.resolve(options.configFile))) {
      // The server's base URL and the watched folders come from the config the session started
      // with: a build with other ones would serve pages whose CSS and links point elsewhere.
      const restart = restartNeeded(config, await loadConfig(options.configFile));
      if (restart) {
        logger.warn(restart);
        live.send({ type: 'error', message: restart });
        return;
      }
    }
    const installed = files.filter((f) => manifests.includes(f));
    if (!state || stale || installed.length > 0) {
      if (installed.length > 0) logger.info(`${installed.map((f) => path.basename(f)).join(', ')} changed: rebuilding`);
      await fullBuild();
      live.send({ type: 'reload' });
      return;
    }
    const current = state;
    const scope = {
      dirs: current.config.staticDirs,
      siteDir: current.config.siteDir,
      allowOutside: current.config.allowStaticOutsideSite,
    };
    const staticFiles = files.filter((f) => staticFileOf(scope, f) !== undefined);
    const contentFiles = files.filter((f) => !staticFiles.includes(f));
    if (staticFiles.length > 0) await syncStatic(scope, outDir, staticFiles, batch, logger);
    if (contentFiles.length === 0) {
      live.send({ type: 'reload' });
      return;
    }
    // An editor's safe save (temporary file renamed over the doc) arrives as add or unlink:
    // for a doc that is known and still there, it is an edit like any other.
    const known = (f: string) => current.content.docsByFile.has(f) || current.content.pages.some((p) => p.file === f);
    const edits = contentFiles.every(
      (f) => /\.mdx?$/.test(f) && existsSync(f) && (batch.get(f) === 'change' || known(f)),
    );
    const updated = edits ? await updatePages({ ...rendering, state: current, files: contentFiles }) : undefined;
    if (updated) {
      state = updated.state;
      // Pages already sent with their data are not announced twice.
      if (updated.paths.length > 0) live.send({ type: 'update', paths: updated.paths });
      if (updated.brokenLinks) {
        // As a build would fail on them: shown in the overlay until an edit fixes them.
        const count = updated.brokenLinks.length;
        fail(
          new RnhcError(
            `${count} broken link${count === 1 ? '' : 's'} (onBrokenLinks: throw)\n${updated.brokenLinks.map((m) => `  - ${m}`).join('\n')}`,
          ),
        );
        // The pages are right; only the links are wrong: the next edit may go the quick way.
        stale = false;
      }
      return;
    }
    const { previous, next } = await fullBuild();
    // A new sidebar or navbar lives in the site data script: only a reload picks it up. The
    // state knows the first locale's pages only: tabs of the other locales reload. So do tabs
    // after an edit of the site's own code or styles (their islands' modules, a stylesheet).
    const codeEdited = contentFiles.some(
      (f) => !isInside(current.config.pagesDir, f) && siteCode.some((dir) => isInside(dir, f)),
    );
    // A new stylesheet (a class no page used before) reaches only a reloaded tab.
    const event: LiveEvent =
      previous?.siteDataHref === next.siteDataHref &&
      previous.stylesheetHref === next.stylesheetHref &&
      !next.multiLocale &&
      !codeEdited
        ? { type: 'update', paths: next.routes.map((r) => next.urls.route(r.route)) }
        : { type: 'reload' };
    live.send(event);
  };

  const batcher = createChangeBatcher({
    handle: handleBatch,
    onError: fail,
    // RNHC_WATCH_QUIET_MS: for slow disks, network drives, or tests on a crowded machine.
    quietMs: options.debounceMs ?? (Number(process.env.RNHC_WATCH_QUIET_MS) || 4),
  });
  const watcher = watchSources(
    [
      options.configFile,
      // What each content kind reads (docs and the versioned layout, pages, the blog).
      ...CONTENT_KINDS.flatMap((kind) => kind.watchPaths(config)),
      // Translations (i18n/<locale>/...): an edit rebuilds the locales that read them.
      config.i18nDir,
      ...config.staticDirs,
      ...themeDirs,
      ...siteCode,
      ...manifests,
    ],
    [outDir, cacheDirOf(config.siteDir)],
  );
  watcher.on('all', (event, file) => {
    if (event === 'add' || event === 'change' || event === 'unlink') batcher.add(path.resolve(file), event);
  });
  // The first build runs first in the queue while the watcher starts, so a save made during it
  // is handled right after it, against its result.
  // Without a highlight cache (a fresh clone), the first pages show their code plain rather than
  // wait for shiki, and are shown again in colour right after the build (before "Watching").
  const first = batcher.run(() =>
    fullBuild(undefined, true)
      .then(async ({ next }) => {
        if (next.plainRoutes.length === 0 || stopping.signal.aborted) return;
        const recoloured = await recolourPages({ ...rendering, state: next });
        if (recoloured.paths.length > 0) live.send({ type: 'update', paths: recoloured.paths });
      })
      // A failed build, or pages that could not be coloured: shown in the overlay, and the
      // session goes on serving what was written.
      .catch(fail),
  );
  await Promise.all([
    first,
    new Promise<void>((resolve) =>
      watcher.once('ready', () => {
        // A save made while the watcher was still setting up its folders raised no event: it would
        // be lost until the file is saved again.
        for (const file of savedMeanwhile(watcher.getWatched(), sessionStarted)) batcher.add(file, 'change');
        resolve();
      }),
    ),
  ]);
  // The warm worker's first renders would run cold code: render a few pages once, in the queue
  // so an early edit simply waits for it.
  void batcher.run(async () => {
    const warm = state;
    if (!warm || stopping.signal.aborted) return;

    const sample = warm.routes.filter((r) => r.kind === 'doc').slice(0, 6);
    await warm.pool.render(createRouteQueue(sample), () => undefined, { quick: true }).catch(() => undefined);
  });
  if (!stopping.signal.aborted) logger.success(`Watching for changes; serving at ${server.url}`);

  return {
    url: server.url,
    server,
    idle: () => batcher.idle(),
    async close() {
      stopping.abort();
      await watcher.close();
      await batcher.close();
      live.close();
      await server.close();
      if (state) await state.pool.close();
      if (madeOutDir && !state) await rmdir(outDir).catch(() => undefined); // only when still empty
    },
  };
}

/**
 * Watches the sources through their parent folders, each filtered to the sources: a watch on a
 * folder itself ends when the folder is deleted, and a `git checkout` or `git stash` that
 * deletes and restores the docs folder would leave the session deaf until restarted.
 */
function watchSources(sources: string[], excluded: string[]) {
  const roots = [...new Set(sources.map((source) => path.resolve(source)))];
  const parents = [...new Set(roots.map((root) => path.dirname(root)))].filter((dir) => existsSync(dir));
  return watch(parents, {
    ignoreInitial: true,
    ignored: (raw) => {
      const file = path.resolve(raw);
      if (excluded.some((dir) => isInside(dir, file))) return true;
      if (file.includes(`${path.sep}node_modules${path.sep}`) || EDITOR_ARTIFACT.test(path.basename(file))) return true;
      // A source, a file inside one, or a folder on the way to one.
      return !roots.some((root) => isInside(root, file) || isInside(file, root));
    },
  });
}

/** Why the session must be restarted to apply a config change, or undefined when it need not be. */
export function restartNeeded(started: ResolvedConfig, next: ResolvedConfig): string | undefined {
  const keys: Array<[string, unknown, unknown]> = [
    ['baseUrl', started.baseUrl, next.baseUrl],
    ['docs.path', started.docsDir, next.docsDir],
    ['blog.path', started.blogDir, next.blogDir],
    ['pages.path', started.pagesDir, next.pagesDir],
    ['staticDirectories', started.staticDirs.join('\n'), next.staticDirs.join('\n')],
    ['docs.sidebarPath', started.sidebarFile, next.sidebarFile],
  ];
  const changed = keys.filter(([, before, after]) => before !== after).map(([key]) => key);
  if (changed.length === 0) return undefined;
  return (
    `Restart needed: ${changed.join(', ')} changed in ${path.basename(next.configFile)}. ` +
    'This session keeps serving the last build with the old settings; stop it (Ctrl-C) and run `rnhc-docs serve --watch` again.'
  );
}

/** Mirrors changed static files into the output, by the same rules as a build. */
async function syncStatic(
  scope: { dirs: readonly string[]; siteDir: string },
  outDir: string,
  files: string[],
  batch: Map<string, Change>,
  logger: Logger,
) {
  // Copied under a temporary name and renamed in, as every file of the served folder is.
  const served = createFileSink(outDir, false, true);
  for (const file of files) {
    const found = staticFileOf(scope, file);
    if (!found) continue;
    if (!found.published) logger.warn(staticLinkSkipped(file));
    if (!found.published || batch.get(file) === 'unlink' || !existsSync(file)) {
      await rm(path.join(outDir, found.to), { force: true });
    } else await served.copy(found.from, found.to);
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

/** Watched files modified since `since` (ms), from chokidar's list of watched folders and names. */
function savedMeanwhile(watched: Record<string, string[]>, since: number): string[] {
  const files: string[] = [];
  for (const [dir, names] of Object.entries(watched)) {
    for (const name of names) {
      const file = path.join(dir, name);
      try {
        const stat = statSync(file);
        if (stat.isFile() && stat.mtimeMs >= since) files.push(file);
      } catch {
        // Gone since: its removal raised its own event, or it never was a file.
      }
    }
  }
  return files;
}

/** The build's options, its result, and what it hands watch mode (src/dev/). */
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import type { ListedTwin } from '../llms/create-llms-files.ts';
import type { SearchDocument } from '../search/types.ts';
import type { Logger } from '../util/logger.ts';
import type { Route } from './create-routes.ts';
import type { LinkChecker } from './links/check-links.ts';
import type { LocaleSite } from './locale-site.ts';
import type { RenderContext } from './render/render-route.ts';
import type { RouteQueue } from './render/route-queue.ts';

/** How to build. */
export interface BuildOptions {
  configFile: string;
  /** Output folder (default: `build` next to the config file). */
  outDir?: string;
  /** Use and update the highlight cache (default true). Output is the same either way. */
  cache?: boolean;
  /** Build and check without writing anything (`rnhc-docs check`). */
  dryRun?: boolean;
  /**
   * Highlight code on a second thread when the site renders on this one and has no highlight
   * cache (default true; `RNHC_HIGHLIGHT_THREAD=0` turns it off, for comparisons).
   */
  highlightThread?: boolean;
  /** Replace a non-empty output folder that an earlier build did not write (`--empty-out-dir`). */
  emptyOutDir?: boolean;
  /** Render threads (default: by site size, RNHC_WORKERS overrides; 0 renders on this thread). */
  workers?: number;
  /**
   * Stops the build between steps and between batches of pages (watch mode's Ctrl-C): it then
   * fails with the signal's reason, and like any failed build leaves no temporary folder behind.
   */
  signal?: AbortSignal;
  /**
   * Write each file under a temporary name and rename it into place (default false), so the
   * temporary folder can be read while the build fills it.
   */
  atomic?: boolean;
  /** Given by a caller that serves the build while it runs (see RenderControl). */
  control?: RenderControl;
  /** Build blog posts marked `draft: true` (serve --watch, like Docusaurus's dev server). */
  drafts?: boolean;
  /**
   * Ship only the Infima rules the site's pages use (default true). Watch mode ships them all: an
   * edited page may use a class no page used before, and only that page is rendered again.
   */
  pruneStyles?: boolean;
  /** Build this locale only (`--locale`), into its folder; default: every locale of `i18n.locales`. */
  locale?: string;
  /**
   * `--untrusted` (a pull request's build): no code of the site runs. A JS/TS config or sidebars
   * file is refused, MDX that would run code is refused with its line, React pages are not run
   * (each is named in a warning), and no cache is read or written. See docs/untrusted-builds.md.
   */
  untrusted?: boolean;
  logger: Logger;
}

/**
 * What a caller that serves a build while it runs (serve --watch) steers, as one object it
 * creates. With a control, at least one render thread renders: the caller's own thread has
 * requests to answer, and a page rendering there (0.1-0.5 s while shiki is cold) would hold back
 * every one of them.
 */
export interface RenderControl {
  /** Render threads started ahead without init data (see render-worker-file.ts), used first. */
  workers?: readonly Worker[];
  /**
   * Called once, before any page is written, with the routes and the folder they are written
   * into; returns the queue the pages are taken from (`createRouteQueue(routes)`), which the
   * caller keeps to move the page a request waits for forward.
   */
  start(routes: readonly Route[], dir: string): RouteQueue;
  /**
   * Pages whose code blocks the cache lacks show them plain until shiki is ready, instead of
   * waiting for it (a site of one locale); the model lists them (`plainRoutes`) for the caller to
   * render again in colour.
   */
  plainUntilReady?: boolean;
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
  /** Code blocks the highlight thread rendered (see highlight-thread.ts). */
  threadHighlighted: number;
  /** The model the pages were rendered from (watch mode keeps it for incremental edits). */
  model: BuildModel;
}

/**
 * What a build knew when it rendered its first locale: enough to re-render any one page later
 * (watch mode's session state is made from it).
 */
export interface BuildModel extends LocaleSite {
  context: RenderContext;
  /** The pages of the search index, sorted by path (watch mode replaces the ones it re-renders). */
  search: SearchDocument[];
  /** The pages' markdown twins, in render order (watch mode replaces the ones it re-renders). */
  twins: ListedTwin[];
  /**
   * How many locales the build wrote; the model is the first one's. With more than one, an edit
   * reaches other locales' fallback pages too, so watch mode rebuilds in full.
   */
  locales?: number;
  /** Pages written with plain code (see RenderControl.plainUntilReady), by path. */
  plainRoutes?: string[];
  /**
   * The build's link checker, holding every page's links and ids: watch mode adds the pages an
   * edit re-renders and checks again, as the build would.
   */
  links: LinkChecker;
  /** The keys of the link problems this build reported (watch mode reports only new ones). */
  linkProblems: Set<string>;
  /** The Infima classes its stylesheet kept (undefined: all of them). */
  styleClasses?: Set<string>;
}

/** Folder of caches next to a site (removed by `rnhc-docs clear`). */
export function cacheDirOf(siteDir: string): string {
  return path.join(siteDir, '.rnhc-cache');
}

/** The highlight cache file of a site (see markdown/highlight-cache.ts). */
export function highlightCacheFileOf(siteDir: string): string {
  return path.join(cacheDirOf(siteDir), 'highlight.json');
}

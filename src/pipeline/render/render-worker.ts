import { parentPort, workerData } from 'node:worker_threads';
import type { RegexEngine } from 'shiki';
import { loadHighlightCache } from '../../markdown/highlight-cache.ts';
import { createCodeHighlighter, startRegexEngine } from '../../markdown/highlighter.ts';
import { RnhcError } from '../../util/errors.ts';
import { guardProcessExit, takeSiteFailure } from '../../util/site-code.ts';
import type { Route } from '../create-routes.ts';
import { createFileSink } from '../output/write-output.ts';
import { highlighterMode } from './render-mode.ts';
import { createRouteRenderer, loadRouteRendererPlugins, type RenderContext, type RouteResult } from './render-route.ts';

/** What the pool sends when it starts a worker. */
export interface WorkerInit {
  context: RenderContext;
  tempDir: string;
  dryRun: boolean;
  /** Write each file to a temporary name and rename it (watch mode writes into the served folder). */
  atomic: boolean;
  languages: string[];
  cacheFile: string | undefined;
}

/** Messages from the pool (`init` first, for a worker started without workerData). */
export type ToWorker =
  | { type: 'init'; init: WorkerInit }
  | { type: 'render'; batch: number; routes: Route[]; quick?: boolean }
  | { type: 'finish' };

/** Messages to the pool. */
export type FromWorker =
  | { type: 'rendered'; batch: number; results: RouteResult[] }
  /** Quick renders: a page's data as soon as it is known, before its HTML is rendered and written. */
  | { type: 'page'; batch: number; path: string; json: string; blocks: number[] | undefined }
  | { type: 'failed'; batch: number; error: SerializedError }
  | { type: 'finished'; used: Map<string, string>; unknownLanguages: string[] };

/** An error as it crosses the thread boundary (the CLI prints these fields). */
export interface SerializedError {
  message: string;
  file?: string;
  line?: number;
  column?: number;
  hint?: string;
  exitCode: 1 | 2;
  causes: string[];
}

/** Flattens an error and its cause chain for postMessage. */
export function serializeError(error: unknown): SerializedError {
  const causes: string[] = [];
  let current = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && causes.length < 10) {
    causes.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  if (error instanceof RnhcError) {
    return {
      message: error.message,
      ...(error.file ? { file: error.file } : {}),
      ...(error.position
        ? { line: error.position.line, ...(error.position.column ? { column: error.position.column } : {}) }
        : {}),
      ...(error.hint ? { hint: error.hint } : {}),
      exitCode: error.exitCode,
      causes,
    };
  }
  return { message: error instanceof Error ? error.message : String(error), exitCode: 1, causes };
}

/** Sets up a worker's highlighter and renderer from its init data. */
async function setUp(init: WorkerInit, engine: Promise<RegexEngine> | undefined) {
  const highlighter = await createCodeHighlighter({
    languages: init.languages,
    themes: init.context.markdown?.codeThemes,
    cache: await loadHighlightCache(init.cacheFile),
    keepUsed: init.cacheFile !== undefined,
    ...highlighterMode(init.context.mode),
    ...(engine ? { engine } : {}),
  });
  const userPlugins = await loadRouteRendererPlugins(init.context);
  const renderer = createRouteRenderer({
    context: init.context,
    highlighter,
    ...(userPlugins ? { userPlugins } : {}),
    sink: createFileSink(init.tempDir, init.dryRun, init.atomic),
  });
  return { highlighter, renderer };
}

function main() {
  const port = parentPort;
  if (!port) return;
  // In a worker `process.exit` would end the worker only, and the build would fail with an exit
  // code and no file: site code calling it gets the error that names its page instead.
  guardProcessExit();
  // Started with its init (workerData), or early, before the pool knew it (an `init` message).
  // Messages wait for the set-up in order: the listener is there from the start, so none is lost.
  let ready = workerData ? setUp(workerData as WorkerInit, undefined) : undefined;
  // Started early: the regex engine is made while the main thread reads the site. Unused (a little
  // work on an otherwise idle thread) when every code block is in the cache.
  const engine = workerData ? undefined : startRegexEngine();
  // Handled here so an unused engine that failed cannot crash the worker; a user still sees it fail.
  engine?.catch(() => undefined);
  // A promise of the site's code (a remark plugin, a component) that rejects with nobody waiting
  // for it fails the batch under way, naming the error, instead of ending the thread: Node's own
  // handler would end it through process.exit, which the site-code guard refuses.
  let batch: number | undefined;
  process.on('unhandledRejection', (reason) => {
    if (batch === undefined) return;
    port.postMessage({
      type: 'failed',
      batch,
      error: serializeError(
        new RnhcError(
          `The site's code failed while a page was rendered, with nothing waiting for it: ${describeReason(reason)}`,
          {
            cause: reason,
            hint: 'A promise of a remark or rehype plugin of the config, or of a component, rejected without a catch.',
          },
        ),
      ),
    } satisfies FromWorker);
  });
  port.on('message', (message: ToWorker) => {
    if (message.type === 'render') batch = message.batch;
    if (message.type === 'init') {
      ready = setUp(message.init, engine);
      return;
    }
    if (!ready) throw new Error('rnhc-docs: a render worker got work before its init');
    void ready.then(async ({ highlighter, renderer }) => {
      if (message.type === 'finish') {
        port.postMessage({
          type: 'finished',
          used: highlighter.used,
          unknownLanguages: [...highlighter.unknownLanguages],
        } satisfies FromWorker);
        return;
      }
      try {
        const results: RouteResult[] = [];
        const quick = message.quick === true;
        const onPageData = (path: string, json: string, blocks?: number[]) =>
          port.postMessage({ type: 'page', batch: message.batch, path, json, blocks } satisfies FromWorker);
        for (const route of message.routes) {
          results.push(await renderer.render(route, { quick, onPageData }));
          // A `process.exit` the page's code called and caught fails the page all the same.
          const failure = takeSiteFailure();
          if (failure) throw failure;
        }
        port.postMessage({ type: 'rendered', batch: message.batch, results } satisfies FromWorker);
      } catch (error) {
        port.postMessage({ type: 'failed', batch: message.batch, error: serializeError(error) } satisfies FromWorker);
      }
    });
  });
}

/** An unhandled rejection's reason, as text. */
function describeReason(reason: unknown): string {
  return reason instanceof Error ? reason.message : String(reason);
}

main();

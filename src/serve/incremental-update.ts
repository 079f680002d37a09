import { htmlFilesOf, pageDataFileOf, type Route } from '../build/create-routes.ts';
import { type BuildModel, highlightCacheFileOf, siteLlmsFiles } from '../build/index.ts';
import { createRenderPool, type RenderPool } from '../build/render-pool.ts';
import { renderWorkerFile } from '../build/render-worker-file.ts';
import type { UrlResolver } from '../build/resolve-site.ts';
import { createRouteQueue } from '../build/route-queue.ts';
import { writeSearchIndexes } from '../build/version-data.ts';
import { createFileSink } from '../build/write-output.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { loadDocFile } from '../content/collect-content.ts';
import { splitFrontMatter } from '../content/front-matter.ts';
import { collectFenceLanguages, findFirstH1, loadTextFile } from '../content/source-file.ts';
import { type ContentModel, type DocSource, docSetOf } from '../content/types.ts';
import type { ListedTwin } from '../llms/create-llms-files.ts';
import { loadHighlightCache, saveHighlightCache } from '../markdown/highlight-cache.ts';
import type { SearchDocument } from '../search/types.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import type { LiveEvent } from './live-reload.ts';

/** What an incremental update needs between edits: the last full build's model and a warm worker. */
export interface DevState {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  routes: Route[];
  siteDataHref: string;
  stylesheetHref: string;
  languages: Set<string>;
  /** The search index's pages by path, kept current by updates. */
  search: Map<string, SearchDocument>;
  /** The pages' markdown twins by page path, for the llms files (kept current by updates). */
  twins: Map<string, ListedTwin>;
  /** More than one locale was built: an edit reaches other locales' fallback pages (full builds only). */
  multiLocale: boolean;
  /** Pages the last full build wrote with plain code, by path (see `recolourPages`). */
  plainRoutes: string[];
  pool: RenderPool;
}

/** Keeps the model of the last full build, and starts the warm render worker. */
export function loadState(model: BuildModel, outDir: string): DevState {
  const { config, content, urls, routes, context } = model;
  // The blog's fences too: without their grammars the warm worker highlighted a post's code as
  // plain text, and kept it so in the highlight cache for every later build.
  const languages = new Set([...content.languages, ...(model.blog?.languages ?? [])]);
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
      languages: [...languages],
      cacheFile: highlightCacheFileOf(config.siteDir),
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
    languages,
    search: new Map(model.search.map((doc) => [doc.path, doc])),
    twins: new Map(model.twins.map((twin) => [twin.path, twin])),
    multiLocale: (model.locales ?? 1) > 1,
    plainRoutes: model.plainRoutes ?? [],
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

/** Options of {@link updatePages}. */
export interface UpdateOptions {
  state: DevState;
  /** Edited markdown files (absolute paths). */
  files: string[];
  outDir: string;
  logger: Logger;
  send: (event: LiveEvent) => void;
  /** Marks output files as being rewritten (requests for them wait); returns the function that ends it. */
  renew: (files: string[]) => () => void;
}

/**
 * Re-renders only the pages of edited markdown files, sending each page's data to the tabs as
 * soon as it is known, then brings the search index and the page's assets up to date. Returns
 * the URLs not sent that way, or undefined when an edit reaches other pages (title, position,
 * category...) and a full build is needed.
 */
export async function updatePages(options: UpdateOptions): Promise<{ paths: string[] } | undefined> {
  const { state } = options;
  if (state.multiLocale) return undefined;
  const targets: Route[] = [];
  for (const file of options.files) {
    const languages = new Set<string>();
    const oldDoc = state.content.docsByFile.get(file);
    if (oldDoc) {
      const set = docSetOf(state.content, oldDoc);
      const doc = await loadDocFile(state.config, set.version, file, languages);
      if (!doc || structure(doc) !== structure(oldDoc)) return undefined;
      if ([...languages].some((l) => !state.languages.has(l))) return undefined;
      state.content.docsByFile.set(file, doc);
      set.docsById.set(doc.id, doc);
      set.docs[set.docs.indexOf(oldDoc)] = doc;
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
  return renderRoutes(options, targets, (paths) => `Updated ${paths.join(', ')}`);
}

/**
 * Renders the pages the first build of the session wrote with plain code (shiki was not ready),
 * now in colour, and pushes them to the open tabs like edits. Returns the URLs not sent that way.
 */
export async function recolourPages(options: Omit<UpdateOptions, 'files'>): Promise<{ paths: string[] }> {
  const { state } = options;
  const plain = new Set(state.plainRoutes);
  state.plainRoutes = [];
  const targets = state.routes.filter((r) => plain.has(state.urls.route(r.route)));
  if (targets.length === 0) return { paths: [] };
  const result = await renderRoutes(
    options,
    targets,
    (paths) => `Highlighted the code of ${paths.length} page${paths.length === 1 ? '' : 's'} shown plain at first`,
  );
  // The build's cache lacks these blocks (plain renders are not kept): the next session, and the
  // next build, find them there.
  const cacheFile = highlightCacheFileOf(state.config.siteDir);
  const cache = await loadHighlightCache(cacheFile);
  for (const [key, html] of await state.pool.used()) cache.set(key, html);
  await saveHighlightCache(cacheFile, cache);
  return result;
}

/** Renders routes in the warm worker, sends their data to the tabs, and rewrites what depends on them. */
async function renderRoutes(
  options: Omit<UpdateOptions, 'files'>,
  targets: Route[],
  verb: (paths: string[]) => string,
): Promise<{ paths: string[] }> {
  const { state, logger, send } = options;
  const started = performance.now();
  const paths = targets.map((r) => state.urls.route(r.route));
  // Each page's data goes to the tabs the moment the worker has it, before its HTML is rendered
  // and written: the tab shows it while the disk catches up.
  const sent = new Set<string>();
  const assets = new Map<string, string>();
  let searchChanged = false;
  let twinsChanged = false;
  // Until the files are written, a request for them (a tab that reloads instead) waits for them.
  const renewed = options.renew(targets.flatMap((r) => [...htmlFilesOf(r), pageDataFileOf(r)]));
  await state.pool
    .render(
      createRouteQueue(targets),
      (result) => {
        for (const warning of result.warnings) logger.warn(`${warning.location}: ${warning.message}`);
        for (const [from, to] of result.assets) assets.set(from, to);
        if (result.search) {
          const old = state.search.get(result.search.path);
          if (!old || JSON.stringify(old) !== JSON.stringify(result.search)) searchChanged = true;
          state.search.set(result.search.path, result.search);
        }
        if (result.twin) {
          const old = state.twins.get(result.twin.path);
          if (!old || JSON.stringify(old) !== JSON.stringify(result.twin)) twinsChanged = true;
          state.twins.set(result.twin.path, result.twin);
        }
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
  // Written in place under temporary names, as every file of the served folder is.
  const served = createFileSink(options.outDir, false, true);
  // A newly linked image or file, as a full build would copy it (the page already names it).
  for (const [from, to] of assets) await served.copy(from, to);
  // After the pages: the index is no part of what a tab waits for.
  if (searchChanged) {
    const documents = [...state.search.values()].sort((a, b) => a.path.localeCompare(b.path));
    // One index per docs version, as the build writes them.
    await writeSearchIndexes({
      documents,
      content: state.content,
      file: 'search-index.json',
      writer: served,
    });
  }
  // The llms files hold every page's markdown, so an edited page changes them as a full build would.
  if (twinsChanged) {
    const files = siteLlmsFiles({
      config: state.config,
      content: state.content,
      urls: state.urls,
      twins: [...state.twins.values()],
    });
    for (const [file, text] of files) await served.write(file, text);
  }
  logger.success(`${verb(paths)} in ${Math.round(performance.now() - started)} ms`);
  return { paths: paths.filter((p) => !sent.has(p)) };
}

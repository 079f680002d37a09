import { loadDocFile, markdownPageOf, pageRouteName } from '../content/collect-content.ts';
import { loadTextFile } from '../content/source-file.ts';
import { type DocSource, docSetOf } from '../content/types.ts';
import type { ListedTwin } from '../llms/create-llms-files.ts';
import { loadHighlightCache, saveHighlightCache } from '../markdown/highlight-cache.ts';
import { type BuildModel, highlightCacheFileOf } from '../pipeline/build-types.ts';
import { htmlFilesOf, pageDataFileOf, type Route } from '../pipeline/create-routes.ts';
import { createDiagnostics } from '../pipeline/diagnostics.ts';
import type { LinkChecker } from '../pipeline/links/check-links.ts';
import type { LocaleSite } from '../pipeline/locale-site.ts';
import { collectUsedClasses } from '../pipeline/output/collect-classes.ts';
import { collectInfimaClasses } from '../pipeline/output/infima-css.ts';
import { writeLlmsFiles, writeSearchIndex } from '../pipeline/output/write-indexes.ts';
import { createFileSink } from '../pipeline/output/write-output.ts';
import { createRenderPool, type RenderPool } from '../pipeline/render/render-pool.ts';
import { renderWorkerFile } from '../pipeline/render/render-worker-file.ts';
import { createRouteQueue } from '../pipeline/render/route-queue.ts';
import { reportLinkProblems } from '../pipeline/report-problems.ts';
import type { SearchDocument } from '../search/types.ts';
import { formatDiagnostic } from '../shared/diagnostic.ts';
import type { LiveEvent } from '../shared/live-protocol.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';

/** What an incremental update needs between edits: the last full build's model and a warm worker. */
/**
 * What a watch session knows between batches: the last full build's first locale (a LocaleSite,
 * as the build read it) and what the warm render worker and the in-place edits need.
 */
export interface DevState extends LocaleSite {
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
  /** The last build's link checker (see BuildModel.links). */
  links: LinkChecker;
  /** The keys of the link problems reported so far. */
  linkProblems: Set<string>;
  /** The Infima classes the served stylesheet keeps (undefined: all of them). */
  styleClasses: Set<string> | undefined;
}

/** Keeps the model of the last full build, and starts the warm render worker. */
export function loadState(model: BuildModel, outDir: string): DevState {
  const { config, content, context } = model;
  // The blog's fences too: without their grammars the warm worker highlighted a post's code as
  // plain text, and kept it so in the highlight cache for every later build.
  const languages = new Set([...content.languages, ...(model.blog?.languages ?? [])]);
  const workerFile = renderWorkerFile();
  if (!workerFile) throw new RnhcError('rnhc-docs is not compiled: run `npm run compile`');
  const pool = createRenderPool({
    workerFile,
    count: 1,
    init: {
      // The long-lived worker: shiki started at once, block parses kept (see RenderMode).
      context: { ...context, mode: 'watch-edit' },
      tempDir: outDir,
      dryRun: false,
      atomic: true,
      languages: [...languages],
      cacheFile: highlightCacheFileOf(config.siteDir),
    },
  });
  return {
    locale: model.locale,
    config,
    dir: model.dir,
    content,
    ...(model.blog ? { blog: model.blog } : {}),
    urls: model.urls,
    site: model.site,
    routes: model.routes,
    siteDataHref: context.assets.siteData,
    stylesheetHref: context.assets.stylesheet,
    languages,
    search: new Map(model.search.map((doc) => [doc.path, doc])),
    twins: new Map(model.twins.map((twin) => [twin.path, twin])),
    multiLocale: (model.locales ?? 1) > 1,
    plainRoutes: model.plainRoutes ?? [],
    pool,
    links: model.links,
    linkProblems: model.linkProblems,
    styleClasses: model.styleClasses,
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

/** Infima's class names, read once per session. */
let knownClasses: Set<string> | undefined;
const infimaClasses = () => {
  knownClasses ??= collectInfimaClasses();
  return knownClasses;
};

/**
 * Whether the served stylesheet has the rules of every Infima class an edited body uses: a class
 * no page used before needs a new stylesheet, which a full build makes (as a fresh build would).
 */
function styled(state: DevState, body: string): boolean {
  const { styleClasses } = state;
  if (!styleClasses) return true;
  const used = collectUsedClasses({ markdown: [body], html: [], code: [], extra: [] }, infimaClasses());
  return [...used].every((name) => styleClasses.has(name));
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
 * soon as it is known, then brings the search index and the page's assets up to date and checks
 * the links again as the build would. Returns the session's next state (the edited files read
 * by the build's own loaders; the previous state is left as it was) and the URLs not sent yet, or
 * undefined when an edit reaches other pages (title, position, category...) and a full build is
 * needed.
 */
export async function updatePages(
  options: UpdateOptions,
): Promise<{ state: DevState; paths: string[]; brokenLinks?: string[] } | undefined> {
  const current = options.state;
  if (current.multiLocale) return undefined;
  let content = current.content;
  let routes = current.routes;
  const targets = new Set<string>();
  for (const file of options.files) {
    const languages = new Set<string>();
    const oldDoc = content.docsByFile.get(file);
    if (oldDoc) {
      const set = docSetOf(content, oldDoc);
      const doc = await loadDocFile(current.config, set.version, file, languages);
      if (!doc || structure(doc) !== structure(oldDoc) || !styled(current, doc.body)) return undefined;
      if ([...languages].some((l) => !current.languages.has(l))) return undefined;
      const swap = (d: DocSource) => (d === oldDoc ? doc : d);
      content = {
        ...content,
        docs: content.docs.map(swap),
        docsByFile: new Map(content.docsByFile).set(file, doc),
        docSets: content.docSets.map((s) =>
          s === set ? { ...s, docs: s.docs.map(swap), docsById: new Map(s.docsById).set(doc.id, doc) } : s,
        ),
      };
      routes = routes.map((route) => {
        if (route.kind !== 'doc' || route.doc.file !== file) return route;
        targets.add(route.route);
        return { ...route, doc };
      });
      continue;
    }
    const page = content.pages.find((p) => p.file === file && p.kind === 'md');
    if (!page || page.fallback || page.sourceFile) return undefined;
    const next = markdownPageOf({
      file,
      text: await loadTextFile(file),
      routeName: pageRouteName(current.config.pagesDir, file),
      languages,
    });
    // A new route or title reaches the manifest, the sitemap and links: a full build.
    if (!next || next.route !== page.route || next.title !== page.title || !styled(current, next.body ?? '')) {
      return undefined;
    }
    if ([...languages].some((l) => !current.languages.has(l))) return undefined;
    content = { ...content, pages: content.pages.map((p) => (p === page ? next : p)) };
    routes = routes.map((route) => {
      if (route.kind !== 'mdPage' || route.page.file !== file) return route;
      targets.add(route.route);
      return { ...route, page: next };
    });
  }
  const state: DevState = {
    ...current,
    content,
    routes,
    search: new Map(current.search),
    twins: new Map(current.twins),
  };
  const rendered = await renderRoutes(
    { ...options, state },
    routes.filter((route) => targets.has(route.route)),
    (paths) => `Updated ${paths.join(', ')}`,
  );
  // The build's link checker holds every page's links and ids: the edited pages replace theirs.
  // Through the build's own reporting: problems the session reported already are not repeated;
  // a problem the config makes an error is shown in the overlay instead.
  const diagnostics = createDiagnostics(options.logger);
  state.linkProblems = new Set(
    reportLinkProblems(diagnostics, state.config, state.links.check(), current.linkProblems),
  );
  const brokenLinks = diagnostics.errors.map(formatDiagnostic);
  return { state, paths: rendered.paths, ...(brokenLinks.length > 0 ? { brokenLinks } : {}) };
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
  const renewed = options.renew(
    targets.flatMap((r) => [...htmlFilesOf(r, state.config.trailingSlash), pageDataFileOf(r)]),
  );
  await state.pool
    .render(
      createRouteQueue(targets),
      (result) => {
        for (const warning of result.warnings) logger.warn(`${warning.location}: ${warning.message}`);
        state.links.addPage(result.links.url, result.links.info, result.links.source);
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
    await writeSearchIndex({ content: state.content, search: documents, sink: served });
  }
  // The llms files hold every page's markdown, so an edited page changes them as a full build would.
  if (twinsChanged) {
    await writeLlmsFiles({
      config: state.config,
      content: state.content,
      urls: state.urls,
      twins: [...state.twins.values()],
      sink: served,
    });
  }
  logger.success(`${verb(paths)} in ${Math.round(performance.now() - started)} ms`);
  return { paths: paths.filter((p) => !sent.has(p)) };
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { INFO } from '../config/docusaurus/map-config.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { loadConfig } from '../config/load-config.ts';
import { collectBlog } from '../content/blog/collect-blog.ts';
import { createBlogFeeds } from '../content/blog/feeds.ts';
import { appendBlogRoutes } from '../content/blog/routes.ts';
import type { BlogModel } from '../content/blog/types.ts';
import { collectContent } from '../content/collect-content.ts';
import { collectLastUpdates } from '../content/git-last-update.ts';
import { type ContentModel, type DocsSetContent, lastDocSet, type SidebarNode } from '../content/types.ts';
import { fallbackNotice } from '../i18n/fallback-notice.ts';
import {
  isTranslated,
  localeBaseUrl,
  localeDir,
  localeOutDir,
  localesToBuild,
  localizeConfig,
} from '../i18n/locale-builds.ts';
import { translateSite } from '../i18n/translate-site.ts';
import { createLlmsFiles, type ListedTwin } from '../llms/create-llms-files.ts';
import { loadHighlightCache, saveHighlightCache } from '../markdown/highlight-cache.ts';
import { MISSING_PACKAGE_RULE } from '../markdown/mdx/check-mdx.ts';
import type { SearchDocument } from '../search/types.ts';
import { translateOf } from '../shared/translations/translate.ts';
import type { SiteData } from '../shared/types.ts';
import { AggregateBuildError, RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { packageInfo } from '../util/package-root.ts';
import { checkSiteFailures } from '../util/site-code.ts';
import { createRoutes, type Route } from './create-routes.ts';
import { takeMissingPackages } from './docusaurus-shims.ts';
import { buildIslands, scanIslandCandidates } from './islands.ts';
import { prerenderJsxPages, skipJsxPages } from './jsx-pages.ts';
import { createLinkChecker, type LinkChecker } from './links/check-links.ts';
import { checkRouteCollisions } from './links/check-route-collisions.ts';
import { describeLinkProblems } from './links/report-links.ts';
import { writeClientAssets, writeCustomCss } from './output/client-assets.ts';
import { createRedirectPages } from './output/client-redirects.ts';
import { collectStaticFiles, copyStatic, staticLinkSkipped } from './output/copy-static.ts';
import { copyMermaid } from './output/mermaid-assets.ts';
import { collectSiteClasses } from './output/site-classes.ts';
import { createSitemap } from './output/sitemap.ts';
import { writeSearchIndexes, writeVersionData } from './output/version-data.ts';
import { createOutputWriter, subWriter } from './output/write-output.ts';
import { createHeadHtml } from './render/head-tags.ts';
import { startHighlightThread } from './render/highlight-thread.ts';
import { codeFingerprint, pruneMarkdownCache } from './render/markdown-cache.ts';
import type { PageAssets } from './render/render-document.ts';
import { renderPages, workerCount, workersFromEnv } from './render/render-pages.ts';
import type { ContentWarning, LocaleRenderData, RenderContext } from './render/render-route.ts';
import { createRouteQueue, type RouteQueue } from './render/route-queue.ts';
import { prerenderSwizzledFooter, prerenderSwizzledNotFound } from './render-swizzled.ts';
import { createUrlResolver, resolveSite, type UrlResolver } from './resolve-site.ts';
import { collectSwizzled, SUPPORTED, themeDirOf, unsupportedSwizzledWarning } from './swizzled.ts';
import { createTask } from './task.ts';

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

/** What a build knew when it rendered: enough to re-render any one page later. */
export interface BuildModel {
  config: ResolvedConfig;
  content: ContentModel;
  /** The blog set, when the site has a blog. */
  blog?: BlogModel;
  urls: UrlResolver;
  routes: Route[];
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

/** One locale's content, read before anything is written (docs/architecture.md: a locale is a set of sets). */
interface PreparedLocale {
  config: ResolvedConfig;
  locale: string;
  /** Output folder relative to the output root ('' for the default locale). */
  dir: string;
  content: ContentModel;
  blog: BlogModel | undefined;
  urls: UrlResolver;
  site: SiteData;
  routes: Route[];
}

/** The whole build, step by step. A failed build leaves the previous output untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { logger } = options;
  const timings: Record<string, number> = {};
  const task = createTask(logger, timings, options.signal);
  // An untrusted build reads no cache: what a trusted build rendered must not stand in for a check.
  const useCache = options.cache !== false && options.untrusted !== true;

  // What an earlier build in this process left of the missing packages is not this build's.
  takeMissingPackages();
  const config = await task('Loading config', () =>
    loadConfig(options.configFile, options.untrusted ? { untrusted: true } : {}),
  );
  // A cold build of a site too small for render workers highlights its code on a second thread,
  // started now so shiki loads while the site is read (see highlight-thread.ts).
  const highlightThread =
    options.highlightThread !== false &&
    process.env.RNHC_HIGHLIGHT_THREAD !== '0' &&
    !options.dryRun &&
    !options.control &&
    !options.workers &&
    !(useCache && existsSync(highlightCacheFileOf(config.siteDir)))
      ? startHighlightThread()
      : undefined;
  try {
    return await buildConfigured();
  } finally {
    await highlightThread?.close();
  }

  async function buildConfigured(): Promise<BuildResult> {
    for (const notice of config.notices) {
      // (Config mappings worth knowing, not problems: a search plugin stood in for.)
      if (notice.startsWith(INFO)) logger.info(notice.slice(INFO.length));
      else logger.warn(notice);
    }
    // The site's theme components (src/theme/): those not rendered are named once.
    const swizzled = collectSwizzled(config.siteDir);
    const notRendered = unsupportedSwizzledWarning(config.siteDir, swizzled);
    if (notRendered) logger.warn(notRendered);
    const rendered = [...swizzled.keys()].filter((name) => SUPPORTED[name]);
    if (options.untrusted && rendered.length > 0) {
      logger.warn(
        `${themeDirOf(config.siteDir)}: swizzled theme components ${rendered.join(', ')} are code; this untrusted build does not run them (the theme's own are shown)`,
      );
    }
    const outDir = path.resolve(options.outDir ?? path.join(config.siteDir, 'build'));
    const locales = localesToBuild(config, options.locale);
    const workersWarning = workersFromEnv().warning;
    if (workersWarning) logger.warn(workersWarning);
    // Every locale is read first: each page's hreflang alternates depend on what the others translate.
    const seenWarnings = new Set<string>();
    const prepared: PreparedLocale[] = [];
    let staticScan: Awaited<ReturnType<typeof collectStaticFiles>> | undefined;
    for (const locale of locales) {
      const untranslated = localizeConfig(config, locale);
      const [collected, collectedBlog] = await task('Reading content', () =>
        Promise.all([
          collectContent(untranslated),
          collectBlog({ config: untranslated, drafts: options.drafts === true, locale }),
        ]),
      );
      // The locale's translation files (src/i18n): theme strings, navbar, footer, sidebar, version
      // and blog labels, as Docusaurus applies them (the default locale's too, when it has any).
      const translated = await task('Reading translations', () =>
        translateSite({ config: untranslated, content: collected, locale }),
      );
      const { config: localized, content, strings } = translated;
      // The blog was read with the untranslated options; its titles come from the translated ones.
      const blog =
        collectedBlog && localized.blog !== false ? { ...collectedBlog, options: localized.blog } : collectedBlog;
      // The same source file read for each locale warns once.
      for (const warning of [...content.warnings, ...translated.warnings]) {
        if (!seenWarnings.has(warning)) logger.warn(warning);
        seenWarnings.add(warning);
      }
      const urls = createUrlResolver(localized);
      const firstDoc = content.docs[0];
      const mainDocId = config.docs.mainDocId;
      if (
        prepared.length === 0 &&
        firstDoc &&
        mainDocId !== undefined &&
        !lastDocSet(content).docsById.has(mainDocId)
      ) {
        logger.warn(
          `${config.where(['docs', 'mainDocId'])}: docs.mainDocId: no doc has the id ${JSON.stringify(mainDocId)}; the docs root gets no page of its own and the version links to the first doc, ${firstDoc.id}`,
        );
      }
      const site = resolveSite({
        config: localized,
        content,
        urls,
        searchIndexHref: `${localized.baseUrl}search-index.json`,
        ...(strings ? { strings } : {}),
      });
      const routes = createRoutes({ config: localized, content, site, urls });
      if (blog) appendBlogRoutes({ routes, blog, urls, siteTitle: config.title, t: translateOf(site) });
      const blogErrors: RnhcError[] = [];
      for (const notice of blog?.notices ?? []) {
        if (seenWarnings.has(notice.message)) continue;
        seenWarnings.add(notice.message);
        report(notice.policy, notice.message, logger, blogErrors);
      }
      if (blogErrors.length > 0) throw new AggregateBuildError(`${blogErrors.length} blog errors`, blogErrors);
      // After the content: reading it first checks that each folder is a folder.
      staticScan ??= await collectStaticFiles({
        dirs: config.staticDirs,
        siteDir: config.siteDir,
        allowOutside: config.allowStaticOutsideSite,
      });
      checkRouteCollisions({ routes, staticFiles: staticScan.files, siteDir: config.siteDir });
      prepared.push({
        config: localized,
        locale,
        dir: localeOutDir(config, locale),
        content,
        blog,
        urls,
        site,
        routes,
      });
    }
    const i18nData = localeRenderData(config, prepared);
    const { files: staticFiles, skipped: skippedLinks } = staticScan ?? { files: [], skipped: [] };

    const writer = await createOutputWriter({
      outDir,
      site: config,
      emptyOutDir: options.emptyOutDir === true,
      dryRun: options.dryRun === true,
      warn: (message) => logger.warn(message),
      atomic: options.atomic === true,
    });
    const { control } = options;
    try {
      // `check` highlights nothing (plain code), so it neither reads nor writes the highlight cache.
      const cacheFile = useCache && !options.dryRun ? highlightCacheFileOf(config.siteDir) : undefined;
      const cache = await loadHighlightCache(cacheFile);
      const markdownCache =
        useCache && !options.dryRun
          ? {
              dir: path.join(cacheDirOf(config.siteDir), 'markdown'),
              // The markdown options (format, mdx1Compat, magic comments) change what a body renders to.
              salt: `${codeFingerprint()}\0${config.baseUrl}\0${config.url}\0${JSON.stringify(config.markdown)}\0${config.markdownPlugins?.key ?? ''}`,
            }
          : undefined;
      // The site's base URL for every locale: a page's links reach the other locales' pages too.
      // Under `--locale`, the other locales' pages are not built: links into them are not checked.
      const partial = locales.length < config.locales.length;
      if (partial) logger.info(`Links into the locales not built (--locale ${locales.join(', ')}) are not checked`);
      const bases = config.locales
        .map((locale) => ({ locale, base: localeBaseUrl(config, locale) }))
        .sort((a, b) => b.base.length - a.base.length);
      const links = createLinkChecker({
        baseUrl: config.baseUrl,
        files: writer.files,
        ...(partial
          ? {
              // The locale of a path is the one with the longest base URL that prefixes it.
              unchecked: (pathname: string) => {
                const owner = bases.find(({ base }) => pathname.startsWith(base) || `${pathname}/` === base);
                return owner !== undefined && !locales.includes(owner.locale);
              },
            }
          : {}),
      });
      const used = new Map<string, string>();
      const markdownKeys = new Set<string>();
      const warnings: ContentWarning[] = [];
      const unknownLanguages = new Set<string>();
      let first: { model: BuildModel; workers: number; timing: { markdown: number; theme: number } } | undefined;
      let pages = 0;

      for (const [index, locale] of prepared.entries()) {
        const { content, blog, urls, site, routes } = locale;
        const localeConfig = locale.config;
        const sink = locale.dir ? subWriter(writer, locale.dir) : writer;
        // Watch mode steers the first locale's queue (the pages a reader opens first).
        const queue = control && index === 0 ? control.start(routes, sink.dir) : createRouteQueue(routes);
        const workers = options.workers ?? (control ? Math.max(1, workerCount(routes.length)) : undefined);
        const islands = await task('Preparing renderers', async () => {
          // Site components of MDX content and React pages, bundled for the browser (islands.ts).
          // From the bodies read with the content: only partials are read again.
          const markdownSources = [
            ...content.docs,
            ...content.pages.filter((page) => page.kind === 'md'),
            ...(blog?.posts ?? []),
          ];
          if (options.untrusted) {
            skipJsxPages(routes, content, site, logger);
            return {};
          }
          const components = await scanIslandCandidates(markdownSources, config.siteDir);
          const pageFiles = content.pages.filter((page) => page.kind === 'tsx').map((page) => page.file);
          // Swizzled components rendered in the theme's place are islands too (swizzled.ts). With
          // the docs at the site root, Docusaurus's 404 page is the docs' catch-all route, which
          // renders NotFound/Content only, under the site's title alone.
          const docsAtRoot = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '') === '';
          const notFoundRoute = routes.find((r) => r.kind === 'notFound');
          if (docsAtRoot && notFoundRoute) notFoundRoute.docsRoot = true;
          const notFound = docsAtRoot
            ? swizzled.get('NotFound/Content')
            : (swizzled.get('NotFound') ?? swizzled.get('NotFound/Content'));
          const mdxComponents = swizzled.get('MDXComponents');
          const footer = swizzled.get('Footer');
          const themeFiles = [notFound, mdxComponents, footer].filter((file): file is string => file !== undefined);
          const modules = await buildIslands({
            files: [...new Set([...components, ...pageFiles, ...themeFiles])],
            siteDir: config.siteDir,
            baseUrl: localeConfig.baseUrl,
            writer: sink,
            ...(mdxComponents ? { componentObjects: [mdxComponents] } : {}),
          });
          const swizzledOptions = { siteDir: config.siteDir, site, islands: modules, writer: sink };
          if (notFound) await prerenderSwizzledNotFound({ ...swizzledOptions, file: notFound, routes });
          if (footer) await prerenderSwizzledFooter({ ...swizzledOptions, file: footer });
          await prerenderJsxPages({
            routes,
            content,
            pagesDir: config.pagesDir,
            siteDir: config.siteDir,
            site,
            islands: modules,
            writer: sink,
            cache,
            used,
            themes: config.markdown.codeThemes,
            ...(options.dryRun ? { plain: true } : {}),
            ...(highlightThread
              ? { remote: (languages: string[]) => highlightThread.remote(languages, config.markdown.codeThemes) }
              : {}),
          });
          return modules;
        });
        // The Infima classes the stylesheet keeps (all of them when not pruned): watch mode's edits check theirs against it.
        let styleClasses: Set<string> | undefined;
        const [assets, versions, mermaid] = await task('Copying assets', async () => {
          await copyStatic(staticFiles, sink);
          // Mermaid's browser build, for the pages with a diagram (markdown.mermaid).
          const mermaid = localeConfig.markdown.mermaid ? localeConfig.baseUrl + (await copyMermaid(sink)) : undefined;
          if (index === 0) for (const link of skippedLinks) logger.warn(staticLinkSkipped(link));
          const custom = await writeCustomCss({
            files: config.customCssFiles,
            baseUrl: localeConfig.baseUrl,
            writer: sink,
            where: (i) => config.where(['theme', 'customCss', ...(config.customCssFiles.length > 1 ? [i] : [])]),
            ...(config.postcssPlugins ? { postcssPlugins: config.postcssPlugins } : {}),
          });
          styleClasses =
            options.pruneStyles === false
              ? undefined
              : await collectSiteClasses({
                  content,
                  blog,
                  routes,
                  site,
                  siteDir: config.siteDir,
                  code: [...Object.keys(islands), ...content.pages.filter((p) => p.kind === 'tsx').map((p) => p.file)],
                });
          const client = await writeClientAssets({
            site,
            writer: sink,
            infima: { classes: styleClasses ?? 'all', readers: custom ? [custom.css] : [] },
          });
          const customStylesheet = custom?.href;
          // The config's extra head tags (headTags, metadata, scripts, analytics...), every page's.
          const head = createHeadHtml(localeConfig);
          return [
            { ...client, ...(customStylesheet ? { customStylesheet } : {}), ...(head ? { head } : {}) },
            await writeVersionData({ site, siteDataHref: client.siteData, content, urls, writer: sink }),
            mermaid,
          ] as const;
        });
        const renderContext: RenderContext = {
          ...createRenderContext({ config: localeConfig, content, urls, site, assets, ...(blog ? { blog } : {}) }),
          // A locale's strings are in its markdown HTML (admonition titles...): part of the key.
          ...(markdownCache
            ? {
                markdownCache: { ...markdownCache, salt: `${markdownCache.salt}\0${markdownStringsKey(site.strings)}` },
              }
            : {}),
          ...(options.dryRun ? { checkOnly: true } : {}),
          ...(options.untrusted ? { untrusted: true } : {}),
          ...(Object.keys(islands).length > 0 ? { islands } : {}),
          ...(mermaid ? { mermaid } : {}),
          ...(await collectDocLastUpdates(localeConfig, content, logger)),
          // A site of one docs folder keeps the pages it always had (no version in their data).
          ...(content.docSets.length > 1 || content.docSets[0]?.version.version !== 'current' ? { versions } : {}),
          ...(i18nData ? { i18n: i18nData(locale) } : {}),
        };
        const rendered = await task(
          'Rendering pages',
          () =>
            renderPages({
              queue,
              context: renderContext,
              writer: sink,
              links,
              languages: [...new Set([...content.languages, ...(blog?.languages ?? [])])],
              cache,
              cacheFile,
              ...(workers !== undefined ? { workers } : {}),
              ...(control?.workers && index === 0 ? { started: control.workers } : {}),
              ...(options.signal ? { signal: options.signal } : {}),
              ...(highlightThread ? { highlightThread } : {}),
              ...(control?.plainUntilReady && prepared.length === 1 ? { plainUntilReady: true } : {}),
              onProgress: (done, total) => {
                if (done % 25 === 0 || done === total) logger.progress(`Rendering pages ${done}/${total}`);
              },
            }),
          () => `${routes.length} pages`,
        );
        for (const lang of rendered.unknownLanguages) unknownLanguages.add(lang);
        for (const [key, value] of rendered.used) used.set(key, value);
        for (const key of rendered.markdownKeys) markdownKeys.add(key);
        // A fallback page repeats its original's messages: each is reported once.
        for (const warning of rendered.warnings) {
          // A missing package is named once, at the first page that imports it.
          const key =
            warning.ruleId === MISSING_PACKAGE_RULE ? warning.message : `${warning.location}\0${warning.message}`;
          // A package named by the MDX check is not named again for the site code that imports it.
          const missing = warning.ruleId === MISSING_PACKAGE_RULE ? /package "([^"]+)"/.exec(warning.message) : null;
          if (missing) seenWarnings.add(`${missing[1]}\0missing`);
          if (seenWarnings.has(key)) continue;
          seenWarnings.add(key);
          warnings.push(warning);
        }
        // Packages site code (components, React pages) imports that nobody has: one warning each.
        for (const [name, importer] of takeMissingPackages()) {
          const key = `${name}\0missing`;
          if (seenWarnings.has(key)) continue;
          seenWarnings.add(key);
          logger.warn(
            `${importer}: imports "${name}", which is not installed (in the site or rnhc-docs): it was replaced by a stand-in that renders nothing`,
          );
        }
        await task('Writing indexes', async () => {
          await Promise.all([...rendered.assets].map(([from, to]) => sink.copy(from, to)));
          await sink.write('sitemap.xml', createSitemap(rendered.sitemap));
          if (localeConfig.clientRedirects) {
            const redirects = createRedirectPages({
              redirects: localeConfig.clientRedirects,
              baseUrl: localeConfig.baseUrl,
              existing: rendered.manifest.map((entry) => entry.path),
              trailingSlash: localeConfig.trailingSlash,
              warn: (message) => logger.warn(message),
            });
            await Promise.all(redirects.map((page) => sink.write(page.file, page.html)));
          }
          if (blog) {
            const feeds = createBlogFeeds({
              blog,
              urls,
              origin: config.url,
              siteTitle: config.title,
              favicon: site.favicon,
              html: rendered.feeds,
            });
            for (const [file, text] of feeds) await sink.write(file, text);
          }
          await sink.write('route-manifest.json', `${JSON.stringify(rendered.manifest, null, 1)}\n`);
          // Not hashed: it is the last thing a build knows, after every page that could name it.
          await writeSearchIndexes({ documents: rendered.search, content, file: 'search-index.json', writer: sink });
          const llms = siteLlmsFiles({ config: localeConfig, content, urls, twins: rendered.twins });
          await Promise.all(llms.map(([file, text]) => sink.write(file, text)));
        });
        if (i18nData && index > 0) logger.info(translationSummary(locale));
        pages += routes.length;
        first ??= {
          model: {
            config: localeConfig,
            content,
            ...(blog ? { blog } : {}),
            urls,
            routes,
            context: renderContext,
            search: rendered.search,
            twins: rendered.twins,
            locales: prepared.length,
            ...(rendered.plainRoutes.length > 0 ? { plainRoutes: rendered.plainRoutes } : {}),
            links,
            linkProblems: new Set<string>(),
            ...(styleClasses ? { styleClasses } : {}),
          },
          workers: rendered.workers,
          timing: rendered.timing,
        };
      }
      for (const lang of unknownLanguages) {
        logger.warn(`Code blocks in "${lang}" are shown without highlighting: shiki has no grammar of that name`);
      }

      const errors: RnhcError[] = [];
      // The settings that turned problems into errors, named in the title so the reader knows which to change.
      const throwing = new Set<string>();
      for (const warning of warnings) {
        const markdownLink = warning.ruleId === 'broken-markdown-link';
        const policy = markdownLink ? config.onBrokenMarkdownLinks : 'warn';
        if (report(policy, `${warning.location}: ${warning.message}`, logger, errors))
          throwing.add('onBrokenMarkdownLinks');
      }
      const problems = await task('Checking links', () => links.check());
      const linkReports = describeLinkProblems(problems, config);
      for (const { key } of linkReports) first?.model.linkProblems.add(key);
      for (const { message, policy, setting } of linkReports) {
        if (report(policy, message, logger, errors) && setting) throwing.add(setting);
      }
      if (errors.length > 0) {
        const what = [...throwing].map((s) => `${s}: throw`).join(', ');
        throw new AggregateBuildError(
          `The build failed: ${errors.length} broken link${errors.length === 1 ? '' : 's'} (${what})`,
          errors,
        );
      }
      // A `process.exit` the site's code called and caught, an error thrown in one of its timers.
      await checkSiteFailures();
      await task('Finishing', async () => {
        await writer.commit();
        // Rewritten only when something new was highlighted or old entries dropped out.
        const changed = used.size !== cache.size || [...used.keys()].some((k) => !cache.has(k));
        if (cacheFile && !options.dryRun && changed) await saveHighlightCache(cacheFile, used);
        if (markdownCache) pruneMarkdownCache(markdownCache.dir, markdownKeys);
      });
      if (!first) throw new RnhcError('No locale to build');
      return {
        outDir,
        pages,
        files: writer.files.size,
        bytes: writer.bytes,
        durationMs: Math.round(performance.now() - started),
        warnings: logger.warnings,
        timings,
        workers: first.workers,
        renderTiming: first.timing,
        threadHighlighted: highlightThread?.highlighted ?? 0,
        model: first.model,
      };
    } catch (error) {
      await writer.abort();
      throw error;
    } finally {
      logger.done();
    }
  }
}

/**
 * What the pages of each locale know of the others (hreflang alternates, the fallback notice),
 * or undefined for a site of one locale.
 */
function localeRenderData(
  config: ResolvedConfig,
  prepared: readonly PreparedLocale[],
): ((locale: PreparedLocale) => LocaleRenderData) | undefined {
  if (config.locales.length < 2) return undefined;
  const locales = prepared.map((each) => ({
    hreflang: config.i18n.localeConfigs[each.locale]?.htmlLang ?? each.locale,
    baseUrl: each.config.baseUrl,
    fallbacks: fallbackRoutes(each),
  }));
  const defaultBaseUrl = localeBaseUrl(config, config.i18n.defaultLocale);
  return (locale) => ({
    baseUrl: locale.config.baseUrl,
    defaultBaseUrl,
    locales,
    fallbackNotice: fallbackNotice(locale.site),
  });
}

/** Routes (relative to the locale's base URL) that a locale shows untranslated. */
function fallbackRoutes(locale: PreparedLocale): string[] {
  return [
    ...locale.content.docs.filter((doc) => doc.fallback).map((doc) => doc.route),
    ...locale.content.pages.filter((page) => page.fallback).map((page) => page.route),
    ...(locale.blog?.posts ?? []).filter((post) => post.fallback).map((post) => post.route),
  ];
}

/** `fr: 3/27 docs translated`, and the pages and posts when the site has them. */
function translationSummary(locale: PreparedLocale): string {
  const count = <T extends { fallback?: boolean }>(items: readonly T[], noun: string) =>
    items.length === 0 ? [] : [`${items.filter((item) => !item.fallback).length}/${items.length} ${noun}`];
  const parts = [
    ...count(locale.content.docs, 'docs'),
    ...count(
      locale.content.pages.filter((page) => page.kind === 'md'),
      'pages',
    ),
    ...count(locale.blog?.posts ?? [], 'posts'),
  ];
  return `${locale.locale}: ${parts.join(', ') || 'nothing'} translated`;
}

/**
 * The llms files of the site, from its pages' twins, one set per docs version (docs/architecture.md): the
 * last version, with the pages outside the docs, at the root; every other version under its own
 * path (`docs/next/llms.txt`). Watch mode calls this again after an edit.
 */
export function siteLlmsFiles(options: {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  twins: readonly ListedTwin[];
}): Array<[string, string]> {
  const { config, content, urls } = options;
  const last = lastDocSet(content);
  // Which set a twin belongs to, by its page path: docs and generated category pages of each set.
  const setOfPath = new Map<string, DocsSetContent>();
  for (const set of content.docSets) {
    for (const doc of set.docs) setOfPath.set(urls.route(doc.route), set);
    const visit = (nodes: SidebarNode[]) => {
      for (const node of nodes) {
        if (node.type !== 'category') continue;
        if (node.link?.type === 'generated-index') setOfPath.set(urls.route(node.link.route), set);
        visit(node.items);
      }
    };
    for (const items of Object.values(set.sidebars)) visit(items);
  }
  const twinsOf = new Map<DocsSetContent, ListedTwin[]>(content.docSets.map((set) => [set, []]));
  for (const twin of options.twins) twinsOf.get(setOfPath.get(twin.path) ?? last)?.push(twin);
  const summary = config.llms.description ?? config.tagline;
  return content.docSets.flatMap((set) => {
    const isLast = set === last;
    if (!isLast && set.docs.length === 0) return [];
    return createLlmsFiles({
      dir: isLast ? '' : set.version.routeBase,
      title: isLast || content.docSets.length === 1 ? config.title : `${config.title} (${set.version.label})`,
      summary,
      sidebars: set.sidebars,
      docsById: set.docsById,
      routeUrl: urls.route,
      twins: twinsOf.get(set) ?? [],
    });
  });
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
  const relativeBaseOfFile: Record<string, string> = {};
  for (const set of content.docSets) {
    const { sourceDir, translationDir } = set.version;
    for (const doc of set.docs) {
      const route = urls.route(doc.route);
      routeOfFile[doc.file] = route;
      // With trailingSlash: false, Docusaurus's URL of an index doc has no `/` either.
      if (doc.directoryUrl && config.trailingSlash !== false) relativeBaseOfFile[doc.file] = route.replace(/\/?$/, '/');
      // In a translated locale, a link from a translated doc or from a fallback finds the doc
      // under either folder, whether or not this doc is translated.
      if (translationDir) {
        const source = doc.sourceFile ?? doc.file;
        routeOfFile[source] = route;
        routeOfFile[path.join(translationDir, path.relative(sourceDir, source))] = route;
      }
    }
  }
  for (const page of content.pages) {
    if (page.kind !== 'md') continue;
    routeOfFile[page.file] = urls.route(page.route);
    if (page.sourceFile) routeOfFile[page.sourceFile] = urls.route(page.route);
  }
  for (const post of options.blog?.posts ?? []) routeOfFile[post.file] = urls.route(post.route);
  return {
    site: options.site,
    assets: options.assets,
    version: packageInfo().version,
    url: config.url,
    trailingSlash: config.trailingSlash,
    tocMinLevel: config.themeConfig.tableOfContents.minHeadingLevel,
    tocMaxLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
    ogImage: config.themeConfig.image ? config.url + urls.asset(config.themeConfig.image) : undefined,
    routeOfFile,
    relativeBaseOfFile,
    ...(config.markdownPlugins
      ? {
          userPlugins: {
            configFile: config.configFile,
            // Each content plugin's folders, translations included: a file gets its plugin's set.
            folders: [
              {
                section: 'docs' as const,
                dirs: content.docSets.flatMap((set) => [
                  set.version.sourceDir,
                  ...(set.version.translationDir ? [set.version.translationDir] : []),
                ]),
              },
              { section: 'pages' as const, dirs: [config.pagesDir] },
              ...(config.blogDir ? [{ section: 'blog' as const, dirs: [config.blogDir] }] : []),
            ],
          },
        }
      : {}),
    assetFolders: [config.siteDir, config.docsDir, config.pagesDir, ...config.staticDirs],
    siteDir: config.siteDir,
    markdown: config.markdown,
    // Each content set's folders (its translation first): a link is looked up from the set of the
    // linking file, then the site.
    markdownLinkRoots: {
      contentDirs: [
        ...content.docSets.map((set) => [
          ...(set.version.translationDir ? [set.version.translationDir] : []),
          set.version.sourceDir,
        ]),
        [
          ...(isTranslated(config) ? [path.join(localeDir(config), 'docusaurus-plugin-content-pages')] : []),
          config.pagesDir,
        ],
        ...(options.blog
          ? [
              [
                ...(isTranslated(config) ? [path.join(localeDir(config), 'docusaurus-plugin-content-blog')] : []),
                options.blog.set.sourceDir,
              ],
            ]
          : []),
      ],
      siteDir: config.siteDir,
    },
  };
}

/** Applies a policy to one problem; true when it became an error. */
function report(
  policy: 'ignore' | 'log' | 'warn' | 'throw',
  message: string,
  logger: Logger,
  errors: RnhcError[],
): boolean {
  if (policy === 'throw') {
    errors.push(new RnhcError(message));
    return true;
  } else if (policy === 'warn') logger.warn(message);
  else if (policy === 'log') logger.info(message);
  return false;
}

/** The theme strings that markdown HTML holds (admonition titles, heading links, copy button): part of its cache key. */
function markdownStringsKey(strings: Record<string, string> | undefined): string {
  if (!strings) return '';
  const used = Object.entries(strings).filter(([key]) =>
    /^theme\.(admonition\.|CodeBlock\.|common\.headingLinkTitle$)/.test(key),
  );
  return used.length > 0 ? JSON.stringify(used.sort()) : '';
}

/**
 * Each doc's last update from git when the docs show it (`showLastUpdateTime`/`Author`): one
 * `git log` over the docs folders. Without git history, no dates and one warning.
 */
async function collectDocLastUpdates(
  config: ResolvedConfig,
  content: ContentModel,
  logger: Logger,
): Promise<{ lastUpdates?: Record<string, { at?: number; by?: string }> }> {
  const { showLastUpdateTime: time, showLastUpdateAuthor: author } = config.docs;
  if (!time && !author) return {};
  const folders = [
    ...new Set(
      content.docSets.flatMap((set) => [
        set.version.sourceDir,
        ...(set.version.translationDir ? [set.version.translationDir] : []),
      ]),
    ),
  ].filter((dir) => existsSync(dir));
  const result = await collectLastUpdates(folders);
  if ('problem' in result) {
    logger.warn(`docs.showLastUpdateTime/showLastUpdateAuthor: no last-update dates (${result.problem})`);
    return {};
  }
  const lastUpdates: Record<string, { at?: number; by?: string }> = {};
  for (const set of content.docSets) {
    for (const doc of set.docs) {
      const update = result.updates.get(doc.file);
      if (update) lastUpdates[doc.file] = { ...(time ? { at: update.at } : {}), ...(author ? { by: update.by } : {}) };
    }
  }
  return { lastUpdates };
}

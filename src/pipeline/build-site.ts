/**
 * The build, as named steps (docs/architecture.md, "One pipeline, two drivers"): load the config,
 * read every locale (locale-site.ts: the content kinds), then render each locale (render-locale.ts),
 * check links, and swap the output in. A failed build leaves the previous output untouched.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { INFO } from '../config/docusaurus/map-config.ts';
import { loadConfig, type ResolvedConfig } from '../config/load-config.ts';
import { localesToBuild } from '../i18n/locale-builds.ts';
import { loadHighlightCache, saveHighlightCache } from '../markdown/highlight-cache.ts';
import { RnhcError } from '../util/errors.ts';
import { checkSiteFailures } from '../util/site-code.ts';
import {
  type BuildModel,
  type BuildOptions,
  type BuildResult,
  cacheDirOf,
  highlightCacheFileOf,
} from './build-types.ts';
import type { Route } from './create-routes.ts';
import { createDiagnostics, type DiagnosticCollector } from './diagnostics.ts';
import { runSitePlugins } from './docusaurus-plugins.ts';
import { takeMissingPackages, takeUnparsedPackages } from './docusaurus-shims.ts';
import { checkRouteCollisions } from './links/check-route-collisions.ts';
import { createSiteLinkChecker } from './links/site-link-checker.ts';
import {
  checkMainDocId,
  type LocaleSite,
  loadLocaleSite,
  localeRenderData,
  translationSummary,
} from './locale-site.ts';
import { takeMissingExports } from './missing-exports.ts';
import { collectStaticFiles, staticLinkSkipped } from './output/copy-static.ts';
import { createOutputWriter, subWriter } from './output/write-output.ts';
import { createPostBuildRoutes } from './post-build-routes.ts';
import { startHighlightThread } from './render/highlight-thread.ts';
import { codeFingerprint, installFingerprint, pruneMarkdownCache } from './render/markdown-cache.ts';
import { workersFromEnv } from './render/render-pages.ts';
import { renderLocale } from './render-locale.ts';
import { reportLinkProblems } from './report-problems.ts';
import { collectSwizzled, SUPPORTED, themeDirOf, unsupportedSwizzledWarning } from './swizzled.ts';
import { createTask } from './task.ts';

/** The whole build, step by step. A failed build leaves the previous output untouched. */
export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const started = performance.now();
  const { logger } = options;
  const timings: Record<string, number> = {};
  const task = createTask(logger, timings, options.signal);
  const diagnostics = createDiagnostics(logger);
  // An untrusted build reads no cache: what a trusted build rendered must not stand in for a check.
  const useCache = options.cache !== false && options.untrusted !== true && !options.dryRun;

  // What an earlier build in this process left of the missing packages is not this build's.
  takeMissingPackages();
  takeUnparsedPackages();
  takeMissingExports();
  const loadedConfig = await task('Loading config', () =>
    loadConfig(options.configFile, options.untrusted ? { untrusted: true } : {}),
  );
  const outDir = path.resolve(options.outDir ?? path.join(loadedConfig.siteDir, 'build'));
  // A Docusaurus config's third-party plugins, before any content is read: a plugin may write
  // docs and sidebars (docusaurus-plugin-typedoc), which are then built (docusaurus-plugins.ts).
  const plugins = loadedConfig.sitePlugins?.length
    ? await task('Running plugins', () =>
        runSitePlugins(loadedConfig, {
          outDir,
          warn: (message) => diagnostics.report({ severity: 'warning', code: 'plugin', message }),
        }),
      )
    : undefined;
  const config = plugins
    ? { ...loadedConfig, pluginOutput: { tags: plugins.tags, globalData: plugins.globalData } }
    : loadedConfig;
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
    reportSetup(config, diagnostics, options.untrusted === true);
    const names = localesToBuild(config, options.locale);
    // Every locale is read first: each page's hreflang alternates depend on what the others translate.
    const locales: LocaleSite[] = [];
    for (const locale of names) {
      locales.push(await loadLocaleSite({ config, locale, drafts: options.drafts === true, diagnostics, task }));
    }
    const mainDocWarning = locales[0] && checkMainDocId(config, locales[0]);
    if (mainDocWarning) diagnostics.report({ severity: 'warning', code: 'config', message: mainDocWarning });
    // After the content: reading it first checks that each folder is a folder.
    const staticScan = await collectStaticFiles({
      dirs: config.staticDirs,
      siteDir: config.siteDir,
      allowOutside: config.allowStaticOutsideSite,
    });
    for (const locale of locales) {
      checkRouteCollisions({
        routes: locale.routes,
        staticFiles: staticScan.files,
        siteDir: config.siteDir,
        trailingSlash: config.trailingSlash,
      });
    }
    for (const link of staticScan.skipped)
      diagnostics.report({ severity: 'warning', code: 'static', message: staticLinkSkipped(link) });

    const writer = await createOutputWriter({
      outDir,
      site: config,
      emptyOutDir: options.emptyOutDir === true,
      dryRun: options.dryRun === true,
      warn: (message) => logger.warn(message),
      atomic: options.atomic === true,
    });
    try {
      // `check` highlights nothing (plain code), so it neither reads nor writes the highlight cache.
      const cacheFile = useCache ? highlightCacheFileOf(config.siteDir) : undefined;
      const cache = await loadHighlightCache(cacheFile);
      const markdownCache = useCache
        ? {
            dir: path.join(cacheDirOf(config.siteDir), 'markdown'),
            // The markdown options (format, mdx1Compat, magic comments) change what a body renders
            // to, and so do the packages an MDX page imports (an install rewrites a lockfile).
            salt: `${codeFingerprint()}\0${installFingerprint(config.siteDir)}\0${config.baseUrl}\0${config.url}\0${JSON.stringify(config.markdown)}\0${config.markdownPlugins?.key ?? ''}`,
          }
        : undefined;
      const shared = {
        config,
        options,
        logger,
        diagnostics,
        task,
        links: createSiteLinkChecker({ config, locales: names, files: writer.files, info: (m) => logger.info(m) }),
        staticFiles: staticScan.files,
        cache,
        cacheFile,
        used: new Map<string, string>(),
        markdownCache,
        highlightThread,
        i18n: localeRenderData(config, locales),
        localeCount: locales.length,
      };
      const markdownKeys = new Set<string>();
      const unknownLanguages = new Set<string>();
      let first: { model: BuildModel; workers: number; timing: { markdown: number; theme: number } } | undefined;
      for (const [index, locale] of locales.entries()) {
        const sink = locale.dir ? subWriter(writer, locale.dir) : writer;
        const { rendered, model } = await renderLocale(shared, locale, sink, index === 0);
        for (const lang of rendered.unknownLanguages) unknownLanguages.add(lang);
        for (const key of rendered.markdownKeys) markdownKeys.add(key);
        if (shared.i18n && index > 0) logger.info(translationSummary(locale));
        first ??= {
          model: { ...model, linkProblems: new Set<string>() },
          workers: rendered.workers,
          timing: rendered.timing,
        };
      }
      for (const lang of unknownLanguages) {
        logger.warn(`Code blocks in "${lang}" are shown without highlighting: shiki has no grammar of that name`);
      }
      const problems = await task('Checking links', () => shared.links.check());
      for (const key of reportLinkProblems(diagnostics, config, problems)) first?.model.linkProblems.add(key);
      diagnostics.throwIfErrors((count) => `${count} broken link${count === 1 ? '' : 's'}`);
      // A `process.exit` the site's code called and caught, an error thrown in one of its timers.
      await checkSiteFailures();
      await task('Finishing', async () => {
        await writer.commit();
        // Rewritten only when something new was highlighted or old entries dropped out.
        const { used } = shared;
        const changed = used.size !== cache.size || [...used.keys()].some((k) => !cache.has(k));
        if (cacheFile && changed) await saveHighlightCache(cacheFile, used);
        if (markdownCache) pruneMarkdownCache(markdownCache.dir, markdownKeys);
      });
      if (!first) throw new RnhcError('No locale to build');
      if (plugins && !options.dryRun) {
        // As Docusaurus lists them: the 404 page as `404.html`.
        const pathOf = (locale: LocaleSite, route: Route) =>
          route.kind === 'notFound' ? `${locale.config.baseUrl}404.html` : locale.urls.route(route.route);
        const routesPaths = locales.flatMap((locale) => locale.routes.map((route) => pathOf(locale, route)));
        const routes = createPostBuildRoutes(locales, pathOf);
        await task('Running postBuild', () => plugins.postBuild({ routesPaths, routes, outDir }));
      }
      return {
        outDir,
        pages: locales.reduce((sum, locale) => sum + locale.routes.length, 0),
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
    }
  } finally {
    logger.done();
    await highlightThread?.close();
  }
}

/** What the config and the site's folders say before any content is read. */
function reportSetup(config: ResolvedConfig, diagnostics: DiagnosticCollector, untrusted: boolean): void {
  for (const notice of config.notices) {
    // (Config mappings worth knowing, not problems: a search plugin stood in for.)
    if (notice.startsWith(INFO))
      diagnostics.report({ severity: 'info', code: 'config', message: notice.slice(INFO.length) });
    else diagnostics.report({ severity: 'warning', code: 'config', message: notice });
  }
  // The site's theme components (src/theme/): those not rendered are named once (swizzled.ts).
  const swizzled = collectSwizzled(config.siteDir);
  const notRendered = unsupportedSwizzledWarning(config.siteDir, swizzled, {
    live: config.markdown.liveCodeBlock !== undefined,
  });
  if (notRendered) diagnostics.report({ severity: 'warning', code: 'swizzled', message: notRendered });
  const rendered = [...swizzled.keys()].filter((name) => SUPPORTED[name]);
  if (untrusted && rendered.length > 0) {
    diagnostics.report({
      severity: 'warning',
      code: 'swizzled',
      message: `${themeDirOf(config.siteDir)}: swizzled theme components ${rendered.join(', ')} are code; this untrusted build does not run them (the theme's own are shown)`,
    });
  }
  const workersWarning = workersFromEnv().warning;
  if (workersWarning) diagnostics.report({ severity: 'warning', code: 'workers', message: workersWarning });
}

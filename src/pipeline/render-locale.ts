/**
 * One locale from its LocaleSite to files: the site's code, the assets, every page, and the
 * indexes. The build calls it for each locale (build-site.ts); what it returns is what watch mode
 * keeps of the first.
 */
import type { ResolvedConfig } from '../config/load-config.ts';
import type { Logger } from '../util/logger.ts';
import type { BuildModel, BuildOptions } from './build-types.ts';
import type { DiagnosticCollector } from './diagnostics.ts';
import { takeMissingPackages, takeUnparsedPackages } from './docusaurus-shims.ts';
import type { LinkChecker } from './links/check-links.ts';
import type { LocaleSite } from './locale-site.ts';
import { takeMissingExports } from './missing-exports.ts';
import type { StaticFile } from './output/copy-static.ts';
import { writeLocaleAssets } from './output/write-assets.ts';
import { writeLocaleIndexes } from './output/write-indexes.ts';
import type { OutputWriter } from './output/write-output.ts';
import type { HighlightThread } from './render/highlight-thread.ts';
import type { MarkdownCacheConfig } from './render/markdown-cache.ts';
import { collectDocLastUpdates, createRenderContext, markdownStringsKey } from './render/render-context.ts';
import { type RenderedSite, renderPages, workerCount } from './render/render-pages.ts';
import type { LocaleRenderData, RenderContext } from './render/render-route.ts';
import { createRouteQueue } from './render/route-queue.ts';
import {
  reportMissingExports,
  reportMissingPackages,
  reportRenderWarnings,
  reportUnparsedPackages,
} from './report-problems.ts';
import { prepareSiteCode } from './site-code.ts';

/** What the build shares between its locales. */
export interface RenderShared {
  /** The site's config (not localised). */
  config: ResolvedConfig;
  options: BuildOptions;
  logger: Logger;
  diagnostics: DiagnosticCollector;
  task: <T>(name: string, run: () => Promise<T>, detail?: () => string) => Promise<T>;
  links: LinkChecker;
  staticFiles: readonly StaticFile[];
  /** The highlight cache read, its file (none for `check` and `--no-cache`), and the entries used. */
  cache: Map<string, string>;
  cacheFile: string | undefined;
  used: Map<string, string>;
  markdownCache: MarkdownCacheConfig | undefined;
  highlightThread: HighlightThread | undefined;
  /** The locales' knowledge of each other (undefined for a site of one locale). */
  i18n: ((locale: LocaleSite) => LocaleRenderData) | undefined;
  /** How many locales this build writes. */
  localeCount: number;
}

/** Renders one locale into `sink`; `first`: the first locale (watch mode steers its queue). */
export async function renderLocale(
  shared: RenderShared,
  locale: LocaleSite,
  sink: OutputWriter,
  first: boolean,
): Promise<{ rendered: RenderedSite; model: Omit<BuildModel, 'linkProblems'> }> {
  const { config, options, task, diagnostics } = shared;
  const { control } = options;
  const { content, blog, routes } = locale;
  const queue = control && first ? control.start(routes, sink.dir) : createRouteQueue(routes);
  const workers = options.workers ?? (control ? Math.max(1, workerCount(routes.length)) : undefined);
  const thread = shared.highlightThread;
  const { islands, live } = await task('Preparing renderers', () =>
    prepareSiteCode({
      config,
      locale,
      sink,
      untrusted: options.untrusted === true,
      plain: options.dryRun === true,
      cache: shared.cache,
      used: shared.used,
      remote: thread ? (languages) => thread.remote(languages, config.markdown.codeThemes) : undefined,
      logger: shared.logger,
    }),
  );
  const { assets, versions, mermaid, styleClasses } = await task('Copying assets', () =>
    writeLocaleAssets({
      config,
      locale,
      sink,
      staticFiles: shared.staticFiles,
      islands,
      pruneStyles: options.pruneStyles !== false,
    }),
  );
  const context: RenderContext = {
    ...createRenderContext({ ...locale, assets }),
    // A locale's strings are in its markdown HTML (admonition titles...): part of the key.
    ...(shared.markdownCache
      ? {
          markdownCache: {
            ...shared.markdownCache,
            // A live block's HTML names the playground's module and carries its styles.
            salt: `${shared.markdownCache.salt}\0${markdownStringsKey(locale.site.strings)}${live ? `\0${live.module}\0${live.style}` : ''}`,
          },
        }
      : {}),
    mode: options.dryRun ? 'check' : control?.plainUntilReady && shared.localeCount === 1 ? 'watch-first' : 'build',
    ...(options.untrusted ? { untrusted: true } : {}),
    ...(Object.keys(islands).length > 0 ? { islands } : {}),
    ...(mermaid ? { mermaid } : {}),
    ...(live ? { live } : {}),
    ...(await collectDocLastUpdates(locale.config, content, (message) =>
      diagnostics.report({ severity: 'warning', code: 'last-update', message }),
    )),
    // A site of one docs folder keeps the pages it always had (no version in their data).
    ...(content.docSets.length > 1 || content.docSets[0]?.version.version !== 'current' ? { versions } : {}),
    ...(shared.i18n ? { i18n: shared.i18n(locale) } : {}),
  };
  const rendered = await task(
    'Rendering pages',
    () =>
      renderPages({
        queue,
        context,
        writer: sink,
        links: shared.links,
        languages: [...new Set([...content.languages, ...(blog?.languages ?? [])])],
        cache: shared.cache,
        cacheFile: shared.cacheFile,
        ...(workers !== undefined ? { workers } : {}),
        ...(control?.workers && first ? { started: control.workers } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(shared.highlightThread ? { highlightThread: shared.highlightThread } : {}),
        onProgress: (done, total) => {
          if (done % 25 === 0 || done === total) shared.logger.progress(`Rendering pages ${done}/${total}`);
        },
      }),
    () => `${routes.length} pages`,
  );
  for (const [key, value] of rendered.used) shared.used.set(key, value);
  reportRenderWarnings(diagnostics, config, rendered.warnings);
  reportMissingPackages(diagnostics, takeMissingPackages());
  reportUnparsedPackages(diagnostics, takeUnparsedPackages());
  reportMissingExports(diagnostics, takeMissingExports());
  await task('Writing indexes', () =>
    writeLocaleIndexes({
      locale,
      rendered,
      sink,
      siteConfig: config,
      warn: (message) => diagnostics.report({ severity: 'warning', code: 'client-redirects', message }),
    }),
  );
  return {
    rendered,
    model: {
      ...locale,
      context,
      search: rendered.search,
      twins: rendered.twins,
      ...(rendered.plainRoutes.length > 0 ? { plainRoutes: rendered.plainRoutes } : {}),
      links: shared.links,
      locales: shared.localeCount,
      ...(styleClasses ? { styleClasses } : {}),
    },
  };
}

/**
 * The step "Preparing renderers": the site's own code. Components its MDX content imports and its
 * React pages are bundled for the browser (islands.ts), and the React pages are rendered once on
 * this thread (jsx-pages.ts), as are the swizzled components shown in the theme's place
 * (render-swizzled.ts). An untrusted build runs none of it (each page named in a warning).
 */

import { statSync } from 'node:fs';
import path from 'node:path';
import { readDocusaurusVersion } from '../config/docusaurus/docusaurus-version.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import { CONTENT_KINDS } from '../content/kinds.ts';
import type { RemoteHighlighter } from '../markdown/highlighter.ts';
import type { LiveCodeOptions } from '../shared/live-code.ts';
import type { Logger } from '../util/logger.ts';
import { buildIslands, scanIslandCandidates } from './islands.ts';
import { prerenderJsxPages, skipJsxPages } from './jsx-pages.ts';
import { resolveLivePlayground } from './live-code.ts';
import type { LocaleSite } from './locale-site.ts';
import type { FileSink } from './output/write-output.ts';
import {
  prerenderDocLayout,
  prerenderSwizzledAnnouncementBar,
  prerenderSwizzledFooter,
  prerenderSwizzledNavbarSearch,
  prerenderSwizzledNotFound,
  prerenderSwizzledRoot,
} from './render-swizzled.ts';
import { registerSiteWebpack } from './site-webpack.ts';
import { collectSwizzled } from './swizzled.ts';

/** A locale's site code, prepared: the islands' browser modules by source file, the live playground. */
export interface PreparedSiteCode {
  islands: Record<string, string>;
  /** Live code blocks' settings, when the site has them on and they can play (live-code.ts). */
  live?: LiveCodeOptions;
}

/** Prepares a locale's site code. */
export async function prepareSiteCode(options: {
  /** The site's config (not localised): its folders. */
  config: ResolvedConfig;
  locale: LocaleSite;
  sink: FileSink;
  untrusted: boolean;
  /** `check`: code is shown plain, shiki is never started. */
  plain: boolean;
  /** The highlight cache, read, and the entries this build used (for React pages' code blocks). */
  cache: Map<string, string>;
  used: Map<string, string>;
  remote?: ((languages: string[]) => RemoteHighlighter) | undefined;
  logger: Logger;
}): Promise<PreparedSiteCode> {
  const { config, locale, sink } = options;
  registerSiteWebpack(config.siteDir, config.webpack);
  const { content, routes, site } = locale;
  const livePlayground = resolveLivePlayground(config, {
    untrusted: options.untrusted,
    warn: (message) => options.logger.warn(message),
  });
  if (options.untrusted) {
    skipJsxPages(routes, content, site, options.logger);
    return { islands: {} };
  }
  // From the bodies read with the content: only partials are read again.
  const markdownSources = CONTENT_KINDS.flatMap((kind) => kind.markdownSources(locale));
  const components = await scanIslandCandidates(markdownSources, config.siteDir);
  const pageFiles = content.pages.filter((page) => page.kind === 'tsx').map((page) => page.file);
  // Swizzled components rendered in the theme's place are islands too (swizzled.ts). With the docs
  // at the site root, Docusaurus 3's 404 page is the docs' catch-all route, which renders
  // NotFound/Content only, under the site's title alone; Docusaurus 2's docs page rendered the
  // whole NotFound there, a 404 page as any other (react-native-navigation's, 2.0.0-alpha.72).
  const swizzled = collectSwizzled(config.siteDir);
  const major = Number((readDocusaurusVersion(config.siteDir)?.version ?? '3').split('.')[0]);
  const docsAtRoot = config.docs.routeBasePath.replace(/^\/+|\/+$/g, '') === '' && !(major < 3);
  const notFoundRoute = routes.find((r) => r.kind === 'notFound');
  if (docsAtRoot && notFoundRoute) notFoundRoute.docsRoot = true;
  const notFound = docsAtRoot
    ? swizzled.get('NotFound/Content')
    : (swizzled.get('NotFound') ?? swizzled.get('NotFound/Content'));
  const mdxComponents = swizzled.get('MDXComponents');
  const footer = swizzled.get('Footer');
  const announcementBar = swizzled.get('AnnouncementBar');
  // The Root first: whether it renders HTML of its own decides whether islands render inside it.
  const rootFile = swizzled.get('Root');
  if (rootFile) {
    const notApplied = await prerenderSwizzledRoot({
      siteDir: config.siteDir,
      site,
      islands: {},
      writer: sink,
      file: rootFile,
    });
    if (notApplied) options.logger.warn(notApplied);
  }
  const islandRoot = site.root ? undefined : rootFile;
  // Rendered on the render threads for each doc (src/markdown/mdx/render-doc-item.ts), hydrated here.
  const docFooter = swizzled.get('DocItem/Footer');
  if (docFooter) site.swizzled = true;
  const themeFiles = [notFound, mdxComponents, footer, announcementBar, docFooter].filter(
    (file): file is string => file !== undefined,
  );
  const liveFiles = livePlayground ? [livePlayground.file] : [];
  const styles = new Map<string, string>();
  const modules = await buildIslands({
    files: [...new Set([...components, ...pageFiles, ...themeFiles, ...liveFiles])],
    siteDir: config.siteDir,
    baseUrl: locale.config.baseUrl,
    writer: sink,
    ...(mdxComponents ? { componentObjects: [mdxComponents] } : {}),
    ...(site.siteCode ? { siteCode: site.siteCode } : {}),
    pageFiles,
    ...(islandRoot ? { rootFile: islandRoot } : {}),
    ...(livePlayground ? { renderedFiles: liveFiles, plugins: [livePlayground.plugin], styles } : {}),
  });
  const liveModule = livePlayground ? modules[livePlayground.file] : undefined;
  const live: LiveCodeOptions | undefined =
    liveModule && config.markdown.liveCodeBlock
      ? {
          module: liveModule,
          position: config.markdown.liveCodeBlock.playgroundPosition,
          style: styles.get(livePlayground?.file ?? '') ?? '',
          ...(livePlayground?.swizzled ? { swizzled: true } : {}),
        }
      : undefined;
  const swizzledOptions = { siteDir: config.siteDir, site, islands: modules, writer: sink, rootFile: islandRoot };
  if (notFound) await prerenderSwizzledNotFound({ ...swizzledOptions, file: notFound, routes });
  const docLayout = config.docs.docLayoutComponent;
  if (docLayout !== undefined) {
    const file = resolveSiteModule(config.siteDir, docLayout);
    const notApplied = file
      ? await prerenderDocLayout({ ...swizzledOptions, file })
      : `docs.docLayoutComponent is not applied: ${docLayout} is not a file of the site (${config.where(['docs', 'docLayoutComponent'])})`;
    if (notApplied) options.logger.warn(notApplied);
  }
  if (footer) await prerenderSwizzledFooter({ ...swizzledOptions, file: footer });
  if (announcementBar) await prerenderSwizzledAnnouncementBar({ ...swizzledOptions, file: announcementBar });
  const navbarSearch = swizzled.get('Navbar/Search');
  if (navbarSearch) {
    const notApplied = await prerenderSwizzledNavbarSearch({ ...swizzledOptions, file: navbarSearch });
    if (notApplied) options.logger.warn(notApplied);
  }
  await prerenderJsxPages({
    routes,
    content,
    pagesDir: config.pagesDir,
    siteDir: config.siteDir,
    site,
    islands: modules,
    writer: sink,
    ...(islandRoot ? { rootFile: islandRoot } : {}),
    cache: options.cache,
    used: options.used,
    themes: config.markdown.codeThemes,
    ...(options.plain ? { plain: true } : {}),
    ...(options.remote ? { remote: options.remote } : {}),
    ...(config.untitledPagesEmpty ? { untitledEmpty: true } : {}),
  });
  return { islands: modules, ...(live ? { live } : {}) };
}

/** `@site/src/x`, `./src/x` or `src/x` of the site as a file, with the extensions Docusaurus resolves. */
function resolveSiteModule(siteDir: string, request: string): string | undefined {
  const base = path.resolve(siteDir, request.replace(/^@site\//, ''));
  for (const candidate of [
    base,
    ...['.js', '.jsx', '.ts', '.tsx'].flatMap((ext) => [base + ext, path.join(base, `index${ext}`)]),
  ]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return candidate;
  }
  return undefined;
}

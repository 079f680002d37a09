/**
 * The render context of one locale: everything a page renderer needs, as plain data (it is sent
 * to render workers). Each content kind gives its part (source file URLs, link roots).
 */
import { existsSync } from 'node:fs';
import type { ResolvedConfig } from '../../config/load-config.ts';
import type { LocaleContent, SourceRoutes } from '../../content/content-kind.ts';
import { collectLastUpdates } from '../../content/git-last-update.ts';
import { CONTENT_KINDS } from '../../content/kinds.ts';
import type { ContentModel } from '../../content/types.ts';
import type { SiteData } from '../../shared/types.ts';
import { packageInfo } from '../../util/package-root.ts';
import type { UrlResolver } from '../resolve-site.ts';
import type { PageAssets } from './render-document.ts';
import type { RenderContext } from './render-route.ts';

/** Everything a page renderer needs of a locale's content, as plain data (sent to render workers). */
export function createRenderContext(
  options: {
    config: ResolvedConfig;
    urls: UrlResolver;
    site: SiteData;
    assets: PageAssets;
  } & LocaleContent,
): RenderContext {
  const { config, urls } = options;
  const sourceRoutes: SourceRoutes = { routeOfFile: {}, relativeBaseOfFile: {} };
  for (const kind of CONTENT_KINDS) kind.sourceRoutes(options, { config, urls }, sourceRoutes);
  return {
    site: options.site,
    assets: options.assets,
    version: packageInfo().version,
    url: config.url,
    trailingSlash: config.trailingSlash,
    tocMinLevel: config.themeConfig.tableOfContents.minHeadingLevel,
    tocMaxLevel: config.themeConfig.tableOfContents.maxHeadingLevel,
    ogImage: config.themeConfig.image ? config.url + urls.asset(config.themeConfig.image) : undefined,
    ...sourceRoutes,
    ...(config.markdownPlugins
      ? {
          userPlugins: {
            configFile: config.configFile,
            // Each content plugin's folders, translations included: a file gets its plugin's set.
            folders: CONTENT_KINDS.map((kind) => ({
              section: kind.name,
              dirs: kind.linkRoots(options, config).flat(),
            })),
          },
        }
      : {}),
    assetFolders: [config.siteDir, config.docsDir, config.pagesDir, ...config.staticDirs],
    siteDir: config.siteDir,
    ...(config.webpack ? { webpack: config.webpack } : {}),
    markdown: config.markdown,
    // Each content set's folders (its translation first): a link is looked up from the set of the
    // linking file, then the site.
    markdownLinkRoots: {
      contentDirs: CONTENT_KINDS.flatMap((kind) => kind.linkRoots(options, config)),
      siteDir: config.siteDir,
    },
  };
}

/** The theme strings that markdown HTML holds (admonition titles, heading links, copy button): part of its cache key. */
export function markdownStringsKey(strings: Record<string, string> | undefined): string {
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
export async function collectDocLastUpdates(
  config: ResolvedConfig,
  content: ContentModel,
  warn: (message: string) => void,
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
    warn(`docs.showLastUpdateTime/showLastUpdateAuthor: no last-update dates (${result.problem})`);
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

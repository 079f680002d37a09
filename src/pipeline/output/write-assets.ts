/**
 * The step "Copying assets" of one locale: static files, mermaid's browser build, the site's
 * customCss, the theme's client assets with Infima pruned to the classes the pages use, the
 * config's head tags and each docs version's site data.
 */
import type { ResolvedConfig } from '../../config/load-config.ts';
import type { LocaleSite } from '../locale-site.ts';
import { createHeadHtml } from '../render/head-tags.ts';
import type { PageAssets } from '../render/render-document.ts';
import type { VersionRenderData } from '../render/render-route.ts';
import { writeClientAssets, writeCustomCss } from './client-assets.ts';
import { loadSiteStyles } from './collect-classes.ts';
import { copyStatic, type StaticFile } from './copy-static.ts';
import { copyMermaid } from './mermaid-assets.ts';
import { collectSiteClasses } from './site-classes.ts';
import { writeVersionData } from './version-data.ts';
import type { OutputWriter } from './write-output.ts';

/** What the locale's pages link to, written. */
export interface LocaleAssets {
  assets: PageAssets;
  versions: Record<string, VersionRenderData>;
  /** URL of mermaid's browser build, when the site draws diagrams. */
  mermaid: string | undefined;
  /** The Infima classes the stylesheet keeps (undefined: all of them; watch mode checks an edit's against it). */
  styleClasses: Set<string> | undefined;
}

export async function writeLocaleAssets(options: {
  /** The site's config (not localised): its folders and styles. */
  config: ResolvedConfig;
  locale: LocaleSite;
  sink: OutputWriter;
  staticFiles: readonly StaticFile[];
  /** Site components' browser modules by file (their classes count as used). */
  islands: Record<string, string>;
  /** Ship only the Infima rules the pages use (false in watch mode: an edit may use a new class). */
  pruneStyles: boolean;
}): Promise<LocaleAssets> {
  const { config, locale, sink } = options;
  const { content, blog, routes, site, urls } = locale;
  const localeConfig = locale.config;
  await copyStatic(options.staticFiles, sink);
  // Mermaid's browser build, for the pages with a diagram (markdown.mermaid).
  const mermaid = localeConfig.markdown.mermaid ? localeConfig.baseUrl + (await copyMermaid(sink)) : undefined;
  const custom = await writeCustomCss({
    files: config.customCssFiles,
    baseUrl: localeConfig.baseUrl,
    siteDir: config.siteDir,
    writer: sink,
    where: (i) => config.where(['theme', 'customCss', ...(config.customCssFiles.length > 1 ? [i] : [])]),
    ...(config.postcssPlugins ? { postcssPlugins: config.postcssPlugins } : {}),
  });
  const siteCode = [
    ...Object.keys(options.islands),
    ...content.pages.filter((p) => p.kind === 'tsx').map((p) => p.file),
  ];
  const styleClasses = options.pruneStyles
    ? await collectSiteClasses({ content, blog, routes, site, siteDir: config.siteDir, code: siteCode })
    : undefined;
  // The site's own stylesheets (CSS modules of its pages and components) read Infima's custom
  // properties as customCss does: testing-library's button border is var(--ifm-font-color-base).
  const siteStyles = await loadSiteStyles(siteCode, config.siteDir);
  const client = await writeClientAssets({
    site,
    writer: sink,
    infima: {
      classes: styleClasses ?? 'all',
      readers: [...(custom ? [custom.css] : []), ...siteStyles],
      // A docusaurus.config.* site's pages are written for Infima (its hero included).
      infimaHero: config.theme?.infimaHero === true,
    },
  });
  // The config's extra head tags (headTags, metadata, scripts, analytics...), every page's.
  // Then what third-party plugins inject (src/pipeline/docusaurus-plugins.ts).
  const plugged = localeConfig.pluginOutput?.tags;
  const head = [createHeadHtml(localeConfig), plugged?.head ?? ''].filter(Boolean).join('\n');
  const versions = await writeVersionData({ site, siteDataHref: client.siteData, content, urls, writer: sink });
  return {
    assets: {
      ...client,
      ...(custom?.href ? { customStylesheet: custom.href } : {}),
      ...(head ? { head } : {}),
      ...(plugged?.preBody ? { preBody: plugged.preBody } : {}),
      ...(plugged?.postBody ? { postBody: plugged.postBody } : {}),
    },
    versions,
    mermaid,
    styleClasses,
  };
}

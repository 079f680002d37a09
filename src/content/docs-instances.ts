/**
 * Several instances of the docs plugin, as Docusaurus has them: the classic preset's docs (id
 * `default`) and each `docsPlugins` entry (a `content-docs` plugin of a Docusaurus config). Each
 * instance is its own docs folder with its own routes, sidebars, versions and translations; the
 * docs kind reads each one through the same loaders, with a config whose `docs`, `docsDir` and
 * `sidebarFile` are the instance's (so edit URLs, last-update times and main docs follow its
 * options). Its content sets are keyed `<id>/<version>` (the preset's by the version name alone, as
 * before: a version name has no `/`), which is also how its translation files are keyed.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';

/** Docusaurus's id of the preset's docs instance. */
export const DEFAULT_DOCS_PLUGIN_ID = 'default';

/** The docs plugin instance a config reads (`default` for the preset's). */
export function docsPluginIdOf(config: Pick<ResolvedConfig, 'docsPluginId'>): string {
  return config.docsPluginId ?? DEFAULT_DOCS_PLUGIN_ID;
}

/**
 * One config per docs instance, the preset's first: the site's config with the instance's docs
 * options, folder and sidebars file.
 */
export function docsInstanceConfigs(config: ResolvedConfig): ResolvedConfig[] {
  return [
    config,
    ...config.docsPlugins.map(({ id, ...docs }): ResolvedConfig => {
      const options = { ...config.docs, ...docs };
      return {
        ...config,
        docs: options,
        docsDir: path.resolve(config.siteDir, docs.path),
        sidebarFile: docs.sidebarPath ? path.resolve(config.siteDir, docs.sidebarPath) : undefined,
        docsPluginId: id,
      };
    }),
  ];
}

/** The key of a docs content set: the version name, `<id>/<version>` for another instance. */
export function docsSetKey(pluginId: string, version: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID ? version : `${pluginId}/${version}`;
}

/** The config key path of the instance's options (`docs`, or `docsPlugins.<n>`), for messages. */
export function docsOptionsKeyOf(config: Pick<ResolvedConfig, 'docsPluginId' | 'docsPlugins'>): Array<string | number> {
  if (config.docsPluginId === undefined) return ['docs'];
  return ['docsPlugins', config.docsPlugins.findIndex((plugin) => plugin.id === config.docsPluginId)];
}

/**
 * Prefix of the instance's versioned layout next to the config (Docusaurus's `<id>_versions.json`,
 * `<id>_versioned_docs/`, `<id>_versioned_sidebars/`): empty for the preset's docs.
 */
export function versionedPrefixOf(pluginId: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID ? '' : `${pluginId}_`;
}

/** The instance's folder of a locale's translations: `docusaurus-plugin-content-docs[-<id>]`. */
export function docsTranslationFolderOf(pluginId: string): string {
  return pluginId === DEFAULT_DOCS_PLUGIN_ID
    ? 'docusaurus-plugin-content-docs'
    : `docusaurus-plugin-content-docs-${pluginId}`;
}

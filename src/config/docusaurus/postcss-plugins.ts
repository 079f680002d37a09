import { createRequire } from 'node:module';
import path from 'node:path';
import { isPlainObject } from './map-config.ts';

/** PostCSS plugins a Docusaurus config's plugins add through `configurePostCss`, and where from. */
export interface PostcssPlugins {
  /** The PostCSS plugins, in order (functions or plugin objects, as postcss takes them). */
  plugins: unknown[];
  /** Indexes of `plugins[]` entries of the config that gave some. */
  from: number[];
  /** A plugin that could not be loaded or run: why, by index. */
  problems: Array<{ index: number; reason: string }>;
}

/**
 * Runs each plugin of a Docusaurus config (a function, `[function, options]`, or a local module
 * path) as Docusaurus would create it, and asks its `configurePostCss` for PostCSS plugins: the
 * way Tailwind is usually added to a Docusaurus site. Nothing else of the plugin is used. A plugin
 * that throws is named, not fatal: the rest of it was never applied either.
 */
export async function collectPostcssPlugins(config: unknown, configFile: string): Promise<PostcssPlugins> {
  const result: PostcssPlugins = { plugins: [], from: [], problems: [] };
  if (!isPlainObject(config) || !Array.isArray(config.plugins)) return result;
  const siteDir = path.dirname(configFile);
  const require = createRequire(configFile);
  for (const [index, entry] of config.plugins.entries()) {
    let [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
    try {
      if (typeof plugin === 'string') {
        // Local plugin modules only: a package is a Docusaurus plugin rnhc-docs has its own of, or none.
        if (!/^\.\.?\//.test(plugin)) continue;
        const loaded = require(path.resolve(siteDir, plugin)) as { default?: unknown };
        plugin = typeof loaded === 'function' ? loaded : loaded?.default;
      }
      if (typeof plugin !== 'function') continue;
      const instance = (await plugin({ siteDir, siteConfig: config, baseUrl: config.baseUrl }, options ?? {})) as {
        configurePostCss?: (options: { plugins: unknown[] }) => { plugins?: unknown[] } | undefined;
      };
      if (typeof instance?.configurePostCss !== 'function') continue;
      const postcssOptions = { plugins: [] as unknown[] };
      const returned = instance.configurePostCss(postcssOptions) ?? postcssOptions;
      const plugins = Array.isArray(returned.plugins) ? returned.plugins : [];
      if (plugins.length === 0) continue;
      result.plugins.push(...plugins);
      result.from.push(index);
    } catch (error) {
      result.problems.push({ index, reason: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/**
 * The plugins and themes of a Docusaurus config that rnhc-docs has no counterpart of and can run
 * as Docusaurus runs them (src/pipeline/docusaurus-plugins.ts): a package the site has installed
 * (`docusaurus-plugin-typedoc`), a local module (`./plugins/x`), a function or a plugin object.
 * Docusaurus's own packages (`@docusaurus/*`) are not run: they need Docusaurus's core and
 * webpack; those rnhc-docs applies are mapped (map-plugins.ts), the others keep their notice.
 */
import { createRequire } from 'node:module';
import path from 'node:path';

/** A plugin of the config to run, by its place in the config. */
export interface SitePlugin {
  /** Its place, `plugins[2]` or `themes[0]`: notices and errors name it. */
  where: string;
  /** How the config names it (`"docusaurus-plugin-typedoc"`, `function myPlugin`). */
  label: string;
  /** The plugin module's export (a function), or a plugin object given as it is. */
  plugin: unknown;
  /** The file it was loaded from (absent for a function or object written in the config). */
  file?: string;
  /** The options the config gives it. */
  options: unknown;
}

/**
 * Package names Docusaurus tries for a plugin or theme name (its `getNamePatterns`):
 * `typedoc` → `typedoc`, `@docusaurus/plugin-typedoc`, `docusaurus-plugin-typedoc`.
 */
export function namePatterns(name: string, type: 'plugin' | 'theme'): string[] {
  if (name.startsWith('@')) {
    if (!name.includes('/')) return [`${name}/docusaurus-${type}`];
    const [scope, rest] = [name.slice(0, name.indexOf('/')), name.slice(name.indexOf('/') + 1)];
    return [`${scope}/${rest}`, `${scope}/docusaurus-${type}-${rest}`];
  }
  return [name, `@docusaurus/${type}-${name}`, `docusaurus-${type}-${name}`];
}

/** What a `plugins`/`themes` entry gives to run, or why it cannot run (a reason for its notice). */
export function resolveSitePlugin(
  entry: unknown,
  where: string,
  label: string,
  configFile: string,
): SitePlugin | { reason: string } | undefined {
  const [plugin, options] = Array.isArray(entry) ? entry : [entry, undefined];
  if (plugin === false || plugin === null || plugin === undefined) return undefined;
  if (typeof plugin === 'function' || (typeof plugin === 'object' && !Array.isArray(plugin))) {
    return { where, label, plugin, options };
  }
  if (typeof plugin !== 'string') return undefined;
  const siteDir = path.dirname(configFile);
  const require = createRequire(configFile);
  const type = where.startsWith('themes') ? 'theme' : 'plugin';
  const local = /^\.\.?[\\/]/.test(plugin) || path.isAbsolute(plugin);
  const candidates = local ? [path.resolve(siteDir, plugin)] : namePatterns(plugin, type);
  for (const candidate of candidates) {
    let file: string;
    try {
      file = require.resolve(candidate);
    } catch {
      continue;
    }
    // Docusaurus's own plugins need its core and webpack: not run (their notice stays).
    if (/(^|[\\/]node_modules[\\/])@docusaurus[\\/]/.test(local ? file : candidate)) {
      return { reason: "Docusaurus's own plugins other than those rnhc-docs applies are not run" };
    }
    return { where, label, plugin: file, file, options };
  }
  return { reason: 'the site does not have it, so it is not run' };
}

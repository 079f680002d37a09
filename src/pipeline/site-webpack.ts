/**
 * The site's webpack settings (its plugins' `configureWebpack`, read by
 * src/config/docusaurus/webpack-config.ts) applied to an esbuild bundle of its code: aliases and
 * fallbacks become resolve hooks, extensions, DefinePlugin and `asset/*` rules become esbuild
 * options, ProvidePlugin an injected module. Registered per site folder when the config is read
 * (and in each render thread), so every bundle of the site's code meets them: islands, React pages,
 * MDX pages, MDXComponents.
 */
import { isBuiltin } from 'node:module';
import path from 'node:path';
import type { PluginBuild } from 'esbuild';
import type { SiteWebpack } from '../shared/site-webpack.ts';

const registered = new Map<string, SiteWebpack>();

/** Makes a site's webpack settings apply to the bundles of its code (undefined: none). */
export function registerSiteWebpack(siteDir: string, webpack: SiteWebpack | undefined): void {
  if (webpack) registered.set(path.resolve(siteDir), webpack);
  else registered.delete(path.resolve(siteDir));
}

/** esbuild's default `resolveExtensions`, which webpack's `'...'` stands for. */
const ESBUILD_EXTENSIONS = ['.tsx', '.ts', '.jsx', '.js', '.css', '.json'];

/** Marks a resolve this plugin asked for itself, so it does not alias its own lookup again. */
const OWN = 'rnhcSiteWebpack';

/**
 * Applies the registered settings of `siteDir` to a build, from a plugin's `setup`: call it
 * before the hooks that stand in for missing packages, so an alias is tried first.
 */
export function applySiteWebpack(build: PluginBuild, siteDir: string, browser: boolean): void {
  const settings = registered.get(path.resolve(siteDir));
  if (!settings) return;
  const side = browser ? settings.client : settings.server;
  const options = build.initialOptions;
  if (side.extensions) {
    const own = options.resolveExtensions ?? ESBUILD_EXTENSIONS;
    const list = side.extensions.list.filter((e) => !own.includes(e));
    options.resolveExtensions = side.extensions.prepend ? [...list, ...own] : [...own, ...list];
  }
  if (Object.keys(side.define).length > 0) options.define = { ...side.define, ...options.define };
  if (Object.keys(side.loaders).length > 0) options.loader = { ...side.loaders, ...options.loader };
  const provided = Object.entries(side.provide);
  if (provided.length > 0) {
    options.inject = [...(options.inject ?? []), ...provided.map(([name]) => `rnhc-provide:${name}`)];
    build.onResolve({ filter: /^rnhc-provide:/ }, (args) => ({ path: args.path, namespace: 'rnhc-provide' }));
    build.onLoad({ filter: /.*/, namespace: 'rnhc-provide' }, (args) => {
      const name = args.path.slice('rnhc-provide:'.length);
      const { from, name: member } = side.provide[name] as { from: string; name?: string };
      const source = JSON.stringify(from);
      return {
        contents: member
          ? `import { ${member} as value } from ${source};\nexport { value as ${name} };\n`
          : `import value from ${source};\nexport { value as ${name} };\n`,
        loader: 'js',
        resolveDir: siteDir,
      };
    });
  }
  const aliases = side.alias;
  const fallbacks = side.fallback;
  if (aliases.length === 0 && fallbacks.length === 0) return;
  const names = [...aliases.map((a) => a.name), ...fallbacks.map((f) => f.name)];
  const filter = new RegExp(`^(${[...new Set(names)].map(escapeRegExp).join('|')})(/|$)`);
  const resolveFrom = (specifier: string, args: { resolveDir: string; kind: never; importer: string }) =>
    build.resolve(specifier, {
      resolveDir: args.resolveDir || siteDir,
      kind: args.kind,
      importer: args.importer,
      pluginData: { [OWN]: true },
    });
  build.onResolve({ filter }, async (args) => {
    if ((args.pluginData as Record<string, unknown> | undefined)?.[OWN]) return undefined;
    const request = { resolveDir: args.resolveDir, kind: args.kind as never, importer: args.importer };
    for (const alias of aliases) {
      const rest = args.path === alias.name ? '' : args.path.slice(alias.name.length);
      if (!(args.path === alias.name || (!alias.exact && rest.startsWith('/')))) continue;
      if (alias.to === false) return { path: args.path, namespace: 'rnhc-webpack-empty' };
      let first: Awaited<ReturnType<typeof resolveFrom>> | undefined;
      for (const target of alias.to) {
        const result = await resolveFrom(
          target + rest,
          path.isAbsolute(target) ? { ...request, resolveDir: siteDir } : request,
        );
        first ??= result;
        if (result.errors.length === 0) return result;
      }
      return first;
    }
    const fallback = fallbacks.find((f) => args.path === f.name);
    if (!fallback) return undefined;
    // A Node built-in has no file in the browser: the fallback is what webpack gives instead.
    if (!(browser && isBuiltin(args.path))) {
      const own = await resolveFrom(args.path, request);
      if (own.errors.length === 0 && !own.namespace.startsWith('rnhc-missing')) return own;
    }
    if (fallback.to === false) return { path: args.path, namespace: 'rnhc-webpack-empty' };
    return resolveFrom(fallback.to, path.isAbsolute(fallback.to) ? { ...request, resolveDir: siteDir } : request);
  });
  build.onLoad({ filter: /.*/, namespace: 'rnhc-webpack-empty' }, () => ({
    contents: 'module.exports = {};',
    loader: 'js',
  }));
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * The Docusaurus modules that site code (React pages, MDX) may import, and the esbuild plugin that
 * resolves them to rnhc-docs' runtime (templates/docusaurus).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { collectSwizzled } from './swizzled.ts';

export const requireFromHere = createRequire(import.meta.url);

/** The module id under which compiled pages reach rnhc-docs' Docusaurus runtime. */
export const RUNTIME = 'rnhc:docusaurus';

/**
 * The Docusaurus modules a page may import, by the runtime exports that implement them: `default`
 * is the module's default export. Anything else under `@docusaurus/` or `@theme/` is an error
 * naming the import, not a crash at render time.
 */
export const SHIMS: Record<string, Record<string, string>> = {
  '@docusaurus/router': { Redirect: 'Redirect', useLocation: 'useLocation', useHistory: 'useHistory' },
  '@docusaurus/Link': { default: 'Link' },
  '@docusaurus/useBaseUrl': { default: 'useBaseUrl', useBaseUrlUtils: 'useBaseUrlUtils' },
  '@docusaurus/useDocusaurusContext': { default: 'useDocusaurusContext' },
  '@docusaurus/Head': { default: 'Head' },
  '@docusaurus/BrowserOnly': { default: 'BrowserOnly' },
  '@docusaurus/useIsBrowser': { default: 'useIsBrowser' },
  '@docusaurus/ExecutionEnvironment': { default: 'ExecutionEnvironment' },
  '@docusaurus/Interpolate': { default: 'Interpolate' },
  '@docusaurus/Translate': { default: 'Translate', translate: 'translate' },
  '@docusaurus/theme-common': {
    useColorMode: 'useColorMode',
    useThemeConfig: 'useThemeConfig',
    ThemeClassNames: 'ThemeClassNames',
    useWindowSize: 'useWindowSize',
    usePluralForm: 'usePluralForm',
    HtmlClassNameProvider: 'HtmlClassNameProvider',
    PageMetadata: 'PageMetadata',
  },
  '@theme/Layout': { default: 'Layout' },
  '@theme/Heading': { default: 'Heading' },
  '@theme/Tabs': { default: 'Tabs' },
  '@theme/TabItem': { default: 'TabItem' },
  '@theme/CodeBlock': { default: 'CodeBlock' },
  '@theme/Details': { default: 'Details' },
  '@theme/Admonition': { default: 'Admonition' },
  '@theme/ThemedImage': { default: 'ThemedImage' },
  '@theme/TOCInline': { default: 'TOCInline' },
};

/**
 * What a swizzled component wraps (`@theme-original/X`, `@theme-init/X`) when rnhc-docs has no
 * `@theme/X` shim for it: the runtime's counterpart (templates/docusaurus/swizzle-originals.tsx).
 */
const ORIGINALS: Record<string, Record<string, string>> = {
  MDXComponents: { default: 'MDXComponents' },
  NotFound: { default: 'NotFound' },
  'NotFound/Content': { default: 'NotFoundContent' },
};

/** How a `@theme/`, `@theme-original/` or `@theme-init/` import resolves, or undefined for another. */
export type ThemeImport =
  | { kind: 'site'; file: string }
  | { kind: 'shim'; id: string; exports: Record<string, string> }
  | { kind: 'missing'; reason: string };

/**
 * Resolves a theme import as Docusaurus does: `@theme/X` is the site's swizzled X when it has one
 * (except inside that file, which means the theme's), else the theme's; `@theme-original/X` and
 * `@theme-init/X` are always the theme's. `swizzled`: the site's components (swizzled.ts).
 */
export function resolveThemeImport(
  source: string,
  swizzled: ReadonlyMap<string, string>,
  importer?: string,
): ThemeImport | undefined {
  const match = /^@theme(-original|-init)?\/(.+)$/.exec(source);
  if (!match) {
    if (!source.startsWith('@docusaurus/')) return undefined;
    const exports = SHIMS[source];
    return exports ? { kind: 'shim', id: source, exports } : { kind: 'missing', reason: notProvided(source) };
  }
  const name = match[2] as string;
  const own = swizzled.get(name);
  if (!match[1] && own && (!importer || path.resolve(importer) !== own)) return { kind: 'site', file: own };
  const id = `@theme/${name}`;
  if (SHIMS[id]) return { kind: 'shim', id, exports: SHIMS[id] };
  const original = ORIGINALS[name];
  if (original) return { kind: 'shim', id: `@theme-original/${name}`, exports: original };
  return {
    kind: 'missing',
    reason: match[1]
      ? `${source} has no counterpart in rnhc-docs' theme (it has: ${[
          ...Object.keys(SHIMS)
            .filter((k) => k.startsWith('@theme/'))
            .map((k) => k.slice('@theme/'.length)),
          ...Object.keys(ORIGINALS),
        ].join(', ')})`
      : notProvided(source),
  };
}

function notProvided(source: string): string {
  return `${source} is not provided by rnhc-docs (provided: ${Object.keys(SHIMS).join(', ')})`;
}

/** The exports of a shim module id (`@theme/Tabs`, `@theme-original/MDXComponents`). */
function shimExports(id: string): Record<string, string> {
  return SHIMS[id] ?? ORIGINALS[id.replace(/^@theme-original\//, '')] ?? {};
}

/**
 * Packages site code imports that neither the site nor rnhc-docs has, with the first file that
 * imported each: they are stubbed (see {@link docusaurusShims}) and named once per build by
 * {@link takeMissingPackages}.
 */
const missingPackages = new Map<string, string>();

/** The missing packages met since the last call (package → first importer), and forgets them. */
export function takeMissingPackages(): Map<string, string> {
  const taken = new Map(missingPackages);
  missingPackages.clear();
  return taken;
}

/** The npm package of a bare import (`@scope/name/sub` → `@scope/name`). */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/**
 * What a missing package gives: a component that renders nothing, any of whose members is the
 * same (named imports, `x.Player`), callable as a function that returns nothing. A site built
 * without its node_modules keeps its pages, with a blank where the package's component was.
 */
const MISSING_MODULE = `const member = (key) =>
  key === '__esModule' || key === 'then' || typeof key === 'symbol' ? undefined : missing;
// Named imports read esbuild's interop object, whose prototype is this module's prototype.
const prototype = new Proxy({}, { get: (_t, key) => member(key) });
const missing = new Proxy(function Missing() { return null; }, {
  get: (target, key) => (key === 'prototype' ? target.prototype : member(key)),
  getPrototypeOf: () => prototype,
});
module.exports = missing;
`;

/** Packages whose API rnhc-docs has under another name (classnames' is clsx's). */
const SAME_API: Record<string, string> = { classnames: 'clsx' };

/**
 * `browser`: for the islands' browser bundle (src/pipeline/islands.ts), where a package rnhc-docs has
 * and the site does not is bundled from rnhc-docs' folder instead of left to Node's `require`.
 */
export function docusaurusShims(siteDir: string, options: { browser?: boolean } = {}): Plugin {
  let swizzled: Map<string, string> | undefined;
  return {
    name: 'rnhc-docusaurus-shims',
    setup(build) {
      build.onResolve({ filter: /^(@docusaurus|@theme|@theme-original|@theme-init)\// }, (args) => {
        // The site's theme folder, read once per bundle and only when it imports a theme module.
        swizzled ??= collectSwizzled(siteDir);
        const resolved = resolveThemeImport(args.path, swizzled, args.importer);
        if (resolved?.kind === 'site') return { path: resolved.file };
        if (resolved?.kind === 'shim') return { path: resolved.id, namespace: 'rnhc-shim' };
        return { errors: [{ text: resolved?.reason ?? notProvided(args.path) }] };
      });
      // `@site/...` is the site folder, as in Docusaurus.
      // (Resolved by esbuild from the site folder: `@site/src/components/Badge` finds `Badge.jsx`.)
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }),
      );
      // ES modules, so the importer's interop is the same whatever its folder's package type.
      build.onLoad({ filter: /.*/, namespace: 'rnhc-shim' }, (args) => {
        const exports = Object.entries(shimExports(args.path)).map(([name, from]) =>
          name === 'default' ? `export default runtime.${from};` : `export const ${name} = runtime.${from};`,
        );
        return {
          contents: `import * as runtime from ${JSON.stringify(RUNTIME)};\n${exports.join('\n')}\n`,
          loader: 'js',
        };
      });
      // A package the site folder does not have (it may have left Docusaurus's node_modules
      // behind) is looked up in rnhc-docs' own: React and clsx are there.
      build.onResolve({ filter: /^[^./@]|^@[^/]+\// }, (args) => {
        if (args.namespace === 'rnhc-shim' || args.path === RUNTIME) return { path: args.path, external: true };
        try {
          createRequire(path.join(args.resolveDir, 'x.js')).resolve(args.path);
          return undefined;
        } catch {
          const own = SAME_API[args.path] ?? args.path;
          try {
            const resolved = requireFromHere.resolve(own);
            return options.browser ? { path: resolved } : { path: own, external: true };
          } catch {
            const name = packageName(args.path);
            if (!missingPackages.has(name)) missingPackages.set(name, args.importer);
            return { path: args.path, namespace: 'rnhc-missing' };
          }
        }
      });
      build.onLoad({ filter: /.*/, namespace: 'rnhc-missing' }, () => ({ contents: MISSING_MODULE, loader: 'js' }));
    },
  };
}

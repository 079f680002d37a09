/**
 * The Docusaurus modules that site code (React pages, MDX) may import, and the esbuild plugin that
 * resolves them to rnhc-docs' runtime (templates/docusaurus).
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire, isBuiltin } from 'node:module';
import path from 'node:path';
import type { OnResolveArgs, OnResolveResult, Plugin, PluginBuild } from 'esbuild';
import type { SiteCodeData } from '../shared/types.ts';
import { isInside } from '../util/path-guard.ts';
import { applySiteWebpack } from './site-webpack.ts';
import { collectSwizzled } from './swizzled.ts';

export const requireFromHere = createRequire(import.meta.url);

/** webpack's inline raw-loader prefix (`!!raw-loader!./file`), as Docusaurus sites write it. */
export const RAW_LOADER = /^!{0,2}raw-loader!/;

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
  '@docusaurus/isInternalUrl': { default: 'isInternalUrl', hasProtocol: 'hasProtocol' },
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
    // Docusaurus 2 exported it here; 3 moved it to theme-common/internal.
    useAnnouncementBar: 'useAnnouncementBar',
    usePrismTheme: 'usePrismTheme',
  },
  '@docusaurus/plugin-content-docs/client': {
    useAllDocsData: 'useAllDocsData',
    useDocsData: 'useDocsData',
    useActivePlugin: 'useActivePlugin',
    useActivePluginAndVersion: 'useActivePluginAndVersion',
    useVersions: 'useVersions',
    useLatestVersion: 'useLatestVersion',
    useActiveVersion: 'useActiveVersion',
    useActiveDocContext: 'useActiveDocContext',
    useDocVersionSuggestions: 'useDocVersionSuggestions',
    useDocsPreferredVersion: 'useDocsPreferredVersion',
    useDocsVersionCandidates: 'useDocsVersionCandidates',
    useLayoutDoc: 'useLayoutDoc',
    useLayoutDocsSidebar: 'useLayoutDocsSidebar',
    useDocsVersion: 'useDocsVersion',
    useDocById: 'useDocById',
    useDocsSidebar: 'useDocsSidebar',
    findSidebarCategory: 'findSidebarCategory',
    findFirstSidebarItemLink: 'findFirstSidebarItemLink',
    isActiveSidebarItem: 'isActiveSidebarItem',
    isVisibleSidebarItem: 'isVisibleSidebarItem',
    useVisibleSidebarItems: 'useVisibleSidebarItems',
    filterDocCardListItems: 'filterDocCardListItems',
    useSidebarBreadcrumbs: 'useSidebarBreadcrumbs',
    useCurrentSidebarCategory: 'useCurrentSidebarCategory',
    getDocsVersionSearchTag: 'getDocsVersionSearchTag',
    useDocsContextualSearchTags: 'useDocsContextualSearchTags',
    useDoc: 'useDoc',
  },
  // Where Docusaurus 3.0-3.4 exported the doc hook (a swizzled DocItem/* of that time imports it).
  '@docusaurus/theme-common/internal': { useDoc: 'useDoc', useAnnouncementBar: 'useAnnouncementBar' },
  '@docusaurus/useGlobalData': {
    default: 'useGlobalData',
    useGlobalData: 'useGlobalData',
    usePluginData: 'usePluginData',
    useAllPluginInstancesData: 'useAllPluginInstancesData',
  },
  '@theme/Layout': { default: 'Layout' },
  // Where a docs layout component (docLayoutComponent) puts the docs: render-swizzled.ts splits there.
  '@theme/DocPage': { default: 'DocPageSlot' },
  '@theme/Heading': { default: 'Heading' },
  '@theme/Tabs': { default: 'Tabs' },
  '@theme/TabItem': { default: 'TabItem' },
  '@theme/CodeBlock': { default: 'CodeBlock' },
  '@theme/Details': { default: 'Details' },
  '@theme/Admonition': { default: 'Admonition' },
  '@theme/ThemedImage': { default: 'ThemedImage' },
  '@theme/TOCInline': { default: 'TOCInline' },
  // What Docusaurus's doc footer is made of (templates/docusaurus/doc-item.tsx).
  '@theme/EditThisPage': { default: 'EditThisPage' },
  '@theme/LastUpdated': { default: 'LastUpdated' },
  '@theme/TagsListInline': { default: 'TagsListInline' },
  '@theme/Icon/Edit': { default: 'IconEdit' },
  // What Docusaurus's announcement bar is made of (templates/docusaurus/announcement-bar.tsx).
  '@theme/AnnouncementBar/Content': { default: 'AnnouncementBarContent' },
  '@theme/AnnouncementBar/CloseButton': { default: 'AnnouncementBarCloseButton' },
  '@theme/Icon/Close': { default: 'IconClose' },
  '@theme/MDXComponents': { default: 'MDXComponents' },
  '@theme/MDXComponents/A': { default: 'MdxA' },
  '@theme/MDXComponents/Img': { default: 'MdxImg' },
  '@theme/MDXComponents/Pre': { default: 'MdxPre' },
  '@theme/MDXComponents/Code': { default: 'MdxCode' },
  '@theme/MDXComponents/Ul': { default: 'MdxUl' },
  '@theme/MDXComponents/Li': { default: 'MdxLi' },
  '@theme/MDXComponents/Details': { default: 'MdxDetails' },
  '@theme/MDXComponents/Heading': { default: 'MdxHeading' },
  // @docusaurus/plugin-ideal-image's component (templates/docusaurus/ideal-image.tsx).
  '@theme/IdealImage': { default: 'IdealImage' },
  // @docusaurus/theme-mermaid's component (templates/docusaurus/mermaid.tsx).
  '@theme/Mermaid': { default: 'Mermaid' },
};

/**
 * The modules whose hooks read site code data (custom fields, the docs' global data): in the
 * browser, they bring that data with them (see {@link SITE_CODE_MODULE}).
 */
const READS_SITE_CODE = new Set([
  '@docusaurus/useDocusaurusContext',
  '@docusaurus/plugin-content-docs/client',
  '@docusaurus/useGlobalData',
]);

/**
 * The module of the islands' browser bundle that holds the site code data (SiteCodeData): a chunk
 * of its own, loaded only with the islands whose code reads it.
 */
const SITE_CODE_MODULE = 'rnhc:site-code';

/**
 * What a swizzled component wraps (`@theme-original/X`, `@theme-init/X`) when rnhc-docs has no
 * `@theme/X` shim for it: the runtime's counterpart (templates/docusaurus/swizzle-originals.tsx).
 */
const ORIGINALS: Record<string, Record<string, string>> = {
  NotFound: { default: 'NotFound' },
  'NotFound/Content': { default: 'NotFoundContent' },
  'DocItem/Footer': { default: 'DocItemFooter' },
  AnnouncementBar: { default: 'AnnouncementBar' },
  'Navbar/Search': { default: 'NavbarSearch' },
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

/**
 * Packages of the site's node_modules with a file esbuild cannot parse (Flow or TypeScript
 * source that the site's own webpack config had Babel compile, react-native's): package → first
 * such file. Each file is replaced by the stand-in of a missing package; named once per build by
 * {@link takeUnparsedPackages}.
 */
const unparsedPackages = new Map<string, string>();

/** The packages of unparsable files met since the last call (package → first file), and forgets them. */
export function takeUnparsedPackages(): Map<string, string> {
  const taken = new Map(unparsedPackages);
  unparsedPackages.clear();
  return taken;
}

/** Names a stand-in for something the site's packages import that rnhc-docs lacks (once per build). */
export function noteMissing(name: string, importer: string): void {
  if (!missingPackages.has(name)) missingPackages.set(name, importer);
}

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
 * What a missing package gives: a component that renders only its children, any of whose members
 * is the same (named imports, `x.Player`), callable as a function that returns an empty stand-in. A
 * site built without its node_modules keeps its pages and what the package's components wrapped,
 * with a blank where a leaf component (a player, a chart) was.
 */
const MISSING_MODULE = `const member = (key) =>
  // As text (a class name, a template string) it is empty.
  key === Symbol.toPrimitive ? () => '' :
  key === '__esModule' || key === 'then' || typeof key === 'symbol' ? undefined : missing;
// Named imports read esbuild's interop object, whose prototype is this module's prototype.
const prototype = new Proxy({}, { get: (_t, key) => member(key) });
// What calling it gives: an empty array, which React renders as nothing (as a component) and which
// a hook's caller can destructure (\`const [value, set] = useX()\`, \`const { x } = useY()\`);
// its other members are stand-ins again.
// (What React reads of a component's output is left undefined: it is an array, not a class.)
const react = new Set(['$$typeof', 'render', 'then', 'key', 'ref', 'props', 'type', '_owner', '_store']);
const result = () => new Proxy([], {
  get: (target, key) => (key in target || react.has(key) ? Reflect.get(target, key) : member(key)),
});
// As text (a name React prints, a key), it is empty.
const toPrimitive = () => '';
// As a component with children it renders them: a provider or a wrapper from a missing package
// (a theme provider around the app, a styled box) keeps what it wraps; a render prop is not
// called (its arguments would be stand-ins), and a leaf component renders nothing.
const missing = new Proxy(function Missing(props) {
  const children = props !== null && typeof props === 'object' && !Array.isArray(props) ? props.children : undefined;
  return children !== undefined && typeof children !== 'function' ? children : result();
}, {
  get: (target, key) =>
    key === 'prototype' ? target.prototype : key === Symbol.toPrimitive ? toPrimitive : member(key),
  getPrototypeOf: () => prototype,
});
module.exports = missing;
`;

/**
 * A Node built-in module (`buffer`, `string_decoder`) imported by code bound for the browser.
 * Docusaurus's webpack 5 has no stand-ins for them: it uses an npm package of that name when the
 * site has one (the `buffer` package), and so does this; otherwise the import gets the stand-in of
 * a missing package, named in a warning, instead of failing the build (a library often imports
 * one on a path the page never takes, as htmlparser2's WritableStream does).
 */
function resolveBuiltinForBrowser(specifier: string, resolveDir: string, importer: string) {
  const name = packageName(specifier.replace(/^node:/, ''));
  try {
    // The trailing slash makes Node look for the package, not its built-in of the same name.
    const resolved = createRequire(path.join(resolveDir, 'x.js')).resolve(`${name}/`);
    // A subpath (`buffer/x`) is left to esbuild, which finds it in the same package.
    return specifier.replace(/^node:/, '') === name ? { path: resolved } : undefined;
  } catch {
    if (!missingPackages.has(name)) missingPackages.set(name, importer);
    return { path: specifier, namespace: 'rnhc-missing' };
  }
}

/** A file of an npm package (not the site's own code). */
export const PACKAGE_FILE = /[\\/]node_modules[\\/]/;

/**
 * Package files' text, read once per process: a library imports the same module from many files
 * and a file imports several shimmed modules (packages do not change during a build or a session).
 */
const packageTexts = new Map<string, Promise<string>>();

/** The module id of a stand-in for names a shim lacks. */
export const STAND_IN_PREFIX = 'rnhc-stand-in:';

/**
 * The names a file imports (or re-exports) from `source` that `provided` lacks: read from its
 * `import { a, b as c } from 'source'` statements (a package's built files; `type` imports left out).
 */
export async function lackingExports(
  importer: string,
  source: string,
  provided: Record<string, string>,
): Promise<string[]> {
  let read = packageTexts.get(importer);
  if (!read) {
    read = readFile(importer, 'utf8').catch(() => '');
    packageTexts.set(importer, read);
  }
  const text = await read;
  if (text === '') return [];
  const quoted = source.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const statement = new RegExp(`(?:import|export)\\s*(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g');
  const names = new Set<string>();
  for (const match of text.matchAll(statement)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]
        ?.trim();
      if (name && /^[A-Za-z_$][\w$]*$/.test(name) && name !== 'default' && !(name in provided)) names.add(name);
    }
  }
  return [...names];
}

/**
 * A package resolved from the site folder, as esbuild would resolve it there (undefined when the
 * site does not have it either).
 */
async function resolveFromSite(
  build: PluginBuild,
  args: OnResolveArgs,
  siteDir: string,
): Promise<OnResolveResult | undefined> {
  try {
    createRequire(path.join(siteDir, 'x.js')).resolve(args.path);
  } catch {
    return undefined;
  }
  const resolved = await build.resolve(args.path, { resolveDir: siteDir, kind: args.kind, importer: args.importer });
  if (resolved.errors.length > 0) return undefined;
  return {
    path: resolved.path,
    external: resolved.external,
    namespace: resolved.namespace,
    sideEffects: resolved.sideEffects,
  };
}

/**
 * The packages of Docusaurus themes, presets and plugins other than Docusaurus's own that the site's
 * package.json declares (`@gorhom/docusaurus-theme`, `docusaurus-theme-openapi-docs`): rnhc-docs
 * runs none of them, and any may give `@theme/` components.
 */
export function collectThemePackages(siteDir: string): string[] {
  let manifest: Record<string, unknown>;
  try {
    manifest = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as Record<string, unknown>;
  } catch {
    return [];
  }
  const names = ['dependencies', 'devDependencies'].flatMap((key) => {
    const deps = manifest[key];
    return deps && typeof deps === 'object' ? Object.keys(deps) : [];
  });
  return names.filter((name) => /docusaurus/i.test(name) && !name.startsWith('@docusaurus/'));
}

/** Packages whose API rnhc-docs has under another name (classnames' is clsx's). */
const SAME_API: Record<string, string> = { classnames: 'clsx' };

/**
 * `browser`: for the islands' browser bundle (src/pipeline/islands.ts), where a package rnhc-docs has
 * and the site does not is bundled from rnhc-docs' folder instead of left to Node's `require`.
 */
export function docusaurusShims(siteDir: string, options: { browser?: boolean; siteCode?: SiteCodeData } = {}): Plugin {
  let swizzled: Map<string, string> | undefined;
  let themePackages: string[] | undefined;
  return {
    name: 'rnhc-docusaurus-shims',
    setup(build) {
      // The site's own webpack aliases, fallbacks and definitions, before any stand-in.
      applySiteWebpack(build, siteDir, options.browser === true);
      // Names a shim lacks, imported by a package (see rnhc-shim-partial below).
      build.onResolve({ filter: new RegExp(`^${STAND_IN_PREFIX}`) }, (args) => ({
        path: args.path,
        namespace: 'rnhc-missing',
      }));
      build.onResolve({ filter: /^(@docusaurus|@theme|@theme-original|@theme-init)\// }, async (args) => {
        // The site's theme folder, read once per bundle and only when it imports a theme module.
        swizzled ??= collectSwizzled(siteDir);
        const resolved = resolveThemeImport(args.path, swizzled, args.importer);
        if (resolved?.kind === 'site') return { path: resolved.file };
        if (resolved?.kind === 'shim') {
          // A package written for Docusaurus (a shared theme library) may import more of the
          // module than rnhc-docs provides: those names become stand-ins (its own module per
          // importer, which knows the names), named once. The site's own code keeps the error.
          const lacking = PACKAGE_FILE.test(args.importer)
            ? await lackingExports(args.importer, args.path, resolved.exports)
            : [];
          if (lacking.length === 0) return { path: resolved.id, namespace: 'rnhc-shim' };
          for (const name of lacking) {
            const key = `${args.path} (${name})`;
            if (!missingPackages.has(key)) missingPackages.set(key, args.importer);
          }
          return {
            path: `${args.importer}?${resolved.id}`,
            namespace: 'rnhc-shim-partial',
            pluginData: { id: resolved.id, lacking },
          };
        }
        // A package written for Docusaurus (a shared theme library) imports much of its API, most
        // of it for components the site never renders here: a stand-in, named once, as for a
        // missing package. The site's own code keeps the error, at its import.
        if (/[\\/]node_modules[\\/]/.test(args.importer)) {
          if (!missingPackages.has(args.path)) missingPackages.set(args.path, args.importer);
          return { path: args.path, namespace: 'rnhc-missing' };
        }
        // A component of a theme the site declares and rnhc-docs does not run (a site's own
        // preset or theme package, `@theme/Video`): Docusaurus would have it, so a stand-in, named.
        themePackages ??= collectThemePackages(siteDir);
        if (/^@theme\//.test(args.path) && themePackages.length > 0) {
          if (!missingPackages.has(args.path)) missingPackages.set(args.path, args.importer);
          return { path: args.path, namespace: 'rnhc-missing' };
        }
        return { errors: [{ text: resolved?.reason ?? notProvided(args.path) }] };
      });
      // `import Source from '!!raw-loader!./Example'`: webpack's inline loader, which Docusaurus
      // sites use to show a file's source; the file's text is the default export.
      build.onResolve({ filter: RAW_LOADER }, async (args) => {
        const resolved = await build.resolve(args.path.replace(RAW_LOADER, ''), {
          resolveDir: args.resolveDir,
          kind: args.kind,
          importer: args.importer,
          // Its text, never an island of it (src/markdown/mdx/render-mdx.ts).
          pluginData: { rnhcIsland: true },
        });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        return { path: resolved.path, namespace: 'rnhc-raw' };
      });
      build.onLoad({ filter: /.*/, namespace: 'rnhc-raw' }, async (args) => ({
        contents: await readFile(args.path, 'utf8'),
        loader: 'text',
      }));
      // `@site/...` is the site folder, as in Docusaurus.
      // (Resolved by esbuild from the site folder: `@site/src/components/Badge` finds `Badge.jsx`.)
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }),
      );
      build.onResolve({ filter: new RegExp(`^${SITE_CODE_MODULE}$`) }, (args) => ({
        path: args.path,
        namespace: 'rnhc-site-code',
      }));
      build.onLoad({ filter: /.*/, namespace: 'rnhc-site-code' }, () => ({
        contents: JSON.stringify(options.siteCode ?? { customFields: {} }),
        loader: 'json',
      }));
      // ES modules, so the importer's interop is the same whatever its folder's package type.
      build.onLoad({ filter: /.*/, namespace: 'rnhc-shim' }, (args) => {
        const exports = Object.entries(shimExports(args.path)).map(([name, from]) =>
          name === 'default' ? `export default runtime.${from};` : `export const ${name} = runtime.${from};`,
        );
        // In the browser, the hooks' data comes with the module (on the server, with the site data).
        const data =
          options.browser && READS_SITE_CODE.has(args.path)
            ? `import siteCode from ${JSON.stringify(SITE_CODE_MODULE)};\nruntime.provideSiteCode(siteCode);\n`
            : '';
        return {
          contents: `import * as runtime from ${JSON.stringify(RUNTIME)};\n${data}${exports.join('\n')}\n`,
          loader: 'js',
        };
      });
      // A package the site folder does not have (it may have left Docusaurus's node_modules
      // behind) is looked up in rnhc-docs' own: React and clsx are there.
      build.onResolve({ filter: /^[^./@]|^@[^/]+\// }, async (args) => {
        if (args.namespace === 'rnhc-shim' || args.path === RUNTIME) return { path: args.path, external: true };
        // `url(data:...)` in CSS is not a package: esbuild keeps it as written, as css-loader does.
        if (/^data:/i.test(args.path)) return undefined;
        // Nor is `@import url(https://fonts.googleapis.com/...)`: it stays a URL, as css-loader
        // leaves it (detox's website).
        if ((args.kind === 'import-rule' || args.kind === 'url-token') && /^https?:/i.test(args.path))
          return { path: args.path, external: true };
        if (options.browser && isBuiltin(args.path))
          return resolveBuiltinForBrowser(args.path, args.resolveDir, args.importer);
        try {
          createRequire(path.join(args.resolveDir, 'x.js')).resolve(args.path);
          return undefined;
        } catch (error) {
          // Installed, with no `require` export: an ESM-only package whose `exports` has only an
          // `import` condition (@material/material-color-utilities, react-native-paper's).
          // esbuild resolves an `import` of it with that condition, as webpack does.
          if ((error as NodeJS.ErrnoException).code === 'ERR_PACKAGE_PATH_NOT_EXPORTED' && args.kind !== 'require-call')
            return undefined;
          // Docusaurus's webpack also looks in the site's node_modules (resolve.modules): a doc
          // kept outside the site folder (`docs.path: '../docs'`) imports the site's packages.
          if (args.resolveDir && !isInside(siteDir, args.resolveDir)) {
            const fromSite = await resolveFromSite(build, args, siteDir);
            if (fromSite) return fromSite;
          }
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
      build.onLoad({ filter: /.*/, namespace: 'rnhc-shim-partial' }, (args) => {
        const { id, lacking } = args.pluginData as { id: string; lacking: string[] };
        const source = JSON.stringify(id);
        return {
          contents: [
            `export * from ${source};`,
            `import standIn from ${JSON.stringify(`${STAND_IN_PREFIX}${id}`)};`,
            ...lacking.map((name) => `export const ${name} = standIn;`),
          ].join('\n'),
          loader: 'js',
        };
      });

      // A package file esbuild cannot parse becomes a stand-in rather than failing the build.
      build.onLoad({ filter: /[\\/]node_modules[\\/].*\.[cm]?jsx?$/ }, async (args) => {
        const text = await readFile(args.path, 'utf8');
        const { transform } = await import('esbuild');
        try {
          await transform(text, { loader: /\.[cm]js$/.test(args.path) ? 'js' : 'jsx', logLevel: 'silent' });
          return { contents: text, loader: /\.[cm]js$/.test(args.path) ? 'js' : 'jsx' };
        } catch {
          const name = /.*[\\/]node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(args.path)?.[1]?.replace('\\', '/');
          if (name && !unparsedPackages.has(name)) unparsedPackages.set(name, args.path);
          return { contents: MISSING_MODULE, loader: 'js' };
        }
      });
    },
  };
}

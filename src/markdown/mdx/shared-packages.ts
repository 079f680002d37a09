/**
 * The npm packages MDX pages import (react-native-web through a `react-native` alias, react-icons,
 * a component library), bundled and run once per renderer (thread) instead of once per page.
 *
 * Each MDX page is bundled on its own (render-mdx.ts). With its packages inside, a site of 800
 * pages importing react-native-web had esbuild bundle it and V8 compile and run it 800 times,
 * most of the build. Here a bare import of a page (or of the site files it imports) that
 * resolves to a JavaScript file under `node_modules` stays outside the page's bundle, as
 * `require("rnhc-package:<file>")`; those files are bundled together in one module per thread
 * (one copy of what they share, as one page's bundle had), which each page's `require` reads. So
 * the packages are evaluated once per thread and share their state between pages, as they do in
 * Docusaurus's single server bundle. A page needing a package the shared module lacks has it
 * bundled again with the others (the set only grows; a site meets a handful).
 *
 * What a page's own bundle gave must not change, so a package stays in the page's bundle when
 * sharing would lose something: one that does not bundle (the page's bundle then reports it as
 * before), and one that imports CSS (its styles travel with the page's HTML). Files it imports
 * (images, fonts) are registered again for every page using the shared module.
 */
import path from 'node:path';
import type { Plugin as EsbuildPlugin, Metafile } from 'esbuild';
import { PACKAGE_FILE } from '../../pipeline/docusaurus-shims.ts';
import { isStrictEsm } from '../../pipeline/missing-exports.ts';
import { serverBundleOptions } from './server-bundle.ts';

/** The module id prefix of a shared package file in a page's bundle. */
export const SHARED_PACKAGE_PREFIX = 'rnhc-package:';

/** Files sharing can take: code (a stylesheet or an image stays with the page). */
const CODE_FILE = /\.(?:[cm]?jsx?|tsx?)$/;

/** Marks the plugin's own lookup, so it does not look up again. */
const OWN = 'rnhcSharedPackages';

/** The shared packages of one renderer. */
export interface SharedPackages {
  /** The plugin for a page's bundle; the package files it leaves out are added to `used`. */
  plugin(used: Set<string>): EsbuildPlugin;
  /**
   * Makes the shared module hold `used` (bundling it again if one is new) and registers the
   * files it imports for the page being rendered. Returns the files of `used` that cannot be
   * shared: the page must be bundled again, with them inside.
   */
  prepare(used: ReadonlySet<string>): Promise<string[]>;
  /**
   * The exports of a shared file (`id`: `rnhc-package:<file>`), run on first use; `requireOther`
   * gives the modules the packages leave out (React, rnhc-docs' runtime).
   */
  require(id: string, requireOther: (id: string) => unknown): unknown;
  /** How many times the shared module was bundled (for tests and benchmarks). */
  readonly bundles: number;
}

/** The shared packages of a site's pages; `addAsset` registers a file a package imports. */
export function createSharedPackages(
  siteDir: string,
  addAsset: (file: string, name?: string) => string | undefined,
): SharedPackages {
  /** Files in the shared module. */
  let entries = new Set<string>();
  /** Files that stay in each page's bundle. */
  const unshared = new Set<string>();
  /** The shared module's code, and its files' registrations (file → output name). */
  let code = '';
  const assets = new Map<string, string | undefined>();
  /** The module, once run: file → its exports (run on first use). */
  let instance: ((file: string) => unknown) | undefined;
  let bundles = 0;
  /** Pages render overlapped: one bundling at a time. */
  let queue: Promise<unknown> = Promise.resolve();

  const bundle = async (files: string[]) => {
    const esbuild = await import('esbuild');
    const registered = new Map<string, string | undefined>();
    const result = await esbuild.build({
      ...serverBundleOptions(siteDir, (file, name) => {
        registered.set(file, name);
        return addAsset(file, name);
      }),
      stdin: {
        // A getter per file: a file runs when a page first requires it, in the page's order.
        contents: `module.exports = {\n${files.map((f) => `  ${JSON.stringify(f)}: () => require(${JSON.stringify(f)}),`).join('\n')}\n};\n`,
        resolveDir: siteDir,
        sourcefile: 'rnhc-shared-packages.js',
        loader: 'js',
      },
      metafile: true,
    });
    bundles++;
    return { result, registered };
  };

  /** Adds `added` to the shared module; those that cannot be shared go to `unshared`. */
  const grow = async (added: string[]): Promise<void> => {
    if (added.length === 0) return;
    const files = [...entries, ...added].sort();
    let built: Awaited<ReturnType<typeof bundle>>;
    try {
      built = await bundle(files);
    } catch {
      // The page's own bundle reports the error, at the file where it is, as before.
      for (const file of added) unshared.add(file);
      return;
    }
    const { result, registered } = built;
    const styled = filesReachingCss(result.metafile, added);
    if (styled.length > 0) {
      for (const file of styled) unshared.add(file);
      return grow(added.filter((file) => !styled.includes(file)));
    }
    code = result.outputFiles.find((o) => o.path.endsWith('.js'))?.text ?? '';
    entries = new Set(files);
    for (const [file, name] of registered) assets.set(file, name);
    instance = undefined;
  };

  return {
    plugin(used) {
      return {
        name: 'rnhc-shared-packages',
        setup(build) {
          build.onResolve({ filter: /^[^./!]/ }, async (args) => {
            const data = args.pluginData as Record<string, unknown> | undefined;
            if (data?.[OWN]) return undefined;
            // The site's and Docusaurus's modules are never a package's.
            if (/^@(site|theme|theme-original|theme-init|docusaurus)\//.test(args.path)) return undefined;
            // Static imports and requires only: a dynamic import or require.resolve keeps its meaning.
            if (args.kind !== 'import-statement' && args.kind !== 'require-call') return undefined;
            if (path.isAbsolute(args.path)) return undefined;
            // An import in a Node-mode ES module (`.mjs`, a `"type": "module"` package's `.js`) of a
            // package file left out would become a require() whose default is the whole module
            // (Node's interop, which esbuild follows there): bundled with it, it links as ESM.
            if (args.importer && isStrictEsm(args.importer)) return undefined;
            // As the page's bundle would resolve it (the site's aliases, rnhc-docs' stand-ins).
            const resolved = await build.resolve(args.path, {
              kind: args.kind,
              importer: args.importer,
              namespace: args.namespace,
              resolveDir: args.resolveDir,
              // Other plugins' marks kept: each knows its own lookups, so none loops through this one.
              pluginData: { ...(typeof data === 'object' ? data : {}), [OWN]: true },
            });
            if (resolved.errors.length > 0) return undefined;
            // An alias's target, already left out by a nested lookup.
            if (resolved.external && resolved.path.startsWith(SHARED_PACKAGE_PREFIX)) {
              used.add(resolved.path.slice(SHARED_PACKAGE_PREFIX.length));
              return { path: resolved.path, external: true };
            }
            const file = resolved.path;
            if (resolved.external || resolved.namespace !== 'file' || !PACKAGE_FILE.test(file)) return undefined;
            if (!CODE_FILE.test(file) || unshared.has(file)) return undefined;
            used.add(file);
            return { path: SHARED_PACKAGE_PREFIX + file, external: true };
          });
        },
      };
    },
    async prepare(used) {
      const run = queue.then(() => grow([...used].filter((file) => !entries.has(file) && !unshared.has(file))));
      queue = run.catch(() => undefined);
      await run;
      // The page's files: what the packages import is copied for it too (as its own bundle did).
      for (const [file, name] of assets) addAsset(file, name);
      return [...used].filter((file) => unshared.has(file));
    },
    require(id, requireOther) {
      const file = id.slice(SHARED_PACKAGE_PREFIX.length);
      if (!instance) {
        const module = { exports: {} as Record<string, () => unknown> };
        new Function('require', 'module', 'exports', code)(requireOther, module, module.exports);
        const loaders = module.exports;
        const loaded = new Map<string, unknown>();
        instance = (wanted) => {
          if (!loaded.has(wanted)) {
            const load = loaders[wanted];
            if (!load) throw new Error(`rnhc-docs did not bundle ${wanted} with the shared packages`);
            loaded.set(wanted, load());
          }
          return loaded.get(wanted);
        };
      }
      try {
        return instance(file);
      } catch (error) {
        // A package that threw while it ran is run again from scratch by the next page, as
        // a page's own bundle would (its half-run module must not be handed out).
        instance = undefined;
        throw error;
      }
    },
    get bundles() {
      return bundles;
    },
  };
}

/**
 * The files among `files` whose imports reach CSS in the bundle of `metafile` (read from the
 * inputs of its CSS output).
 */
export function filesReachingCss(metafile: Metafile, files: string[]): string[] {
  const styles = new Set(
    Object.entries(metafile.outputs)
      .filter(([output]) => output.endsWith('.css'))
      .flatMap(([, output]) => Object.keys(output.inputs)),
  );
  if (styles.size === 0) return [];
  const keyOf = (input: string) => (/^[\w-]+:/.test(input) ? input : path.resolve(input));
  const imports = new Map<string, string[]>();
  for (const [input, { imports: list }] of Object.entries(metafile.inputs)) {
    imports.set(
      keyOf(input),
      list.filter((i) => !i.external).map((i) => keyOf(i.path)),
    );
  }
  const styled = new Set([...styles].map(keyOf));
  return files.filter((file) => {
    const seen = new Set<string>();
    const stack = [path.resolve(file)];
    while (stack.length > 0) {
      const next = stack.pop() as string;
      if (styled.has(next)) return true;
      if (seen.has(next)) continue;
      seen.add(next);
      stack.push(...(imports.get(next) ?? []));
    }
    return false;
  });
}

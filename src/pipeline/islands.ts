/**
 * The browser side of islands (templates/docusaurus/islands.tsx): before pages render, the site
 * components MDX files import (`@site/...`, relative paths; not partials, not Docusaurus modules)
 * and the React pages of the pages folder are bundled once for the browser, in one esbuild call
 * with code splitting: one content-hashed module per component under `assets/islands/`, chunks
 * for what they share (the Docusaurus runtime, the hydration code). React and react-dom are not
 * bundled again: they are the theme client's own, which it puts on `window.__RNHC_SHARED__`.
 * The renderers then know each component's URL when they write an island.
 */

import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { resolveSiteFile } from '../markdown/mdx/check-mdx.ts';
import { isIslandSource } from '../shared/island-names.ts';
import type { SiteCodeData } from '../shared/types.ts';
import { ContentError } from '../util/errors.ts';
import { packageInfo } from '../util/package-root.ts';
import { assetImports } from './asset-imports.ts';
import { cssModules } from './css-modules.ts';
import {
  docusaurusShims,
  lackingExports,
  noteMissing,
  PACKAGE_FILE,
  RUNTIME,
  requireFromHere,
  STAND_IN_PREFIX,
} from './docusaurus-shims.ts';
import { markdownImports } from './markdown-imports.ts';
import { buildLenient } from './missing-exports.ts';
import type { FileSink } from './output/write-output.ts';
import { sassStyles } from './sass-styles.ts';

/** Absolute path of a site component's file → the URL of its browser module. */
export type IslandModules = Record<string, string>;

/** The modules shared with the theme's client, as `window.__RNHC_SHARED__` names them. */
export const SHARED_MODULES = ['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'] as const;

/** Fenced code (examples of imports) is not the file's own imports. */
const FENCE = /^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:\n {0,3}\1[`~]*[ \t]*(?=\n|$)|$)/gm;
const IMPORT = /^import\s+(?:[\s\S]*?\s+from\s+)?['"]([^'"\n]+)['"]/gm;

/** The import sources of a markdown or MDX file, code blocks left out. */
export function importsOf(text: string): string[] {
  const body = text.replace(FENCE, '');
  return [...body.matchAll(IMPORT)].map((match) => match[1] as string);
}

/**
 * The site component files the given markdown sources import (and the partials they import, in
 * turn): the island candidates. A file that is not a component (a helper, data) costs a module
 * nobody loads; an import that does not resolve is the page's own error, reported by its render.
 */
export async function scanIslandCandidates(
  sources: Iterable<{ file: string; body?: string | undefined }>,
  siteDir: string,
): Promise<string[]> {
  const candidates = new Set<string>();
  const seen = new Set<string>();
  /** `text`: the body the content model read already; partials are read here. */
  const visit = async (file: string, known?: string): Promise<void> => {
    if (seen.has(file)) return;
    seen.add(file);
    let text: string;
    try {
      text = known ?? (await readFile(file, 'utf8'));
    } catch {
      return; // the render reports a file it cannot read
    }
    if (!/^import\s/m.test(text)) return;
    for (const source of importsOf(text)) {
      if (!/^(@site\/|\.\.?\/)/.test(source)) continue;
      const target = source.startsWith('@site/')
        ? path.join(siteDir, source.slice('@site/'.length))
        : path.resolve(path.dirname(file), source);
      const resolved = resolveSiteFile(target);
      if (!resolved) continue;
      if (/\.mdx?$/i.test(resolved)) await visit(resolved);
      else if (isIslandSource(source) && /\.(jsx?|tsx?|mjs)$/.test(resolved)) candidates.add(resolved);
    }
  };
  for (const { file, body } of sources) if (/\.mdx?$/i.test(file)) await visit(file, body);
  return [...candidates].sort();
}

/** `react` and friends as modules reading the theme client's copies. */
function sharedReact(): Plugin {
  return {
    name: 'rnhc-shared-react',
    setup(build) {
      const filter = new RegExp(`^(${SHARED_MODULES.map((m) => m.replace('/', '\\/')).join('|')})$`);
      // The export names of the very package the client bundles (same version, same lockfile).
      // What each React module provides, read once per bundle (every package file imports React).
      const provided = new Map<string, Record<string, string>>();
      const providedBy = (id: string) => {
        let names = provided.get(id);
        if (!names) {
          names = Object.fromEntries(
            Object.keys(requireFromHere(id) as object)
              .filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))
              .map((name) => [name, name]),
          );
          provided.set(id, names);
        }
        return names;
      };
      build.onResolve({ filter }, async (args) => {
        // A package written for an older React (react-native-web's `findDOMNode`, gone in React
        // 19) gets stand-ins for the names React no longer has, named once, instead of failing.
        const lacking = PACKAGE_FILE.test(args.importer)
          ? await lackingExports(args.importer, args.path, providedBy(args.path))
          : [];
        for (const name of lacking) noteMissing(`${args.path} (${name})`, args.importer);
        return {
          path: args.path,
          namespace: 'rnhc-shared',
          ...(lacking.length > 0 ? { suffix: `?${lacking.join(',')}` } : {}),
        };
      });
      build.onLoad({ filter: /.*/, namespace: 'rnhc-shared' }, (args) => {
        const lacking = args.suffix ? args.suffix.slice(1).split(',') : [];
        const lines = [
          `const m = window.__RNHC_SHARED__[${JSON.stringify(args.path)}];`,
          'export default m;',
          ...Object.keys(providedBy(args.path)).map((name) => `export const ${name} = m.${name};`),
          ...(lacking.length > 0 ? [`import standIn from ${JSON.stringify(`${STAND_IN_PREFIX}${args.path}`)};`] : []),
          ...lacking.map((name) => `export const ${name} = standIn;`),
        ];
        return { contents: lines.join('\n'), loader: 'js' };
      });
    },
  };
}

/** A readable, unique output name of each component (`Counter`, `Counter-2`...). */
function outputNames(files: string[]): Map<string, string> {
  const names = new Map<string, string>();
  const used = new Set<string>();
  for (const file of files) {
    let base = path.basename(file).replace(/\.\w+$/, '');
    if (base === 'index') base = path.basename(path.dirname(file));
    base = base.replace(/[^\w-]/g, '_') || 'island';
    let name = base;
    for (let n = 2; used.has(name); n++) name = `${base}-${n}`;
    used.add(name);
    names.set(file, name);
  }
  return names;
}

/**
 * Bundles the components for the browser and writes them under `assets/islands/`. Returns each
 * file's module URL. A component that does not compile for the browser fails the build with its
 * file and line, as its server render would.
 */
export async function buildIslands(options: {
  files: string[];
  siteDir: string;
  baseUrl: string;
  writer: FileSink;
  /**
   * Files among `files` whose default export is an object of components (the site's
   * MDXComponents): their module's `m` is that object, so an island names its component by key.
   */
  componentObjects?: readonly string[];
  /** What the islands' Docusaurus hooks read (custom fields, the docs' global data). */
  siteCode?: SiteCodeData;
  /**
   * Files among `files` that are React pages: they get the site config as a prop (RoutePage in
   * templates/docusaurus/index.tsx), so their module brings the site code data, as a module
   * importing useDocusaurusContext does.
   */
  pageFiles?: readonly string[];
  /**
   * The site's swizzled `src/theme/Root`: every island hydrates inside it, as the server rendered
   * it (templates/docusaurus/islands.tsx); one chunk the islands share.
   */
  rootFile?: string;
  /**
   * Files among `files` whose server HTML is a stand-in the browser replaces: their module mounts
   * them afresh instead of hydrating (a live code block's playground, live-code.ts).
   */
  renderedFiles?: readonly string[];
  /** More esbuild plugins, run before the others (the live playground's modules). */
  plugins?: readonly Plugin[];
  /** Filled with the CSS bundle of each entry among `files` that has one, by file. */
  styles?: Map<string, string>;
}): Promise<IslandModules> {
  if (options.files.length === 0) return {};
  const esbuild = await import('esbuild');
  const root = packageInfo().root;
  const hydrate = path.join(root, 'client', 'islands-runtime.tsx');
  const runtime = path.join(root, 'templates', 'docusaurus', 'index.tsx');
  const names = outputNames(options.files);
  const entries: Plugin = {
    name: 'rnhc-island-entries',
    setup(build) {
      build.onResolve({ filter: /^rnhc-island:/ }, (args) => ({
        path: args.path.slice('rnhc-island:'.length),
        namespace: 'rnhc-island',
      }));
      // Each entry: the component's module, and the hydration code (a shared chunk).
      build.onLoad({ filter: /.*/, namespace: 'rnhc-island' }, (args) => {
        const mount = options.renderedFiles?.includes(args.path) ? 'renderIsland' : 'hydrateIsland';
        return {
          contents: `${options.pageFiles?.includes(args.path) ? "import '@docusaurus/useDocusaurusContext';\n" : ''}${
            options.componentObjects?.includes(args.path)
              ? `import * as all from ${JSON.stringify(args.path)};\nexport const m = all.default ?? all;`
              : `export * as m from ${JSON.stringify(args.path)};`
          }\n${
            options.rootFile
              ? `import Root from ${JSON.stringify(options.rootFile)};\nimport { ${mount} as hydrate } from ${JSON.stringify(hydrate)};\nexport const hydrateIsland = (element, component) => hydrate(element, component, Root);\n`
              : `export { ${mount} as hydrateIsland } from ${JSON.stringify(hydrate)};\n`
          }`,
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
      // The Docusaurus modules are the browser build of the runtime the server rendered with.
      build.onResolve({ filter: new RegExp(`^${RUNTIME}$`) }, () => ({ path: runtime }));
    },
  };
  // Files the components import: copied once the bundle compiled, at the URL the server uses too.
  const copies = new Map<string, string>();
  const assets = assetImports((file, name) => {
    copies.set(name, file);
    return options.baseUrl + name;
  }, options.siteDir);
  let result: Awaited<ReturnType<typeof esbuild.build>>;
  try {
    result = await buildLenient({
      absWorkingDir: options.siteDir,
      entryPoints: options.files.map((file) => ({ in: `rnhc-island:${file}`, out: names.get(file) as string })),
      bundle: true,
      splitting: true,
      write: false,
      format: 'esm',
      platform: 'browser',
      target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
      minify: true,
      jsx: 'automatic',
      // `global` is `globalThis`, as webpack 5 gives browser bundles (its `node.global` default):
      // packages written for React Native read it (react-native-gesture-handler), and without it
      // their island throws "global is not defined" and the page is never hydrated.
      define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
      outdir: '/virtual/islands',
      entryNames: '[name].[hash]',
      chunkNames: 'chunk.[hash]',
      metafile: true,
      legalComments: 'none',
      loader: { '.js': 'jsx', '.css': 'css' },
      plugins: [
        ...(options.plugins ?? []),
        assets,
        sharedReact(),
        entries,
        markdownImports(),
        cssModules(options.siteDir),
        sassStyles(options.siteDir),
        docusaurusShims(options.siteDir, {
          browser: true,
          ...(options.siteCode ? { siteCode: options.siteCode } : {}),
        }),
      ],
      logLevel: 'silent',
    });
  } catch (error) {
    const first = (
      error as { errors?: Array<{ text: string; location?: { file: string; line: number; column: number } }> }
    ).errors?.[0];
    const text = first?.text ?? (error instanceof Error ? error.message : String(error));
    throw new ContentError(
      `${text} (bundling the site's components for the browser)`,
      first?.location
        ? {
            file: path.resolve(options.siteDir, first.location.file),
            position: { line: first.location.line, column: first.location.column + 1 },
          }
        : {},
    );
  }
  await Promise.all([...copies].map(([name, file]) => options.writer.copy(file, name)));
  const modules: IslandModules = {};
  const base = `${options.baseUrl}assets/islands/`;
  for (const output of result.outputFiles ?? []) {
    // Styles travel with the server-rendered HTML (a <style> per page): only scripts are written.
    if (!output.path.endsWith('.js')) continue;
    await options.writer.write(`assets/islands/${path.basename(output.path)}`, output.text);
  }
  for (const [file, meta] of Object.entries(result.metafile?.outputs ?? {})) {
    const entry = meta.entryPoint?.replace(/^rnhc-island:/, '');
    if (entry && file.endsWith('.js')) modules[entry] = base + path.basename(file);
    if (entry && options.styles && meta.cssBundle) {
      const css = result.outputFiles?.find((output) => output.path.endsWith(path.basename(meta.cssBundle as string)));
      if (css) options.styles.set(entry, css.text);
    }
  }
  return modules;
}

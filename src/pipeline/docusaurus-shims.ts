/**
 * The Docusaurus modules that site code (React pages, MDX) may import, and the esbuild plugin that
 * resolves them to rnhc-docs' runtime (templates/docusaurus).
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';

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
 * `browser`: for the islands' browser bundle (src/pipeline/islands.ts), where a package rnhc-docs has
 * and the site does not is bundled from rnhc-docs' folder instead of left to Node's `require`.
 */
export function docusaurusShims(siteDir: string, options: { browser?: boolean } = {}): Plugin {
  return {
    name: 'rnhc-docusaurus-shims',
    setup(build) {
      build.onResolve({ filter: /^(@docusaurus|@theme)\// }, (args) => {
        if (SHIMS[args.path]) return { path: args.path, namespace: 'rnhc-shim' };
        return {
          errors: [
            {
              text: `${args.path} is not provided by rnhc-docs (provided: ${Object.keys(SHIMS).join(', ')})`,
            },
          ],
        };
      });
      // `@site/...` is the site folder, as in Docusaurus.
      // (Resolved by esbuild from the site folder: `@site/src/components/Badge` finds `Badge.jsx`.)
      build.onResolve({ filter: /^@site\// }, (args) =>
        build.resolve(`./${args.path.slice('@site/'.length)}`, { resolveDir: siteDir, kind: args.kind }),
      );
      // ES modules, so the importer's interop is the same whatever its folder's package type.
      build.onLoad({ filter: /.*/, namespace: 'rnhc-shim' }, (args) => {
        const exports = Object.entries(SHIMS[args.path] ?? {}).map(([name, from]) =>
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
          try {
            const resolved = requireFromHere.resolve(args.path);
            return options.browser ? { path: resolved } : { path: args.path, external: true };
          } catch {
            return undefined;
          }
        }
      });
    },
  };
}

/**
 * How site code is bundled to run on the build's thread (MDX pages and their partials, the site's
 * MDXComponents): one set of esbuild options, so both meet the same loaders and shims (imported
 * assets, Sass, CSS modules, Docusaurus's modules, the recursion guard).
 */
import type { BuildOptions, Plugin } from 'esbuild';
import { assetImports } from '../../pipeline/asset-imports.ts';
import { cssModules } from '../../pipeline/css-modules.ts';
import { docusaurusShims, RUNTIME } from '../../pipeline/docusaurus-shims.ts';
import { nestingGuardPlugin } from '../../pipeline/render/nesting-guard.ts';
import { sassStyles } from '../../pipeline/sass-styles.ts';

/** esbuild options for site code run on the server; `plugins` go before Sass and the shims. */
export function serverBundleOptions(
  siteDir: string,
  addAsset: (file: string, name?: string) => string | undefined,
  plugins: Plugin[] = [],
): BuildOptions & { write: false } {
  return {
    bundle: true,
    write: false,
    format: 'cjs',
    platform: 'node',
    jsx: 'automatic',
    external: ['react', 'react-dom', 'react/jsx-runtime', RUNTIME],
    outdir: '/virtual',
    loader: { '.js': 'jsx', '.css': 'css' },
    plugins: [
      nestingGuardPlugin(siteDir),
      assetImports((asset, name) => addAsset(asset, name), siteDir),
      ...plugins,
      cssModules(siteDir),
      sassStyles(siteDir),
      docusaurusShims(siteDir),
    ],
    logLevel: 'silent',
  };
}

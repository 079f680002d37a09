/**
 * Live code blocks (```` ```jsx live ````, Docusaurus's theme-live-codeblock): the playground's
 * browser module, bundled with the site's islands (islands.ts). It is rnhc-docs' playground
 * (client/live-playground/) with react-live from the site's node_modules, where the theme brought
 * it, the site's `src/theme/ReactLiveScope` (the names the code can use) and, when the site
 * swizzles it, its `src/theme/Playground`. A site without react-live keeps its live blocks as
 * highlighted code blocks, named once in a warning.
 */

import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import type { ResolvedConfig } from '../config/load-config.ts';
import { packageInfo } from '../util/package-root.ts';
import { collectSwizzled } from './swizzled.ts';

/** The playground's entry and the esbuild plugin that gives it its modules. */
export interface LivePlaygroundBundle {
  /** The island entry (client/live-playground/index.tsx). */
  file: string;
  plugin: Plugin;
}

/** Where a package resolves from the site folder, or undefined when it is not installed. */
function resolveFromSite(siteDir: string, request: string): string | undefined {
  try {
    return createRequire(path.join(siteDir, 'package.json')).resolve(request);
  } catch {
    return undefined;
  }
}

/**
 * The playground's bundle for a site with live blocks on (`markdown.liveCodeBlock`), or undefined
 * when they are off, or cannot play (no react-live: `warn` names it; an untrusted build: site code
 * is not bundled).
 */
export function resolveLivePlayground(
  config: Pick<ResolvedConfig, 'siteDir' | 'configFile' | 'markdown'>,
  options: { untrusted: boolean; warn(message: string): void },
): LivePlaygroundBundle | undefined {
  if (!config.markdown.liveCodeBlock) return undefined;
  const plain = 'live code blocks (```jsx live) are shown as plain code blocks';
  if (options.untrusted) {
    options.warn(`${config.configFile}: ${plain}: an untrusted build bundles no site code (ReactLiveScope)`);
    return undefined;
  }
  const { siteDir } = config;
  if (!resolveFromSite(siteDir, 'react-live')) {
    options.warn(
      `${config.configFile}: ${plain}: react-live is not installed in the site's node_modules (@docusaurus/theme-live-codeblock brings it: install the site's dependencies)`,
    );
    return undefined;
  }
  const swizzled = collectSwizzled(siteDir);
  const dir = path.join(packageInfo().root, 'client', 'live-playground');
  const scope = swizzled.get('ReactLiveScope') ?? path.join(dir, 'scope.ts');
  const playground = swizzled.get('Playground');
  // Docusaurus's theme points `buble` (react-live 2's compiler) at its smaller build, as here.
  const buble = resolveFromSite(siteDir, '@docusaurus/theme-live-codeblock/lib/custom-buble.js');
  const plugin: Plugin = {
    name: 'rnhc-live-playground',
    setup(build) {
      // react-live 2's compiler (buble) and the packages of React Native sites' scopes read Node's
      // `global`, which webpack 5 (Docusaurus) defines as the window: so here, for the bundle.
      build.initialOptions.define = { global: 'globalThis', ...build.initialOptions.define };
      build.onResolve({ filter: /^rnhc-live:scope$/ }, () => ({ path: scope }));
      build.onResolve({ filter: /^rnhc-live:playground$/ }, () =>
        playground ? { path: playground } : { path: 'none', namespace: 'rnhc-live' },
      );
      build.onLoad({ filter: /.*/, namespace: 'rnhc-live' }, () => ({ contents: 'export default undefined;' }));
      // The playground's own import of react-live is the site's (rnhc-docs does not depend on it).
      build.onResolve({ filter: /^react-live$/ }, async (args) => {
        if (args.pluginData?.rnhcLive || !args.importer.startsWith(dir)) return undefined;
        const result = await build.resolve('react-live', {
          resolveDir: siteDir,
          kind: args.kind,
          pluginData: { rnhcLive: true },
        });
        return result.errors.length > 0 ? { errors: result.errors } : { path: result.path };
      });
      if (buble && !buble.startsWith(dir)) {
        build.onResolve({ filter: /^buble$/ }, (args) => (args.importer === buble ? undefined : { path: buble }));
      }
    },
  };
  return { file: path.join(dir, 'index.tsx'), plugin };
}

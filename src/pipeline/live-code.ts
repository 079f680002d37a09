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
  /** Whether the site swizzles `Playground`. */
  swizzled: boolean;
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
      // react-live is the site's (rnhc-docs does not depend on it), for the playground and the
      // site's Playground alike, through a module that gives its function components their
      // `defaultProps`, which React 19 no longer reads: react-live 2's LivePreview rendered an
      // undefined `Component` (React error #130) and every live block of react-native-elements vanished.
      build.onResolve({ filter: /^react-live$/ }, async (args) => {
        if (args.pluginData?.rnhcLive) return undefined;
        const result = await build.resolve('react-live', {
          resolveDir: args.importer.startsWith(dir) ? siteDir : args.resolveDir,
          kind: args.kind,
          pluginData: { rnhcLive: true },
        });
        if (result.errors.length > 0) return { errors: result.errors };
        return { path: result.path, namespace: 'rnhc-live-react-live' };
      });
      build.onLoad({ filter: /.*/, namespace: 'rnhc-live-react-live' }, (args) => ({
        contents: [
          `import * as live from ${JSON.stringify(args.path)};`,
          "import { createElement } from 'react';",
          'function withDefaults(C) {',
          '  if (typeof C !== "function" || !C.defaultProps || (C.prototype && C.prototype.isReactComponent)) return C;',
          '  const defaults = C.defaultProps;',
          '  const W = (props) => createElement(C, { ...defaults, ...props });',
          '  W.displayName = C.displayName || C.name;',
          '  return W;',
          '}',
          `export * from ${JSON.stringify(args.path)};`,
          'export const LivePreview = withDefaults(live.LivePreview);',
          'export const LiveEditor = withDefaults(live.LiveEditor);',
          'export const LiveError = withDefaults(live.LiveError);',
        ].join('\n'),
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
      if (buble && !buble.startsWith(dir)) {
        build.onResolve({ filter: /^buble$/ }, (args) => (args.importer === buble ? undefined : { path: buble }));
      }
    },
  };
  return { file: path.join(dir, 'index.tsx'), plugin, swizzled: playground !== undefined };
}

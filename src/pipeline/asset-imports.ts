/**
 * Files imported or required by site code (MDX, components, React pages) as Docusaurus's webpack
 * loaders give them: an image, font, media or document becomes the URL of a content-hashed copy
 * (`assets/images/logo-<hash>.png`, as Docusaurus's file loader names it); an SVG imported by
 * code is a React component made by SVGR, the loader Docusaurus uses (its `url()` in CSS stays a
 * URL). The URL depends on the file only, so the server render and the islands' browser bundle
 * agree without sharing state; each build registers the copies it needs through `register`.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ConfigPlugin } from '@svgr/core';
import type { Plugin } from 'esbuild';

/** Docusaurus's asset folders and the extensions that go there (its `getFileLoaderUtils` rules). */
const FOLDERS: Record<string, string[]> = {
  images: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'bmp', 'apng', 'tif', 'tiff', 'svg'],
  fonts: ['woff', 'woff2', 'eot', 'ttf', 'otf'],
  medias: ['mp4', 'webm', 'ogv', 'ogg', 'mov', 'm4v', 'mp3', 'wav', 'flac', 'aac', 'm4a'],
  files: [
    'pdf',
    'doc',
    'docx',
    'xls',
    'xlsx',
    'ppt',
    'pptx',
    'odt',
    'ods',
    'odp',
    'zip',
    'rar',
    '7z',
    'gz',
    'tgz',
    'tar',
    'epub',
  ],
};
const FOLDER_OF = new Map(Object.entries(FOLDERS).flatMap(([folder, exts]) => exts.map((ext) => [ext, folder])));

/** An import of a file handled here (what esbuild has no loader for), with a query or hash or not. */
const ASSET_PATH = new RegExp(`\\.(?:${[...FOLDER_OF.keys()].join('|')})(?:[?#].*)?$`, 'i');

/** The output path of an asset: `assets/<folder>/<name>-<content hash>.<ext>`, as Docusaurus names it. */
export function assetNameOf(file: string, content: Uint8Array): string {
  const ext = path.extname(file);
  const folder = FOLDER_OF.get(ext.slice(1).toLowerCase()) ?? 'files';
  const base = path.basename(file, ext).replace(/[^\w.-]/g, '_') || 'asset';
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 8);
  return `assets/${folder}/${base}-${hash}${ext.toLowerCase()}`;
}

/**
 * Registers a copy of `file` at `name` (relative to the output folder) and returns its URL, or
 * undefined when it cannot be published (then the import fails with the file named).
 */
export type RegisterAsset = (file: string, name: string) => string | undefined;

let svgr: Promise<(svg: string, file: string) => Promise<string>> | undefined;

/** SVGR with Docusaurus's options (title prop, no prettier), loaded on the first SVG import. */
function loadSvgr(): Promise<(svg: string, file: string) => Promise<string>> {
  svgr ??= Promise.all([import('@svgr/core'), import('@svgr/plugin-jsx')]).then(([core, jsx]) => {
    // A CommonJS package: its `exports.default` is one `default` deeper when Node's ESM loads it.
    let plugin: unknown = jsx.default;
    if (typeof plugin !== 'function') plugin = (plugin as { default: unknown }).default;
    return async (svg: string, file: string) => {
      const code = await core.transform(
        svg,
        { plugins: [plugin as ConfigPlugin], titleProp: true, jsxRuntime: 'automatic', exportType: 'default' },
        { componentName: 'SvgComponent', filePath: file },
      );
      // Docusaurus 2 sites (and create-react-app habits) import `{ ReactComponent }`.
      return `${code}\nexport { SvgComponent as ReactComponent };\n`;
    };
  });
  return svgr;
}

/**
 * The file an asset import names: relative to the importer, `@site/` in the site folder, or in a
 * package the importer's folder can require; `external`: a URL (`/img/x.png`, `https://...`),
 * left as it is. Undefined: no such file.
 */
function resolveAsset(
  request: string,
  resolveDir: string,
  siteDir: string,
): { path: string; external?: boolean } | undefined {
  if (/^[a-z][a-z\d+.-]*:|^\/\//i.test(request)) return { path: request, external: true };
  let file: string;
  if (request.startsWith('@site/')) file = path.join(siteDir, request.slice('@site/'.length));
  else if (/^\.\.?\//.test(request) || path.isAbsolute(request)) file = path.resolve(resolveDir, request);
  else {
    try {
      file = createRequire(path.join(resolveDir, 'x.js')).resolve(request);
    } catch {
      return undefined;
    }
  }
  return statSync(file, { throwIfNoEntry: false })?.isFile() ? { path: file } : undefined;
}

/** Whether a bare request (`pkg/file.ttf`) names a package the importer's folder cannot require. */
/** Whether a root-relative URL names a file of the site's static folder. */
function isStaticFile(siteDir: string, url: string): boolean {
  return statSync(path.join(siteDir, 'static', url), { throwIfNoEntry: false })?.isFile() === true;
}

function isMissingPackage(request: string, resolveDir: string): boolean {
  if (/^(\.\.?\/|\/|@site\/)/.test(request) || path.isAbsolute(request)) return false;
  const parts = request.split('/');
  const name = request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  const require = createRequire(path.join(resolveDir, 'x.js'));
  for (const probe of [`${name}/package.json`, name]) {
    try {
      require.resolve(probe as string);
      return false;
    } catch {
      // Not this way (a package's `exports` may hide package.json): try the next.
    }
  }
  return true;
}

/**
 * The esbuild plugin: asset imports load as modules exporting their URL (`default`), SVG imports
 * as components, and `url()` in CSS becomes the copy's URL.
 */
export function assetImports(register: RegisterAsset, siteDir: string): Plugin {
  return {
    name: 'rnhc-asset-imports',
    setup(build) {
      // Resolved here, not by build.resolve: other plugins (islands, `@site/`) resolve again in
      // turn, and a file path needs no more than this.
      build.onResolve({ filter: ASSET_PATH }, (args) => {
        const request = args.path.replace(/[?#].*$/, '');
        // `import Danger from '/static/img/danger.svg'` in code: webpack resolves a server-relative
        // request from its roots, which Docusaurus leaves at the site folder (CSS keeps it a URL).
        // In CSS, webpack's roots are the static folder, then the site folder: `url(/img/x.png)`
        // names a static file (kept as a URL), `url(/static/fonts/x.woff2)` (react-native-website)
        // a file of the site folder, which css-loader copies under a hashed name.
        const fromSiteRoot =
          request.startsWith('/') && (args.kind !== 'url-token' || !isStaticFile(siteDir, request))
            ? resolveAsset(path.join(siteDir, request), args.resolveDir, siteDir)
            : undefined;
        const resolved = resolveAsset(request, args.resolveDir, siteDir) ?? fromSiteRoot;
        if (!resolved) {
          // `url(/img/x.png)` in CSS is a URL of the site's static files, left for the browser.
          if (args.kind === 'url-token' && request.startsWith('/')) return { path: args.path, external: true };
          // A file of a package that is not installed: stubbed and named as an import of the
          // package itself is (docusaurus-shims.ts), not a build failure.
          if (isMissingPackage(request, args.resolveDir)) return undefined;
          return { errors: [{ text: `Cannot find ${args.path} (from ${args.resolveDir})` }] };
        }
        return resolved.external ? { path: args.path, external: true } : onResolved(args.kind, resolved.path);
      });
      const onResolved = async (kind: string, file: string) => {
        if (kind === 'url-token' || kind === 'import-rule') {
          // CSS: the URL itself (Docusaurus's css-loader hashes the file the same way).
          const content = await readFile(file);
          const url = register(file, assetNameOf(file, content));
          if (url === undefined) return { errors: [{ text: `${file} cannot be published` }] };
          return { path: url, external: true };
        }
        return { path: file, namespace: 'rnhc-asset' };
      };
      build.onLoad({ filter: /.*/, namespace: 'rnhc-asset' }, async (args) => {
        const content = await readFile(args.path);
        if (/\.svg$/i.test(args.path)) {
          const transform = await loadSvgr();
          try {
            return {
              contents: await transform(content.toString('utf8'), args.path),
              loader: 'jsx',
              resolveDir: path.dirname(args.path),
            };
          } catch (error) {
            const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
            return { errors: [{ text: `${args.path} is not an SVG SVGR can read: ${message}` }] };
          }
        }
        const url = register(args.path, assetNameOf(args.path, content));
        if (url === undefined) return { errors: [{ text: `${args.path} cannot be published` }] };
        return { contents: `export default ${JSON.stringify(url)};\n`, loader: 'js' };
      });
    },
  };
}

// Compiles rnhc-docs itself: the CLI (Node), the theme's client bundle and CSS (browser) and the
// config's JSON Schema. Runs on `npm install` (prepare) and before the tests; takes well under a second.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { minify } from 'oxc-minify';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
/** `cli` or `client` compiles one part only (dist/ is then not marked as compiled from its sources). */
const only = ['cli', 'client'].find((part) => process.argv.slice(2).includes(part));

/**
 * unist-util-visit-parents, which every remark and rehype plugin walks trees with, names each
 * visitor closure it creates after its node (`Object.defineProperty(visit, 'name', ...)`) for
 * readable stack traces. Done for every node of every walk, that is a third of a warm markdown
 * render (readRecords, block memo on: 6.2 ms to 4.2 ms; a whole render 25 ms to 18 ms). The
 * statement is removed from the bundle; the compile fails if it is not found, so an upgrade that
 * changes it is noticed rather than silently slow.
 */
const VISITOR_NAMING = /Object\.defineProperty\(visit, 'name', \{[^{}]*\}\)/;
const leanTreeWalks = {
  name: 'lean-tree-walks',
  setup(build) {
    build.onLoad({ filter: /[\\/]unist-util-visit-parents[\\/]lib[\\/]index\.js$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!VISITOR_NAMING.test(source)) {
        throw new Error(`compile: the visitor naming statement of ${args.path} has changed; update VISITOR_NAMING`);
      }
      return { contents: source.replace(VISITOR_NAMING, ''), loader: 'js' };
    });
  },
};

/**
 * The CLI and build pipeline, with the theme's server components, split so each command loads
 * only what it needs. Dependencies are bundled in: Node loads a few large files much faster than
 * hundreds of small modules (about 200 ms of every command's start). Left outside: native and
 * WASM packages (esbuild, shiki with its lazily imported grammars), and React, which site page
 * components import too and must share.
 */
export async function compileCli() {
  await rm(path.join(dist, 'node'), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      cli: 'src/cli.ts',
      'json-schema': 'src/config/json-schema.ts',
      'render-worker': 'src/pipeline/render/render-worker.ts',
      'highlight-worker': 'src/pipeline/render/highlight-worker.ts',
    },
    outdir: path.join(dist, 'node'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    // (SVGR brings Babel, which requires its presets by name: loaded from node_modules, on an SVG import.)
    external: [
      'esbuild',
      'shiki',
      'shiki/*',
      '@shikijs/*',
      'fsevents',
      'react',
      'react/*',
      'react-dom',
      'react-dom/*',
      '@svgr/*',
    ],
    // Bundled CommonJS packages call `require` for Node's built-in modules.
    banner: {
      js: "import { createRequire as __rnhcRequire } from 'node:module'; const require = __rnhcRequire(import.meta.url);",
    },
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    plugins: [leanTreeWalks],
    logLevel: 'warning',
  });
}

/**
 * Modules the client imports lazily (`import()`), each bundled on its own. The entry is then built
 * as one file with these as external chunks: no shared chunk, so a page loads one script (and the
 * site data) and the whole entry compresses in one gzip context.
 */
const LAZY_CHUNKS = {
  search: 'client/search/index.ts',
  'swap-css': 'client/swap-css.ts',
  'page-actions': 'client/page-actions/index.ts',
};

/**
 * Optional theme features (src/shared/features.ts, same names and order): the client is compiled
 * once per combination with each flag a constant, so a site loads no code of features it does not use.
 */
const FEATURES = {
  announcementBar: '__RNHC_FEATURE_ANNOUNCEMENT_BAR__',
  dropdowns: '__RNHC_FEATURE_DROPDOWNS__',
  swizzled: '__RNHC_FEATURE_SWIZZLED__',
};

/** Every combination of FEATURES: its name (`base`, `dropdowns`, `announcementBar+dropdowns`, ...) and defines. */
function variants() {
  const names = Object.keys(FEATURES);
  return Array.from({ length: 2 ** names.length }, (_, mask) => {
    const on = names.filter((_, bit) => mask & (1 << bit));
    const define = Object.fromEntries(names.map((name) => [FEATURES[name], String(on.includes(name))]));
    return { name: on.length > 0 ? on.join('+') : 'base', define };
  });
}

const browserOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
  minify: true,
  jsx: 'automatic',
  define: { 'process.env.NODE_ENV': '"production"' },
  metafile: true,
  legalComments: 'none',
  logLevel: 'warning',
};

/** The browser bundle and stylesheet, with content-hashed names and a manifest the build reads. */
export async function compileClient() {
  const out = path.join(dist, 'client');
  await rm(out, { recursive: true, force: true });
  const lazy = await esbuild.build({
    ...browserOptions,
    entryPoints: LAZY_CHUNKS,
    outdir: out,
    entryNames: '[name].[hash]',
  });
  /** Absolute source path of each lazy module to its output file name. */
  const lazyFiles = new Map();
  for (const [file, meta] of Object.entries(lazy.metafile.outputs)) {
    if (meta.entryPoint) lazyFiles.set(path.join(root, meta.entryPoint), path.basename(file));
  }
  if (lazyFiles.size !== Object.keys(LAZY_CHUNKS).length) throw new Error('compile: a lazy chunk has no output');
  const lazyChunks = {
    name: 'lazy-chunks',
    setup(build) {
      build.onResolve({ filter: /\.ts$/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = lazyFiles.get(path.resolve(args.resolveDir, args.path));
        if (!file) throw new Error(`compile: ${args.path} is imported lazily but is not in LAZY_CHUNKS`);
        return { path: `./${file}`, external: true };
      });
    },
  };
  const [styles, ...entries] = await Promise.all([
    esbuild.build({
      ...browserOptions,
      entryPoints: { theme: 'templates/styles/theme.css' },
      outdir: out,
      entryNames: '[name].[hash]',
      assetNames: '[name].[hash]',
    }),
    ...variants().map((variant) =>
      esbuild.build({
        ...browserOptions,
        entryPoints: { client: 'client/entry.tsx' },
        outdir: out,
        entryNames: '[name].[hash]',
        define: { ...browserOptions.define, ...variant.define },
        plugins: [lazyChunks],
      }),
    ),
  ]);
  const outputs = [lazy, ...entries].flatMap((result) => Object.keys(result.metafile.outputs));
  await recompress(outputs.filter((file) => file.endsWith('.js')));
  const manifest = { scripts: {}, preload: [] };
  for (const [index, variant] of variants().entries()) {
    const [file, meta] = Object.entries(entries[index].metafile.outputs).find(([, m]) => m.entryPoint) ?? [];
    if (!file || meta.imports.some((i) => i.kind === 'import-statement')) {
      throw new Error(`compile: the ${variant.name} client must be one file`);
    }
    manifest.scripts[variant.name] = path.basename(file);
  }
  manifest.stylesheet = Object.keys(styles.metafile.outputs)
    .map((file) => path.basename(file))
    .find((name) => name.startsWith('theme.') && name.endsWith('.css'));
  await writeFile(path.join(out, 'manifest.json'), JSON.stringify(manifest, null, 2));
  // The live-reload script of `serve --watch`: served by the dev server, never part of a site.
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: ['client/live/index.ts'],
    outfile: path.join(dist, 'client-live', 'live.js'),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2022'],
    minify: true,
    logLevel: 'warning',
  });
}

/**
 * A second minification pass with oxc over esbuild's output: its compressor and mangler take
 * 1.2 KB gzip more off React and the theme (the budget is 70 KB) in about 70 ms. The names keep
 * esbuild's content hashes, which the chunks import each other by; the pass is deterministic.
 */
async function recompress(files) {
  await Promise.all(
    files.map(async (file) => {
      const full = path.join(root, file);
      const result = await minify(path.basename(file), await readFile(full, 'utf8'), {
        module: true,
        compress: { target: 'es2022' },
        mangle: true,
        codegen: { removeWhitespace: true, legalComments: 'none' },
      });
      if (result.errors.length > 0) throw new Error(`oxc-minify failed on ${file}: ${result.errors[0].message}`);
      await writeFile(full, result.code);
    }),
  );
}

async function writeJsonSchema() {
  const { createConfigJsonSchema } = await import(path.join(dist, 'node', 'json-schema.js'));
  await mkdir(path.join(root, 'schema'), { recursive: true });
  await writeFile(
    path.join(root, 'schema', 'rnhc-docs.config.schema.json'),
    `${JSON.stringify(createConfigJsonSchema(), null, 2)}\n`,
  );
}

/** What dist/ is compiled from: a change to any of these makes it stale. */
const INPUTS = ['src', 'templates', 'client', 'scripts/compile.mjs', 'package.json', 'package-lock.json'];
/** The fingerprint of the inputs dist/ was last fully compiled from. */
export const FINGERPRINT_FILE = path.join(dist, '.inputs-fingerprint');

/** A hash of every input file's path and content (content, not mtimes: a checkout changes mtimes only). */
export async function inputsFingerprint() {
  const hash = createHash('sha256');
  const add = async (relative) => {
    const full = path.join(root, relative);
    const entries = await readdir(full, { withFileTypes: true }).catch(() => undefined);
    if (!entries) {
      hash
        .update(`${relative}\0`)
        .update(await readFile(full))
        .update('\0');
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) await add(path.join(relative, entry.name));
  };
  for (const input of INPUTS) await add(input);
  return hash.digest('hex');
}

/** Whether dist/ was fully compiled from the current inputs. */
export async function isCompiled() {
  const recorded = await readFile(FINGERPRINT_FILE, 'utf8').catch(() => '');
  return recorded !== '' && recorded === (await inputsFingerprint());
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && (await isCompiled())) {
    console.log('rnhc-docs is compiled already (dist/ matches its sources)');
    process.exit(0);
  }
  // Taken before compiling, so an edit made while it runs leaves dist/ stale rather than marked fresh.
  const fingerprint = only ? undefined : await inputsFingerprint();
  await rm(FINGERPRINT_FILE, { force: true });
  if (!only || only === 'cli') await compileCli();
  if (!only || only === 'client') await compileClient();
  if (!only || only === 'cli') await writeJsonSchema();
  if (fingerprint) await writeFile(FINGERPRINT_FILE, fingerprint);
  console.log(`rnhc-docs compiled in ${Math.round(performance.now() - started)} ms`);
}

// Compiles rnhc-docs itself: the CLI (Node), the theme's client bundle and CSS (browser) and the
// config's JSON Schema. Runs on `npm install` (prepare) and before the tests; takes well under a second.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const only = process.argv[2];

/** The CLI and build pipeline, with the theme's server components, split so each command loads only what it needs. */
export async function compileCli() {
  await rm(path.join(dist, 'node'), { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: {
      cli: 'src/cli.ts',
      'json-schema': 'src/config/json-schema.ts',
      'render-worker': 'src/build/render-worker.ts',
    },
    outdir: path.join(dist, 'node'),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    jsx: 'automatic',
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
}

/** The browser bundle and stylesheet, with content-hashed names and a manifest the build reads. */
export async function compileClient() {
  const out = path.join(dist, 'client');
  await rm(out, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints: { client: 'client/entry.tsx', theme: 'templates/styles/theme.css' },
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome111', 'firefox115', 'safari16.4'],
    minify: true,
    jsx: 'automatic',
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    assetNames: '[name].[hash]',
    define: { 'process.env.NODE_ENV': '"production"' },
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  const manifest = { preload: [] };
  for (const [file, meta] of Object.entries(result.metafile.outputs)) {
    const name = path.basename(file);
    // Only the entry: lazily imported modules (search, stylesheet swap) are entry points too.
    if (meta.entryPoint === 'client/entry.tsx') {
      manifest.script = name;
      // Chunks the entry imports statically: preloaded, so they do not wait for the entry.
      manifest.preload = meta.imports.filter((i) => i.kind === 'import-statement').map((i) => path.basename(i.path));
    } else if (name.startsWith('theme.') && name.endsWith('.css')) manifest.stylesheet = name;
  }
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

async function writeJsonSchema() {
  const { createConfigJsonSchema } = await import(path.join(dist, 'node', 'json-schema.js'));
  await mkdir(path.join(root, 'schema'), { recursive: true });
  await writeFile(
    path.join(root, 'schema', 'rnhc-docs.config.schema.json'),
    `${JSON.stringify(createConfigJsonSchema(), null, 2)}\n`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  if (!only || only === 'cli') await compileCli();
  if (!only || only === 'client') await compileClient();
  if (!only || only === 'cli') await writeJsonSchema();
  console.log(`rnhc-docs compiled in ${Math.round(performance.now() - started)} ms`);
}

// Search benchmark: size of search-index.json (raw and gzip) and query time in headless Chromium,
// for the project site and a generated site (5,000 pages by default). Queries run through the
// same engine the dialog uses (src/shared/search/search-engine.ts, bundled here with esbuild).
// Needs a compiled CLI (`npm run compile`). Usage:
//   node bench/search.mjs [pages]        e.g. node bench/search.mjs 5000
// Environment: SKIP_SITE=1 skips the project site, SKIP_GENERATED=1 the generated one.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { CHROMIUM_PATH, launchChromium } from '../test/browser/chromium.mjs';
import { generateSite } from './generate-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const pages = Number(process.argv[2] ?? 5000);
const CHROMIUM = CHROMIUM_PATH;
/** Ten queries, each run five times: names, words, a constant, prefixes and typos. */
const QUERIES = [
  'readRecords',
  'heart rate',
  'pageToken',
  'initalize',
  'READ_HEART_RATE',
  'aggregateGroupByPeriod',
  'permission',
  'hea',
  'expo go',
  'timeRangeFilter between',
];
const ROUNDS = 5;

function build(config, outDir) {
  const started = performance.now();
  const child = spawnSync(process.execPath, [bin, 'build', '--config', config, '--out-dir', outDir, '--no-cache'], {
    env: { ...process.env, CI: '1' },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`build failed (${child.status}):\n${child.stderr}`);
  return performance.now() - started;
}

/** The search engine as a browser script: `window.searchBench`. */
async function bundleEngine() {
  const result = await esbuild.build({
    stdin: {
      contents: `
        import { createSearchEngine } from './src/shared/search/search-engine.ts';
        window.searchBench = {
          async load(url) {
            const started = performance.now();
            const file = await (await fetch(url)).json();
            const engine = createSearchEngine(file);
            window.searchBench.engine = engine;
            return { ms: performance.now() - started, sections: engine.size };
          },
          run(queries) {
            return queries.map((query) => {
              const started = performance.now();
              const groups = window.searchBench.engine.search(query);
              return { query, ms: performance.now() - started, hits: groups.reduce((n, g) => n + g.hits.length, 0) };
            });
          },
        };`,
      resolveDir: root,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    minify: true,
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0].text;
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function measureQueries(browser, script, json) {
  const page = await browser.newPage();
  await page.route('http://bench.local/**', (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/search-index.json') return route.fulfill({ body: json, contentType: 'application/json' });
    if (url.pathname === '/bench.js') return route.fulfill({ body: script, contentType: 'text/javascript' });
    return route.fulfill({
      body: '<!doctype html><title>bench</title><script src="/bench.js"></script>',
      contentType: 'text/html',
    });
  });
  await page.goto('http://bench.local/');
  const load = await page.evaluate(() => window.searchBench.load('/search-index.json'));
  const first = await page.evaluate((q) => window.searchBench.run([q])[0], QUERIES[0]);
  const runs = await page.evaluate(
    (queries) => window.searchBench.run(queries),
    Array.from({ length: ROUNDS }, () => QUERIES).flat(),
  );
  await page.close();
  const times = runs.map((run) => run.ms);
  return { load, first, median: percentile(times, 50), p95: percentile(times, 95), max: Math.max(...times) };
}

async function measure(label, config, outDir, browser, script) {
  const buildMs = build(config, outDir);
  const json = await readFile(path.join(outDir, 'search-index.json'), 'utf8');
  const file = JSON.parse(json);
  const timing = await measureQueries(browser, script, json);
  return {
    site: label,
    pages: file.pages.length,
    sections: timing.load.sections,
    'build (s)': (buildMs / 1000).toFixed(1),
    'index raw (KB)': (Buffer.byteLength(json) / 1024).toFixed(1),
    'index gzip (KB)': (gzipSync(json).length / 1024).toFixed(1),
    'load+parse (ms)': timing.load.ms.toFixed(0),
    'first query (ms)': timing.first.ms.toFixed(2),
    'query median (ms)': timing.median.toFixed(2),
    'query p95 (ms)': timing.p95.toFixed(2),
    'query max (ms)': timing.max.toFixed(2),
  };
}

if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: install Debian's chromium package`);
const browser = await launchChromium();
const script = await bundleEngine();
const table = [];
const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-bench-search-'));
try {
  if (!process.env.SKIP_SITE) {
    table.push(
      await measure('project site', path.join(root, 'rnhc-docs.config.yaml'), path.join(work, 'site'), browser, script),
    );
  }
  if (!process.env.SKIP_GENERATED) {
    const config = await generateSite(path.join(work, `gen-${pages}`), pages);
    table.push(await measure(`generated ${pages}`, config, path.join(work, `gen-${pages}`, 'build'), browser, script));
  }
} finally {
  await browser.close();
  await rm(work, { recursive: true, force: true });
}
console.log(
  `node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; Chromium headless; ` +
    `${QUERIES.length * ROUNDS} queries (${QUERIES.map((q) => `"${q}"`).join(', ')} x${ROUNDS})`,
);
console.table(table);

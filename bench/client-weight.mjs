// Client weight and speed of a doc page of the project site, in headless Chromium:
//   1. JavaScript and CSS loaded before the page is interactive (hydrated), by resource: raw
//      bytes, gzip (zlib level 6 and 9, as a static host would send them) and bytes on the wire;
//   2. a Lighthouse run (mobile preset): performance and accessibility scores, main metrics;
//   3. click to new page shown for a prefetched client-side navigation (median of 20).
// Usage: node bench/client-weight.mjs [--build]   (uses ./build when present, else builds it)
// Environment: RUNS (navigations, default 20), SKIP_LIGHTHOUSE=1.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { launchChromium } from '../test/browser/chromium.mjs';
import { startServe } from './serve-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const outDir = path.join(root, 'build');
const CHROMIUM = '/usr/bin/chromium';
const PAGE = 'docs/api/methods/readRecords';
const runs = Number(process.env.RUNS ?? 20);
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

// kB of 1,000 bytes, the unit of the budget (React's hydrateRoot floor is 58 kB in it).
const kb = (bytes) => (bytes / 1000).toFixed(1);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

if (process.argv.includes('--build') || !existsSync(path.join(outDir, 'index.html'))) {
  console.log('Building the site into ./build ...');
  const result = spawnSync(process.execPath, [bin, 'build', '--out-dir', outDir], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** JS and CSS the page loads until it is hydrated (the colour mode toggle enables itself then). */
async function firstLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const resources = [];
  let interactive = false;
  page.on('requestfinished', async (request) => {
    const type = request.resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const sizes = await request.sizes().catch(() => undefined);
    const response = await request.response();
    resources.push({
      url: request.url(),
      type,
      wire: sizes?.responseBodySize ?? 0,
      encoding: (await response?.allHeaders())?.['content-encoding'] ?? 'identity',
      beforeInteractive: !interactive,
    });
  });
  await page.goto(url + PAGE);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  interactive = true;
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return { domContentLoaded: nav.domContentLoadedEventEnd, load: nav.loadEventEnd };
  });
  await page.waitForTimeout(500);
  await context.close();

  const rows = [];
  for (const resource of resources.filter((r) => r.beforeInteractive)) {
    const file = path.join(outDir, decodeURIComponent(new URL(resource.url).pathname).replace(/^\/[^/]+\//, ''));
    const body = await readFile(file);
    rows.push({
      resource: path.basename(file),
      type: resource.type === 'script' ? 'JS' : 'CSS',
      'raw (kB)': kb(body.length),
      'gzip -6 (kB)': kb(gzipSync(body, { level: 6 }).length),
      'gzip -9 (kB)': kb(gzipSync(body, { level: 9 }).length),
      'brotli q5 (kB)': kb(brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).length),
      'wire (kB)': `${kb(resource.wire)} ${resource.encoding}`,
      _raw: body.length,
      _gzip: gzipSync(body, { level: 6 }).length,
    });
  }
  const total = (type) => {
    const selected = rows.filter((row) => row.type === type);
    return {
      resource: `total ${type}`,
      type,
      'raw (kB)': kb(selected.reduce((sum, row) => sum + row._raw, 0)),
      'gzip -6 (kB)': kb(selected.reduce((sum, row) => sum + row._gzip, 0)),
      // Exact, to compare two runs whose kB round the same.
      'gzip -6 (bytes)': selected.reduce((sum, row) => sum + row._gzip, 0),
    };
  };
  const table = [...rows, total('JS'), total('CSS')].map(({ _raw, _gzip, ...row }) => row);
  return { table, timing };
}

/** Lighthouse (mobile preset, simulated throttling) against a Chromium with a debugging port. */
async function runLighthouse(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', ...FLAGS],
  });
  try {
    const result = await lighthouse(url + PAGE, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const { categories, audits } = result.lhr;
    const metric = (id) => audits[id]?.displayValue ?? '-';
    return [
      { metric: 'performance score', value: Math.round(categories.performance.score * 100) },
      { metric: 'accessibility score', value: Math.round(categories.accessibility.score * 100) },
      { metric: 'First Contentful Paint', value: metric('first-contentful-paint') },
      { metric: 'Largest Contentful Paint', value: metric('largest-contentful-paint') },
      { metric: 'Total Blocking Time', value: metric('total-blocking-time') },
      { metric: 'Cumulative Layout Shift', value: metric('cumulative-layout-shift') },
      { metric: 'Speed Index', value: metric('speed-index') },
      { metric: 'text compression', value: audits['uses-text-compression']?.score === 1 ? 'ok' : 'missing' },
    ];
  } finally {
    await chrome.kill();
  }
}

/**
 * Click to new page for prefetched navigations: alternates between two docs through their
 * sidebar links, hovering each link first so its data is there. Measured in the page, from the
 * click event to the DOM update (the new h1) and to the next frame after it.
 */
async function navigationLatency(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(url + PAGE);
  await page.waitForSelector('.color-mode-toggle:not([disabled])');
  await page.evaluate(() => {
    const state = { clickedAt: 0, expected: '', shown: [], painted: [] };
    window.__nav = state;
    window.addEventListener('click', () => (state.clickedAt = performance.now()), true);
    new MutationObserver(() => {
      if (!state.clickedAt || document.querySelector('main h1')?.textContent !== state.expected) return;
      const clickedAt = state.clickedAt;
      state.clickedAt = 0;
      state.shown.push(performance.now() - clickedAt);
      requestAnimationFrame(() => setTimeout(() => state.painted.push(performance.now() - clickedAt), 0));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const targets = ['readRecord', 'readRecords'];
  for (let i = 0; i < runs; i++) {
    const name = targets[i % 2];
    const link = page.locator('.doc-sidebar a.menu__link', { hasText: new RegExp(`^${name}$`) });
    await link.hover();
    // The first page's data comes from its own HTML; the other one is fetched (prefetched) once.
    if (name !== 'readRecords') {
      await page.waitForFunction(
        (path) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(path)),
        `/page-data/docs/api/methods/${name}.json`,
      );
    }
    await page.evaluate((expected) => (window.__nav.expected = expected), name);
    await link.click();
    await page.waitForFunction((count) => window.__nav.painted.length === count, i + 1);
  }
  const { shown, painted } = await page.evaluate(() => window.__nav);
  await context.close();
  return {
    shown: median(shown),
    painted: median(painted),
    p95: [...painted].sort((a, b) => a - b)[Math.floor(0.95 * runs)],
  };
}

// `rnhc-docs serve --no-build` on a free port (gzip/brotli like a static host).
const served = await startServe(bin, path.join(root, 'rnhc-docs.config.yaml'), outDir, ['--no-build']);
const server = { url: served.url.endsWith('/') ? served.url : `${served.url}/`, stop: served.stop };
const browser = await launchChromium();
try {
  console.log(`\nFirst load of ${server.url}${PAGE} (412×823), JS and CSS before the page is interactive:`);
  const { table, timing } = await firstLoad(browser, server.url);
  console.table(table);
  console.log(
    `DOMContentLoaded ${Math.round(timing.domContentLoaded)} ms, load ${Math.round(timing.load)} ms (local, no throttling)`,
  );

  if (!process.env.SKIP_LIGHTHOUSE) {
    console.log('\nLighthouse 12.8.2, mobile preset (simulated slow 4G, 4x CPU slowdown):');
    console.table(await runLighthouse(server.url));
  }

  console.log(`\nPrefetched client-side navigation, click to new page (${runs} runs):`);
  const latency = await navigationLatency(browser, server.url);
  console.table([
    { step: 'click → DOM updated (median)', ms: latency.shown.toFixed(1) },
    { step: 'click → next frame (median)', ms: latency.painted.toFixed(1) },
    { step: 'click → next frame (p95)', ms: latency.p95.toFixed(1) },
  ]);
} finally {
  await browser.close();
  await server.stop();
}

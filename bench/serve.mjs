// serve and serve --watch benchmark. Prints, for the project site and a generated site:
// start to first page served into a fresh output folder (without and with the site's caches),
// save to new HTML on disk and to the live event (median, p95 and max of 20 edits), save to screen in
// headless Chromium (DOM updated, frame painted), and autocannon load against `serve`.
//   node bench/serve.mjs [pages]     (default 5000; 0 skips the generated site)
// Environment: EDITS (default 20).
import { existsSync, readFileSync } from 'node:fs';
import { appendFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { launchChromium } from '../test/browser/chromium.mjs';
import { generateSite } from './generate-site.mjs';
import { sleep, startServe, waitForPage } from './serve-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const edits = Number(process.env.EDITS ?? 20);
const generated = Number(process.argv[2] ?? 5000);

const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  const round = (v) => Math.round(v * 10) / 10;
  return { median: round(at(0.5)), p95: round(at(0.95)), max: round(sorted.at(-1)) };
};

/** Live events of a watch server. */
function listen(origin) {
  const events = [];
  const request = http.get(`${origin}/__rnhc/events`, (res) => {
    let buffer = '';
    res.on('data', (chunk) => {
      buffer += chunk;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
        if (data) events.push({ at: performance.now(), event: JSON.parse(data) });
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    });
  });
  return { events, close: () => request.destroy() };
}

/** `serve --watch` start to the page served, into an output folder that does not exist yet. */
async function firstPage(config, docRoute) {
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'rnhc-first-page-'));
  await rm(outDir, { recursive: true, force: true });
  const serve = await startServe(bin, config, outDir, ['--watch']);
  await waitForPage(serve.url + docRoute);
  const ms = performance.now() - serve.started;
  await serve.stop();
  await rm(outDir, { recursive: true, force: true });
  return ms;
}

/** Median start-to-first-page over `runs`, without the site's caches (moved aside meanwhile) and with them. */
async function measureFirstPage(config, docRoute, runs) {
  const cacheDir = path.join(path.dirname(config), '.rnhc-cache');
  const aside = `${cacheDir}.bench-aside`;
  const cold = [];
  const warm = [];
  for (let i = 0; i < runs; i++) {
    if (existsSync(cacheDir)) await rename(cacheDir, aside);
    try {
      cold.push(await firstPage(config, docRoute));
    } finally {
      await rm(cacheDir, { recursive: true, force: true });
      if (existsSync(aside)) await rename(aside, cacheDir);
    }
  }
  await firstPage(config, docRoute); // fills the caches if the site had none
  for (let i = 0; i < runs; i++) warm.push(await firstPage(config, docRoute));
  return { cold: stats(cold).median, warm: stats(warm).median };
}

async function measureWatch(label, config, outDir, docFile, docRoute, firstPageRuns) {
  const first = await measureFirstPage(config, docRoute, firstPageRuns);
  const serve = await startServe(bin, config, outDir, ['--watch']);
  const pageUrl = serve.url + docRoute;
  await waitForPage(pageUrl);
  // Pages are served during the first build; the edits start once the session watches.
  while (!serve.output().includes('Watching for changes')) await sleep(10);
  const origin = new URL(serve.url).origin;
  const live = listen(origin);
  await sleep(300);
  const original = await readFile(docFile, 'utf8');
  const htmlFile = path.join(outDir, docRoute, 'index.html');
  const toDisk = [];
  const toEvent = [];
  for (let i = 0; i < edits; i++) {
    const marker = `edit-marker-${i}-${Date.now()}`;
    const before = live.events.length;
    const t0 = performance.now();
    await appendFile(docFile, `\n${marker}\n`);
    let disk;
    let event;
    while (disk === undefined || event === undefined) {
      if (disk === undefined && existsSync(htmlFile) && readFileSync(htmlFile, 'utf8').includes(marker))
        disk = performance.now() - t0;
      const e = live.events.slice(before).find((x) => x.event.type === 'update' || x.event.type === 'reload');
      if (event === undefined && e) event = e.at - t0;
      if (performance.now() - t0 > 60_000) throw new Error(`edit ${i} timed out:\n${serve.output()}`);
      await sleep(1);
    }
    toDisk.push(disk);
    toEvent.push(event);
    await sleep(120);
  }

  // Save to screen: the open tab shows the new word. Timed in the page (the clocks of both
  // processes count from the same epoch): when the content's DOM holds the word (a mutation
  // observer), and when the frame that shows it has been painted (the first task after the next
  // animation frame, which style, layout and paint run before).
  const browser = await launchChromium();
  const page = await (await browser.newContext()).newPage();
  await page.goto(pageUrl);
  await page.waitForFunction(() => Boolean(window.__RNHC_SITE__));
  await sleep(500);
  const toDom = [];
  const toScreen = [];
  const now = () => performance.timeOrigin + performance.now();
  for (let i = 0; i < edits; i++) {
    const word = `screenword${i}x${Date.now()}`;
    await page.evaluate((w) => {
      const stamp = () => performance.timeOrigin + performance.now();
      window.__benchSeen = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-rnhc-content]')?.textContent?.includes(w)) return;
          observer.disconnect();
          const dom = stamp();
          requestAnimationFrame(() => setTimeout(() => resolve({ dom, painted: stamp() }), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      });
    }, word);
    const t0 = now();
    await appendFile(docFile, `\n${word}\n`);
    const seen = await page.evaluate(() => window.__benchSeen);
    toDom.push(seen.dom - t0);
    toScreen.push(seen.painted - t0);
    await sleep(150);
  }
  await browser.close();
  live.close();
  await writeFile(docFile, original);
  await sleep(300);
  await serve.stop();
  return {
    site: label,
    'start → first page, no caches / caches (median ms)': `${Math.round(first.cold)} / ${Math.round(first.warm)}`,
    'save → HTML on disk (median/p95/max ms)': `${stats(toDisk).median} / ${stats(toDisk).p95} / ${stats(toDisk).max}`,
    'save → live event (median/p95/max ms)': `${stats(toEvent).median} / ${stats(toEvent).p95} / ${stats(toEvent).max}`,
    'save → DOM updated (median/p95/max ms)': `${stats(toDom).median} / ${stats(toDom).p95} / ${stats(toDom).max}`,
    'save → painted (median/p95/max ms)': `${stats(toScreen).median} / ${stats(toScreen).p95} / ${stats(toScreen).max}`,
  };
}

async function measureLoad(config, outDir, route) {
  const serve = await startServe(bin, config, outDir, ['--no-build']);
  const result = await autocannon({
    url: serve.url + route,
    connections: 100,
    duration: 10,
    headers: { 'accept-encoding': 'gzip, br' },
  });
  await serve.stop();
  return {
    url: route,
    'req/s (mean)': Math.round(result.requests.average),
    'p99 latency (ms)': result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-serve-bench-'));
const watchRows = [];
let loadRow;
try {
  const siteOut = path.join(work, 'site-out');
  watchRows.push(
    await measureWatch(
      'project site',
      path.join(root, 'rnhc-docs.config.yaml'),
      siteOut,
      path.join(root, 'site/docs/api/methods/readRecords.md'),
      'docs/api/methods/readRecords',
      5,
    ),
  );
  loadRow = await measureLoad(path.join(root, 'rnhc-docs.config.yaml'), siteOut, 'docs/api/methods/readRecords');
  if (generated > 0) {
    const dir = path.join(work, `gen-${generated}`);
    const config = await generateSite(dir, generated);
    watchRows.push(
      await measureWatch(
        `generated ${generated}`,
        config,
        path.join(dir, 'build'),
        path.join(dir, 'docs/cat-0/page-1.md'),
        'docs/cat-0/page-1',
        1,
      ),
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; ${edits} edits`);
console.table(watchRows);
console.log('autocannon, 100 connections, 10 s, 127.0.0.1, against `rnhc-docs serve`:');
console.table([loadRow]);

#!/usr/bin/env node
// Screenshots side by side (#23): serves Docusaurus's build and rnhc-docs' build of each corpus site
// on 127.0.0.1 (ephemeral ports, each under the site's baseUrl), takes Chromium screenshots of the
// home page and two doc pages at 1280x800 and 390x844 (light), writes an HTML report with each pair
// side by side and the diff image to /work/compat-cache/report/, and prints the share of pixels
// that differ (pixelmatch, threshold 0.1).
//   node compat/screenshots.mjs [--site a,b] [--variant rnhc|rnhc-no-modules] [--json]
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { launchChromium } from '../test/browser/chromium.mjs';
import { normalizeRoute } from './analyze.mjs';
import { CACHE_DIR, COMPAT_DIR, ensureDir, outDir, recordPath, selectSites } from './corpus.mjs';
import { serveBuild } from './serve-build.mjs';

const { values } = parseArgs({
  options: { site: { type: 'string' }, variant: { type: 'string', default: 'rnhc' }, json: { type: 'boolean' } },
});
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
];
const REPORT_DIR = ensureDir(path.join(CACHE_DIR, 'report'));
const IMG_DIR = ensureDir(path.join(REPORT_DIR, 'img'));

/** The baseUrl Docusaurus built the site under, read from its home page's script URLs. */
function detectBaseUrl(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  const m = /src="([^"]*?)assets\/js\//.exec(html);
  return m?.[1].startsWith('/') ? m[1] : '/';
}

/** The home page and two doc pages both builds have: the shortest doc routes, latest version only. */
function pickRoutes(site, record, builtDir) {
  if (site.screenshots) return site.screenshots;
  // Docs served at the site root (react-redux's routeBasePath '/') have no /docs/ in their routes.
  const docsPrefix = Object.keys(record.pages).some((route) => /\/docs\//.test(route));
  const docs = Object.entries(record.pages)
    .filter(
      ([route, p]) =>
        (docsPrefix ? /\/docs\//.test(route) : !/^\/blog\//.test(route)) &&
        p.textFrom === 'markdown' &&
        p.h1 > 0 &&
        !p.redirect &&
        p.text > 400,
    )
    .filter(
      ([route]) =>
        !/\/(next|\d+(\.\d+)*(\.x)?|version-[^/]+)(\/|$)/.test(route.replace(/^\/[a-z]{2}(-[A-Za-z]+)?\//, '/')),
    )
    .filter(
      ([route]) =>
        existsSync(path.join(builtDir, route.replace(/\/$/, '/index.html'))) ||
        existsSync(path.join(builtDir, `${route.replace(/\/$/, '')}.html`)) ||
        existsSync(path.join(builtDir, route, 'index.html')),
    )
    .map(([route]) => route)
    // A docs-only site's home is a doc (flash-list: routeBasePath '/'): shot once, as the home.
    .filter((route) => route !== '/')
    .sort((a, b) => a.split('/').length - b.split('/').length || a.length - b.length || a.localeCompare(b));
  return ['/', ...docs.slice(0, 2)];
}

async function shoot(browser, origin, baseUrl, route, viewport, file) {
  const context = await browser.newContext({
    viewport: { width: viewport.width, height: viewport.height },
    colorScheme: 'light',
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
  });
  // No network here: requests leaving 127.0.0.1 (fonts, analytics, search) are refused at once
  // rather than left to time out, identically for both builds.
  await context.route('**/*', (r) => (new URL(r.request().url()).hostname === '127.0.0.1' ? r.continue() : r.abort()));
  const page = await context.newPage();
  let status = null;
  try {
    const resp = await page.goto(`${origin}${baseUrl}${route.replace(/^\//, '')}`, {
      waitUntil: 'load',
      timeout: 30_000,
    });
    status = resp?.status() ?? null;
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});
    await page.waitForTimeout(300);
    await page.screenshot({ path: file });
  } finally {
    await context.close();
  }
  return status;
}

function diffPair(aFile, bFile, diffFile) {
  const a = PNG.sync.read(readFileSync(aFile));
  const b = PNG.sync.read(readFileSync(bFile));
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const crop = (img) => {
    if (img.width === width && img.height === height) return img.data;
    const out = Buffer.alloc(width * height * 4);
    for (let y = 0; y < height; y++)
      img.data.copy(out, y * width * 4, y * img.width * 4, y * img.width * 4 + width * 4);
    return out;
  };
  const diff = new PNG({ width, height });
  const differing = pixelmatch(crop(a), crop(b), diff.data, width, height, { threshold: 0.1 });
  writeFileSync(diffFile, PNG.sync.write(diff));
  // One image with both side by side (Docusaurus left), easier to look at than two files.
  const gap = 8;
  const pair = new PNG({ width: a.width + gap + b.width, height: Math.max(a.height, b.height) });
  pair.data.fill(255);
  PNG.bitblt(a, pair, 0, 0, a.width, a.height, 0, 0);
  PNG.bitblt(b, pair, 0, 0, b.width, b.height, a.width + gap, 0);
  writeFileSync(diffFile.replace(/-diff\.png$/, '-pair.png'), PNG.sync.write(pair));
  return differing / (width * height);
}

const browser = await launchChromium();
const rows = [];
try {
  for (const site of selectSites(values.site?.split(','))) {
    const docDir = outDir(site, 'docusaurus');
    const ourDir = outDir(site, values.variant);
    if (!existsSync(recordPath(site)) || !existsSync(path.join(docDir, 'index.html'))) {
      console.log(`${site.name}: no Docusaurus build; skipped`);
      continue;
    }
    if (!existsSync(ourDir)) {
      console.log(
        `${site.name}: no rnhc-docs build (${values.variant}); run npm run compat -- --site ${site.name}; skipped`,
      );
      continue;
    }
    const record = JSON.parse(readFileSync(recordPath(site), 'utf8'));
    const baseUrl = detectBaseUrl(docDir);
    const a = await serveBuild(docDir, baseUrl);
    const b = await serveBuild(ourDir, baseUrl);
    try {
      for (const route of pickRoutes(site, record, ourDir)) {
        for (const vp of VIEWPORTS) {
          const slug = `${site.name}${normalizeRoute(route).replace(/[^\w]+/g, '_')}-${vp.name}`;
          const files = {
            docusaurus: path.join(IMG_DIR, `${slug}-docusaurus.png`),
            rnhc: path.join(IMG_DIR, `${slug}-rnhc.png`),
            diff: path.join(IMG_DIR, `${slug}-diff.png`),
          };
          const statusA = await shoot(browser, a.origin, baseUrl, route, vp, files.docusaurus);
          const statusB = await shoot(browser, b.origin, baseUrl, route, vp, files.rnhc);
          const share = diffPair(files.docusaurus, files.rnhc, files.diff);
          const row = {
            site: site.name,
            route,
            viewport: vp.name,
            statusDocusaurus: statusA,
            statusRnhc: statusB,
            diff: Number(share.toFixed(4)),
            files: Object.fromEntries(Object.entries(files).map(([k, f]) => [k, path.relative(REPORT_DIR, f)])),
          };
          rows.push(row);
          console.log(
            `${site.name.padEnd(24)} ${route.padEnd(40)} ${vp.name.padEnd(8)} ${(share * 100).toFixed(1).padStart(5)}% pixels differ${statusB !== 200 ? ` (rnhc-docs HTTP ${statusB})` : ''}`,
          );
        }
      }
    } finally {
      a.server.close();
      b.server.close();
    }
  }
} finally {
  await browser.close();
}

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;');
// Why a site's pairs still differ, looked at pair by pair (compat/screenshot-notes.json).
const notesFile = path.join(COMPAT_DIR, 'screenshot-notes.json');
const notes = existsSync(notesFile) ? JSON.parse(readFileSync(notesFile, 'utf8')).notes : {};
const noteOf = (site, first) =>
  first && notes[site] ? `<p class="note"><b>Why they differ:</b> ${esc(notes[site])}</p>` : '';
const html = `<!doctype html><meta charset="utf-8"><title>Docusaurus vs rnhc-docs</title>
<style>body{font:14px system-ui;margin:1rem}figure{display:inline-block;margin:0 .5rem 0 0;vertical-align:top}img{border:1px solid #ccc;max-width:640px}.mobile img{max-width:300px}h2{margin-top:2rem}.note{max-width:60rem;background:#f5f5f0;padding:.5rem .75rem}</style>
<h1>Docusaurus (left) vs rnhc-docs (${esc(values.variant)}, middle), differing pixels (right)</h1>
${notes['*'] ? `<p class="note"><b>On every site:</b> ${esc(notes['*'])}</p>` : ''}
${rows
  .map(
    (
      r,
      i,
    ) => `<section class="${r.viewport}">${noteOf(r.site, i === 0 || rows[i - 1].site !== r.site)}<h2>${esc(r.site)} ${esc(r.route)} — ${r.viewport} — ${(r.diff * 100).toFixed(1)}% differ</h2>
<figure><img src="${r.files.docusaurus}"><figcaption>Docusaurus (HTTP ${r.statusDocusaurus})</figcaption></figure><figure><img src="${r.files.rnhc}"><figcaption>rnhc-docs (HTTP ${r.statusRnhc})</figcaption></figure><figure><img src="${r.files.diff}"><figcaption>diff</figcaption></figure></section>`,
  )
  .join('\n')}`;
writeFileSync(path.join(REPORT_DIR, 'index.html'), html);
console.log(`\nreport: ${path.join(REPORT_DIR, 'index.html')}`);
if (values.json) {
  // Rows of sites not shot this time are kept, so sites can be re-shot one by one.
  const file = path.join(ensureDir(path.join(COMPAT_DIR, 'results')), 'screenshots.json');
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).rows : [];
  const shot = new Set(rows.map((r) => r.site));
  const ranAt = new Date().toISOString();
  const merged = [
    ...previous.filter((r) => !shot.has(r.site)),
    ...rows.map(({ files, ...r }) => ({ ...r, variant: values.variant, ranAt })),
  ];
  writeFileSync(file, `${JSON.stringify({ ranAt, rows: merged }, null, 1)}\n`);
}

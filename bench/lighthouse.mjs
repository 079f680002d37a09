// Lighthouse's four categories (performance, accessibility, best practices, SEO) for the project
// site's home page and a doc page, served by `rnhc-docs serve --no-build` (compressed, as a static
// host sends them), in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). Not part of
// `npm test`: scores move with the machine's load. Mobile preset (simulated slow 4G and a 4x
// slower CPU) and the desktop preset.
// Usage: node bench/lighthouse.mjs [--build]   (uses ./build when present, else builds it)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startServe } from './serve-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const outDir = path.join(root, 'build');
const PAGES = ['', 'docs/api/methods/readRecords'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

if (process.argv.includes('--build') || !existsSync(path.join(outDir, 'index.html'))) {
  const result = spawnSync(process.execPath, [bin, 'build', '--out-dir', outDir], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const served = await startServe(bin, path.join(root, 'rnhc-docs.config.yaml'), outDir, ['--no-build']);
const base = served.url.endsWith('/') ? served.url : `${served.url}/`;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const rows = [];
try {
  for (const preset of ['mobile', 'desktop']) {
    for (const page of PAGES) {
      const result = await lighthouse(
        base + page,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      const { categories, audits } = result.lhr;
      // What kept a category under 100: its failing audits with weight.
      const failing = Object.values(categories)
        .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0).map((ref) => audits[ref.id]))
        .filter((audit) => audit && audit.score !== null && audit.score < 0.9)
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      rows.push({
        page: `/${page}`,
        preset,
        ...Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
        LCP: audits['largest-contentful-paint']?.displayValue,
        TBT: audits['total-blocking-time']?.displayValue,
        CLS: audits['cumulative-layout-shift']?.displayValue,
        'below 0.9': failing.join(', ') || '-',
      });
    }
  }
} finally {
  await chrome.kill();
  await served.stop();
}
console.log(`Lighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}`);
console.table(rows);

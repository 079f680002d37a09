// Build benchmark: the project's own site and generated sites, cold (--no-cache) and warm.
// Prints wall time, pages per second and peak memory (median of runs). Usage:
//   node bench/build.mjs [sizes...]      e.g. node bench/build.mjs 100 1000 5000
// Environment: RUNS (default 3), SKIP_SITE=1 to skip the project site.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const runs = Number(process.env.RUNS ?? 3);
const sizes = process.argv.slice(2).map(Number).filter(Boolean);
if (sizes.length === 0) sizes.push(100, 500, 1000, 5000);

/** One CLI build in a child process; `/usr/bin/time`-free peak memory comes from RNHC_STATS. */
function buildOnce(config, outDir, cold) {
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    [bin, 'build', '--config', config, '--out-dir', outDir, ...(cold ? ['--no-cache'] : [])],
    {
      env: { ...process.env, RNHC_STATS: '1', CI: '1' },
      encoding: 'utf8',
    },
  );
  const ms = performance.now() - started;
  if (child.status !== 0) throw new Error(`build failed (${child.status}):\n${child.stderr}`);
  const stats = JSON.parse(/rnhc-stats (.*)/.exec(child.stdout)?.[1] ?? '{}');
  // Render CPU: the render step's wall time on each thread that rendered.
  const renderCpuMs = stats.renderMs * Math.max(1, stats.workers);
  return { ms, pages: stats.pages, rssMb: stats.maxRssMb, themeMs: stats.themeMs, renderCpuMs };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function measure(label, config, outDir) {
  const rows = [];
  for (const cold of [true, false]) {
    if (!cold) buildOnce(config, outDir, false); // fill the cache
    const results = Array.from({ length: runs }, () => buildOnce(config, outDir, cold));
    const ms = median(results.map((r) => r.ms));
    const pages = results[0].pages;
    rows.push({
      site: label,
      mode: cold ? 'cold (--no-cache)' : 'warm',
      pages,
      'wall (s)': (ms / 1000).toFixed(2),
      'pages/s': Math.round(pages / (ms / 1000)),
      'peak RSS (MB)': Math.round(median(results.map((r) => r.rssMb))),
      // The theme's React render against the whole page render (markdown, highlighting, theme).
      'theme share': `${((100 * median(results.map((r) => r.themeMs))) / median(results.map((r) => r.renderCpuMs))).toFixed(1)} %`,
    });
  }
  return rows;
}

const table = [];
const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-bench-'));
try {
  if (!process.env.SKIP_SITE) {
    table.push(...measure('project site', path.join(root, 'rnhc-docs.config.yaml'), path.join(work, 'site-out')));
  }
  for (const n of sizes) {
    const config = await generateSite(path.join(work, `gen-${n}`), n);
    table.push(...measure(`generated ${n}`, config, path.join(work, `gen-${n}`, 'build')));
    await rm(path.join(work, `gen-${n}`), { recursive: true, force: true });
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(`node ${process.version}, ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; median of ${runs} runs`);
console.table(table);

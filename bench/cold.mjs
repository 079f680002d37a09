// Cold builds and `check`, as a fresh clone or a CI link check meets them: `build --no-cache`
// and `check` of each site, every variant run in turn (interleaved, so a noisy machine hits all
// variants alike). Prints median, p95 and max of wall time, and median CPU time (user + system,
// threads included, from GNU time). Usage:
//   node bench/cold.mjs [--site <config>]... [--against <checkout>] [--env NAME=VALUE]... [--pages N]
// --site       a site's config (rnhc-docs.config.yaml or docusaurus.config.js); default: this
//              project's site. --pages N adds a generated site of N pages (bench/generate-site.mjs).
// --against    also runs another checkout's bin/rnhc-docs.js (e.g. a worktree of an earlier commit).
// --env        also runs this checkout with an environment variable set (e.g. RNHC_HIGHLIGHT_THREAD=0).
// Environment: RUNS (default 5), COMMANDS (default "build,check"; "warm" adds warm builds: each
// variant builds its own copy of the site once, untimed, to fill its .rnhc-cache, then the timed
// builds reuse it, so one variant's cache never serves the other's).
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSite } from './generate-site.mjs';
import { at, describeMachine } from './report.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const commands = (process.env.COMMANDS ?? 'build,check').split(',');
const args = process.argv.slice(2);
const all = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));

const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-bench-cold-'));
const sites = all('--site').map((s) => path.resolve(s));
for (const pages of all('--pages')) sites.push(await generateSite(path.join(work, `gen-${pages}`), Number(pages)));
if (sites.length === 0) sites.push(path.join(root, 'rnhc-docs.config.yaml'));

const variants = [{ name: 'this', bin: path.join(root, 'bin', 'rnhc-docs.js'), env: {} }];
for (const other of all('--against')) {
  variants.push({
    name: path.basename(path.resolve(other)),
    bin: path.join(path.resolve(other), 'bin', 'rnhc-docs.js'),
    env: {},
  });
}
for (const pair of all('--env')) {
  const [name, ...value] = pair.split('=');
  variants.push({ name: `this ${pair}`, bin: variants[0].bin, env: { [name]: value.join('=') } });
}

/** A copy of a site's folder for one variant's warm builds (sources only: no outputs, caches, modules). */
const SKIPPED = new Set(['node_modules', '.git', 'build', 'dist', '.rnhc-cache', 'test', 'bench']);
const warmCopies = new Map();
async function warmCopy(variant, config) {
  const key = `${variant.name}\0${config}`;
  if (!warmCopies.has(key)) {
    const dir = path.join(work, `warm-${warmCopies.size}`);
    await cp(path.dirname(config), dir, {
      recursive: true,
      filter: (source) => !SKIPPED.has(path.basename(source)) || source === path.dirname(config),
    });
    const copy = path.join(dir, path.basename(config));
    warmCopies.set(key, copy);
    runOnce(variant, 'build', copy, path.join(work, 'out'), true);
  }
  return warmCopies.get(key);
}

/** One command in a child process: wall ms and CPU ms. `cached`: a warm build (the cache is used). */
function runOnce(variant, command, config, outDir, cached = false) {
  const extra = command === 'build' ? ['--out-dir', outDir, ...(cached ? [] : ['--no-cache'])] : [];
  const started = performance.now();
  const result = spawnSync(
    '/usr/bin/time',
    ['-f', 'rnhc-cpu %U %S', process.execPath, variant.bin, command, '--config', config, ...extra],
    { encoding: 'utf8', cwd: path.dirname(config), env: { ...process.env, ...variant.env, NO_COLOR: '1', CI: '1' } },
  );
  const wall = performance.now() - started;
  if (result.status !== 0) throw new Error(`${variant.name}: ${command} ${config} failed:\n${result.stderr}`);
  const [user, sys] = (/rnhc-cpu ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? []).slice(1).map(Number);
  return { wall, cpu: (user + sys) * 1000 };
}

const rows = [];
try {
  for (const config of sites) {
    for (const command of commands) {
      const samples = new Map(variants.map((v) => [v.name, []]));
      for (let run = 0; run < runs; run++) {
        // Alternate the order so neither variant always runs right after the other.
        const order = run % 2 ? [...variants].reverse() : variants;
        for (const variant of order) {
          const sample =
            command === 'warm'
              ? runOnce(variant, 'build', await warmCopy(variant, config), path.join(work, 'out'), true)
              : runOnce(variant, command, config, path.join(work, 'out'));
          samples.get(variant.name).push(sample);
        }
      }
      for (const [name, list] of samples) {
        const wall = list.map((s) => s.wall).sort((a, b) => a - b);
        const cpu = list.map((s) => s.cpu).sort((a, b) => a - b);
        rows.push({
          site: path.relative(process.cwd(), config) || config,
          command,
          variant: name,
          'wall median (ms)': Math.round(at(wall, 0.5)),
          'wall p95 (ms)': Math.round(at(wall, 0.95)),
          'wall max (ms)': Math.round(wall.at(-1)),
          'CPU median (ms)': Math.round(at(cpu, 0.5)),
        });
      }
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(describeMachine(runs));
console.table(rows);

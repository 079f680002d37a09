// Translated sites benchmark: the project's docs in 1, 2 and 3 locales (the extra locales with a
// third of the docs translated, the rest falling back), built cold (--no-cache) and warm, and
// optionally the project site itself against another checkout, runs interleaved. Prints median,
// p95 and max of wall time. Usage:
//   node bench/locales.mjs                      1, 2 and 3 locales
//   node bench/locales.mjs --against <checkout> the project site, this checkout vs another one
// Environment: RUNS (default 5).
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 5);
const against = process.argv.indexOf('--against');

/** CPU time (user + system, worker threads included) of one build, from GNU time: steadier than wall time on a shared machine. */
const cpu = [];
function time(bin, args) {
  const started = performance.now();
  const result = spawnSync('/usr/bin/time', ['-f', 'rnhc-cpu %U %S', process.execPath, bin, ...args], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  const ms = performance.now() - started;
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stderr}`);
  const [user, sys] = (/rnhc-cpu ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? []).slice(1).map(Number);
  cpu.push((user + sys) * 1000);
  return ms;
}

function stats(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return `median ${Math.round(at(0.5))} ms, p95 ${Math.round(at(0.95))} ms, max ${Math.round(sorted.at(-1))} ms (n=${sorted.length})`;
}

/** The project site with `count` locales: en, then fr, de ... each translating every third doc. */
async function createSite(dir, count) {
  for (const folder of ['docs', 'pages', 'static', 'blog']) {
    await cp(path.join(root, 'site', folder), path.join(dir, folder), { recursive: true });
  }
  const locales = ['en', 'fr', 'de', 'es'].slice(0, count);
  const config = (await readFile(path.join(root, 'rnhc-docs.config.yaml'), 'utf8'))
    .replace(/^i18n:[\s\S]*?(?=^\S)/m, '')
    .replace(/site\//g, '');
  await writeFile(
    path.join(dir, 'rnhc-docs.config.yaml'),
    `${config}\ni18n:\n  defaultLocale: en\n  locales: [${locales.join(', ')}]\n`,
  );
  const docs = (await readdir(path.join(dir, 'docs'), { recursive: true }))
    .map(String)
    .filter((f) => f.endsWith('.md'));
  for (const locale of locales.slice(1)) {
    for (const [index, file] of docs.entries()) {
      if (index % 3 !== 0) continue;
      const target = path.join(dir, 'i18n', locale, 'docusaurus-plugin-content-docs', 'current', file);
      await mkdir(path.dirname(target), { recursive: true });
      await cp(path.join(dir, 'docs', file), target);
    }
  }
  return path.join(dir, 'rnhc-docs.config.yaml');
}

if (against > 0) {
  const other = path.resolve(process.argv[against + 1]);
  const bins = { this: path.join(root, 'bin', 'rnhc-docs.js'), other: path.join(other, 'bin', 'rnhc-docs.js') };
  const times = { this: [], other: [] };
  const cpuTimes = { this: [], other: [] };
  const out = await mkdtemp(path.join(os.tmpdir(), 'rnhc-bench-locales-'));
  for (let run = 0; run < runs; run++) {
    for (const name of run % 2 ? ['other', 'this'] : ['this', 'other']) {
      const config = path.join(name === 'this' ? root : other, 'rnhc-docs.config.yaml');
      times[name].push(
        time(bins[name], ['build', '--config', config, '--out-dir', path.join(out, name), '--no-cache']),
      );
      cpuTimes[name].push(cpu.pop());
    }
  }
  await rm(out, { recursive: true, force: true });
  console.log(
    `project site, cold (--no-cache), interleaved, wall:\n  this checkout:  ${stats(times.this)}\n  ${other}: ${stats(times.other)}`,
  );
  console.log(`CPU (user + sys):\n  this checkout:  ${stats(cpuTimes.this)}\n  ${other}: ${stats(cpuTimes.other)}`);
} else {
  const bin = path.join(root, 'bin', 'rnhc-docs.js');
  for (const count of [1, 2, 3]) {
    const dir = await mkdtemp(path.join(os.tmpdir(), `rnhc-bench-locales-${count}-`));
    const config = await createSite(dir, count);
    const out = path.join(dir, 'build');
    const cold = [];
    const warm = [];
    const coldCpu = [];
    const warmCpu = [];
    for (let run = 0; run < runs; run++) {
      cold.push(time(bin, ['build', '--config', config, '--out-dir', out, '--no-cache']));
      coldCpu.push(cpu.pop());
      warm.push(time(bin, ['build', '--config', config, '--out-dir', out]));
      warmCpu.push(cpu.pop());
    }
    const name = `${count} locale${count > 1 ? 's' : ''}`;
    console.log(`${name}: cold wall ${stats(cold)}; CPU ${stats(coldCpu)}`);
    console.log(`${name}: warm wall ${stats(warm)}; CPU ${stats(warmCpu)}`);
    await rm(dir, { recursive: true, force: true });
  }
}

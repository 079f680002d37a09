// `serve --watch` in a fresh clone: start to the first page served, with no `.rnhc-cache` and no
// output folder, this checkout and optionally others run in turn (interleaved). Prints median,
// p95 and max, and whether the page came with its code plain (highlighted a moment later) or
// coloured. Usage:
//   node bench/first-page.mjs [--against <checkout>]... [--route docs/api/methods/readRecords/]
// Environment: RUNS (default 7). The site is a copy of this project's site in a temp folder.
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServe, waitForPage } from './serve-process.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.env.RUNS ?? 7);
const args = process.argv.slice(2);
const all = (flag) => args.flatMap((a, i) => (a === flag ? [args[i + 1]] : []));
const route = all('--route')[0] ?? 'docs/api/methods/readRecords/';
const variants = [
  { name: 'this', bin: path.join(root, 'bin', 'rnhc-docs.js') },
  ...all('--against').map((c) => ({
    name: path.basename(path.resolve(c)),
    bin: path.join(path.resolve(c), 'bin', 'rnhc-docs.js'),
  })),
];

async function firstPage(bin, site) {
  await rm(path.join(site, '.rnhc-cache'), { recursive: true, force: true });
  const out = path.join(site, 'out');
  await rm(out, { recursive: true, force: true });
  const serve = await startServe(bin, path.join(site, 'rnhc-docs.config.yaml'), out, ['--watch']);
  const page = await waitForPage(serve.url + route);
  const ms = performance.now() - serve.started;
  await serve.stop();
  return { ms, plain: page.body.includes('<pre><code>') };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-bench-first-'));
const rows = [];
try {
  await cp(path.join(root, 'site'), path.join(work, 'site'), { recursive: true });
  await cp(path.join(root, 'rnhc-docs.config.yaml'), path.join(work, 'rnhc-docs.config.yaml'));
  const samples = new Map(variants.map((v) => [v.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const variant of run % 2 ? [...variants].reverse() : variants) {
      samples.get(variant.name).push(await firstPage(variant.bin, work));
    }
  }
  const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  for (const [name, list] of samples) {
    const ms = list.map((s) => s.ms).sort((a, b) => a - b);
    rows.push({
      variant: name,
      'median (ms)': Math.round(at(ms, 0.5)),
      'p95 (ms)': Math.round(at(ms, 0.95)),
      'max (ms)': Math.round(ms.at(-1)),
      'code at first': list.every((s) => s.plain) ? 'plain' : list.some((s) => s.plain) ? 'mixed' : 'coloured',
    });
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(
  `node ${process.version}, ${os.cpus().length} cores; ${runs} runs each, interleaved; route ${route}; load average ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
console.table(rows);

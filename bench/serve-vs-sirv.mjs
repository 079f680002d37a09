// The static server of `rnhc-docs serve` against sirv (with a base-path wrapper) on the built
// project site: autocannon from this process against each server in its own child process,
// rounds interleaved (ours, sirv, sirv, ours, ...), medians and ranges over the rounds.
//   node bench/serve-vs-sirv.mjs            Environment: ROUNDS (default 5), SECONDS (default 5)
// sirv compresses nothing on the fly (it serves .br/.gz files only when they exist beside the
// originals, and a build writes none), so with Accept-Encoding it sends identity bodies.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = path.join(root, 'bin', 'rnhc-docs.js');
const rounds = Number(process.env.ROUNDS ?? 5);
const seconds = Number(process.env.SECONDS ?? 5);
const config = path.join(root, 'rnhc-docs.config.yaml');
const baseUrl = '/react-native-health-connect/';

/** Starts a child that prints `listening <url>` and resolves with the URL and a stop function. */
function start(args, env = {}) {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, CI: '1', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
      const url = /(?:listening|at) (http:\/\/\S+)/.exec(out)?.[1];
      if (url) resolve({ url, stop: () => new Promise((r) => child.once('exit', r).kill('SIGINT')) });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

const sirvServer = (dir) => `
  import http from 'node:http';
  import sirv from ${JSON.stringify(import.meta.resolve('sirv'))};
  const serve = sirv(${JSON.stringify(dir)}, { etag: true, extensions: ['html'], dev: false });
  const base = ${JSON.stringify(baseUrl)};
  const server = http.createServer((req, res) => {
    if (!req.url.startsWith(base)) { res.statusCode = 404; return res.end('Not found'); }
    req.url = '/' + req.url.slice(base.length);
    serve(req, res, () => { res.statusCode = 404; res.end('Not found'); });
  });
  server.listen(0, '127.0.0.1', () => console.log('listening http://127.0.0.1:' + server.address().port + base));
  process.on('SIGINT', () => server.close(() => process.exit(0)));
`;

async function load(url, paths, encoding, duration = seconds) {
  const result = await autocannon({
    url,
    connections: 50,
    duration,
    requests: paths.map((p) => ({ method: 'GET', path: new URL(p, url).pathname })),
    headers: encoding ? { 'accept-encoding': encoding } : {},
  });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

const work = await mkdtemp(path.join(os.tmpdir(), 'rnhc-sirv-bench-'));
const outDir = path.join(work, 'build');
await new Promise((resolve, reject) =>
  spawn(process.execPath, [bin, 'build', '--config', config, '--out-dir', outDir], { stdio: 'ignore' }).once(
    'exit',
    (code) => (code === 0 ? resolve() : reject(new Error(`build exited ${code}`))),
  ),
);
const sirvFile = path.join(work, 'sirv-server.mjs');
await writeFile(sirvFile, sirvServer(outDir));
const servers = {
  'rnhc-docs serve': () => start([bin, 'serve', '--no-build', '--port', '0', '--config', config, '--out-dir', outDir]),
  sirv: () => start([sirvFile]),
};
// A page, the hashed client entry and stylesheet, and a page-data file: what a first visit and a
// navigation fetch.
const probe = await servers['rnhc-docs serve']();
const page = await (await fetch(`${probe.url}docs/api/methods/readRecords`)).text();
await probe.stop();
const assets = [...page.matchAll(/(?:src|href)="(\/react-native-health-connect\/assets\/[^"]+\.(?:js|css))"/g)].map(
  (m) => m[1],
);
const paths = [
  `${baseUrl}docs/api/methods/readRecords`,
  `${baseUrl}docs/intro`,
  ...assets.slice(0, 2),
  `${baseUrl}page-data/docs/api/methods/readRecords.json`,
];

const results = {};
for (let round = 0; round < rounds; round++) {
  const order = round % 2 === 0 ? Object.keys(servers) : Object.keys(servers).reverse();
  for (const name of order) {
    const server = await servers[name]();
    for (const [mode, encoding] of [
      ['br, gzip', 'br, gzip'],
      ['identity', undefined],
    ]) {
      // A short warm-up: both servers keep bodies in memory after the first requests.
      await load(server.url, paths, encoding, 1);
      const figures = await load(server.url, paths, encoding);
      const key = `${name} (${mode})`;
      results[key] = [...(results[key] ?? []), figures];
    }
    await server.stop();
  }
}
await rm(work, { recursive: true, force: true });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rows = Object.entries(results).map(([key, runs]) => ({
  server: key,
  'req/s median': Math.round(median(runs.map((r) => r.rps))),
  'req/s min-max': `${Math.round(Math.min(...runs.map((r) => r.rps)))}-${Math.round(Math.max(...runs.map((r) => r.rps)))}`,
  'p99 ms median': median(runs.map((r) => r.p99)),
  'p99 ms max': Math.max(...runs.map((r) => r.p99)),
  'MB/s median': Math.round(median(runs.map((r) => r.bytes)) / 1e5) / 10,
  errors: runs.reduce((sum, r) => sum + r.errors, 0),
}));
console.log(
  `${rounds} rounds of ${seconds} s, 50 connections, ${paths.length} URLs in turn (${os.availableParallelism()} cores, load ${os.loadavg()[0].toFixed(1)})`,
);
console.table(rows);

// `rnhc-docs serve` in a child process for the benchmarks (bench/serve.mjs, bench/first-page.mjs).
import { spawn } from 'node:child_process';
import http from 'node:http';

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** GET `url`: its status (0 when the connection fails) and body. */
export function get(url) {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', () => resolve({ status: 0, body: '' }));
  });
}

/** Polls `url` every 2 ms until it answers 200; returns that answer. */
export async function waitForPage(url) {
  for (let page = await get(url); ; page = await get(url)) {
    if (page.status === 200) return page;
    await sleep(2);
  }
}

/** Starts `rnhc-docs serve` (watch or not) and resolves once it printed its URL. */
export async function startServe(bin, config, outDir, extra) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [bin, 'serve', '--port', '0', '--config', config, '--out-dir', outDir, ...extra],
    {
      env: { ...process.env, CI: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  let url;
  while (!url) {
    if (child.exitCode !== null) throw new Error(`serve exited:\n${output}`);
    url = /(?:[Ss]erving at|Serving .* at) (http:\/\/\S+)/.exec(output)?.[1];
    await sleep(2);
  }
  const stop = () =>
    new Promise((resolve) => {
      child.once('exit', resolve);
      child.kill('SIGINT');
    });
  return { child, url, started, stop, output: () => output };
}

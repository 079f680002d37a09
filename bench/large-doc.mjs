#!/usr/bin/env node
// Time and peak memory of a build whose site holds one large markdown doc (issue 11 item 12):
// a one-page site of 0 (baseline), 1, 2 and 4 MB of ordinary docs content (headings, tables,
// admonitions, lists, code in ts, kotlin and diff), each built in a fresh process with
// /usr/bin/time, one render thread, no highlight cache. Prints MB, wall and CPU seconds, peak RSS,
// and the slope of RSS and CPU per MB between the sizes.
//
//   node bench/large-doc.mjs [sizes in MB, default 1 2 4] [--checkout DIR]
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const args = process.argv.slice(2);
const at = args.indexOf('--checkout');
const checkout = at >= 0 ? path.resolve(args.splice(at, 2)[1]) : path.resolve(fileURLToPath(import.meta.url), '../..');
const sizes = args.length > 0 ? args.map(Number) : [1, 2, 4];
const bin = path.join(checkout, 'bin', 'rnhc-docs.js');

function section(i) {
  return `## Section ${i}: reading records

This section shows how to read **records** with \`readRecords\` and page through results, with a
[link to its options](#options-${i}) and some *emphasis* in a sentence long enough to wrap.

### Options ${i} {#options-${i}}

| option | type | meaning |
|---|---|---|
| timeRangeFilter | TimeRangeFilter | which records to read |
| pageSize | number | how many per page (${i}) |

:::tip Paging
Pass the returned \`pageToken\` to read the next page. Stop when it is missing.
:::

- Times are ISO 8601 strings (${i}).
- Records you did not write may be hidden until permissions are granted.

\`\`\`ts title="read${i}.ts" {2}
export async function read${i}(start: string, end: string) {
  const { records } = await readRecords('Steps', { timeRangeFilter: { operator: 'between', startTime: start, endTime: end } });
  return records.map((r) => r.count + ${i});
}
\`\`\`

\`\`\`diff
- const pageSize = ${i};
+ const pageSize = ${i + 1};
\`\`\`

`;
}

/** A doc of about `mb` MB. */
function largeDoc(mb) {
  const parts = ['# Large document\n\n'];
  let size = 0;
  for (let i = 0; size < mb * 1024 * 1024; i++) {
    const s = section(i);
    parts.push(s);
    size += Buffer.byteLength(s);
  }
  return parts.join('');
}

const rows = [];
for (const mb of [0, ...sizes]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'rnhc-large-doc-'));
  try {
    await mkdir(path.join(dir, 'docs'), { recursive: true });
    await mkdir(path.join(dir, 'pages'), { recursive: true });
    await writeFile(path.join(dir, 'pages', 'index.md'), '# Large\n\nStart with the [intro](/docs/intro).\n');
    await writeFile(path.join(dir, 'docs', 'intro.md'), '# Intro\n\nSee [the large doc](./large.md).\n');
    const doc = mb === 0 ? '# Large document\n\nSmall.\n' : largeDoc(mb);
    await writeFile(path.join(dir, 'docs', 'large.md'), doc);
    const config = path.join(dir, 'rnhc-docs.config.yaml');
    await writeFile(
      config,
      'title: Large\nurl: https://example.com\nbaseUrl: /\ndocs:\n  path: docs\npages:\n  path: pages\n',
    );
    const run = spawnSync(
      '/usr/bin/time',
      [
        '-f',
        'TIME %e %U %S %M',
        process.execPath,
        bin,
        'build',
        '--config',
        config,
        '--out-dir',
        path.join(dir, 'build'),
        '--no-cache',
      ],
      { env: { ...process.env, RNHC_WORKERS: '0' }, encoding: 'utf8', maxBuffer: 1 << 26 },
    );
    const time = /TIME (\S+) (\S+) (\S+) (\d+)/.exec(run.stderr);
    if (run.status !== 0 || !time) {
      rows.push({ mb, failed: `${run.stdout}${run.stderr}`.split('\n').filter(Boolean).slice(-3).join(' / ') });
      continue;
    }
    const [, wall, user, sys, kb] = time;
    rows.push({
      mb: Buffer.byteLength(doc) / 1024 / 1024,
      wall: Number(wall),
      cpu: Number(user) + Number(sys),
      rss: Number(kb) / 1024,
    });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

process.stdout.write(`Large markdown doc, ${checkout}, one render thread, no cache\n\n`);
process.stdout.write(
  '| doc MB | wall s | CPU s | peak RSS MB | RSS over baseline per doc MB | CPU s per doc MB |\n|---|---|---|---|---|---|\n',
);
const base = rows[0];
for (const row of rows) {
  if (row.failed) {
    process.stdout.write(`| ${row.mb} | failed: ${row.failed} |\n`);
    continue;
  }
  const perMb = row === base || !base || base.failed ? '-' : ((row.rss - base.rss) / row.mb).toFixed(0);
  const cpuPerMb = row === base || !base || base.failed ? '-' : ((row.cpu - base.cpu) / row.mb).toFixed(1);
  process.stdout.write(
    `| ${row.mb.toFixed(2)} | ${row.wall.toFixed(1)} | ${row.cpu.toFixed(1)} | ${row.rss.toFixed(0)} | ${perMb} | ${cpuPerMb} |\n`,
  );
}
const ok = rows.filter((r) => !r.failed && r.mb >= 0.5);
if (ok.length >= 2) {
  const [first, last] = [ok[0], ok.at(-1)];
  const slope = (last.rss - first.rss) / (last.mb - first.mb);
  const cpuSlope = (last.cpu - first.cpu) / (last.mb - first.mb);
  process.stdout.write(
    `\nSlope ${first.mb.toFixed(1)} -> ${last.mb.toFixed(1)} MB: ${slope.toFixed(0)} MB of RSS and ${cpuSlope.toFixed(1)} s of CPU per MB of markdown\n`,
  );
}

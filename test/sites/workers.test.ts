import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { generateSite } from '../../bench/generate-site.mjs';
import { snapshot } from './helpers.ts';

const run = promisify(execFile);
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rnhc-docs.js');

describe('rendering in worker threads (compiled CLI)', () => {
  let dir: string;
  let config: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'rnhc-workers-'));
    config = await generateSite(path.join(dir, 'site'), 60);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('gives byte-identical output to rendering on the main thread', async () => {
    const build = (workers: string, out: string) =>
      run(process.execPath, [bin, 'build', '--config', config, '--out-dir', out, '--no-cache'], {
        env: { ...process.env, RNHC_WORKERS: workers, RNHC_STATS: '1', CI: '1' },
      });
    const single = await build('0', path.join(dir, 'single'));
    const pooled = await build('2', path.join(dir, 'pooled'));
    expect(single.stdout).toMatch(/Built 6\d pages/);
    expect(pooled.stdout).toMatch(/Built 6\d pages/);
    expect(single.stdout).toContain('"workers":0');
    expect(pooled.stdout).toContain('"workers":2');
    const a = await snapshot(path.join(dir, 'single'));
    const b = await snapshot(path.join(dir, 'pooled'));
    expect([...b.keys()].sort()).toEqual([...a.keys()].sort());
    for (const [file, content] of a) expect(b.get(file), file).toBe(content);
  });
});

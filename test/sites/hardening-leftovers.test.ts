import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { generateSite } from '../../bench/generate-site.mjs';
import { cli } from './helpers.ts';

/**
 * Issue 11, item 8: what a killed build leaves beside the output (`<out>.rnhc-tmp-*`,
 * `<out>.rnhc-old-*`) is removed by the next build and by `clear`, and the swap is all or
 * nothing. Runs the compiled CLI in a child process (a SIGKILL cannot be caught in-process).
 */

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rnhc-docs.js');
// Permissions mean nothing to root: the read-only cases run the CLI as `nobody` there.
const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

let dir: string;
let config: string;
let out: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rnhc-leftovers-'));
  config = await generateSite(path.join(dir, 'site'), 60);
  out = path.join(dir, 'site', 'build');
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const leftovers = async () =>
  (await readdir(path.dirname(out))).filter((n) => n.startsWith('build.rnhc-tmp-') || n.startsWith('build.rnhc-old-'));

/** Starts the compiled CLI; `uid` runs it as another user (root only). */
function start(args: string[], uid?: number) {
  const child = spawn(process.execPath, [bin, ...args], {
    env: { ...process.env, CI: '1', RNHC_WORKERS: '0', HOME: dir },
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => {
    stdout += d;
  });
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>(
    (resolve) => child.on('close', (code, signal) => resolve({ code, signal, stdout, stderr })),
  );
  return { child, done };
}

/** Builds with the CLI in a child process and SIGKILLs it once its temporary folder exists. */
async function killedBuild() {
  const run = start(['build', '--config', config, '--out-dir', out, '--no-cache']);
  const deadline = Date.now() + 60_000;
  // Wait until the build has written pages into its temporary folder, then kill it hard.
  for (;;) {
    const temp = (await leftovers()).find((n) => n.includes('.rnhc-tmp-'));
    if (temp && (await readdir(path.join(path.dirname(out), temp))).length > 0) break;
    if (Date.now() > deadline) throw new Error('the build never created its temporary folder');
    await new Promise((r) => setTimeout(r, 20));
  }
  run.child.kill('SIGKILL');
  const result = await run.done;
  expect(result.signal).toBe('SIGKILL');
}

/** Makes everything under `target` belong to nobody (to run the CLI as nobody). */
async function giveToNobody(target: string) {
  await chown(target, NOBODY, NOBODY);
  const entries = await readdir(target, { withFileTypes: true, recursive: true });
  for (const entry of entries) await chown(path.join(entry.parentPath, entry.name), NOBODY, NOBODY);
}

describe('leftovers of interrupted builds', () => {
  it('a SIGKILLed build leaves its temporary folder; the next build removes it', async () => {
    await killedBuild();
    expect((await leftovers()).length).toBe(1);
    const result = await cli(['build', '--config', config, '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(await leftovers()).toEqual([]);
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
  });

  it('clear removes what a SIGKILLed build left', async () => {
    await killedBuild();
    expect((await leftovers()).length).toBe(1);
    const result = await cli(['clear', '--config', config, '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);
    expect(await leftovers()).toEqual([]);
  });

  it('leaves the temporary folder of a build still running in another process alone', async () => {
    // A live process's pid in the name: e.g. `serve --watch` building the same output meanwhile.
    const running = path.join(path.dirname(out), `build.rnhc-tmp-${process.ppid}-abcd1234`);
    const dead = path.join(path.dirname(out), 'build.rnhc-tmp-1234567-abcd1234');
    await mkdir(running);
    await mkdir(dead);
    expect((await cli(['build', '--config', config, '--out-dir', out])).code).toBe(0);
    expect(existsSync(running)).toBe(true);
    expect(existsSync(dead)).toBe(false);
  });
});

describe('an old output that cannot be removed', () => {
  it('does not fail the build after the swap: the new output is in place, the old one named and removed next time', async () => {
    const first = await cli(['build', '--config', config, '--out-dir', out]);
    expect(first.code, first.stderr).toBe(0);
    // A folder of the old output whose entries this user cannot unlink.
    const locked = path.join(out, 'locked');
    await mkdir(locked);
    await writeFile(path.join(locked, 'file.txt'), 'x');
    let result: { code: number | null; stdout: string; stderr: string };
    if (asRoot) {
      await giveToNobody(dir);
      // Owned by root inside nobody's folder: nobody can neither unlink its file nor chmod it.
      await chown(locked, 0, 0);
      await chown(path.join(locked, 'file.txt'), 0, 0);
      result = await start(['build', '--config', config, '--out-dir', out], NOBODY).done;
    } else {
      await chmod(locked, 0o555);
      result = await start(['build', '--config', config, '--out-dir', out]).done;
    }
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toContain('Unexpected internal error');
    // The new build is in place either way.
    expect(existsSync(path.join(out, 'index.html'))).toBe(true);
    expect(existsSync(path.join(out, 'locked'))).toBe(false);
    if (asRoot) {
      expect(result.stderr).toMatch(/The previous output was moved to .*build\.rnhc-old-.* but could not be removed/);
      expect((await leftovers()).filter((n) => n.includes('.rnhc-old-')).length).toBe(1);
    }
    // The next build (with the rights to do so) removes it.
    expect((await cli(['build', '--config', config, '--out-dir', out])).code).toBe(0);
    expect(await leftovers()).toEqual([]);
  });

  it('a read-only output parent is a clear error, and nothing is written', async () => {
    const parent = path.join(dir, 'site', 'locked-parent');
    await mkdir(parent);
    let result: { code: number | null; stdout: string; stderr: string };
    const target = path.join(parent, 'build');
    if (asRoot) {
      await giveToNobody(dir);
      await chown(parent, 0, 0);
      result = await start(['build', '--config', config, '--out-dir', target], NOBODY).done;
    } else {
      await chmod(parent, 0o555);
      result = await start(['build', '--config', config, '--out-dir', target]).done;
      await chmod(parent, 0o755);
    }
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Cannot create the output next to ${target}: permission denied`);
    expect(result.stderr).not.toContain('Unexpected internal error');
    expect(result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
    expect(await readdir(parent)).toEqual([]);
    expect(await readFile(config, 'utf8')).toContain('title');
  });
});

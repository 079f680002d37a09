import * as fs from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { build, makeSite } from './helpers.ts';

/**
 * Issue 26: a full disk (ENOSPC) printed "Unexpected internal error" with a stack trace. The error
 * is injected: once `failing` is set, every synchronous write of a page fails as a full disk does.
 */
let failing = false;
vi.mock('node:fs', async (original) => {
  const actual = await original<typeof import('node:fs')>();
  const writeFileSync: typeof actual.writeFileSync = (file, ...rest) => {
    if (failing && String(file).endsWith('.html')) {
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${String(file)}'`), {
        code: 'ENOSPC',
        errno: -28,
        syscall: 'write',
        path: String(file),
      });
    }
    return actual.writeFileSync(file, ...rest);
  };
  return { ...actual, default: { ...actual, writeFileSync }, writeFileSync };
});

const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

describe('a full disk', () => {
  it('is a clear error naming the output folder, saying nothing is lost (exit 1)', async () => {
    const site = await makeSite('basic-site');
    sites.push(site);
    expect((await build(site)).code).toBe(0);
    const before = await readFile(path.join(site, 'build', 'index.html'), 'utf8');
    failing = true;
    const result = await build(site, '--no-cache').finally(() => {
      failing = false;
    });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/no space left/i);
    expect(result.stderr).toContain(path.join(site, 'build'));
    expect(result.stderr).toMatch(/nothing is lost/i);
    expect(result.stderr).not.toContain('Unexpected internal error');
    expect(result.stderr).not.toMatch(/^\s+at /m);
    // The previous output is as it was, and no temporary folder is left.
    expect(await readFile(path.join(site, 'build', 'index.html'), 'utf8')).toBe(before);
    expect((await readdir(site)).filter((name) => name.includes('rnhc-tmp'))).toEqual([]);
    expect(fs.existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
  }, 60_000);
});

/**
 * Site code that uses Node's `global` in the browser (test/fixtures/browser-node-global), as
 * react-native-gesture-handler does: webpack 5 gives browser bundles `global` as `globalThis`
 * (`node.global`), so the islands' bundle does the same; without it the island throws
 * "global is not defined" and the page is never hydrated (gesture-handler's home page).
 */
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

describe('Node’s global in site code bundled for the browser', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('browser-node-global');
    result = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.js'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('is globalThis in the islands’ bundle, as webpack 5 makes it', async () => {
    expect(result.code, result.stderr).toBe(0);
    const dir = path.join(site, 'build/assets/islands');
    const code = (
      await Promise.all(
        (await readdir(dir)).filter((f) => f.endsWith('.js')).map((f) => readFile(path.join(dir, f), 'utf8')),
      )
    ).join('\n');
    expect(code).toContain('"rnhcProbe"');
    expect(code).toMatch(/\(globalThis,"rnhcProbe"\)/);
    expect(code).not.toMatch(/(?<![\w$.])global[.,)]/);
  });
});

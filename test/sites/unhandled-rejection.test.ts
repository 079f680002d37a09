/**
 * A remark plugin whose promise rejects with nobody waiting for it (react-native-elements'
 * plugin on a stand-in): in a render thread, Node's own handler ended the thread through
 * process.exit, which the site-code guard refused ("exit code 7", blamed on site code calling
 * process.exit). Now the build fails naming the error, exit 1, nothing written.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildDocusaurus, makeSite } from './helpers.ts';

let site: string | undefined;
afterAll(async () => {
  if (site) await rm(site, { recursive: true, force: true });
});

it('in a render thread, an unhandled rejection of a remark plugin fails the build naming it (exit 1)', async () => {
  site = await makeSite('own-package-version', {
    'package.json': '{ "name": "unhandled-rejection-fixture", "private": true }',
    'plugins/remark-note.js':
      "module.exports = () => () => new Promise(async () => { throw new Error('the plugin broke'); });\n",
  });
  const before = process.env.RNHC_WORKERS;
  process.env.RNHC_WORKERS = '1';
  try {
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('the plugin broke');
    expect(result.stderr).not.toMatch(/exit code 7|called process\.exit/);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  } finally {
    if (before === undefined) delete process.env.RNHC_WORKERS;
    else process.env.RNHC_WORKERS = before;
  }
});

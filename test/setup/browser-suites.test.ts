/**
 * Browser suites without Chromium: skipped on a developer's machine, a failure under CI (a CI
 * runner that lost its browser must not pass by testing nothing).
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserSuiteMode } from '../browser/browser-suite.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs one browser suite in a nested Vitest with Chromium pointed at a path that does not exist. */
function runSuiteWithoutChromium(ci: string): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', 'test/browser/client-modules.test.ts'],
      { cwd: ROOT, env: { ...process.env, CI: ci, RNHC_CHROMIUM: '/nonexistent/chromium', NO_COLOR: '1' } },
      (error, stdout, stderr) => {
        resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, output: stdout + stderr });
      },
    );
  });
}

describe('browser suites without Chromium', () => {
  it('run with Chromium, skip without it, fail without it under CI', () => {
    expect(browserSuiteMode({ hasChromium: true, ci: '1' })).toBe('run');
    expect(browserSuiteMode({ hasChromium: true, ci: undefined })).toBe('run');
    expect(browserSuiteMode({ hasChromium: false, ci: undefined })).toBe('skip');
    expect(browserSuiteMode({ hasChromium: false, ci: '' })).toBe('skip');
    expect(browserSuiteMode({ hasChromium: false, ci: 'false' })).toBe('skip');
    expect(browserSuiteMode({ hasChromium: false, ci: 'true' })).toBe('fail');
    expect(browserSuiteMode({ hasChromium: false, ci: '1' })).toBe('fail');
  });

  // Both nested runs at once: each starts a whole Vitest.
  it('fail the run under CI, saying which Chromium is missing, and are skipped outside CI', async () => {
    const [ci, local] = await Promise.all([runSuiteWithoutChromium('1'), runSuiteWithoutChromium('')]);
    expect(ci.output).toContain('Chromium is not installed at /nonexistent/chromium, and CI is set');
    expect(ci.code).toBe(1);
    expect(local.output).toMatch(/skipped/);
    expect(local.output).not.toContain('Chromium is not installed');
    expect(local.code).toBe(0);
  }, 180_000);
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'test/fixtures/**', 'test/output/**'],
    // Compiles dist/ when stale and hosts the shared fixture builds (test/setup/).
    globalSetup: ['test/setup/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: more workers only add contention (browser tests run their own Chromium).
    maxWorkers: 2,
  },
});

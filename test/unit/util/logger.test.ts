/**
 * The logger in a terminal and in a CI log: a terminal gets the one progress line it always had;
 * a pipe gets one line per finished build step, with its time (progress lines would be noise).
 */
import { describe, expect, it } from 'vitest';
import { createTask } from '../../../src/pipeline/task.ts';
import { createLogger } from '../../../src/util/logger.ts';

function sink(isTTY: boolean) {
  const chunks: string[] = [];
  return { chunks, write: (text: string) => chunks.push(text), isTTY };
}

describe('build steps in the log', () => {
  it('prints one line per step, with its time and what it made, when stdout is not a terminal', async () => {
    const out = sink(false);
    const logger = createLogger({ out, err: sink(false) });
    const timings: Record<string, number> = {};
    const task = createTask(logger, timings);
    await task('Reading content', () => 1);
    await task(
      'Rendering pages',
      async () => ({ pages: 43 }),
      (result) => `${result.pages} pages`,
    );
    expect(out.chunks.join('')).toMatch(/^Reading content \(\d+ ms\)\nRendering pages: 43 pages \(\d+ ms\)\n$/);
    expect(Object.keys(timings)).toEqual(['Reading content', 'Rendering pages']);
  });

  it('keeps the terminal’s single progress line and prints no step lines there', async () => {
    const out = sink(true);
    const saved = process.env.CI;
    delete process.env.CI;
    try {
      const logger = createLogger({ out, err: sink(true) });
      const task = createTask(logger, {});
      await task('Reading content', () => 1);
      expect(out.chunks.join('')).toContain('Reading content...');
      expect(out.chunks.join('')).not.toMatch(/\(\d+ ms\)/);
    } finally {
      if (saved !== undefined) process.env.CI = saved;
    }
  });

  it('prints nothing when quiet', async () => {
    const out = sink(false);
    const task = createTask(createLogger({ out, err: sink(false), quiet: true }), {});
    await task('Reading content', () => 1);
    expect(out.chunks).toEqual([]);
  });
});

import { readdir, rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { checkMarkdownLimits, MAX_TABLE_CELLS } from '../../src/markdown/check-limits.ts';
import { build, makeSite } from './helpers.ts';

/**
 * Issue 26: a 2 MB table (5,000 columns x 200 rows, under every other limit) ran V8 out of heap
 * after 54 s at 4.4 GB (exit 134, no file named, a temporary folder left). Each cell costs about
 * 12 KB on its way to HTML, so the number of cells of one table is limited, checked before parsing.
 */
const table = (columns: number, rows: number) => {
  const row = (cell: (i: number) => string) => `|${Array.from({ length: columns }, (_, i) => cell(i)).join('|')}|`;
  return [row((i) => `h${i}`), row(() => '-'), ...Array.from({ length: rows }, (_, r) => row(() => `c${r}`))].join(
    '\n',
  );
};

const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

describe('a table too large to render', () => {
  it('5,000 columns x 200 rows is an error naming the file and line (exit 1), nothing left', async () => {
    const markdown = `# Data\n\n${table(5000, 200)}\n`;
    expect(Buffer.byteLength(markdown)).toBeGreaterThan(2_000_000);
    const site = await makeSite('basic-site', { 'docs/data.md': markdown });
    sites.push(site);
    const started = Date.now();
    const result = await build(site);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/data\.md:3.*more than 25,000 cells/);
    expect(Date.now() - started).toBeLessThan(30_000);
    expect((await readdir(site)).filter((name) => name.includes('rnhc-tmp'))).toEqual([]);
  }, 60_000);

  it('the limit counts cells: a long narrow table and a wide short one pass, the product does not', () => {
    expect(checkMarkdownLimits(`# T\n\n${table(20, 900)}\n`)).toBeUndefined();
    expect(checkMarkdownLimits(`# T\n\n${table(1000, 20)}\n`)).toBeUndefined();
    expect(checkMarkdownLimits(`# T\n\n${table(200, 200)}\n`)?.line).toBe(3);
    // Two tables, each under the limit, separated by a blank line: each is counted on its own.
    const half = table(100, 200);
    expect(checkMarkdownLimits(`# T\n\n${half}\n\n${half}\n`)).toBeUndefined();
    expect(MAX_TABLE_CELLS).toBe(25_000);
  });
});

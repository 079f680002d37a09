import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeSite } from './helpers.ts';

/**
 * Issue 26: `build --no-cache` of two docs with 1,500 code blocks each failed with "a code block
 * was rendered before the highlighter was prepared": blocks one page prepared through the
 * highlight thread were dropped (rendered by another page, or pushed out of the bounded recent
 * set) before that page rendered them.
 */
const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

const doc = (title: string, offset: number) =>
  `# ${title}\n\n${Array.from({ length: 1500 }, (_, i) => `\`\`\`js\nconst value${(i + offset) % 2000} = ${(i + offset) % 2000};\n\`\`\`\n`).join('\n')}`;

describe('the highlight thread and the renderers', () => {
  it('build --no-cache of two docs of 1,500 code blocks each (shared blocks) succeeds', async () => {
    // The blocks overlap: the second doc repeats 1,000 of the first doc's blocks.
    const site = await makeSite('basic-site', { 'docs/one.md': doc('One', 0), 'docs/two.md': doc('Two', 500) });
    sites.push(site);
    const result = await build(site, '--no-cache');
    expect(result.stderr).not.toContain('before the highlighter was prepared');
    expect(result.code, result.stderr).toBe(0);
  }, 120_000);
});

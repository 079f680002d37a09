import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Code } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { type BundledLanguage, createHighlighter } from 'shiki';
import { visit } from 'unist-util-visit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs bench helper without types
import { generateSite } from '../../../bench/generate-site.mjs';
import { tokenizeThemesOnce } from '../../../src/markdown/dual-theme.ts';
import { CODE_THEMES, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Every fenced code block of the markdown files under `dir`. */
async function codeBlocks(dir: string): Promise<Code[]> {
  const blocks: Code[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.mdx?$/.test(entry.name)) continue;
    const tree = fromMarkdown(await readFile(path.join(entry.parentPath, entry.name), 'utf8'));
    visit(tree, 'code', (node) => {
      blocks.push(node);
    });
  }
  return blocks;
}

/** Blocks that exercise what the site's blocks may not: embedded grammars, empty lines, meta. */
const EDGE_CASES: Array<[string, string, string]> = [
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, not a template
  ['html', '<div>\n\n  <script>const a = `x${1}`;</script>\n<style>a { color: red }</style>\n</div>\n', ''],
  ['md', '# Title\n\n```ts\nconst a = 1;\n```\n\n> quote *em* **strong**\n', 'title="README.md"'],
  ['ts', '/**\n * doc\n */\nexport async function f<T>(x: T): Promise<T> {\n\n  return x; // done\n}\n', '{1,3-4}'],
  ['diff', '- const a = 1;\n+ const a = 2;\n  unchanged\n', 'showLineNumbers=5'],
  ['tsx', 'export const A = () => <div className="a">{`t`}</div>;\n', 'showLineNumbers'],
  ['json', '{\n  "a": [1, 2, {"b": null}],\n  "c": "d"\n}\n', ''],
  ['bash', 'npm i && echo "$HOME" # comment\n', ''],
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a code sample, not a template
  ['kotlin', 'class A {\n  val s = """\n    raw ${x}\n  """\n}\n', ''],
  ['xml', '<?xml version="1.0"?>\n<!-- c -->\n<a b="c"><![CDATA[ x ]]></a>\n', ''],
  ['unknownlang', 'plain <text> & more\n', ''],
];

describe('both themes from one tokenisation (dual-theme.ts)', () => {
  let generated: string;
  beforeAll(async () => {
    generated = await mkdtemp(path.join(os.tmpdir(), 'rnhc-dual-theme-'));
    await generateSite(generated, 40);
  });
  afterAll(() => rm(generated, { recursive: true, force: true }));

  it('gives the same HTML as shiki on every block of the project site, the fixtures and a generated site', async () => {
    const blocks = [
      ...(await codeBlocks(path.join(root, 'site'))),
      ...(await codeBlocks(path.join(root, 'test/fixtures'))),
      ...(await codeBlocks(generated)),
      ...EDGE_CASES.map(([lang, value, meta]): Code => ({ type: 'code', lang, meta, value })),
    ];
    expect(blocks.length).toBeGreaterThan(150);
    const languages = blocks.map((b) => b.lang ?? '');
    const options = { languages, cache: new Map<string, string>(), keepUsed: false };
    const fast = await createCodeHighlighter(options);
    const reference = await createCodeHighlighter({ ...options, reference: true });
    let differing = 0;
    for (const block of blocks) {
      const expected = reference.render(block.value, block.lang ?? undefined, block.meta ?? undefined);
      const got = fast.render(block.value, block.lang ?? undefined, block.meta ?? undefined);
      if (got !== expected) differing++;
      expect(got, `${block.lang} block:\n${block.value}`).toBe(expected);
    }
    expect(differing).toBe(0);
  });

  it("encodes every line's tokens for both themes exactly as the grammar's binary tokeniser does", async () => {
    const blocks = [...(await codeBlocks(path.join(root, 'site'))), ...(await codeBlocks(generated))];
    const langs = ['ts', 'tsx', 'kotlin', 'xml', 'diff', 'bash', 'json', 'java', 'groovy', 'html'];
    const themes = [CODE_THEMES.light, CODE_THEMES.dark] as const;
    const plain = await createHighlighter({ themes: [...themes], langs });
    const dual = await createHighlighter({ themes: [...themes], langs });
    expect(tokenizeThemesOnce(dual, themes)).toBeTypeOf('function');
    let lines = 0;
    for (const block of blocks) {
      const lang = block.lang && langs.includes(block.lang) ? block.lang : undefined;
      if (!lang) continue;
      // No time limit: under load a line would stop tokenising part way, differently in each run.
      const options = {
        lang: lang as BundledLanguage,
        themes: { light: themes[0], dark: themes[1] },
        tokenizeTimeLimit: 0,
      };
      const expected = plain.codeToTokensWithThemes(block.value, options);
      const got = dual.codeToTokensWithThemes(block.value, options);
      expect(got).toEqual(expected);
      lines += expected.length;
    }
    expect(lines).toBeGreaterThan(1000);
  });
});

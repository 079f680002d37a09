import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { gfm } from 'micromark-extension-gfm';
import { beforeAll, describe, expect, it } from 'vitest';
import { splitFrontMatter } from '../../../src/content/front-matter.ts';
import { createBlockMemo, splitBlocks } from '../../../src/markdown/block-memo.ts';
import { type CodeHighlighter, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type RenderedMarkdown } from '../../../src/markdown/processor.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const texts = (markdown: string) => splitBlocks(markdown)?.map((block) => block.text);

describe('splitBlocks', () => {
  it('cuts at blank lines between top-level blocks, keeping lines and offsets', () => {
    const markdown = '# Title\n\nA paragraph\nstill it.\n\n| a |\n| - |\n| 1 |\n';
    expect(splitBlocks(markdown)).toEqual([
      { text: '# Title\n', line: 1, offset: 0 },
      { text: 'A paragraph\nstill it.\n', line: 3, offset: 9 },
      { text: '| a |\n| - |\n| 1 |\n', line: 6, offset: 32 },
    ]);
  });

  it('never cuts inside code fences, `:::` containers or before indented and list lines', () => {
    expect(texts('```ts\na\n\nb\n```\n\nafter')).toEqual(['```ts\na\n\nb\n```\n', 'after']);
    expect(texts('~~~~\n```\n\nx\n~~~~\n\nz')).toEqual(['~~~~\n```\n\nx\n~~~~\n', 'z']);
    expect(texts(':::note\n\ninside\n\n:::\n\nout')).toEqual([':::note\n\ninside\n\n:::\n', 'out']);
    // A loose list and an item's indented paragraph stay one block with the list.
    expect(texts('- a\n\n- b\n\n  more of b\n\n1. c\n\nnext')).toEqual(['- a\n\n- b\n\n  more of b\n\n1. c\n', 'next']);
    expect(texts('para\n\n    indented code\n\nx')).toEqual(['para\n\n    indented code\n', 'x']);
  });

  it('parses documents with definitions, footnotes or multi-line HTML whole', () => {
    expect(splitBlocks('See [a][x].\n\n[x]: https://example.com\n')).toBeUndefined();
    expect(splitBlocks('- item\n\n  [x]: https://example.com\n')).toBeUndefined();
    expect(splitBlocks('Note[^1].\n\n[^1]: The note.\n')).toBeUndefined();
    expect(splitBlocks('<!-- a\n\nb -->\n\nText')).toBeUndefined();
    expect(splitBlocks('<pre>\n\n</pre>\n\nText')).toBeUndefined();
  });
});

/** Every markdown file of the site and the test fixtures. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'build' ? [] : markdownFiles(file);
    return entry.name.endsWith('.md') ? [file] : [];
  });
}

describe('a renderer with the block memo gives what a whole parse gives', () => {
  const files = [...markdownFiles(path.join(ROOT, 'site')), ...markdownFiles(path.join(ROOT, 'test/fixtures'))];
  let highlighter: CodeHighlighter;
  const options = () => ({
    highlighter,
    baseUrl: '/base/',
    routeOfFile: (file: string) => (file.endsWith('.md') ? `/base/${path.basename(file, '.md')}` : undefined),
    addAsset: () => undefined,
  });
  const comparable = (out: RenderedMarkdown) => ({
    html: out.html,
    toc: out.toc,
    links: out.links,
    messages: out.messages.map((m) => `${m.line}:${m.column} ${m.reason}`),
  });

  beforeAll(async () => {
    highlighter = await createCodeHighlighter({
      languages: ['ts', 'tsx', 'js', 'json', 'bash', 'kotlin', 'xml', 'groovy', 'diff', 'md'],
      cache: new Map(),
    });
  });

  it('on every doc of the site and fixtures, then after edits to one block', async () => {
    expect(files.length).toBeGreaterThan(30);
    const whole = createMarkdownRenderer(options());
    const memo = createMarkdownRenderer({ ...options(), memoBlocks: true });
    let split = 0;
    for (const file of files) {
      const { body } = splitFrontMatter(readFileSync(file, 'utf8'), file);
      if ((splitBlocks(body)?.length ?? 0) > 1) split++;
      const lines = body.split('\n');
      const middle = Math.floor(lines.length / 2);
      const versions = [
        body,
        body, // the second render comes from the memo
        `${body}\n\nA new paragraph with \`code\` and a [link](./intro.md).\n`,
        [...lines.slice(0, middle), '', '## Inserted heading', '', 'Text.', '', ...lines.slice(middle)].join('\n'),
        lines.slice(1).join('\n'),
      ];
      for (const version of versions) {
        expect(comparable(await memo.render(version, file)), file).toEqual(
          comparable(await whole.render(version, file)),
        );
      }
    }
    // Most docs are cut into blocks (the test would prove nothing otherwise).
    expect(split).toBeGreaterThan(files.length / 2);
    // Every doc of the site and the fixtures, five renders each, twice: minutes on a loaded machine.
  }, 240_000);

  it('gives the same syntax tree, positions included', () => {
    const parse = (text: string) => fromMarkdown(text, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
    const memo = createBlockMemo();
    for (const file of files) {
      const { body } = splitFrontMatter(readFileSync(file, 'utf8'), file);
      memo.parse(body, parse);
      const edited = body.replace(/\n\n/, '\n\nAn inserted *paragraph*.\n\n');
      expect(memo.parse(edited, parse), file).toEqual(parse(edited));
    }
  });
});

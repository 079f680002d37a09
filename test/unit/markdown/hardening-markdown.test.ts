import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBlocks } from '../../../src/markdown/block-memo.ts';
import {
  checkMarkdownLimits,
  MAX_BLOCK_LINES,
  MAX_CONTAINER_DEPTH,
  MAX_HTML_DEPTH,
  MAX_MARKDOWN_BYTES,
} from '../../../src/markdown/check-limits.ts';
import { type CodeHighlighter, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { highlightedLines } from '../../../src/markdown/meta-highlight.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../src/markdown/processor.ts';
import { ContentError } from '../../../src/util/errors.ts';
import { jsonForScript } from '../../../src/util/html.ts';

let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;
let site: string;

beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'rnhc-hardening-md-'));
  mkdirSync(path.join(site, 'docs/img'), { recursive: true });
  writeFileSync(path.join(site, 'docs/img/ok.png'), 'png');
  writeFileSync(path.join(site, 'secret.txt'), 'outside');
  symlinkSync(path.join(site, 'secret.txt'), path.join(site, 'docs/img/link.txt'));
  highlighter = await createCodeHighlighter({ languages: ['ts'], cache: new Map() });
  renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/',
    routeOfFile: () => undefined,
    addAsset: (file) => `/assets/files/${path.basename(file)}`,
    // The site folder is docs/ here, so secret.txt beside it is outside.
    assetFolders: [path.join(site, 'docs')],
  });
});

afterAll(() => rmSync(site, { recursive: true, force: true }));

const doc = () => path.join(site, 'docs/page.md');

/** The content error a render fails with (the render must fail). */
async function failure(markdown: string): Promise<ContentError> {
  const error = await renderer.render(markdown, doc()).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ContentError);
  return error as ContentError;
}

describe('limits: input that crashed the pipeline is a content error with file and line', () => {
  it.each([
    ['3,000 nested list items', `# T\n\n${'- '.repeat(3000)}x\n`, 3, /nested 3000 levels deep/],
    ['3,000 nested ordered items', `${'1. '.repeat(3000)}x\n`, 1, /nested 3000 levels deep/],
    ['10,000 nested quotes', `text\n\n${'>'.repeat(10000)} x\n`, 3, /nested 10000 levels deep/],
    ['5,000 nested divs on one line', `${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`, 1, /HTML elements/],
    ['5,000 nested divs, one a line', `${'<div>\n'.repeat(5000)}x\n${'</div>\n'.repeat(5000)}`, 201, /HTML/],
    ['20,000 * around a word', `${'*'.repeat(20000)}word${'*'.repeat(20000)}\n`, 1, /emphasis marks/],
    ['alternating *_ around a word', `${'*_'.repeat(5000)}word${'_*'.repeat(5000)}\n`, 1, /emphasis marks/],
  ])('%s', async (_name, markdown, line, reason) => {
    const error = await failure(markdown);
    expect(error.location).toBe(`${doc()}:${line}`);
    expect(error.message).toMatch(reason);
  });

  it('a paragraph, table or list of more than the line limit without a blank line', async () => {
    const rows = `| a | b |\n|---|---|\n${'| 1 | 2 |\n'.repeat(MAX_BLOCK_LINES)}`;
    const error = await failure(`# T\n\n${rows}`);
    expect(error.location).toBe(`${doc()}:3`);
    expect(error.message).toMatch(/more than 1000 lines/);
  });

  it('a file above the size limit', async () => {
    const line = 'Words of a paragraph.\n\n';
    const error = await failure(line.repeat(Math.ceil(MAX_MARKDOWN_BYTES / line.length) + 1));
    expect(error.message).toMatch(/markdown files are limited to 5 MB/);
  });

  it('leaves ordinary and deep-but-sane content alone', () => {
    const fine = [
      `${'> '.repeat(MAX_CONTAINER_DEPTH - 1)}x`,
      `${'<div>'.repeat(MAX_HTML_DEPTH)}x${'</div>'.repeat(MAX_HTML_DEPTH)}`,
      '*'.repeat(300),
      `\`\`\`c\n/${'*'.repeat(300)}\n${'- '.repeat(500)}\n\`\`\``,
      `\`${'*'.repeat(200)}\` in code`,
      '<p>'.repeat(500),
      `${'line\n'.repeat(MAX_BLOCK_LINES - 1)}`,
      `\`\`\`\n${'code\n'.repeat(MAX_BLOCK_LINES * 2)}\`\`\``,
    ];
    for (const markdown of fine) expect(checkMarkdownLimits(markdown), markdown.slice(0, 40)).toBeUndefined();
  });

  it('checks a line of 100,000 `> ` quickly (no regex backtracking)', () => {
    const started = performance.now();
    expect(checkMarkdownLimits(`${'> '.repeat(100_000)}x`)).toBeDefined();
    expect(checkMarkdownLimits(`${'> '.repeat(60)}x`)).toBeUndefined();
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('renders 99 nested quotes and 200 nested divs without a stack overflow', async () => {
    const out = await renderer.render(
      `${'> '.repeat(99)}deep\n\n${'<div>'.repeat(200)}x${'</div>'.repeat(200)}\n`,
      doc(),
    );
    expect(out.html).toContain('deep');
  });
});

describe('code line ranges', () => {
  it('`{1-1000000000}` highlights the lines the block has, without expanding the range', async () => {
    const out = await renderer.render('```ts {1-1000000000}\nconst a = 1;\nconst b = 2;\n```\n', doc());
    expect(out.html.match(/class="line highlighted"/g)).toHaveLength(2);
  });

  it('clips ranges to the block and keeps the `{1,3-5}` syntax', () => {
    expect([...highlightedLines('{1,3-5}', 10)]).toEqual([1, 3, 4, 5]);
    expect([...highlightedLines('title="a" {2-1000000000}', 3)]).toEqual([2, 3]);
    expect([...highlightedLines('{5-3,0,-2}', 10)]).toEqual([]);
    expect([...highlightedLines('no range', 10)]).toEqual([]);
  });
});

describe('unsafe link URLs', () => {
  it.each([
    ['javascript:alert(1)'],
    ['JaVaScRiPt:alert(1)'],
    ['java&#x09;script:alert(1)'],
    ['&#106;avascript:alert(1)'],
    ['&#x20;javascript:alert(1)'],
    ['java&#10;script:alert(1)'],
    ['<\u0001 javascript:alert(1)>'],
    ['vbscript:msgbox(1)'],
    ['data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg=='],
  ])('[x](%s) keeps its text, loses its href, and warns at its line', async (url) => {
    const out = await renderer.render(`# T\n\nSee [the text](${url}) here.\n`, doc());
    expect(out.html).toContain('See the text here.');
    expect(out.html).not.toMatch(/<a /);
    expect(out.messages).toEqual([
      expect.objectContaining({
        ruleId: 'unsafe-link',
        line: 3,
        reason: expect.stringMatching(/^Unsafe link removed/),
      }),
    ]);
  });

  it('images and reference definitions too; data: images and safe links stay', async () => {
    const out = await renderer.render(
      [
        '![alt text](javascript:alert(1))',
        '',
        '[ref link][bad]',
        '',
        '[bad]: JAVASCRIPT:alert(1)',
        '',
        '![pixel](data:image/png;base64,iVBORw0KGgo=) [ok](https://example.com) [mail](mailto:a@b.c)',
      ].join('\n'),
      doc(),
    );
    expect(out.html).not.toMatch(/javascript/i);
    expect(out.html).toContain('alt text');
    expect(out.html).toContain('ref link');
    expect(out.html).toContain('src="data:image/png;base64,iVBORw0KGgo="');
    expect(out.html).toContain('href="https://example.com"');
    expect(out.html).toContain('href="mailto:a@b.c"');
    expect(out.messages.map((m) => [m.ruleId, m.line])).toEqual([
      ['unsafe-link', 5],
      ['unsafe-link', 1],
    ]);
  });
});

describe('assets outside the site folder', () => {
  it.each([
    ['an image', '![x](../../../../../../../../etc/passwd)'],
    ['a link', '[x](../secret.txt)'],
    ['a symlink inside that points outside', '![x](./img/link.txt)'],
  ])('%s is an error naming file and line', async (_name, markdown) => {
    const error = await failure(`# T\n\n${markdown}\n`);
    expect(error.location).toBe(`${doc()}:3:1`);
    expect(error.message).toMatch(/outside the site folder/);
  });

  it('files inside are published as before', async () => {
    const out = await renderer.render('![x](./img/ok.png)\n', doc());
    expect(out.html).toContain('src="/assets/files/ok.png"');
  });
});

describe('inline script JSON', () => {
  it('escapes <, >, & and the line separators, and still parses to the same value', () => {
    const value = { id: '</script><script>alert(1)</script>', amp: 'a&b', lines: '\u2028\u2029', gt: '-->' };
    const text = jsonForScript(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
    // As JavaScript, too.
    expect(new Function(`return ${text}`)()).toEqual(value);
  });
});

describe('large files parse block by block', () => {
  it('gives the same tree, positions included, as a whole parse', () => {
    const section = (i: number) =>
      `## Part ${i}\n\nText with *emphasis* and a [link](https://e.com/${i}).\n\n- a\n- b\n\n  more of b\n\n> quote ${i}\n\n\`\`\`ts\nconst x = ${i};\n\n\`\`\`\n\n`;
    const markdown = Array.from({ length: 200 }, (_, i) => section(i)).join('');
    const whole = (text: string) => fromMarkdown(text);
    expect(parseBlocks(markdown, (text) => whole(text).children, whole)).toEqual(whole(markdown));
  });
});

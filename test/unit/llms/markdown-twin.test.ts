import { beforeAll, describe, expect, it } from 'vitest';
import { twinOfCategory, twinOfHtml, twinOfMarkdown } from '../../../src/llms/route-twin.ts';
import { type CodeHighlighter, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../src/markdown/processor.ts';
import type { PageData } from '../../../src/shared/types.ts';

const FILE = '/site/docs/guides/page.md';
const ROUTES: Record<string, string> = {
  '/site/docs/guides/other.md': '/base/docs/guides/other',
  [FILE]: '/base/docs/guides/page',
};
const SITE = { url: 'https://example.com', baseUrl: '/base/' };

let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;

beforeAll(async () => {
  highlighter = await createCodeHighlighter({ languages: ['ts'], cache: new Map() });
  renderer = createMarkdownRenderer({
    highlighter,
    siteUrl: SITE.url,
    baseUrl: SITE.baseUrl,
    routeOfFile: (file) => ROUTES[file],
    addAsset: (file) => (file === '/site/docs/guides/img/shot.png' ? '/base/assets/files/1234-shot.png' : undefined),
  });
});

const twin = async (markdown: string) => (await renderer.render(markdown, FILE)).twin;

const page = (over: Partial<PageData> = {}): PageData => ({
  kind: 'doc',
  path: '/base/docs/guides/page',
  title: 'The page',
  contentHtml: '',
  toc: [],
  ...over,
});

describe('the markdown twin of a page', () => {
  it('is left empty for rnhc-docs check, which writes none, with its summary kept for llms.txt', async () => {
    const checking = createMarkdownRenderer({
      highlighter,
      siteUrl: SITE.url,
      baseUrl: SITE.baseUrl,
      routeOfFile: (file) => ROUTES[file],
      addAsset: () => undefined,
      twinText: false,
    });
    const body = 'Intro text. More.\n\n## First\n\nSee [other](./other.md).\n';
    const full = (await renderer.render(body, FILE)).twin;
    const checked = await checking.render(body, FILE);
    expect(full.markdown).toContain('## First');
    expect(checked.twin).toEqual({ markdown: '', sections: [], summary: 'Intro text.' });
    // The page itself is the same.
    expect(checked.html).toBe((await renderer.render(body, FILE)).html);
  });

  it('turns admonitions and GitHub alerts into quotes that open with their title in bold', async () => {
    const { markdown } = await twin(
      ':::note\n\nPlain note.\n\n:::\n\n:::tip Custom title\n\nWith a title.\n\n:::\n\n> [!WARNING]\n> Careful.\n',
    );
    expect(markdown).toBe(
      '> **Note**\n>\n> Plain note.\n\n> **Tip: Custom title**\n>\n> With a title.\n\n> **Warning**\n>\n> Careful.\n',
    );
  });

  it('makes links and images absolute, keeps fence languages and titles, and GFM tables', async () => {
    const { markdown } = await twin(
      [
        'See [other](./other.md#part), [here](#local), [site](/docs/x) and [out](https://x.dev/a).',
        '',
        '![shot](./img/shot.png)',
        '',
        '```ts title="a.ts" {1,3} showLineNumbers',
        'const a = 1;',
        '```',
        '',
        '| a | b |',
        '| - | - |',
        '| 1 | 2 |',
        '',
      ].join('\n'),
    );
    expect(markdown).toContain('[other](https://example.com/base/docs/guides/other#part)');
    expect(markdown).toContain('[here](https://example.com/base/docs/guides/page#local)');
    expect(markdown).toContain('[site](https://example.com/base/docs/x)');
    expect(markdown).toContain('[out](https://x.dev/a)');
    expect(markdown).toContain('![shot](https://example.com/base/assets/files/1234-shot.png)');
    expect(markdown).toContain('```ts title="a.ts"\nconst a = 1;\n```');
    expect(markdown).toContain('| a | b |\n| - | - |\n| 1 | 2 |');
  });

  it('cuts the twin at its h2 and names each section by the id of its HTML heading', async () => {
    const rendered = await twin('Intro text. More.\n\n## First {#custom}\n\nA\n\n### Sub\n\n## Second\n\nB\n');
    expect(rendered.summary).toBe('Intro text.');
    expect(rendered.sections.map((s) => [s.heading, s.id])).toEqual([
      ['', ''],
      ['First', 'custom'],
      ['Second', 'second'],
    ]);
    expect(rendered.markdown.slice(rendered.sections[1]?.offset)).toMatch(/^## First\n/);
  });

  it('adds the title as an h1 when the markdown has none, and makes one chunk per section', async () => {
    const rendered = await renderer.render('Body.\n\n## Part\n\nText.\n', FILE);
    const result = twinOfMarkdown(
      SITE,
      page({ title: 'A [title]', description: 'From front matter' }),
      rendered.twin,
      false,
    );
    expect(result.markdown).toBe('# A \\[title]\n\nBody.\n\n## Part\n\nText.\n');
    expect(result.file).toBe('docs/guides/page.md');
    expect(result.url).toBe('https://example.com/base/docs/guides/page.md');
    expect(result.description).toBe('From front matter');
    expect(result.chunks.map((c) => [c.headings, c.url])).toEqual([
      [['A [title]'], 'https://example.com/base/docs/guides/page'],
      [['A [title]', 'Part'], 'https://example.com/base/docs/guides/page#part'],
    ]);
    expect(result.chunks[0]?.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });

  it('gives a directory-style URL an index.html.md twin', async () => {
    const rendered = await renderer.render('# Own title\n\nBody.\n', FILE);
    const result = twinOfMarkdown(SITE, page({ path: '/base/docs/guides/page/' }), rendered.twin, true);
    expect(result.file).toBe('docs/guides/page/index.html.md');
    expect(result.markdown).toBe('# Own title\n\nBody.\n');
  });

  it('writes category pages from their cards and React pages from their HTML', () => {
    const category = twinOfCategory(
      SITE,
      page({
        kind: 'category',
        path: '/base/docs/category/guides',
        title: 'Guides',
        category: {
          description: 'All guides.',
          items: [{ title: 'Setup', href: '/base/docs/setup', description: 'Set it up.', isCategory: false }],
        },
      }),
    );
    expect(category.markdown).toBe(
      '# Guides\n\nAll guides.\n\n## [Setup](https://example.com/base/docs/setup)\n\nSet it up.\n',
    );
    const home = twinOfHtml(
      SITE,
      page({
        kind: 'home',
        path: '/base/',
        title: 'Home',
        contentHtml: '<header><h1 class="x">Site</h1><p>Hello <a href="/base/docs/intro">docs</a>.</p></header>',
      }),
    );
    expect(home.file).toBe('index.html.md');
    expect(home.markdown).toBe('# Site\n\nHello [docs](https://example.com/base/docs/intro).\n');
  });
});

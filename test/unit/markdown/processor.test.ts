import { parseDocument } from 'htmlparser2';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../src/markdown/processor.ts';

const FILE = '/site/docs/guides/page.md';
const ROUTES: Record<string, string> = {
  '/site/docs/guides/other.md': '/base/docs/guides/other',
  '/site/docs/intro.md': '/base/docs/intro',
  '/site/docs/guides/my doc.md': '/base/docs/guides/my-doc',
};
const ASSETS: Record<string, string> = {
  '/site/docs/guides/img/shot.png': '/base/assets/files/1234-shot.png',
  '/site/docs/guides/files/example.json': '/base/assets/files/5678-example.json',
};

let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;

beforeAll(async () => {
  highlighter = await createCodeHighlighter({ languages: ['ts', 'diff', 'md', 'NoSuchLang'], cache: new Map() });
  renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/base/',
    routeOfFile: (file) => ROUTES[file],
    addAsset: (file) => ASSETS[file],
  });
});

const render = (markdown: string) => renderer.render(markdown, FILE);
const html = async (markdown: string) => (await render(markdown)).html;

/** Text of the admonition heading (icon span removed). */
function admonitionTitles(out: string): string[] {
  return [
    ...out.matchAll(
      /<div class="admonition__heading"><span class="admonition__icon" aria-hidden="true"><\/span>(.*?)<\/div>/g,
    ),
  ].map((m) => m[1] ?? '');
}

describe('top-level blocks', () => {
  it('gives the length of each top-level node: the HTML is their concatenation, one node each', async () => {
    const out = await render(
      [
        '# Title',
        'A paragraph with `code` and a [link](https://example.com).',
        '```ts title="a.ts"\nconst a = 1;\n```',
        ':::tip\nInside an **admonition**.\n:::',
        '| a | b |\n| - | - |\n| 1 | 2 |',
        '<div class="raw">raw <em>HTML</em></div>',
        '- one\n- two',
      ].join('\n\n'),
    );
    expect(out.blocks.reduce((sum, length) => sum + length, 0)).toBe(out.html.length);
    const ends = out.blocks.map((_, i) => out.blocks.slice(0, i + 1).reduce((sum, length) => sum + length, 0));
    const parts = ends.map((end, i) => out.html.slice(ends[i - 1] ?? 0, end));
    expect(parts.join('')).toBe(out.html);
    // Each block is one whole node: a tab can replace it on its own.
    for (const part of parts) expect(parseDocument(part).children).toHaveLength(1);
    // Elements and the line breaks between them.
    expect(parts.filter((part) => part.startsWith('<')).length).toBeGreaterThanOrEqual(7);
  });
});

describe('admonitions', () => {
  it.each([
    ['note', 'Note'],
    ['tip', 'Tip'],
    ['info', 'Info'],
    ['warning', 'Warning'],
    ['danger', 'Danger'],
    ['caution', 'Caution'],
  ])(':::%s renders with its class and default title %s', async (type, title) => {
    const out = await html(`:::${type}\nSome *content*.\n:::\n`);
    expect(out).toContain(`<div class="admonition admonition-${type}" role="note">`);
    expect(admonitionTitles(out)).toEqual([title]);
    expect(out).toMatch(/<div class="admonition__content">\s*<p>Some <em>content<\/em>\.<\/p>\s*<\/div>/);
    expect(out).not.toContain(':::');
  });

  it('takes a Docusaurus-style title after the type', async () => {
    const out = await html(':::warning Custom title\nBody\n:::\n');
    expect(out).toContain('admonition-warning');
    expect(admonitionTitles(out)).toEqual(['Custom title']);
  });

  it('takes a bracket title with inline markdown', async () => {
    const out = await html(':::note[Bracket *title*]\nBody\n:::\n');
    expect(admonitionTitles(out)).toEqual(['Bracket <em>title</em>']);
  });

  it('keeps brackets and code in a title written after the type', async () => {
    const out = await html(':::tip Use [x] and `y`\nBody\n:::\n');
    expect(admonitionTitles(out)).toEqual(['Use [x] and <code>y</code>']);
  });

  it('nests an admonition inside one with more colons', async () => {
    const out = await html('::::info Outer\nBefore\n:::danger\nInner\n:::\nAfter\n::::\n');
    expect(admonitionTitles(out)).toEqual(['Outer', 'Danger']);
    const outer = out.indexOf('admonition-info');
    const inner = out.indexOf('admonition-danger');
    const after = out.indexOf('<p>After</p>');
    expect(outer).toBeGreaterThanOrEqual(0);
    expect(inner).toBeGreaterThan(outer);
    expect(after).toBeGreaterThan(inner);
    // "After" is still inside the outer admonition: the outer div closes after it.
    expect(out.slice(after)).toMatch(/^<p>After<\/p>\s*<\/div><\/div>\s*$/);
  });

  it('warns about an unknown type with its position and renders it as a note', async () => {
    const out = await render('Text\n\n:::bogus\nBody\n:::\n');
    expect(out.html).toContain('admonition-note');
    expect(out.messages).toHaveLength(1);
    expect(out.messages[0]?.reason).toContain('Unknown admonition type "bogus"');
    expect(out.messages[0]?.line).toBe(3);
    expect(out.messages[0]?.column).toBe(1);
  });

  it('leaves colons in prose alone (no text or leaf directives)', async () => {
    const out = await render('Meet at 10:30 today, ratio 3:2.\n\n::not-a-leaf\n');
    expect(out.html).toContain('<p>Meet at 10:30 today, ratio 3:2.</p>');
    expect(out.html).toContain('<p>::not-a-leaf</p>');
    expect(out.messages).toEqual([]);
  });

  it('leaves ::: inside a code fence untouched', async () => {
    const out = await html('```md\n:::note Title here\nin code\n:::\n```\n');
    expect(out).not.toContain('admonition');
    expect(out).toContain(':::note Title here');
    expect(out).not.toContain(':::note[Title here]');
  });

  it('keeps line numbers after a rewritten title line', async () => {
    const out = await render(':::note A title\nx\n:::\n\n[broken](./missing.md)\n');
    expect(out.messages[0]?.line).toBe(5);
  });
});

describe('GitHub alerts', () => {
  it('renders > [!NOTE] as a note admonition', async () => {
    const out = await html('> [!NOTE]\n> An alert with **bold**.\n');
    expect(out).toContain('<div class="admonition admonition-note" role="note">');
    expect(admonitionTitles(out.replace(/\n/g, ''))).toEqual(['Note']);
    expect(out).toContain('<p>An alert with <strong>bold</strong>.</p>');
    expect(out).not.toContain('[!NOTE]');
    expect(out).not.toContain('<blockquote>');
  });

  it.each([
    ['TIP', 'tip', 'Tip'],
    ['IMPORTANT', 'info', 'Important'],
    ['WARNING', 'warning', 'Warning'],
    ['CAUTION', 'caution', 'Caution'],
  ])('renders [!%s] as admonition-%s titled %s', async (alert, kind, title) => {
    const out = (await html(`> [!${alert}]\n> Body\n`)).replace(/\n/g, '');
    expect(out).toContain(`admonition-${kind}`);
    expect(admonitionTitles(out)).toEqual([title]);
  });

  it('leaves a normal blockquote and an unknown alert alone', async () => {
    const out = await html('> Just a quote\n\n> [!FOO]\n> x\n');
    expect(out).toContain('<blockquote>\n<p>Just a quote</p>\n</blockquote>');
    expect(out).toContain('[!FOO]');
    expect(out).not.toContain('admonition');
  });
});

describe('headings', () => {
  it('gives GitHub-style ids, numbering duplicates', async () => {
    const out = await render('## Hello, World!\n\n## Hello, World!\n\n### The `foo` method\n\n## Über größe\n');
    expect(out.toc.map((t) => t.id)).toEqual(['hello-world', 'hello-world-1', 'the-foo-method', 'über-größe']);
    expect(out.html).toContain('<h2 id="hello-world">');
    expect(out.html).toContain('<h2 id="hello-world-1">');
  });

  it('takes a custom id from {#id} and removes it from the text', async () => {
    const out = await render('## Custom heading {#my-id}\n\n## Custom heading\n');
    expect(out.html).toContain('<h2 id="my-id">Custom heading <a');
    expect(out.html).not.toContain('{#');
    expect(out.toc[0]).toEqual({ id: 'my-id', value: 'Custom heading', level: 2 });
  });

  it('adds a hash link with an aria-label to h2-h6, not h1', async () => {
    const out = await html('# Title\n\n## Section\n\n###### Deep\n');
    expect(out).toContain('<h1 id="title">Title</h1>');
    expect(out).toContain(
      '<h2 id="section">Section <a class="hash-link" href="#section" aria-label="Direct link to Section">#</a></h2>',
    );
    expect(out).toContain('<a class="hash-link" href="#deep" aria-label="Direct link to Deep">#</a></h6>');
  });

  it('collects the TOC from h2-h6 with levels, ids and escaped text', async () => {
    const out = await render('# Title\n\n## One\n\n### One A\n\n#### Deeper\n\n## A & B <3\n');
    expect(out.toc).toEqual([
      { id: 'one', value: 'One', level: 2 },
      { id: 'one-a', value: 'One A', level: 3 },
      { id: 'deeper', value: 'Deeper', level: 4 },
      { id: 'a--b-3', value: 'A &#x26; B &#x3C;3', level: 2 },
    ]);
  });

  it('leaves the footnotes heading out of the TOC', async () => {
    const out = await render('## Real\n\nText[^1]\n\n[^1]: Note.\n');
    expect(out.html).toContain('id="footnote-label"');
    expect(out.toc.map((t) => t.id)).toEqual(['real']);
  });

  it('gives headings written in raw HTML ids, hash links and TOC entries', async () => {
    const out = await render('<h2>Raw heading</h2>\n');
    expect(out.html).toContain('<h2 id="raw-heading">Raw heading <a class="hash-link" href="#raw-heading"');
    expect(out.toc).toEqual([{ id: 'raw-heading', value: 'Raw heading', level: 2 }]);
  });

  // Regression (fixed): src/shared/types.ts documents TocItem.value as "Heading text as HTML (inline code kept)",
  // but rehype-headings stores the escaped plain text, so `code` formatting is lost in the TOC.
  it('keeps inline code in the TOC value, as TocItem documents', async () => {
    const out = await render('## The `foo` method\n');
    expect(out.toc[0]?.value).toBe('The <code>foo</code> method');
  });
});

describe('GFM, raw HTML and emoji', () => {
  it('renders tables', async () => {
    const out = await html('| a | b |\n|---|:-:|\n| 1 | 2 |\n');
    expect(out).toContain('<table>');
    expect(out).toMatch(/<th>a<\/th>\s*<th align="center">b<\/th>/);
    expect(out).toMatch(/<td>1<\/td>\s*<td align="center">2<\/td>/);
  });

  it('renders task lists, strikethrough and autolinks', async () => {
    const out = await html('- [x] done\n- [ ] todo\n\n~~gone~~ see www.example.com\n');
    expect(out).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done</li>');
    expect(out).toContain('<li class="task-list-item"><input type="checkbox" disabled> todo</li>');
    expect(out).toContain('<del>gone</del>');
    expect(out).toContain(
      '<a href="http://www.example.com" target="_blank" rel="noopener noreferrer">www.example.com</a>',
    );
  });

  it('renders footnotes with matching reference and target ids', async () => {
    const out = await html('Claim[^src].\n\n[^src]: The source.\n');
    const ref = /<a href="#([^"]+)" id="([^"]+)" data-footnote-ref/.exec(out);
    expect(ref).not.toBeNull();
    expect(out).toContain(`<li id="${ref?.[1]}">`);
    expect(out).toContain(`href="#${ref?.[2]}"`);
    expect(out).toContain('The source.');
  });

  it('keeps raw HTML with its attributes', async () => {
    const out = await html('<div align="center" id="x">\n\n**Centered**\n\n</div>\n');
    expect(out).toContain('<div align="center" id="x">');
    expect(out).toContain('<strong>Centered</strong>');
  });

  it('turns gemoji shortcodes into emoji', async () => {
    expect(await html('Done :white_check_mark: :rocket:\n')).toContain('<p>Done ✅ 🚀</p>');
  });
});

describe('links', () => {
  it('rewrites relative .md links to routes, keeping the hash', async () => {
    const out = await render('[o](./other.md#section) [i](../intro.md) [p](other.md?tab=1) [s](<./my doc.md>)\n');
    expect(out.html).toContain('<a href="/base/docs/guides/other#section">o</a>');
    expect(out.html).toContain('<a href="/base/docs/intro">i</a>');
    expect(out.html).toContain('<a href="/base/docs/guides/other?tab=1">p</a>');
    expect(out.html).toContain('<a href="/base/docs/guides/my-doc">s</a>');
    expect(out.messages).toEqual([]);
  });

  it('rewrites link definitions', async () => {
    const out = await html('See [the other page][o].\n\n[o]: ./other.md\n');
    expect(out).toContain('<a href="/base/docs/guides/other">the other page</a>');
  });

  it('puts the base URL in front of site-absolute links, once', async () => {
    const out = await html('[a](/docs/x) [b](/base/docs/y) [c](/docs/x#h)\n');
    expect(out).toContain('<a href="/base/docs/x">a</a>');
    expect(out).toContain('<a href="/base/docs/y">b</a>');
    expect(out).toContain('<a href="/base/docs/x#h">c</a>');
  });

  it('reports a broken .md link as broken-markdown-link with its position, leaving the href', async () => {
    const out = await render('Intro line\n\nSee [gone](./missing.md#x) now.\n');
    expect(out.html).toContain('<a href="./missing.md#x">gone</a>');
    expect(out.messages).toHaveLength(1);
    const message = out.messages[0];
    expect(message?.ruleId).toBe('broken-markdown-link');
    expect(message?.reason).toContain('./missing.md#x');
    expect(message?.line).toBe(3);
    expect(message?.column).toBe(5);
  });

  it('opens external links in a new tab, safely, and leaves internal ones alone', async () => {
    const out = await html('[e](https://example.com/x) [h](HTTP://example.org) [m](mailto:a@b.c) [i](/docs/x)\n');
    expect(out).toContain('<a href="https://example.com/x" target="_blank" rel="noopener noreferrer">e</a>');
    expect(out).toContain('<a href="HTTP://example.org" target="_blank" rel="noopener noreferrer">h</a>');
    expect(out).toContain('<a href="mailto:a@b.c">m</a>');
    expect(out).toContain('<a href="/base/docs/x">i</a>');
  });

  it('copies relative non-markdown files as assets', async () => {
    const out = await html('[json](./files/example.json#L1) [dir](../elsewhere/)\n');
    expect(out).toContain('<a href="/base/assets/files/5678-example.json#L1">json</a>');
    expect(out).toContain('<a href="../elsewhere/">dir</a>');
  });

  it('lists links as emitted, with their source positions', async () => {
    const out = await render(
      '# T\n\n[o](./other.md) and [x](https://e.com)\n[h](#top) [b](./missing.md)\n\n![i](./img/shot.png)\n',
    );
    expect(out.links).toEqual([
      { url: '/base/docs/guides/other', line: 3, column: 1 },
      { url: 'https://e.com', line: 3, column: 21 },
      { url: '#top', line: 4, column: 1 },
      { url: './missing.md', line: 4, column: 11 },
    ]);
  });
});

describe('images', () => {
  it('turns a relative image into its asset URL and keeps absolute ones under the base URL', async () => {
    const out = await render('![Shot](./img/shot.png) ![Logo](/img/logo.svg) ![Ext](https://e.com/a.png)\n');
    expect(out.html).toContain('<img src="/base/assets/files/1234-shot.png" alt="Shot">');
    expect(out.html).toContain('<img src="/base/img/logo.svg" alt="Logo">');
    expect(out.html).toContain('<img src="https://e.com/a.png" alt="Ext">');
    expect(out.messages).toEqual([]);
  });

  it('reports a missing image with its position', async () => {
    const out = await render('Text\n\n  ![Gone](./img/gone.png)\n');
    expect(out.messages).toHaveLength(1);
    expect(out.messages[0]?.reason).toBe('Image not found: ./img/gone.png');
    expect(out.messages[0]?.line).toBe(3);
    expect(out.messages[0]?.column).toBe(3);
  });
});

describe('code blocks', () => {
  it('renders a title bar, highlighted lines and line numbers', async () => {
    const out = await html(
      '```ts title="src/app.ts" {1,3} showLineNumbers\nconst a = 1;\nconst b = 2;\nconst c = 3;\n```\n',
    );
    expect(out).toContain('<div class="code-block" data-language="ts"><div class="code-block__title">src/app.ts</div>');
    expect(out).toMatch(/<pre class="shiki[^"]* has-line-numbers"/);
    const lines = [...out.matchAll(/<span class="line( highlighted)?">/g)].map((m) => Boolean(m[1]));
    expect(lines).toEqual([true, false, true]);
  });

  it('starts line numbers at showLineNumbers=N', async () => {
    const out = await html('```ts showLineNumbers=5\nx\n```\n');
    expect(out).toContain('counter-reset:line 4');
  });

  it('marks diff lines as added and removed', async () => {
    const out = await html('```diff\n+added\n-removed\n same\n```\n');
    expect(out).toContain('<span class="line diff add">');
    expect(out).toContain('<span class="line diff remove">');
    expect(out.match(/class="line"/g)).toHaveLength(1);
  });

  it('renders an unknown language as escaped plain text and records it', async () => {
    const out = await html('```NoSuchLang\n<b>&amp;</b>\n```\n');
    expect(out).toContain('data-language="nosuchlang"');
    expect(out).not.toContain('<b>');
    expect(out).toMatch(/&#x3C;b>&#x26;amp;&#x3C;\/b>|&lt;b&gt;&amp;amp;&lt;\/b&gt;/);
    expect(highlighter.unknownLanguages.has('nosuchlang')).toBe(true);
    expect(highlighter.unknownLanguages.has('ts')).toBe(false);
  });

  it('escapes HTML special characters in highlighted code and in the title', async () => {
    const out = await html('```ts title="<evil>.ts"\nconst s = "<script>alert(1)</script>" && a < b;\n```\n');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<evil>');
    expect(out).toContain('&lt;evil&gt;.ts');
  });

  it('has the copy button and both themes as CSS variables', async () => {
    const out = await html('```ts\nconst x = 1;\n```\n');
    expect(out).toContain('<button type="button" class="code-block__copy" aria-label="Copy code to clipboard">');
    expect(out).toContain('--shiki-light:');
    expect(out).toContain('--shiki-dark:');
    expect(out).toContain('--shiki-light-bg:');
    // No single-theme inline colour: the theme CSS picks the palette.
    expect(out).not.toMatch(/style="color:/);
  });

  it('renders a fence without language as plain text without data-language', async () => {
    const out = await html('```\nplain & simple\n```\n');
    expect(out).toContain('<div class="code-block"><div class="code-block__body">');
    expect(out).toMatch(/plain (&#x26;|&amp;) simple/);
  });

  it('does not treat highlighted code as raw HTML when the page has raw HTML too', async () => {
    const out = await html('<div id="wrap">x</div>\n\n```ts\nconst tag = "<div>";\n```\n');
    expect(out).toContain('<div id="wrap">x</div>');
    expect(out).toContain('class="code-block__copy"');
    expect(out).not.toContain('"<div>"');
  });
});

describe('markdown links looked up as Docusaurus does', () => {
  const rooted = () =>
    createMarkdownRenderer({
      highlighter,
      baseUrl: '/base/',
      routeOfFile: (file) => ROUTES[file],
      addAsset: (file) => ASSETS[file],
      markdownLinkRoots: { contentDirs: [['/site/docs'], ['/site/versioned_docs/version-1']], siteDir: '/site' },
    });

  it('finds `intro.md` and `/intro.md` from the docs folder, and still from the file’s own folder', async () => {
    const out = await rooted().render('[a](intro.md) [b](/intro.md) [c](other.md) [d](/docs/intro.md)\n', FILE);
    expect(out.html).toContain('<a href="/base/docs/intro">a</a>');
    expect(out.html).toContain('<a href="/base/docs/intro">b</a>');
    expect(out.html).toContain('<a href="/base/docs/guides/other">c</a>');
    expect(out.html).toContain('<a href="/base/docs/intro">d</a>');
    expect(out.messages).toEqual([]);
  });

  it('keeps ./ and ../ relative to the file only', async () => {
    const out = await rooted().render('[a](./intro.md)\n', FILE);
    expect(out.messages.map((m) => m.ruleId)).toEqual(['broken-markdown-link']);
  });
});

describe('Docusaurus 2 admonition types', () => {
  it('renders :::important as an info box titled Important, without a warning', async () => {
    const out = await render(':::important\nRead this.\n:::\n');
    expect(out.html).toContain('admonition admonition-info');
    expect(admonitionTitles(out.html)).toEqual(['Important']);
    expect(out.messages).toEqual([]);
  });
});

describe('markdown links in a versioned doc', () => {
  it('are looked up from the doc’s own version folder', async () => {
    const renderer = createMarkdownRenderer({
      highlighter,
      baseUrl: '/base/',
      routeOfFile: (file) =>
        ({
          '/site/docs/intro.md': '/base/docs/next/intro',
          '/site/versioned_docs/version-1/intro.md': '/base/docs/intro',
        })[file],
      addAsset: () => undefined,
      markdownLinkRoots: { contentDirs: [['/site/docs'], ['/site/versioned_docs/version-1']], siteDir: '/site' },
    });
    const out = await renderer.render('[a](intro.md)\n', '/site/versioned_docs/version-1/guides/x.md');
    expect(out.html).toContain('<a href="/base/docs/intro">a</a>');
  });
});

describe('markdown links in a translated doc', () => {
  it('are looked up in the locale’s folder, then in the original docs folder', async () => {
    const fr = '/site/i18n/fr/docusaurus-plugin-content-docs/current';
    const renderer = createMarkdownRenderer({
      highlighter,
      baseUrl: '/base/fr/',
      routeOfFile: (file) =>
        ({ [`${fr}/intro.md`]: '/base/fr/docs/intro', '/site/docs/api.md': '/base/fr/docs/api' })[file],
      addAsset: () => undefined,
      markdownLinkRoots: { contentDirs: [[fr, '/site/docs']], siteDir: '/site' },
    });
    const out = await renderer.render('[a](intro.md) [b](api.md)\n', `${fr}/guides/setup.md`);
    expect(out.html).toContain('<a href="/base/fr/docs/intro">a</a>');
    expect(out.html).toContain('<a href="/base/fr/docs/api">b</a>');
    expect(out.messages).toEqual([]);
  });
});

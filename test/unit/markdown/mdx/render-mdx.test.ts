import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../../src/markdown/processor.ts';
import type { SiteData } from '../../../../src/shared/types.ts';
import { RnhcError } from '../../../../src/util/errors.ts';

let dir: string;
let docs: string;
let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;

const site = {
  title: 'Site',
  tagline: '',
  url: 'https://example.com',
  baseUrl: '/base/',
  trailingSlash: undefined,
  locale: 'en',
  defaultLocale: 'en',
  locales: [],
} as unknown as SiteData;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rnhc-mdx-'));
  docs = path.join(dir, 'docs');
  mkdirSync(path.join(dir, 'src/components'), { recursive: true });
  mkdirSync(docs, { recursive: true });
  writeFileSync(path.join(docs, '_setup.mdx'), '## Setup\n\nInstall the **app** first.\n\n```js\nconst a = 1;\n```\n');
  writeFileSync(
    path.join(dir, 'src/components/Badge.jsx'),
    'export default function Badge({ children }) { return <span className="badge">{children}</span>; }\n',
  );
  highlighter = await createCodeHighlighter({ languages: ['js', 'bash'], cache: new Map() });
  renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/base/',
    routeOfFile: (file) => (file.endsWith('page.mdx') || file.endsWith('page.md') ? '/base/docs/page' : undefined),
    addAsset: () => undefined,
    site,
    siteDir: dir,
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

const render = (body: string, name = 'page.mdx') => renderer.render(body, path.join(docs, name));

const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

# Install

<Tabs groupId="pm">
  <TabItem value="npm" label="npm">

\`\`\`bash
npm install x
\`\`\`

  </TabItem>
  <TabItem value="yarn" label="Yarn" default>

Run **yarn**.

  </TabItem>
</Tabs>
`;

describe('MDX', () => {
  it('drops import lines, renders the H1 first (the title is not shown twice)', async () => {
    const out = await render(TABS);
    expect(out.html).not.toContain('import Tabs');
    // Wrapped in <header> as Docusaurus wraps the content title.
    expect(out.html).toMatch(/^<header><h1[^>]*>Install/);
  });

  it('server-renders Tabs: labels, the default tab shown, the others hidden, ARIA roles', async () => {
    const { html } = await render(TABS);
    expect(html).toContain('role="tablist"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="false"[^>]*data-value="npm"[^>]*>npm</);
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="yarn"[^>]*>Yarn</);
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="npm"[^>]*hidden=""/);
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="yarn"[^>]*>(?!.*hidden)/);
    expect(html).toContain('data-group-id="pm"');
    // The code block inside a tab is the highlighted HTML, not escaped text.
    expect(html).toContain('class="code-block');
    expect(html).not.toContain('rnhc-raw');
    expect(html).not.toContain('&lt;pre');
  });

  it('takes values, defaultValue, queryString and TabItem attributes as Docusaurus does', async () => {
    const { html, twin } = await render(`import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs defaultValue="b" queryString="lang" values={[{ label: 'Alpha', value: 'a' }, { label: 'Beta', value: 'b' }]}>
  <TabItem value="a">A text</TabItem>
  <TabItem value="b" attributes={{ className: 'red' }}>B text</TabItem>
</Tabs>
`);
    expect(html).toMatch(/data-value="a" class="tabs__item">Alpha</);
    expect(html).toMatch(/aria-selected="true"[^>]*data-value="b"[^>]*>Beta</);
    expect(html).toContain('data-query-key="lang"');
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="a"[^>]*hidden=""[^>]*>A text</);
    expect(twin.markdown).toContain('**Alpha**\n\nA text\n\n**Beta**\n\nB text');
  });

  it('fails Tabs with two tabs of one value, or a defaultValue that is not a tab, naming the file', async () => {
    const tabs = (inner: string, props = '') =>
      `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme/TabItem';\n\n<Tabs${props}>\n${inner}\n</Tabs>\n`;
    const twice = await render(tabs('<TabItem value="a">1</TabItem>\n<TabItem value="a">2</TabItem>')).catch((e) => e);
    expect(twice).toBeInstanceOf(RnhcError);
    expect(twice.message).toContain('two tabs with the value "a"');
    expect(twice.location).toContain('page.mdx');
    const missing = await render(tabs('<TabItem value="a">1</TabItem>', ' defaultValue="z"')).catch((e) => e);
    expect(missing.message).toContain('defaultValue "z" is not one of its values ("a")');
  });

  it('turns tabs into labelled sections in the markdown twin', async () => {
    const { twin } = await render(TABS);
    expect(twin.markdown).toContain('**npm**');
    expect(twin.markdown).toContain('**Yarn**');
    expect(twin.markdown).toContain('npm install x');
    expect(twin.markdown).toContain('Run **yarn**.');
    expect(twin.markdown).not.toContain('import');
  });

  it('makes style={{...}} a real style attribute', async () => {
    const { html } = await render('<div style={{color: "red", marginTop: 4}}>Red</div>\n');
    expect(html).toContain('style="color:red;margin-top:4px"');
  });

  it('renders imported partials and @site components', async () => {
    const { html } = await render(
      "import Setup from './_setup.mdx';\nimport Badge from '@site/src/components/Badge';\n\n# T\n\n<Setup />\n\nNew <Badge>beta</Badge>\n",
    );
    expect(html).toContain('Install the <strong>app</strong> first.');
    expect(html).toContain('<span class="badge">beta</span>');
    expect(html).toContain('class="code-block');
  });

  it('lists the headings of partials in the TOC and puts their text in the twin, in place', async () => {
    const { toc, twin } = await render(
      "import Setup from './_setup.mdx';\n\n# T\n\n## Before\n\n<Setup />\n\n## After\n",
    );
    expect(toc.map((t) => t.value)).toEqual(['Before', 'Setup', 'After']);
    expect(twin.markdown).toMatch(
      /## Before\n\n## Setup\n\nInstall the \*\*app\*\* first\.\n\n```js\nconst a = 1;\n```\n\n## After/,
    );
  });

  it('reads the site through useBaseUrl and useDocusaurusContext', async () => {
    const { html } = await render(
      "import useBaseUrl from '@docusaurus/useBaseUrl';\nexport const Img = () => <img src={useBaseUrl('/img/a.png')} alt=\"a\" />;\n\n<Img />\n",
    );
    expect(html).toContain('src="/base/img/a.png"');
  });

  it('makes npm2yarn tabs and applies magic comments in MDX too', async () => {
    const { html } = await render(
      "import X from '@theme/Tabs';\n\n```bash npm2yarn\nnpm install a\n```\n\n```js\n// highlight-next-line\nconst a = 1;\n```\n",
    );
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="yarn"[^>]*hidden=""/);
    expect(html.replace(/<[^>]+>/g, '')).toContain('yarn add a');
    expect(html).toContain('theme-code-block-highlighted-line');
    expect(html).not.toContain('highlight-next-line');
  });

  it('renders CodeBlock, Details, Admonition, ThemedImage, Link and BrowserOnly', async () => {
    const { html, twin } = await render(`import CodeBlock from '@theme/CodeBlock';
import Details from '@theme/Details';
import Admonition from '@theme/Admonition';
import ThemedImage from '@theme/ThemedImage';
import Link from '@docusaurus/Link';
import BrowserOnly from '@docusaurus/BrowserOnly';

<CodeBlock language="js" title="a.js">{\`const fromCodeBlock = 1;\`}</CodeBlock>

<Details summary="More">Hidden **text**.</Details>

<Admonition type="important" title="Heads up">Careful.</Admonition>

<ThemedImage alt="Logo" sources={{ light: '/img/l.png', dark: '/img/d.png' }} />

<Link to="/docs/intro">Intro</Link>

<BrowserOnly fallback={<span>Loading</span>}>{() => <span>Browser</span>}</BrowserOnly>
`);
    expect(html).toMatch(/<div class="code-block" data-language="js"><div class="code-block__title">a\.js<\/div>/);
    expect(html).toContain('--shiki-light');
    expect(html).toMatch(/<details class="details"><summary>More<\/summary>/);
    expect(html).toContain('admonition admonition-info');
    expect(html).toContain('Heads up');
    expect(html).toContain('class="themed-image--light" src="/img/l.png" alt="Logo"');
    expect(html).toContain('href="/base/docs/intro"');
    expect(html).toContain('<span>Loading</span>');
    expect(twin.markdown).toContain('```js\nconst fromCodeBlock = 1;\n```');
    expect(twin.markdown).toContain('**More**');
    expect(twin.markdown).toContain('> **Heads up**');
  });

  it('reads HTML comments as Docusaurus 3 does by default (mdx1Compat.comments), not in code', async () => {
    const { html } = await render(
      "import Tabs from '@theme/Tabs';\n\n# T\n\n<!-- hidden -->\n\nSeen <!-- inline --> text.\n\n<!--\nmulti\nline\n-->\n\n`<!-- code -->`\n\n```html\n<!-- in a fence -->\n```\n",
    );
    expect(html).not.toContain('hidden');
    expect(html).not.toContain('multi');
    expect(html).toContain('Seen  text.');
    expect(html).toContain('<code>&lt;!-- code --&gt;</code>');
    expect(html.replace(/<[^>]+>/g, '')).toMatch(/(&lt;|&#x3C;)!-- in a fence --/);
  });

  it('renders TOCInline from the page’s toc, as Docusaurus exports it to MDX', async () => {
    const { html } = await render(
      "import TOCInline from '@theme/TOCInline';\n\n<TOCInline toc={toc} />\n\n## One `a`\n\n### One.1\n\n#### Deep\n\n## Two\n",
    );
    expect(html).toContain(
      '<div class="toc-inline"><ul><li><a href="#one-a">One <code>a</code></a><ul><li><a href="#one1">One.1</a></li></ul></li><li><a href="#two">Two</a></li></ul></div>',
    );
  });

  it('has the file’s frontMatter in scope, as Docusaurus provides it', async () => {
    const file = path.join(docs, 'fm.mdx');
    const text = '---\ntitle: From front matter\n---\n\nTitle: {frontMatter.title}\n';
    writeFileSync(file, text);
    const { html } = await renderer.render(text.slice(text.indexOf('\n\n') + 2), file);
    expect(html).toContain('<p>Title: From front matter</p>');
  });

  it('keeps {#custom-id} heading ids', async () => {
    const { html, toc } = await render('## Hello {#hi}\n\n<b>x</b>\n');
    expect(html).toContain('id="hi"');
    expect(toc[0]?.id).toBe('hi');
  });

  it('fails an unknown import with its line', async () => {
    const error = await render("# T\n\nimport X from '@theme/Nope';\n\n<X />\n").catch((e) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect(error.message).toContain('@theme/Nope');
    expect(error.location).toMatch(/page\.mdx:3/);
  });

  it('fails a component that is not imported, with its line', async () => {
    const error = await render('# T\n\ntext\n\n<Missing />\n').catch((e) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect(error.message).toContain('<Missing> is not defined');
    expect(error.location).toMatch(/page\.mdx:5/);
  });

  it('fails an .mdx file with broken MDX syntax at its line (no markdown fallback for .mdx)', async () => {
    const error = await render('# Syntax\n\n<div>\n\nnot closed\n').catch((e) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect(error.message).toMatch(/div/);
    expect(error.location).toMatch(/page\.mdx:\d+/);
  });

  it('fails a broken partial at the partial’s own file and line', async () => {
    writeFileSync(path.join(docs, '_broken.mdx'), 'Text.\n\n<Nope />\n');
    const error = await render("import B from './_broken.mdx';\n\n<B />\n", 'page.md').catch((e) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect(error.message).toContain('<Nope> is not defined');
    expect(error.location).toMatch(/_broken\.mdx:3/);
  });

  it('fails a missing partial with its line', async () => {
    const error = await render("import S from './_nope.mdx';\n\n<S />\n").catch((e) => e);
    expect(error).toBeInstanceOf(RnhcError);
    expect(error.location).toMatch(/page\.mdx:1/);
  });

  it('renders a .md that is not valid MDX as markdown, with a warning naming the line', async () => {
    const out = await render('# T\n\nimport X from "y"\n\nSome {broken text\n', 'page.md');
    expect(out.html).toContain('{broken text');
    const warning = out.messages.find((m) => m.ruleId === 'mdx-fallback');
    expect(warning?.line).toBe(5);
  });

  it('leaves .md without MDX syntax to the markdown pipeline (raw HTML comments kept working)', async () => {
    const out = await render('# T\n\n<!-- note -->\n\nplain\n', 'page.md');
    expect(out.html).toContain('plain');
    expect(out.messages).toEqual([]);
  });
});

describe('choosing MDX', async () => {
  const { isMdxFile } = await import('../../../../src/markdown/mdx/choose-format.ts');
  it('follows markdown.format: mdx (MDX syntax in .md), detect (.mdx only), md (never)', () => {
    expect(isMdxFile('a.mdx', 'plain', 'mdx')).toBe(true);
    expect(isMdxFile('a.md', "import X from 'y'\n", 'mdx')).toBe(true);
    expect(isMdxFile('a.md', '<Tabs>\n', 'mdx')).toBe(true);
    expect(isMdxFile('a.md', "import './x.css';\nexport const a = 1;\n", 'mdx')).toBe(true);
    expect(isMdxFile('a.md', 'import the data first,\nexport it later.\n', 'mdx')).toBe(false);
    expect(isMdxFile('a.md', '## Title {#id}\n\n`{x}`\n\n```js\n{a}\n```\n', 'mdx')).toBe(false);
    expect(isMdxFile('a.md', "import X from 'y'\n", 'detect')).toBe(false);
    expect(isMdxFile('a.mdx', 'x', 'detect')).toBe(true);
    expect(isMdxFile('a.mdx', 'x', 'md')).toBe(false);
  });

  it('reads a .md as MDX when an HTML tag holds markdown that CommonMark would leave raw', () => {
    // keyboard-controller's blog post (Docusaurus 3, format mdx): `![logo](./x.png)` inside a
    // `<div className>` is an image in MDX and raw text in a CommonMark HTML block.
    const wrapped = 'Text.\n\n<div className="playwright">\n  ![react native logo](./react-native.png)\n</div>\n';
    expect(isMdxFile('a.md', wrapped, 'mdx')).toBe(true);
    expect(isMdxFile('a.md', '<div class="x">\n  [a link](./b.md) and **bold**\n</div>\n', 'mdx')).toBe(true);
    // A blank line ends CommonMark's HTML block: the markdown after it is markdown in both.
    expect(isMdxFile('a.md', '<div class="x">\n\n![logo](./x.png)\n\n</div>\n', 'mdx')).toBe(false);
    expect(isMdxFile('a.md', '<p align="center">\n  <img src="x.png" />\n</p>\n', 'mdx')).toBe(false);
    expect(isMdxFile('a.md', wrapped, 'detect')).toBe(false);
  });
});

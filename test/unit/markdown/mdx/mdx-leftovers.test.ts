import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../../src/markdown/highlighter.ts';
import type { Mdx1Compat } from '../../../../src/markdown/mdx/choose-format.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../../src/markdown/processor.ts';
import type { SiteData } from '../../../../src/shared/types.ts';

/** `<Head><title>` in MDX, Tabs' `defaultValue={null}` and `markdown.mdx1Compat` switched off. */

let dir: string;
let docs: string;
let highlighter: CodeHighlighter;

const site = {
  title: 'Site',
  tagline: '',
  url: 'https://example.com',
  baseUrl: '/',
  trailingSlash: undefined,
  locale: 'en',
  defaultLocale: 'en',
  locales: [],
} as unknown as SiteData;

const rendererWith = (mdx1Compat?: Mdx1Compat): MarkdownRenderer =>
  createMarkdownRenderer({
    highlighter,
    baseUrl: '/',
    routeOfFile: () => '/docs/page',
    addAsset: () => undefined,
    site,
    siteDir: dir,
    ...(mdx1Compat ? { mdx1Compat } : {}),
  });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rnhc-mdx-leftovers-'));
  docs = path.join(dir, 'docs');
  mkdirSync(docs, { recursive: true });
  highlighter = await createCodeHighlighter({ languages: ['js'], cache: new Map() });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('<Head> from @docusaurus/Head in MDX', () => {
  it('gives the document its whole title, as Docusaurus does (the deepest <title> wins)', async () => {
    const out = await rendererWith().render(
      "import Head from '@docusaurus/Head';\n\n<Head>\n  <title>FAQ: all the questions</title>\n</Head>\n\nText.\n",
      path.join(docs, 'page.mdx'),
    );
    expect(out.documentTitle).toBe('FAQ: all the questions');
    // Head renders nothing in the content.
    expect(out.html).not.toContain('<title>');
    expect(out.html).toContain('<p>Text.</p>');
  });

  it('joins a title written in parts, and leaves pages without Head alone', async () => {
    const parts = await rendererWith().render(
      "import Head from '@docusaurus/Head';\n\nexport const name = 'Setup';\n\n<Head><title>{name} guide</title></Head>\n",
      path.join(docs, 'page.mdx'),
    );
    expect(parts.documentTitle).toBe('Setup guide');
    const plain = await rendererWith().render("import Tabs from '@theme/Tabs';\n\n# T\n", path.join(docs, 'page.mdx'));
    expect(plain.documentTitle).toBeUndefined();
  });
});

describe('Tabs defaultValue={null}', () => {
  const TABS = `import Tabs from '@theme/Tabs';
import TabItem from '@theme/TabItem';

<Tabs defaultValue={null} groupId="os">
  <TabItem value="android" label="Android" default>Android text</TabItem>
  <TabItem value="ios" label="iOS">iOS text</TabItem>
</Tabs>
`;

  it('selects no tab and hides every panel until the reader picks one, as Docusaurus does', async () => {
    const { html } = await rendererWith().render(TABS, path.join(docs, 'page.mdx'));
    expect(html).not.toContain('aria-selected="true"');
    expect(html).not.toContain('tabs__item--active');
    expect(html.match(/role="tabpanel"[^>]*hidden=""/g)).toHaveLength(2);
    // The panels are still in the HTML for the client to show.
    expect(html).toContain('Android text');
  });

  it('keeps the first tab in the tab order, so the set is reachable by keyboard', async () => {
    const { html } = await rendererWith().render(TABS, path.join(docs, 'page.mdx'));
    expect(html).toMatch(/role="tab"[^>]*tabindex="0"[^>]*data-value="android"/);
    expect(html).toMatch(/role="tab"[^>]*tabindex="-1"[^>]*data-value="ios"/);
  });
});

describe('markdown.mdx1Compat', () => {
  const off = (key: keyof Mdx1Compat): Mdx1Compat => ({
    comments: true,
    admonitions: true,
    headingIds: true,
    [key]: false,
  });

  it('comments: on by default; off, an HTML comment is MDX 2 syntax error (an .mdx file fails at its line)', async () => {
    const body = '# T\n\n<!-- hidden -->\n\nText.\n';
    expect((await rendererWith().render(body, path.join(docs, 'page.mdx'))).html).not.toContain('hidden');
    const error = await rendererWith(off('comments'))
      .render(body, path.join(docs, 'page.mdx'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as { location?: string }).location)).toContain('page.mdx:3');
  });

  it('comments off: a .md file that MDX cannot read is rendered as markdown, with a warning', async () => {
    const out = await rendererWith(off('comments')).render(
      "import Tabs from '@theme/Tabs';\n\n<!-- hidden -->\n\nText.\n",
      path.join(docs, 'page.md'),
    );
    expect(out.messages.map((m) => m.ruleId)).toContain('mdx-fallback');
  });

  it('headingIds: on by default; off, {#id} is an MDX expression and fails the .mdx file', async () => {
    const body = '## Hello {#hi}\n\nText.\n';
    const on = await rendererWith().render(body, path.join(docs, 'page.mdx'));
    expect(on.html).toContain('id="hi"');
    const error = await rendererWith(off('headingIds'))
      .render(body, path.join(docs, 'page.mdx'))
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(String((error as { location?: string }).location)).toContain('page.mdx:1');
  });

  it('admonitions: on by default, `:::note Title` has its title; off, it is text and only `:::note[Title]` is read', async () => {
    const legacy = ':::note Read this\n\nBody.\n\n:::\n';
    for (const file of ['page.mdx', 'page.md']) {
      const on = await rendererWith().render(legacy, path.join(docs, file));
      expect(on.html).toMatch(/class="admonition__heading">.*Read this<\/div>/);
      // Off, as remark-directive reads it (Docusaurus's own parser): not a directive, so text.
      const without = await rendererWith(off('admonitions')).render(legacy, path.join(docs, file));
      expect(without.html).not.toContain('admonition');
      expect(without.html).toContain('<p>:::note Read this</p>');
    }
    const label = await rendererWith(off('admonitions')).render(
      ':::note[Read this]\n\nBody.\n\n:::\n',
      path.join(docs, 'page.mdx'),
    );
    expect(label.html).toMatch(/class="admonition__heading">.*Read this<\/div>/);
  });
});

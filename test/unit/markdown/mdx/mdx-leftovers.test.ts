import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../../src/markdown/processor.ts';
import type { SiteData } from '../../../../templates/types.ts';

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

const rendererWith = (): MarkdownRenderer =>
  createMarkdownRenderer({
    highlighter,
    baseUrl: '/',
    routeOfFile: () => '/docs/page',
    addAsset: () => undefined,
    site,
    siteDir: dir,
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

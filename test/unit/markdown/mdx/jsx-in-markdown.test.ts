import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../../src/markdown/processor.ts';
import type { SiteData } from '../../../../src/shared/types.ts';

/** JSX where real Docusaurus sites put it: in headings, around markdown, imported from npm. */

let dir: string;
let docs: string;
let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;

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

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'rnhc-jsx-in-markdown-'));
  docs = path.join(dir, 'docs');
  mkdirSync(docs, { recursive: true });
  writeFileSync(path.join(docs, 'a.png'), 'png');
  highlighter = await createCodeHighlighter({ languages: ['js'], cache: new Map() });
  renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/',
    routeOfFile: () => '/docs/page',
    addAsset: () => '/assets/a.png',
    site,
    siteDir: dir,
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('JSX inside a heading', () => {
  it('renders a <Link> and a <div> inside headings, with ids and TOC entries from their text', async () => {
    const source = [
      "import Link from '@docusaurus/Link';",
      '',
      '## Why <Link to="/docs/x">X</Link>?',
      '',
      'Text.',
      '',
      '### `prop` <div className="label ios"></div>',
      '',
      'More.',
      '',
    ].join('\n');
    const out = await renderer.render(source, path.join(docs, 'page.mdx'));
    expect(out.html).toMatch(/<h2[^>]*id="why-x"/);
    expect(out.html).toContain('href="/docs/x"');
    // The slug of the heading's text, "prop " (Docusaurus's github-slugger keeps the space as "-").
    expect(out.html).toMatch(/<h3[^>]*id="prop-"/);
    expect(out.html).toContain('class="label ios"');
    expect(out.toc.map((item) => item.id)).toEqual(['why-x', 'prop-']);
    expect(out.twin.markdown).toContain('## Why X?');
  });
});

describe('markdown inside a JSX block', () => {
  it('renders an image and emphasis between blank lines inside <div> as markdown, in .md too', async () => {
    const source = ['<div className="x">', '', '![img](./a.png)', '', '*fine*', '', '</div>', ''].join('\n');
    for (const name of ['block.md', 'block.mdx']) {
      const out = await renderer.render(source, path.join(docs, name));
      expect(out.html, name).toMatch(/<div class="x">\s*<p><img[^>]*alt="img"/);
      expect(out.html, name).toContain('<em>fine</em>');
      expect(out.html, name).not.toContain('![img]');
    }
  });
});

describe('an MDX error', () => {
  it('points at the line of the import in the file, front matter counted', async () => {
    const lines = ['---', 'title: T', '---', '', '# T', ''];
    for (let i = lines.length; i < 51; i++) lines.push(i % 2 ? 'Some text.' : '');
    lines.push("import Missing from './missing-file';", '', '<Missing />', '');
    const file = path.join(docs, 'late-import.mdx');
    writeFileSync(file, lines.join('\n'));
    const error = await renderer.render(lines.join('\n'), file).then(
      () => undefined,
      (e: unknown) => e as { position?: { line: number } },
    );
    expect(error?.position?.line).toBe(52);
  });
});

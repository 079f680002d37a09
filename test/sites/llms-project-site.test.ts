/**
 * The project's own site: every route has a markdown twin that round-trips (rendered again by
 * the same markdown pipeline, it has the page's headings and code blocks), every page names its
 * twin, and the llms files are complete and valid.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLlmsTxt } from '../../src/llms/llms-txt.ts';
import { createCodeHighlighter } from '../../src/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../src/markdown/processor.ts';
import { markdownTwinHref } from '../../src/shared/twin-href.ts';
import { cli } from './helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BASE = '/react-native-health-connect/';
const ORIGIN = 'https://matinzd.github.io';

type Node = ReturnType<typeof parseDocument>['children'][number];

/** Visible text of a node: no hash links, screen-reader-only text or decorative icons. */
function visibleText(node: Node): string {
  if (node.type === 'text') return (node as unknown as { data: string }).data;
  if (!('children' in node)) return '';
  const attribs = (node as { attribs?: Record<string, string> }).attribs ?? {};
  const classes = (attribs.class ?? '').split(/\s+/);
  if (classes.includes('hash-link') || classes.includes('sr-only') || attribs['aria-hidden'] === 'true') return '';
  return (node.children as Node[]).map(visibleText).join('');
}

/** Headings (level and text) and code blocks (language and code) of some HTML, in order. */
function outline(html: string, scope: 'main' | 'all') {
  const document = parseDocument(html);
  const root = scope === 'main' ? DomUtils.findOne((el) => el.name === 'main', document.children, true) : document;
  if (!root) throw new Error('no <main> in the page');
  const elements = DomUtils.findAll(
    (el) => /^h[1-6]$/.test(el.name) || (el.name === 'div' && /\bcode-block\b/.test(el.attribs.class ?? '')),
    [root as never],
  );
  return elements.map((el) => {
    if (el.name.startsWith('h')) {
      // A heading for screen readers only (the blog list's h1) counts by its text.
      const text = visibleText(el).trim() || DomUtils.textContent(el);
      return `h${el.name[1]} ${text.replace(/\s+/g, ' ').trim()}`;
    }
    const code = DomUtils.findOne((c) => c.name === 'code', el.children, true);
    return `code[${el.attribs['data-language'] ?? ''}] ${code ? DomUtils.textContent(code).replace(/\n+$/, '') : ''}`;
  });
}

describe('the project site for AI readers', () => {
  let out: string;
  let manifest: Array<{ path: string; kind: string }>;

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'rnhc-llms-'));
    const result = await cli([
      'build',
      '--config',
      path.join(ROOT, 'rnhc-docs.config.yaml'),
      '--out-dir',
      out,
      '--no-cache',
    ]);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    manifest = JSON.parse(await readFile(path.join(out, 'route-manifest.json'), 'utf8'));
  }, 240_000);
  afterAll(() => rm(out, { recursive: true, force: true }));

  const fileOf = (urlPath: string) => urlPath.slice(BASE.length);
  const htmlOf = (urlPath: string) =>
    readFile(
      path.join(out, urlPath.endsWith('/') ? `${fileOf(urlPath)}index.html` : `${fileOf(urlPath)}.html`),
      'utf8',
    );

  it('gives every route but the 404 page a twin that round-trips', async () => {
    const highlighter = await createCodeHighlighter({
      languages: ['ts', 'tsx', 'kotlin', 'xml', 'json', 'bash', 'diff'],
      cache: new Map(),
    });
    const renderer = createMarkdownRenderer({
      highlighter,
      siteUrl: ORIGIN,
      baseUrl: BASE,
      routeOfFile: () => undefined,
      addAsset: () => undefined,
    });
    const pages = manifest.filter((entry) => entry.kind !== 'notFound');
    expect(pages.length).toBeGreaterThanOrEqual(29);
    for (const entry of pages) {
      const twinFile = path.join(out, fileOf(markdownTwinHref(entry.path)));
      expect(existsSync(twinFile), entry.path).toBe(true);
      const twin = await readFile(twinFile, 'utf8');
      expect(twin, entry.path).not.toMatch(/<(div|span|nav|svg|button)\b/);
      const html = await htmlOf(entry.path);
      expect(html, entry.path).toContain(
        `<link rel="alternate" type="text/markdown" href="${markdownTwinHref(entry.path)}">`,
      );
      const again = await renderer.render(twin, path.join(out, 'twin.md'));
      const page = outline(html, 'main');
      expect(page.length, entry.path).toBeGreaterThan(0);
      expect(outline(again.html, 'all'), entry.path).toEqual(page);
    }
  }, 240_000);

  it('writes an llms.txt that validates and lists every listed page once, by its twin', async () => {
    const llms = await readFile(path.join(out, 'llms.txt'), 'utf8');
    expect(checkLlmsTxt(llms)).toEqual([]);
    expect(llms).toMatch(/^# React Native Health Connect\n\n> React Native library for Android Health Connect/);
    expect(llms.match(/^## .*/gm)).toEqual(['## Docs', '## API Reference', '## Optional']);
    const urls = [...llms.matchAll(/\]\((https:[^)]+)\)/g)].map((m) => m[1]);
    // Pages that only list others (the blog's lists, tags, archive) have twins but are not listed.
    const lists = new Set(['blogList', 'blogTag', 'blogAuthor', 'blogTags', 'blogArchive', 'blogAuthors']);
    const listed = manifest.filter((e) => e.kind !== 'notFound' && e.path !== `${BASE}docs` && !lists.has(e.kind));
    expect(new Set(urls).size).toBe(urls.length);
    expect([...urls].sort()).toEqual(listed.map((e) => ORIGIN + markdownTwinHref(e.path)).sort());
    expect(llms).toMatch(
      /- \[readRecords\]\(https:\/\/matinzd\.github\.io\/react-native-health-connect\/docs\/api\/methods\/readRecords\.md\): Read the records of one type within a time range, one page at a time\. \(~[\d,]+ tokens\)/,
    );
  });

  it('writes llms-full.txt with every doc in sidebar order and llms.json with working anchors', async () => {
    const full = await readFile(path.join(out, 'llms-full.txt'), 'utf8');
    const sources = [...full.matchAll(/^Source: (.*)$/gm)].map((m) => m[1]);
    const docs = manifest.filter((e) => e.kind === 'doc' && e.path !== `${BASE}docs`);
    expect(sources).toHaveLength(docs.length);
    expect(sources.slice(0, 2)).toEqual([`${ORIGIN}${BASE}docs/intro`, `${ORIGIN}${BASE}docs/get-started`]);
    const json = JSON.parse(await readFile(path.join(out, 'llms.json'), 'utf8')) as {
      chunks: Array<{ page: string; headings: string[]; url: string; hash: string; tokens: number }>;
    };
    const readRecords = json.chunks.filter((c) => c.page.endsWith('/readRecords.md'));
    expect(readRecords.map((c) => c.headings.at(-1))).toEqual([
      'readRecords',
      'Signature',
      'Parameters',
      'Returns',
      'Errors',
      'Example',
      'Notes',
      'Related',
    ]);
    for (const chunk of json.chunks) {
      const [pageUrl, id] = chunk.url.split('#');
      if (!id) continue;
      const html = await htmlOf((pageUrl ?? '').slice(ORIGIN.length));
      expect(html, chunk.url).toContain(`id="${id}"`);
    }
    for (const chunk of json.chunks) expect(chunk.hash).toMatch(/^sha256:[0-9a-f]{64}$/);
  });
});

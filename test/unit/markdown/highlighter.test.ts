import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCodeThemeFromPrism } from '../../../src/markdown/code-themes.ts';
import { loadHighlightCache, saveHighlightCache } from '../../../src/markdown/highlight-cache.ts';
import { createCodeHighlighter, parseCodeMeta } from '../../../src/markdown/highlighter.ts';

describe('parseCodeMeta', () => {
  it.each([
    ['', {}],
    ['title="src/a.ts"', { title: 'src/a.ts' }],
    ["title='with space.ts'", { title: 'with space.ts' }],
    ['title=bare.ts {1,2}', { title: 'bare.ts' }],
    ['showLineNumbers', { lineNumbersFrom: 1 }],
    ['{2} showLineNumbers=10 title="x"', { title: 'x', lineNumbersFrom: 10 }],
    ['showLineNumbersExtra', {}],
  ])('parses %j', (meta, expected) => {
    expect(parseCodeMeta(meta)).toEqual(expected);
  });
});

describe('highlight cache', () => {
  let tmp: string;
  beforeAll(async () => {
    tmp = await mkdtemp(path.join(os.tmpdir(), 'rnhc-highlight-cache-'));
  });
  afterAll(() => rm(tmp, { recursive: true, force: true }));

  it('saves highlighted blocks and a new highlighter reads them back', async () => {
    const cacheFile = path.join(tmp, 'nested', 'highlight.json');
    const first = await createCodeHighlighter({ languages: ['ts'], cache: await loadHighlightCache(cacheFile) });
    const html = first.render('const x: number = 1;\n', 'ts', 'title="a.ts"');
    expect(html).toContain('code-block__title');
    expect(first.highlighted).toBe(1);
    await saveHighlightCache(cacheFile, first.used);
    expect(existsSync(cacheFile)).toBe(true);
    const stored = JSON.parse(await readFile(cacheFile, 'utf8')) as Record<string, string>;
    expect(Object.values(stored)).toEqual([html]);

    const second = await createCodeHighlighter({ languages: ['ts'], cache: await loadHighlightCache(cacheFile) });
    expect(second.render('const x: number = 1;\n', 'ts', 'title="a.ts"')).toBe(html);
    expect(second.highlighted).toBe(0);
  });

  it("highlights with a theme of the site's own (a Docusaurus prism theme object)", async () => {
    const theme = createCodeThemeFromPrism(
      {
        plain: { color: '#f8f8f2', backgroundColor: '#272822' },
        styles: [{ types: ['keyword'], style: { color: '#F92672' } }],
      },
      () => 'abcdef0123',
    );
    if (!theme) throw new Error('no theme');
    const highlighter = await createCodeHighlighter({
      languages: ['js'],
      cache: new Map(),
      themes: { light: theme.name, dark: theme.name, custom: { [theme.name]: theme } },
    });
    const html = highlighter.render('const x = 1;', 'js', undefined);
    expect(html.toLowerCase()).toContain('--shiki-light-bg:#272822');
    // `const` is prism's keyword, TextMate's storage.type.
    expect(html.toLowerCase()).toMatch(/--shiki-light:#f92672[^>]*>const</);
  });

  it('serves blocks from the cache instead of highlighting again', async () => {
    const cacheFile = path.join(tmp, 'tampered.json');
    const first = await createCodeHighlighter({ languages: ['ts'], cache: new Map() });
    first.render('let y = 2;', 'ts', undefined);
    await saveHighlightCache(cacheFile, first.used);
    const [key] = first.used.keys();
    await writeFile(cacheFile, JSON.stringify({ [key ?? '']: '<p>from the cache</p>' }));

    const second = await createCodeHighlighter({ languages: ['ts'], cache: await loadHighlightCache(cacheFile) });
    expect(second.render('let y = 2;', 'ts', undefined)).toBe('<p>from the cache</p>');
    // Another meta, language or code is another entry.
    expect(second.render('let y = 2;', 'ts', 'showLineNumbers')).toContain('has-line-numbers');
    expect(second.render('let y = 2;', 'text', undefined)).not.toBe('<p>from the cache</p>');
    expect(second.render('let y = 3;', 'ts', undefined)).not.toBe('<p>from the cache</p>');
    expect(second.highlighted).toBe(3);
  });

  it('a lazy highlighter starts shiki only for a block its cache lacks', async () => {
    const eager = await createCodeHighlighter({ languages: ['ts'], cache: new Map() });
    const cachedHtml = eager.render('const cached = 1;', 'ts', undefined);
    const cache = new Map(eager.used);
    const block = (code: string) => ({ key: eager.keyOf(code, 'ts', undefined), code, lang: 'ts', meta: undefined });
    const cachedKey = block('const cached = 1;');
    const missingKey = block('const missing = 2;');

    const lazy = await createCodeHighlighter({ languages: ['ts'], cache, lazy: true });
    await lazy.prepare([cachedKey]);
    // Everything cached: blocks render without shiki.
    expect(lazy.render('const cached = 1;', 'ts', undefined)).toBe(cachedHtml);
    // A block the cache lacks, not prepared for: a clear error, not a half-rendered page.
    expect(() => lazy.render('const missing = 2;', 'ts', undefined)).toThrow(/before the highlighter was prepared/);
    await lazy.prepare([cachedKey, missingKey]);
    expect(lazy.render('const missing = 2;', 'ts', undefined)).toBe(
      eager.render('const missing = 2;', 'ts', undefined),
    );
    expect(lazy.highlighted).toBe(1);
  });

  it('keeps only the entries this build used', async () => {
    const cache = new Map([['stale-key', '<p>old</p>']]);
    const highlighter = await createCodeHighlighter({ languages: ['ts'], cache });
    highlighter.render('a', 'ts', undefined);
    highlighter.render('a', 'ts', undefined);
    expect([...highlighter.used.keys()]).toHaveLength(1);
    expect(highlighter.used.has('stale-key')).toBe(false);
    expect(highlighter.highlighted).toBe(1);
  });

  it('treats a missing or damaged cache file as empty', async () => {
    const damaged = path.join(tmp, 'damaged.json');
    await writeFile(damaged, '{ not json');
    expect((await loadHighlightCache(damaged)).size).toBe(0);
    expect((await loadHighlightCache(path.join(tmp, 'missing.json'))).size).toBe(0);
    expect((await loadHighlightCache(undefined)).size).toBe(0);
  });

  it('lists unknown languages but not plain-text names', async () => {
    const highlighter = await createCodeHighlighter({
      languages: ['Mermaid2', 'text', 'txt', 'plaintext', 'js'],
      cache: new Map(),
    });
    expect([...highlighter.unknownLanguages]).toEqual(['mermaid2']);
  });

  // Regression (fixed): render() falls back to plain text only for languages shiki does not know at all. A known
  // language whose grammar was not loaded (e.g. it appears only in a fence that
  // collectFenceLanguages misses, such as one nested in a list or a blockquote) throws
  // ShikiError "Language \`ts\` not found" and the whole page fails to render.
  it('does not throw for a known language whose grammar was not preloaded', async () => {
    const highlighter = await createCodeHighlighter({ languages: [], cache: new Map() });
    expect(() => highlighter.render('const x = 1;', 'ts', undefined)).not.toThrow();
  });
});

describe('plain highlighter (rnhc-docs check)', () => {
  it('renders escaped code in the same frame without starting shiki, and keeps nothing for the cache', async () => {
    const plain = await createCodeHighlighter({ languages: ['ts', 'nope'], cache: new Map(), plain: true });
    const code = 'const a = "<b>";\n';
    await plain.prepare([{ key: plain.keyOf(code, 'ts', 'title="a.ts"'), code, lang: 'ts', meta: 'title="a.ts"' }]);
    const html = plain.render('const a = "<b>";\n', 'ts', 'title="a.ts"');
    expect(html).toBe(
      '<div class="code-block" data-language="ts"><div class="code-block__title">a.ts</div><div class="code-block__body"><pre><code>const a = &quot;&lt;b&gt;&quot;;</code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></div></div>',
    );
    expect(plain.highlighted).toBe(0);
    expect(plain.used.size).toBe(0);
    expect([...plain.unknownLanguages]).toEqual(['nope']);
  });
});

describe('highlighting without a cache', () => {
  it('highlights a block that repeats across pages once', async () => {
    const highlighter = await createCodeHighlighter({ languages: ['ts'], cache: new Map(), keepUsed: false });
    const first = highlighter.render('const repeated = 1;\n', 'ts', '');
    const again = highlighter.render('const repeated = 1;\n', 'ts', '');
    expect(again).toBe(first);
    expect(highlighter.highlighted).toBe(1);
    expect(highlighter.used.size).toBe(0);
  });
});

describe('regex engine', () => {
  it('reads the same Oniguruma binary from shiki/onig.wasm as shiki/wasm inlines', async () => {
    const { createRequire } = await import('node:module');
    const { wasmBinaryPromise } = (await import('shiki/wasm')) as { wasmBinaryPromise: Promise<Uint8Array> };
    const inlined = Buffer.from(await wasmBinaryPromise);
    const file = await readFile(createRequire(import.meta.url).resolve('shiki/onig.wasm'));
    expect(inlined.length).toBeGreaterThan(100_000);
    expect(file.equals(inlined)).toBe(true);
  });
});

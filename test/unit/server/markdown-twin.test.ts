import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markdownCandidates, prefersMarkdown } from '../../../src/server/markdown-twin.ts';
import { type StaticServer, startStaticServer } from '../../../src/server/static-server.ts';

const accept = (value: string | undefined) => ({ headers: value === undefined ? {} : { accept: value } });

describe('markdown negotiation', () => {
  it('prefers markdown only when the client names it and ranks it at least as high as HTML', () => {
    expect(prefersMarkdown(accept('text/markdown'))).toBe(true);
    expect(prefersMarkdown(accept('text/markdown, text/html;q=0.9'))).toBe(true);
    expect(prefersMarkdown(accept('text/html, text/markdown;q=0.5'))).toBe(false);
    expect(prefersMarkdown(accept('text/markdown;q=0'))).toBe(false);
    // A browser's header names neither.
    expect(prefersMarkdown(accept('text/html,application/xhtml+xml,*/*;q=0.8'))).toBe(false);
    expect(prefersMarkdown(accept(undefined))).toBe(false);
  });

  it('maps a page request to its twin files', () => {
    expect(markdownCandidates(['docs/intro', 'docs/intro.html', 'docs/intro/index.html'])).toEqual([
      'docs/intro.md',
      'docs/intro/index.html.md',
    ]);
    expect(markdownCandidates(['index.html'])).toEqual(['index.html.md']);
    expect(markdownCandidates(['docs/index.html'])).toEqual(['docs/index.html.md', 'docs.md']);
    expect(markdownCandidates(['img/logo.svg'])).toEqual([]);
  });
});

describe('serve and the twins', () => {
  let root: string;
  let server: StaticServer;

  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'rnhc-twin-serve-'));
    await mkdir(path.join(root, 'docs'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), '<h1>Home</h1>');
    await writeFile(path.join(root, 'index.html.md'), '# Home\n');
    await writeFile(path.join(root, 'docs/intro.html'), '<h1>Intro</h1>');
    await writeFile(path.join(root, 'docs/intro.md'), '# Intro\n');
    await writeFile(path.join(root, 'docs/no-twin.html'), '<h1>No twin</h1>');
    server = await startStaticServer({ root, baseUrl: '/base/', host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await server.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (file: string, headers: Record<string, string> = {}) => fetch(new URL(file, server.url), { headers });

  it('serves .md files as text/markdown', async () => {
    const response = await get('docs/intro.md');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe('# Intro\n');
  });

  it('answers a page request that accepts markdown with the twin, and varies on Accept', async () => {
    for (const file of ['docs/intro', 'docs/intro/', '']) {
      const response = await get(file, { accept: 'text/markdown' });
      expect(response.headers.get('content-type'), file).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('vary'), file).toMatch(/^Accept(, Accept-Encoding)?$/);
    }
    expect(await (await get('docs/intro', { accept: 'text/markdown' })).text()).toBe('# Intro\n');
    const html = await get('docs/intro', { accept: 'text/html' });
    expect(html.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await html.text()).toBe('<h1>Intro</h1>');
    // A page without a twin is still served.
    const fallback = await get('docs/no-twin', { accept: 'text/markdown' });
    expect(fallback.status).toBe(200);
    expect(await fallback.text()).toBe('<h1>No twin</h1>');
  });
});

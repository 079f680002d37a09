import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const FEEDS = ['rss.xml', 'atom.xml', 'feed.json'];

/**
 * Docusaurus 3.10 (facebook/docusaurus#11562 moved the list's pagination into route creation,
 * which always makes at least one page) writes the blog's list page even when the blog has no
 * post at all: its folder missing, empty or drafts only. Docusaurus 3.9 and older returned no list
 * page for a blog without posts. Neither writes feeds for it.
 */
describe('a Docusaurus site whose blog has no posts', () => {
  it('gets an empty /blog/ list page on Docusaurus 3.10, without feeds', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-empty-blog');
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'blog/index.html');
    expect(titleOf(html)).toBe('Blog | Empty Blog');
    expect(html).not.toMatch(/<article/);
    // No feed is written, so no page points at one.
    expect(html).not.toMatch(/rel="alternate" type="application\/(rss|atom|feed)/);
    for (const feed of FEEDS) expect(existsSync(path.join(site, 'build/blog', feed)), feed).toBe(false);
  });

  it('gets it too when the blog folder holds drafts only', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-empty-blog', {
      'blog/2026-01-01-soon.md': '---\ntitle: Soon\ndraft: true\n---\nNot yet.\n',
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(titleOf(await readOut(site, 'blog/index.html'))).toBe('Blog | Empty Blog');
    expect(existsSync(path.join(site, 'build/blog/2026/01/01/soon'))).toBe(false);
    for (const feed of FEEDS) expect(existsSync(path.join(site, 'build/blog', feed)), feed).toBe(false);
  });

  it('gets no blog page on Docusaurus 3.9, nor with the blog off', { timeout: 120_000 }, async () => {
    const older = await makeSite('docusaurus-empty-blog', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '^3.9.2' } }),
    });
    const result = await buildDocusaurus(older);
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(older, 'build/blog'))).toBe(false);
    const off = await makeSite('docusaurus-empty-blog', {
      'docusaurus.config.js': `module.exports = { title: 'Empty Blog', url: 'https://example.com', baseUrl: '/', presets: [['classic', { blog: false }]] };\n`,
    });
    const offResult = await buildDocusaurus(off);
    expect(offResult.code, offResult.stderr).toBe(0);
    expect(existsSync(path.join(off, 'build/blog'))).toBe(false);
  });

  it('gets an empty list page on any Docusaurus 3 when every post is unlisted', { timeout: 120_000 }, async () => {
    const site = await makeSite('docusaurus-empty-blog', {
      'package.json': JSON.stringify({ dependencies: { '@docusaurus/core': '3.6.3' } }),
      'blog/2026-01-01-hidden.md': '---\ntitle: Hidden\nunlisted: true\n---\nBy link only.\n',
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(titleOf(await readOut(site, 'blog/index.html'))).toBe('Blog | Empty Blog');
    expect(await readOut(site, 'blog/index.html')).not.toContain('By link only');
    expect(titleOf(await readOut(site, 'blog/2026/01/01/hidden/index.html'))).toBe('Hidden | Empty Blog');
  });
});

/**
 * Docusaurus 2's single-author front matter (`author`, `authorTitle`, `authorURL`,
 * `authorImageURL`; also snake_case), which Docusaurus 3 still reads when a post has no `authors`
 * (issue 22: react-native-website's older posts lost their author and avatar).
 */
import { describe, expect, it } from 'vitest';
import { build, makeSite, readOut } from './helpers.ts';

const POST = `---
title: An old post
author: Tom Occhino
authorTitle: Engineering Manager
authorURL: 'https://github.com/tomocchino'
authorImageURL: 'https://avatars.example/tom.png'
---

Written in 2015.
`;

describe('legacy author front matter', () => {
  it('gives the post its author, with title, link and avatar', { timeout: 120_000 }, async () => {
    const site = await makeSite('blog-site', { 'blog/2015-03-26-old-post.md': POST });
    const result = await build(site);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'blog/2015/03/26/old-post/index.html');
    const authors = /<ul class="blog-authors"[\s\S]*?<\/ul>/.exec(html)?.[0] ?? '';
    expect(authors).toContain('Tom Occhino');
    expect(authors).toContain('Engineering Manager');
    expect(authors).toContain('href="https://github.com/tomocchino"');
    expect(authors).toContain('src="https://avatars.example/tom.png"');
  });
});

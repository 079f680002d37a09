import { describe, expect, it } from 'vitest';
import { createAuthor } from '../../../src/content/blog/authors.ts';
import { absoluteUrls } from '../../../src/content/blog/feeds.ts';
import { parseFrontMatterDate, parsePostPath } from '../../../src/content/blog/post-date.ts';
import { kebabCase } from '../../../src/content/blog/tags.ts';

describe('blog content rules (as Docusaurus applies them)', () => {
  it('reads the date and slug from a post path', () => {
    expect(parsePostPath('2026-08-01-version-4.md')).toEqual({
      date: new Date('2026-08-01T00:00:00Z'),
      text: 'version-4',
      slug: '2026/08/01/version-4',
    });
    expect(parsePostPath('2024-08-09-version-3/index.md').slug).toBe('2024/08/09/version-3');
    expect(parsePostPath('2024/08/09/version-3.md').slug).toBe('2024/08/09/version-3');
    expect(parsePostPath('release-notes/index.md')).toEqual({
      date: undefined,
      text: 'release-notes',
      slug: 'release-notes',
    });
    // Not a calendar date: a plain name, as Docusaurus treats it.
    expect(parsePostPath('2026-13-45-nope.md').date).toBeUndefined();
  });

  it('parses front matter dates as UTC and rejects impossible ones', () => {
    expect(parseFrontMatterDate('2026-08-01')?.toISOString()).toBe('2026-08-01T00:00:00.000Z');
    expect(parseFrontMatterDate('2026-08-01T10:30')?.toISOString()).toBe('2026-08-01T10:30:00.000Z');
    expect(parseFrontMatterDate('2026-08-01T10:30:00+02:00')?.toISOString()).toBe('2026-08-01T08:30:00.000Z');
    expect(parseFrontMatterDate('2026-02-30')).toBeUndefined();
    expect(parseFrontMatterDate('next tuesday')).toBeUndefined();
    expect(parseFrontMatterDate(20260801)).toBeUndefined();
  });

  it('makes tag permalinks with lodash kebabCase rules', () => {
    expect(kebabCase('Release')).toBe('release');
    expect(kebabCase('React Native')).toBe('react-native');
    expect(kebabCase('fooBar')).toBe('foo-bar');
    expect(kebabCase('v4')).toBe('v-4');
    expect(kebabCase('Health Connect 1.1')).toBe('health-connect-1-1');
    expect(kebabCase('HTMLParser')).toBe('html-parser');
    expect(kebabCase('café')).toBe('cafe');
  });

  it('makes the links of feed HTML absolute', () => {
    const html = '<a href="/docs/intro">x</a><a href="#top">y</a><img src="/img/a.png"><a href="https://e.org/">z</a>';
    expect(absoluteUrls(html, 'https://example.com', 'https://example.com/blog/post')).toBe(
      '<a href="https://example.com/docs/intro">x</a><a href="https://example.com/blog/post#top">y</a><img src="https://example.com/img/a.png"><a href="https://e.org/">z</a>',
    );
  });
});

describe('the classic preset blog options of a docusaurus.config.js', () => {
  it('keeps blog options, turns the blog off with false, and names what it does not apply', async () => {
    const { mapDocusaurusConfig } = await import('../../../src/config/docusaurus/map-config.ts');
    const config = (blog: unknown) => ({ title: 'x', url: 'https://e.org', presets: [['classic', { blog }]] });
    const on = mapDocusaurusConfig(
      config({ postsPerPage: 5, showReadingTime: true, truncateMarker: /x/ }),
      () => false,
    );
    expect(on.raw.blog).toEqual({ postsPerPage: 5, showReadingTime: true });
    expect(JSON.stringify(on.notices)).toContain('blog.truncateMarker');
    expect(mapDocusaurusConfig(config(false), () => false).raw.blog).toBe(false);
  });
});

describe('authors as Docusaurus 2 wrote them', () => {
  it('takes a platform named at the top of an author (`twitter: handle`) as one of its socials', () => {
    const author = createAuthor(
      { name: 'Arpit', twitter: 'arpitBhalla', socials: { github: 'arpitBhalla' } },
      'arpitBhalla',
      { file: '/site/blog/authors.yml', line: 1, authorsRoute: 'blog/authors' },
    );
    expect(author.socials).toEqual([
      { platform: 'twitter', href: 'https://twitter.com/arpitBhalla' },
      { platform: 'github', href: 'https://github.com/arpitBhalla' },
    ]);
  });
});

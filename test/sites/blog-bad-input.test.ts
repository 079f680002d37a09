import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, utimes } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/pipeline/build-site.ts';
import { createLogger } from '../../src/util/logger.ts';
import { build, makeSite } from './helpers.ts';

const sites: string[] = [];
async function site(changes: Record<string, string | null>) {
  const dir = await makeSite('blog-site', changes);
  sites.push(dir);
  return dir;
}
afterEach(async () => {
  await Promise.all(sites.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

const post = (front: string, body = 'Text of the post.\n\n<!-- truncate -->\n\nMore.\n') =>
  `---\n${front}\n---\n\n${body}`;

describe('blog bad input', () => {
  it('an author key missing from authors.yml fails with the file and line, exit 1', async () => {
    const dir = await site({
      'blog/2026-10-01-new.md': post('title: New\nauthors:\n  - alice\n  - zed\ntags: [release]'),
    });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(dir, 'blog/2026-10-01-new.md')}:5: Blog author "zed" is not a key of the authors file`,
    );
    expect(result.stdout + result.stderr).toContain('Known authors: alice, bob');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(path.join(dir, 'build'))).toBe(false);
  });

  it('authors.yml is read by the shared YAML reader: an alias bomb and a syntax error are named with file:line, exit 1', async () => {
    const bomb = [
      'a: &a [x, x, x, x, x, x, x, x, x, x]',
      'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
      'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
      'alice:',
      '  name: Alice',
      '  socials: { x: *c }',
    ].join('\n');
    const dir = await site({ 'blog/authors.yml': `${bomb}\n` });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      new RegExp(`${path.join(dir, 'blog/authors.yml').replaceAll('.', '\\.')}:2:\\d+: YAML aliases expand too far`),
    );
    expect(result.stderr).not.toMatch(/\n\s+at /);

    const broken = await site({ 'blog/authors.yml': 'alice:\n  name: Alice\n  title: [unclosed\n' });
    const syntax = await build(broken);
    expect(syntax.code).toBe(1);
    expect(syntax.stderr).toMatch(/blog\/authors\.yml:\d+:\d+: Not valid YAML: /);
  });

  it('a post slug that leaves the site, or holds # ? %, names the post and the slug line, exit 1', async () => {
    for (const [slug, message] of [
      ['../../../../escape', "leaves the site's root"],
      ['odd?name', 'holds "?"'],
    ]) {
      const dir = await site({ 'blog/2026-10-01-odd.md': post(`title: Odd\ntags: [release]\nslug: ${slug}`) });
      const result = await build(dir);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${path.join(dir, 'blog/2026-10-01-odd.md')}:4: The URL of this file`);
      expect(result.stderr).toContain(message);
      expect(result.stderr).not.toContain('escapes the output folder');
      expect(existsSync(path.join(dir, 'build'))).toBe(false);
    }
  });

  it('an invalid front matter date fails with the file and line, exit 1', async () => {
    const dir = await site({ 'blog/later.md': post('title: Later\ntags: [release]\ndate: 2026-02-30') });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${path.join(dir, 'blog/later.md')}:4: Front matter date is not a valid date (got "2026-02-30")`,
    );
  });

  it('two posts with the same route fail with both files and the line of the slug, exit 1', async () => {
    const dir = await site({ 'blog/2026-10-01-copy.md': post('title: Copy\ntags: [release]\nslug: version-four') });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`${path.join(dir, 'blog/2026-10-01-copy.md')}:4: Blog posts`);
    expect(result.stderr).toContain(
      '2026-08-01-version-four.md and 2026-10-01-copy.md both want the URL /blog/version-four',
    );
  });

  it('a post whose URL a page already has fails naming both, exit 1', async () => {
    const dir = await site({ 'src/pages/blog/archive.md': '# Not the archive\n' });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('The blog page /blog/archive has the same URL as page');
  });

  it('a broken link in a post fails the build like one in a doc, naming the post and line', async () => {
    const dir = await site({
      'blog/2026-10-01-links.md': post(
        'title: Links\ntags: [release]',
        'See [nowhere](/docs/missing).\n\n<!-- truncate -->\n',
      ),
    });
    const result = await build(dir);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /blog\/2026-10-01-links\.md:6:\d+: Broken link on page \/blog\/2026\/10\/01\/links: \/docs\/missing/,
    );
  });

  it('a post without a date takes the date of the commit that added it', async () => {
    const dir = await site({ 'blog/no-date.md': post('title: No date\ntags: [release]') });
    const git = (...args: string[]) =>
      execFileSync('git', args, {
        cwd: dir,
        env: {
          ...process.env,
          GIT_AUTHOR_DATE: '2024-08-09T12:00:00Z',
          GIT_COMMITTER_DATE: '2024-08-09T12:00:00Z',
          GIT_AUTHOR_NAME: 'Test',
          GIT_AUTHOR_EMAIL: 'test@example.com',
          GIT_COMMITTER_NAME: 'Test',
          GIT_COMMITTER_EMAIL: 'test@example.com',
        },
        stdio: 'ignore',
      });
    git('init', '-q');
    git('add', 'blog/no-date.md');
    git('commit', '-q', '-m', 'post', '--no-gpg-sign');
    const result = await build(dir);
    expect(result.code, result.stderr).toBe(0);
    // No date in the file name: the URL is the name alone, as in Docusaurus.
    const data = JSON.parse(await readFile(path.join(dir, 'build/page-data/blog/no-date.json'), 'utf8'));
    expect(data.blog.post.date).toBe('2024-08-09T12:00:00.000Z');
  });

  it('a post without a date outside git takes the file modification time', async () => {
    const dir = await site({ 'blog/no-date.md': post('title: No date\ntags: [release]') });
    await utimes(path.join(dir, 'blog/no-date.md'), new Date('2023-03-29T08:00:00Z'), new Date('2023-03-29T08:00:00Z'));
    const result = await build(dir);
    expect(result.code, result.stderr).toBe(0);
    const data = JSON.parse(await readFile(path.join(dir, 'build/page-data/blog/no-date.json'), 'utf8'));
    expect(data.blog.post.date).toBe('2023-03-29T08:00:00.000Z');
    expect(data.blog.post.formattedDate).toBe('March 29, 2023');
  });

  it('builds drafts only when asked (serve --watch), and lists them there', async () => {
    const dir = await site({});
    const logger = createLogger({ out: { write: () => {} }, err: { write: () => {} }, quiet: true });
    const result = await buildSite({
      configFile: path.join(dir, 'rnhc-docs.config.yaml'),
      outDir: path.join(dir, 'build'),
      drafts: true,
      logger,
    });
    expect(result.model.blog?.posts.map((p) => p.title)).toContain('Not ready yet');
    expect(existsSync(path.join(dir, 'build/blog/2026/09/01/draft-post/index.html'))).toBe(true);
  });
});

import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build, makeSite, readOut } from './helpers.ts';

/**
 * Issue 26, "still crashing or unclear": settings named by their effect (per-page broken links,
 * "escapes the output folder") instead of by name, prototype keys, a second category file, a
 * `javascript:` og:image, and fence languages named like Object's properties.
 */
const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});
const siteWith = async (fixture: string, changes: Record<string, string | null> = {}) => {
  const site = await makeSite(fixture, changes);
  sites.push(site);
  return site;
};
/** The fixture's config with `edit` applied to its text. */
const editedConfig = async (fixture: string, edit: (text: string) => string) => {
  const text = await readFile(
    path.resolve(import.meta.dirname, '../fixtures', fixture, 'rnhc-docs.config.yaml'),
    'utf8',
  );
  return edit(text);
};

describe('a setting that would write outside its folder is one error naming it (exit 2)', () => {
  const cases: Array<[string, string, (text: string) => string, RegExp]> = [
    [
      'docs.routeBasePath: ../../x',
      'basic-site',
      (t) => t.replace('  path: docs\n', '  path: docs\n  routeBasePath: ../../x\n'),
      /docs\.routeBasePath/,
    ],
    ['baseUrl: /../', 'basic-site', (t) => t.replace('baseUrl: /fixture/', 'baseUrl: /../'), /baseUrl/],
    [
      'docs.path equal to pages.path',
      'basic-site',
      (t) => t.replace('pages:\n  path: pages', 'pages:\n  path: docs'),
      /docs\.path.*pages\.path|pages\.path.*docs\.path/,
    ],
    ...(['tagsBasePath', 'pageBasePath', 'archiveBasePath', 'authorsBasePath'] as const).map(
      (key): [string, string, (text: string) => string, RegExp] => [
        `blog.${key}: ../x`,
        'blog-site',
        (t) => t.replace('  path: blog\n', `  path: blog\n  ${key}: ../x\n`),
        new RegExp(`blog\\.${key}`),
      ],
    ),
  ];
  it.each(cases)(
    '%s',
    async (_name, fixture, edit, named) => {
      const site = await siteWith(fixture, { 'rnhc-docs.config.yaml': await editedConfig(fixture, edit) });
      const result = await build(site);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toMatch(named);
      expect(result.stderr).not.toMatch(/escapes the output folder|broken link|Unexpected internal error/);
    },
    60_000,
  );

  it('i18n.localeConfigs.__proto__ is refused', async () => {
    const config = await editedConfig(
      'basic-site',
      (t) => `${t}i18n:\n  defaultLocale: en\n  locales: [en]\n  localeConfigs:\n    __proto__:\n      label: Evil\n`,
    );
    const site = await siteWith('basic-site', { 'rnhc-docs.config.yaml': config });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/i18n\.localeConfigs\.__proto__/);
  }, 60_000);
});

describe('files that were crashes or silent', () => {
  it('a doc named back\\slash.md is an error naming the file (exit 1)', async () => {
    const site = await siteWith('basic-site', { 'docs/back\\slash.md': '# Back slash\n' });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('back\\slash.md');
    expect(result.stderr).not.toMatch(/escapes the output folder|Unexpected internal error/);
  }, 60_000);

  it('_category_.yml beside _category_.json is named in a warning', async () => {
    const site = await siteWith('basic-site', { 'docs/02-guides/_category_.yml': 'label: Ignored\n' });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/_category_\.yml.*_category_\.json|_category_\.json.*_category_\.yml/);
  }, 60_000);

  it('code fences whose language is __proto__ or constructor render', async () => {
    const site = await siteWith('basic-site', {
      'docs/proto.md':
        '# Proto\n\n```__proto__\nfirst\n```\n\n```constructor\nsecond\n```\n\n```hasOwnProperty\nthird\n```\n',
    });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/proto.html');
    for (const word of ['first', 'second', 'third']) expect(html).toContain(word);
  }, 60_000);

  it("a post's image: javascript:... is not an og:image (warned)", async () => {
    const post = await readFile(
      path.resolve(import.meta.dirname, '../fixtures/blog-site/blog/2025-11-20-welcome.md'),
      'utf8',
    );
    const site = await siteWith('blog-site', {
      'blog/2025-11-20-welcome.md': post.replace(
        'title: Welcome to the blog',
        'title: Welcome to the blog\nimage: "javascript:alert(1)"',
      ),
    });
    const result = await build(site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/2025-11-20-welcome\.md.*image/);
    const html = await readOut(site, 'blog/welcome.html').catch(() => readOut(site, 'blog/2025/11/20/welcome.html'));
    expect(html).not.toContain('javascript:');
  }, 60_000);
});

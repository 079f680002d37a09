import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, makeSite, readOut } from './helpers.ts';
import { eventually, get, WatchProcess } from './watch-process.ts';

async function withSite<T>(changes: Record<string, string | null>, fn: (site: string) => Promise<T>) {
  const site = await makeSite('basic-site', changes);
  try {
    return await fn(site);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

async function appendConfig(site: string, text: string) {
  const config = path.join(site, 'rnhc-docs.config.yaml');
  await writeFile(config, `${await readFile(config, 'utf8')}${text}`);
}

/** A failed build leaves neither an output folder nor a temporary one. */
async function expectNothingWritten(site: string) {
  expect(existsSync(path.join(site, 'build'))).toBe(false);
  expect((await readdir(site)).filter((f) => f.includes('rnhc-tmp'))).toEqual([]);
}

const USAGE = 'docs/02-guides/02-usage.md';

describe('crashes become content errors with file and line (exit 1)', () => {
  it.each([
    ['3,000 nested list items', `# Usage\n\n${'- '.repeat(3000)}x\n`, 3],
    ['10,000 nested quotes', `# Usage\n\n${'>'.repeat(10000)} x\n`, 3],
    ['5,000 nested divs', `# Usage\n\n${'<div>'.repeat(5000)}x${'</div>'.repeat(5000)}\n`, 3],
    ['20,000 * around a word', `# Usage\n\n${'*'.repeat(20000)}word${'*'.repeat(20000)}\n`, 3],
  ])('%s', (_name, body, line) =>
    withSite({ [USAGE]: body }, async (site) => {
      const result = await build(site);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`${USAGE}:${line}`);
      expect(result.stderr).not.toMatch(/Unexpected internal error|Maximum call stack|\n\s+at /);
      await expectNothingWritten(site);
    }),
  );

  it('a code block with `{1-1000000000}` builds, with its lines highlighted', () =>
    withSite({ [USAGE]: '# Usage\n\n```ts {1-1000000000}\nconst a = 1;\n```\n' }, async (site) => {
      const result = await build(site);
      expect(result.code, result.stderr).toBe(0);
      expect(await readOut(site, 'docs/guides/usage.html')).toContain('class="line highlighted"');
    }));
});

describe('security', () => {
  it('announcementBar.id cannot close the head script: every inline script string is escaped', () =>
    withSite({}, async (site) => {
      const payload = '</script><script>alert(document.domain)</script><!--';
      await appendConfig(site, `  announcementBar:\n    id: ${JSON.stringify(payload)}\n    content: Hello\n`);
      const config = await readFile(path.join(site, 'rnhc-docs.config.yaml'), 'utf8');
      // The key sits under themeConfig (the last top-level block of the fixture's config).
      expect(config).toMatch(/themeConfig:[\s\S]*announcementBar/);
      const result = await build(site);
      expect(result.code, result.stderr).toBe(0);
      for (const page of ['index.html', 'docs/intro.html']) {
        const html = await readOut(site, page);
        expect(html).not.toContain('<script>alert(');
        expect(html).not.toContain('</script><script>alert');
        expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(document.domain)');
      }
    }));

  it('a javascript: link is emitted without its href, with a warning naming file:line', () =>
    withSite({ [USAGE]: '# Usage\n\nClick [me](JaVa&#x09;ScRiPt:alert(1)) now.\n' }, async (site) => {
      const result = await build(site);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(/warning .*docs\/02-guides\/02-usage\.md:3:7: Unsafe link removed/);
      const html = await readOut(site, 'docs/guides/usage.html');
      expect(html).toContain('Click me now.');
      expect(html).not.toMatch(/script:alert/i);
    }));

  it('an image or link leading out of the site folder is an error naming file and line; nothing is copied', () =>
    withSite({ [USAGE]: '# Usage\n\nText\n\n![x](../../../../../../../../../../etc/passwd)\n' }, async (site) => {
      const result = await build(site);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/docs\/02-guides\/02-usage\.md:5:1/);
      expect(result.stderr).toContain('/etc/passwd is outside the site folder');
      await expectNothingWritten(site);
    }));

  it('files of the site folder outside docs are still published', () =>
    withSite({ [USAGE]: '# Usage\n\n![icon](../../static/img/icon.svg)\n' }, async (site) => {
      const result = await build(site);
      expect(result.code, result.stderr).toBe(0);
      expect(await readOut(site, 'docs/guides/usage.html')).toMatch(
        /src="\/fixture\/assets\/files\/[0-9a-f]{8}-icon\.svg"/,
      );
    }));
});

describe('content reached through a symbolic link', () => {
  // A pull request can add a symlink as easily as a file: `docs/leak.md -> /etc/passwd` was
  // published as a doc, page or blog post with the file's contents.
  const SECRET = 'secret-of-the-build-machine-7f3a';

  it('a doc, page or blog post linked out of the site folder is not published, and named', () =>
    withSite({ 'shared/inside.md': '# Inside\n\nShared by a link.\n' }, async (site) => {
      const outsideDir = await mkdtemp(path.join(tmpdir(), 'rnhc-outside-'));
      const outside = path.join(outsideDir, 'secret.md');
      await writeFile(outside, `# Secret\n\n${SECRET}\n`);
      try {
        await mkdir(path.join(site, 'blog'), { recursive: true });
        await symlink(outside, path.join(site, 'docs/leak.md'));
        await symlink(outsideDir, path.join(site, 'docs/leak-folder'));
        await symlink(outside, path.join(site, 'pages/leak.md'));
        await symlink(outside, path.join(site, 'blog/2026-01-01-leak.md'));
        // A link that stays inside the site folder is followed, as Docusaurus does.
        await symlink(path.join(site, 'shared/inside.md'), path.join(site, 'docs/inside.md'));
        const result = await build(site);
        expect(result.code, result.stderr).toBe(0);
        for (const file of await readdir(path.join(site, 'build'), { recursive: true })) {
          const full = path.join(site, 'build', String(file));
          if ((await stat(full)).isFile()) expect(await readFile(full, 'utf8'), String(file)).not.toContain(SECRET);
        }
        for (const link of ['docs/leak.md', 'docs/leak-folder', 'pages/leak.md', 'blog/2026-01-01-leak.md']) {
          expect(result.stderr).toMatch(
            new RegExp(
              `warning .*${link.replaceAll('.', '\\.')}: not published: a symbolic link to .* outside the site folder`,
            ),
          );
        }
        expect(await readOut(site, 'docs/inside.html')).toContain('Shared by a link.');
      } finally {
        await rm(outsideDir, { recursive: true, force: true });
      }
    }));
});

describe('translations reached through a symbolic link', () => {
  it('a translated doc or page linked out of the site folder is not read: the original is the fallback, and the link named', async () => {
    const site = await makeSite('i18n-site');
    const outsideDir = await mkdtemp(path.join(tmpdir(), 'rnhc-outside-'));
    const secret = path.join(outsideDir, 'secret.md');
    await writeFile(secret, '# Secret\n\nsecret-of-the-build-machine-91c2\n');
    try {
      const links = [
        'i18n/fr/docusaurus-plugin-content-docs/current/intro.md',
        'i18n/fr/docusaurus-plugin-content-pages/about.md',
      ];
      for (const link of links) {
        await rm(path.join(site, link));
        await symlink(secret, path.join(site, link));
      }
      const result = await build(site, '--locale', 'fr');
      expect(result.code, result.stderr).toBe(0);
      for (const file of await readdir(path.join(site, 'build'), { recursive: true })) {
        const full = path.join(site, 'build', String(file));
        if ((await stat(full)).isFile()) {
          expect(await readFile(full, 'utf8'), String(file)).not.toContain('secret-of-the-build-machine-91c2');
        }
      }
      for (const link of links) {
        expect(result.stderr).toMatch(
          new RegExp(`warning .*${link.replaceAll('.', '\\.')}: not published: a symbolic link to .* outside`),
        );
      }
    } finally {
      await rm(site, { recursive: true, force: true });
      await rm(outsideDir, { recursive: true, force: true });
    }
  });
});

describe('routes are compared after normalisation: every collision names both sources', () => {
  it.each([
    [
      'slug /./intro against intro',
      { [USAGE]: '---\nslug: /./intro\n---\n# Usage\n' },
      /Docs intro\.md and 02-guides\/02-usage\.md both want the URL \/docs\/intro/,
    ],
    [
      'a doc slug equal to a generated category index',
      { [USAGE]: '---\nslug: /category/guides\n---\n# Usage\n' },
      /doc docs\/02-guides\/02-usage\.md and the generated index of category "Guides" both write \/docs\/category\/guides\.html/,
    ],
    [
      'slug ../404 against the 404 page',
      { [USAGE]: '---\nslug: ../../404\n---\n# Usage\n' },
      /the generated 404 page and doc docs\/02-guides\/02-usage\.md both write \/404\.html|doc docs\/02-guides\/02-usage\.md and the generated 404 page both write \/404\.html/,
    ],
    [
      'pages/404.md against the 404 page',
      { 'pages/404.md': '# Lost\n' },
      /the generated 404 page and page pages\/404\.md both write \/404\.html|page pages\/404\.md and the generated 404 page both write \/404\.html/,
    ],
    [
      'a static docs/intro.html under a generated page',
      { 'static/docs/intro.html': '<p>static</p>' },
      /doc docs\/intro\.md and static file static\/docs\/intro\.html both write \/docs\/intro\.html/,
    ],
    [
      'a static sitemap.xml',
      { 'static/sitemap.xml': '<urlset/>' },
      /the generated sitemap and static file static\/sitemap\.xml both write \/sitemap\.xml/,
    ],
  ])('%s', (_name, changes, message) =>
    withSite(changes, async (site) => {
      const result = await build(site);
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(message);
      expect(result.stderr).not.toMatch(/Unexpected internal error/);
      await expectNothingWritten(site);
    }),
  );
});

describe('serve --watch survives content that cannot be rendered', () => {
  it('shows the error (overlay event with file:line) and keeps serving; the fix recovers', async () => {
    const site = await makeSite('basic-site');
    const watch = new WatchProcess(site);
    try {
      await watch.ready();
      const file = path.join(site, USAGE);
      const good = await readFile(file, 'utf8');
      for (const bad of [
        `${good}\n${'- '.repeat(3000)}x\n`,
        `${good}\n${'*'.repeat(20000)}word${'*'.repeat(20000)}\n`,
        `${good}\n\`\`\`ts {1-1000000000}\nconst a = 1;\n\`\`\`\n\n![x](../../../../../../../../etc/passwd)\n`,
      ]) {
        const from = watch.events.length;
        await writeFile(file, bad);
        const error = await watch.next(from, (e) => e.type === 'error');
        expect(error.location).toMatch(/docs\/02-guides\/02-usage\.md:\d+/);
        expect(watch.child.exitCode).toBeNull();
        expect((await get(`${watch.url}docs/intro`)).status).toBe(200);
      }
      const from = watch.events.length;
      await writeFile(file, good.replace('# Usage', '# Usage again'));
      await watch.next(from, (e) => e.type === 'update' || e.type === 'reload');
      await eventually(async () => expect((await get(`${watch.url}docs/guides/usage`)).body).toContain('Usage again'));
      expect(watch.output).not.toMatch(/Unexpected internal error/);
      expect(watch.child.exitCode).toBeNull();
    } finally {
      await watch.stop();
      await rm(site, { recursive: true, force: true });
    }
  }, 180_000);
});

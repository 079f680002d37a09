import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build, cli, makeSite } from './helpers.ts';

async function withSite<T>(changes: Record<string, string | null>, fn: (site: string) => Promise<T>) {
  const site = await makeSite('basic-site', changes);
  try {
    return await fn(site);
  } finally {
    await rm(site, { recursive: true, force: true });
  }
}

describe('link checking policies', () => {
  it('broken-anchor-warns: a missing #anchor is a warning with file:line, the build succeeds', () =>
    withSite(
      {
        'docs/02-guides/02-usage.md':
          '# Usage\n\nSee [intro](../intro.md#no-such-heading) and [raw](../intro.md#raw-anchor).\n',
      },
      async (site) => {
        const result = await build(site);
        expect(result.code).toBe(0);
        expect(result.stderr).toMatch(
          /warning .*docs\/02-guides\/02-usage\.md:3:5: Broken anchor on page \/fixture\/docs\/guides\/usage: \/fixture\/docs\/intro#no-such-heading/,
        );
        // The raw-HTML id exists in the emitted page: no false alarm.
        expect(result.stderr).not.toContain('raw-anchor');
        expect(result.stdout).toMatch(/1 warning/);
      },
    ));

  it('broken-markdown-link-warns: a relative .md link to nothing is a warning with file:line:column, and its href a broken link', () =>
    withSite({ 'docs/02-guides/02-usage.md': '# Usage\n\nText\nand [gone](./missing.md).\n' }, async (site) => {
      const result = await build(site);
      expect(result.stderr).toMatch(
        /warning .*docs\/02-guides\/02-usage\.md:4:5: Broken markdown link: \.\/missing\.md/,
      );
      // The href it leaves in the page leads nowhere: the link check reports it too (onBrokenLinks: throw).
      expect(result.stderr).toMatch(
        /docs\/02-guides\/02-usage\.md:4:5: Broken link on page \/fixture\/docs\/guides\/usage: \.\/missing\.md/,
      );
      expect(result.code).toBe(1);
    }));

  it('a broken link on a doc served at two paths (the docs root and its own) is one broken link, naming both pages', () =>
    withSite({ 'docs/intro.md': '---\nid: intro\n---\n\n# Introduction\n\n[x](/docs/nope)\n' }, async (site) => {
      const result = await cli(['check', '--config', path.join(site, 'rnhc-docs.config.yaml')]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('1 broken link ');
      const lines = result.stderr.split('\n').filter((line) => line.includes('Broken link'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /docs\/intro\.md:7:1: Broken link on page \/fixture\/docs(\/intro)?: \/fixture\/docs\/nope \(also on \/fixture\/docs(\/intro)?\)$/,
      );
    }));

  it('onBrokenMarkdownLinks: throw fails the build', () =>
    withSite({ 'docs/02-guides/02-usage.md': '# Usage\n\n[gone](./missing.md)\n' }, async (site) => {
      const config = path.join(site, 'rnhc-docs.config.yaml');
      const { readFile, writeFile } = await import('node:fs/promises');
      await writeFile(config, `${await readFile(config, 'utf8')}onBrokenMarkdownLinks: throw\n`);
      const result = await build(site);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Broken markdown link: ./missing.md');
    }));

  it('onBrokenLinks: warn downgrades a broken link to a warning', () =>
    withSite({ 'docs/02-guides/02-usage.md': '# Usage\n\n[x](/docs/nope)\n' }, async (site) => {
      const config = path.join(site, 'rnhc-docs.config.yaml');
      const { readFile, writeFile } = await import('node:fs/promises');
      await writeFile(config, `${await readFile(config, 'utf8')}onBrokenLinks: warn\n`);
      const result = await build(site);
      expect(result.code).toBe(0);
      expect(result.stderr).toContain('Broken link on page /fixture/docs/guides/usage: /fixture/docs/nope');
    }));

  it('layout links broken on every page are reported once, with the page count', () =>
    withSite({}, async (site) => {
      const config = path.join(site, 'rnhc-docs.config.yaml');
      const { readFile, writeFile } = await import('node:fs/promises');
      const text = (await readFile(config, 'utf8')).replace('to: /docs/intro', 'to: /docs/missing-footer-target');
      await writeFile(config, text);
      const result = await build(site);
      expect(result.code).toBe(1);
      expect(result.stderr.match(/missing-footer-target/g)).toHaveLength(1);
      expect(result.stderr).toMatch(
        /Broken link on \d+ pages \(.* and \d+ more\): \/fixture\/docs\/missing-footer-target/,
      );
    }));
});

describe('rnhc-docs check', () => {
  it('checks links without writing anything', () =>
    withSite({}, async (site) => {
      const result = await cli(['check', '--config', path.join(site, 'rnhc-docs.config.yaml')]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/Checked \d+ pages .*no broken links/);
      expect(existsSync(path.join(site, 'build'))).toBe(false);
      expect(existsSync(path.join(site, '.rnhc-cache'))).toBe(false);
    }));

  it('exits 1 on a broken link', () =>
    withSite({ 'docs/intro.md': '# Intro\n\n[x](/docs/nope)\n' }, async (site) => {
      const result = await cli(['check', '--config', path.join(site, 'rnhc-docs.config.yaml')]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('docs/intro.md:3:1: Broken link on page /fixture/docs/intro: /fixture/docs/nope');
    }));
});

describe('caches and clear', () => {
  it('a cached page is rendered again when what it links to changes (a deleted image, a new slug)', () =>
    withSite(
      {
        'docs/cached.md': '# Cached\n\n![Pic](./pic.png)\n\nOn to the [target](./target.md).\n',
        'docs/target.md': '# Target\n\nHere.\n',
        'docs/pic.png': 'not really a png',
      },
      async (site) => {
        const { readFile, rm: remove, writeFile } = await import('node:fs/promises');
        const built = await build(site);
        expect(built.code, built.stdout + built.stderr).toBe(0);
        const first = await readFile(path.join(site, 'build/docs/cached.html'), 'utf8');
        expect(first).toMatch(/src="\/fixture\/assets\/files\/[0-9a-f]{8}-pic\.png"/);
        expect(first).toContain('href="/fixture/docs/target"');

        await remove(path.join(site, 'docs/pic.png'));
        await writeFile(path.join(site, 'docs/target.md'), '---\nslug: /moved\n---\n\n# Target\n\nHere.\n');
        const second = await build(site);
        expect(second.code, second.stdout + second.stderr).toBe(0);
        expect(second.stdout + second.stderr).toMatch(/docs\/cached\.md:3:1: Image not found: \.\/pic\.png/);
        const html = await readFile(path.join(site, 'build/docs/cached.html'), 'utf8');
        expect(html).not.toContain('-pic.png');
        expect(html).toContain('href="/fixture/docs/moved"');
      },
    ));

  it('--no-cache gives byte-identical output to a cached build, and clear removes output and caches', () =>
    withSite({}, async (site) => {
      const { readdir, readFile } = await import('node:fs/promises');
      const snapshot = async () => {
        const out = path.join(site, 'build');
        const files = (await readdir(out, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
        const map = new Map<string, string>();
        for (const f of files)
          map.set(
            path.relative(out, path.join(f.parentPath, f.name)),
            await readFile(path.join(f.parentPath, f.name), 'utf8'),
          );
        return map;
      };
      expect((await build(site)).code).toBe(0);
      expect(existsSync(path.join(site, '.rnhc-cache', 'highlight.json'))).toBe(true);
      expect((await build(site)).code).toBe(0); // warm: served from the caches
      expect((await readdir(path.join(site, '.rnhc-cache', 'markdown'))).length).toBeGreaterThan(3);
      const warm = await snapshot();
      expect((await build(site, '--no-cache')).code).toBe(0);
      const cold = await snapshot();
      expect([...cold.keys()].sort()).toEqual([...warm.keys()].sort());
      for (const [file, content] of cold) expect(warm.get(file), file).toBe(content);

      const cleared = await cli([
        'clear',
        '--config',
        path.join(site, 'rnhc-docs.config.yaml'),
        '--out-dir',
        path.join(site, 'build'),
      ]);
      expect(cleared.code).toBe(0);
      expect(existsSync(path.join(site, 'build'))).toBe(false);
      expect(existsSync(path.join(site, '.rnhc-cache'))).toBe(false);
      expect(existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
    }));
});

describe('CLI usage', () => {
  it('--help lists the commands and exits 0', async () => {
    const result = await cli(['--help']);
    expect(result.code).toBe(0);
    for (const command of ['build', 'check', 'clear', 'serve']) expect(result.stdout).toContain(command);
  });

  it('--version prints the package version', async () => {
    const result = await cli(['--version']);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('an unknown command or option is a usage error (exit 2)', async () => {
    expect((await cli(['publish'])).code).toBe(2);
    const bad = await cli(['build', '--colour']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("unknown option '--colour'");
  });

  it('refuses an output folder that would replace the site', () =>
    withSite({}, async (site) => {
      const result = await cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', site]);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Refusing to write the build to');
      expect(existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
    }));
});

import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/util/path-guard.ts';
import { cli, makeSite, snapshot } from './helpers.ts';

/**
 * Issue 11, item 1: no command may write or delete the maintainer's files. Each case runs `clear`
 * and `build` against a protected folder and checks exit 2, a "Refusing to" message, and that
 * every source file (and the config) is exactly as it was.
 */

let site: string;
let home: string;
const savedHome = process.env.HOME;

beforeAll(async () => {
  // A fake home folder, so the "home" case can never reach the real one.
  home = await makeSite('basic-site');
  await writeFile(path.join(home, 'notes.txt'), 'mine');
  process.env.HOME = home;
});
afterAll(async () => {
  process.env.HOME = savedHome;
  await rm(home, { recursive: true, force: true });
});
beforeEach(async () => {
  site = await makeSite('basic-site');
  await symlink(path.join(site, 'docs'), path.join(site, 'docs-link'));
  await writeFile(path.join(site, 'docs', 'api.md'), '# API\n');
});
afterEach(() => rm(site, { recursive: true, force: true }));

const config = () => path.join(site, 'rnhc-docs.config.yaml');
const run = (command: 'build' | 'clear', outDir: string, ...extra: string[]) =>
  cli([command, '--config', config(), '--out-dir', outDir, ...extra]);

/** Each protected target, and the reason the refusal must give (what the folder is, not only that it is refused). */
const protectedCases: Array<[string, () => string, RegExp]> = [
  ['the docs folder (clear --out-dir site/docs)', () => path.join(site, 'docs'), /: it is the docs folder/],
  [
    'a folder inside the docs (build --out-dir site/docs/api)',
    () => path.join(site, 'docs', 'api'),
    /: it is inside the docs folder/,
  ],
  ['a file inside the docs', () => path.join(site, 'docs', 'api.md'), /: it is inside the docs folder/],
  ['the config file (build --out-dir rnhc-docs.config.yaml)', () => config(), /: it is the config file/],
  ['a symlink to the docs', () => path.join(site, 'docs-link'), /docs-link \(a link to .*\): it is the docs folder/],
  [
    'a folder inside a symlink to the docs',
    () => path.join(site, 'docs-link', 'sub'),
    /\(a link to .*\): it is inside the docs folder/,
  ],
  ['the pages folder', () => path.join(site, 'pages'), /: it is the pages folder/],
  ['the static folder', () => path.join(site, 'static'), /: it is a static folder/],
  ['a folder inside the static folder', () => path.join(site, 'static', 'img'), /: it is inside a static folder/],
  ['the versioned_docs folder', () => path.join(site, 'versioned_docs'), /: it is the versioned_docs folder/],
  ['the i18n folder', () => path.join(site, 'i18n', 'fr'), /: it is inside the translations folder/],
  ['the site folder (of the config file)', () => site, /: it holds the config file/],
  ['the folder above the site', () => path.dirname(site), /: it holds the config file/],
  ['the file-system root', () => path.parse(site).root, /: it is the root of the file system/],
  ['the home folder', () => home, /: it is the home folder/],
];

describe('the path guard refuses every protected folder, deleting nothing (exit 2)', () => {
  for (const command of ['clear', 'build'] as const) {
    for (const [name, target, reason] of protectedCases) {
      it(`${command}: ${name}`, async () => {
        const before = await snapshot(site);
        const homeBefore = await snapshot(home);
        const result = await run(command, target());
        expect(result.code, result.stderr).toBe(2);
        expect(result.stderr).toMatch(/Refusing to (remove|write the build to) /);
        // Says what the folder is: the old guard of build said "it holds the site's sources" for all.
        expect(result.stderr).toMatch(reason);
        expect(result.stderr).not.toContain('Unexpected internal error');
        expect(await snapshot(site)).toEqual(before);
        expect(await snapshot(home)).toEqual(homeBefore);
        expect(existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
      });
    }
  }
});

describe('serve applies the guard before it builds or creates anything', () => {
  for (const watch of [false, true]) {
    it(`serve${watch ? ' --watch' : ''} --out-dir site/docs/api`, async () => {
      const before = await snapshot(site);
      const target = path.join(site, 'docs', 'api');
      const result = await cli([
        'serve',
        '--config',
        config(),
        '--out-dir',
        target,
        '--port',
        '0',
        ...(watch ? ['--watch'] : []),
      ]);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain(`Refusing to write the build to ${target}: it is inside the docs folder`);
      expect(await snapshot(site)).toEqual(before);
      expect(existsSync(target)).toBe(false);
    });
  }
});

describe('a non-empty folder that rnhc-docs did not write', () => {
  const foreign = async () => {
    const dir = path.join(site, 'mine');
    await mkdir(dir);
    await writeFile(path.join(dir, 'thesis.tex'), 'years of work');
    return dir;
  };

  it('is refused by build and clear, and left as it was', async () => {
    const dir = await foreign();
    for (const command of ['build', 'clear'] as const) {
      const result = await run(command, dir);
      expect(result.code, result.stderr).toBe(2);
      expect(result.stderr).toContain('is not empty and was not written by rnhc-docs');
      expect(result.stderr).toContain('"thesis.tex"');
      expect(result.stdout).toContain('--empty-out-dir');
      expect(await readFile(path.join(dir, 'thesis.tex'), 'utf8')).toBe('years of work');
    }
  });

  it('is replaced when --empty-out-dir asks for it, and marked as output for the next build', async () => {
    const dir = await foreign();
    const result = await run('build', dir, '--empty-out-dir');
    expect(result.code, result.stderr).toBe(0);
    expect(existsSync(path.join(dir, 'thesis.tex'))).toBe(false);
    expect(existsSync(path.join(dir, OUTPUT_MARKER))).toBe(true);
    // Recognised from now on: no flag needed.
    expect((await run('build', dir)).code).toBe(0);
    expect((await run('clear', dir)).code).toBe(0);
    expect(existsSync(dir)).toBe(false);
  });

  it('an empty folder or a missing one needs no flag', async () => {
    await mkdir(path.join(site, 'empty'));
    expect((await run('build', path.join(site, 'empty'))).code).toBe(0);
    expect((await run('build', path.join(site, 'new', 'deeper'))).code).toBe(0);
  });

  it('an output of a build from before the marker is recognised by its manifest and search index', async () => {
    const dir = path.join(site, 'old-build');
    await mkdir(dir);
    await writeFile(path.join(dir, 'route-manifest.json'), '[]');
    await writeFile(path.join(dir, 'search-index.json'), '{}');
    await writeFile(path.join(dir, 'index.html'), 'old');
    expect((await run('build', dir)).code).toBe(0);
    expect(existsSync(path.join(dir, OUTPUT_MARKER))).toBe(true);
  });
});

describe('clear with an invalid or missing config', () => {
  it('still removes the output and the caches, and still applies the guard', async () => {
    expect((await run('build', path.join(site, 'build'))).code).toBe(0);
    await mkdir(path.join(site, '.rnhc-cache'), { recursive: true });
    await writeFile(config(), 'title: [unclosed\ndocs:\n  path: docs\n');
    const refused = await run('clear', path.join(site, 'docs'));
    expect(refused.code).toBe(2);
    expect(existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
    const cleared = await run('clear', path.join(site, 'build'));
    expect(cleared.code, cleared.stderr).toBe(0);
    expect(cleared.stderr).toContain('is invalid: clearing with the default folders');
    expect(existsSync(path.join(site, 'build'))).toBe(false);
    expect(existsSync(path.join(site, '.rnhc-cache'))).toBe(false);
    expect(existsSync(path.join(site, 'docs', 'intro.md'))).toBe(true);
  });

  it('protects the docs folder the broken config still names', async () => {
    await writeFile(config(), 'title: 3\nbogus: key\ndocs:\n  path: content\n');
    await mkdir(path.join(site, 'content'));
    await writeFile(path.join(site, 'content', 'a.md'), '# A\n');
    const result = await run('clear', path.join(site, 'content'), '--empty-out-dir');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('it is the docs folder');
    expect(existsSync(path.join(site, 'content', 'a.md'))).toBe(true);
  });
});

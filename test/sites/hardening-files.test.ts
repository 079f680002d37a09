import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build, cli, makeSite, snapshot } from './helpers.ts';

/**
 * Issue 26, "files written or published outside the site": every file a command writes stays in
 * the site folder (no link followed out of it, no dangling link's target created), and every file
 * a build reads follows one rule: reached through a link out of the site, it is refused and named.
 */

let outside: string;
const sites: string[] = [];
beforeEach(async () => {
  outside = await mkdtemp(path.join(tmpdir(), 'rnhc-outside-'));
});
afterEach(async () => {
  await rm(outside, { recursive: true, force: true });
  for (const site of sites.splice(0)) await rm(site, { recursive: true, force: true });
});
const site = async (fixture: string, changes: Record<string, string | null> = {}) => {
  const dir = await makeSite(fixture, changes);
  sites.push(dir);
  return dir;
};
const configOf = (dir: string) => path.join(dir, 'rnhc-docs.config.yaml');
/** Every file under a folder, for "nothing changed there". */
const filesOf = async (dir: string) => (existsSync(dir) ? [...(await snapshot(dir)).entries()].sort() : []);

describe('writes never leave the site folder', () => {
  it('write-translations refuses a code.json linked to a file outside the site, changing nothing', async () => {
    const dir = await site('i18n-site');
    const target = path.join(outside, 'code.json');
    await writeFile(target, '{"mine": "untouched"}\n');
    await rm(path.join(dir, 'i18n/fr/code.json'));
    await symlink(target, path.join(dir, 'i18n/fr/code.json'));
    const before = await snapshot(dir);
    const result = await cli(['write-translations', '--config', configOf(dir), '--locale', 'fr']);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write .*i18n\/fr\/code\.json.*outside the site folder/);
    expect(result.stderr).not.toContain('Unexpected internal error');
    expect(await readFile(target, 'utf8')).toBe('{"mine": "untouched"}\n');
    // Checked before the first write: no other translation file was written either.
    expect(await snapshot(dir)).toEqual(before);
  });

  it('write-translations creates nothing in a locale folder linked outside the site', async () => {
    const dir = await site('i18n-site');
    await symlink(outside, path.join(dir, 'i18n/ar'));
    const result = await cli(['write-translations', '--config', configOf(dir), '--locale', 'ar']);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write .*i18n\/ar\/.*outside the site folder/);
    expect(await readdir(outside)).toEqual([]);
  });

  it('write-translations creates nothing at the target of a dangling link', async () => {
    const dir = await site('i18n-site');
    const target = path.join(outside, 'created.json');
    await mkdir(path.join(dir, 'i18n/fr/docusaurus-theme-classic'), { recursive: true });
    await symlink(target, path.join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'));
    const result = await cli(['write-translations', '--config', configOf(dir), '--locale', 'fr']);
    expect(result.code, result.stderr).toBe(2);
    expect(existsSync(target)).toBe(false);
  });

  it('migrate --force refuses a sidebars.json linked outside the site', async () => {
    const dir = await site('docusaurus-site');
    const target = path.join(outside, 'sidebars.json');
    await writeFile(target, 'mine\n');
    await symlink(target, path.join(dir, 'sidebars.json'));
    const result = await cli(['migrate', '--force', '--config', path.join(dir, 'docusaurus.config.ts')]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write .*sidebars\.json.*outside the site folder/);
    expect(await readFile(target, 'utf8')).toBe('mine\n');
    expect(existsSync(path.join(dir, 'rnhc-docs.config.yaml'))).toBe(false);
  });

  it('migrate does not create the target of a dangling rnhc-docs.config.yaml link', async () => {
    const dir = await site('docusaurus-site');
    const target = path.join(outside, 'nested', 'config.yaml');
    await symlink(target, path.join(dir, 'rnhc-docs.config.yaml'));
    for (const extra of [[], ['--force']]) {
      const result = await cli(['migrate', ...extra, '--config', path.join(dir, 'docusaurus.config.ts')]);
      expect(result.code, result.stderr).toBe(2);
      expect(existsSync(target)).toBe(false);
      expect(await readdir(outside)).toEqual([]);
    }
  });

  it('docs:version writes nothing through a versioned_docs folder linked outside the site', async () => {
    const dir = await site('versioned-site');
    await cp(path.join(dir, 'versioned_docs'), path.join(outside, 'versioned_docs'), { recursive: true });
    await rm(path.join(dir, 'versioned_docs'), { recursive: true });
    await symlink(path.join(outside, 'versioned_docs'), path.join(dir, 'versioned_docs'));
    const before = await filesOf(outside);
    const versions = await readFile(path.join(dir, 'versions.json'), 'utf8');
    const result = await cli(['docs:version', '9.x', '--config', configOf(dir)]);
    expect(result.code, result.stderr).toBe(2);
    expect(result.stderr).toMatch(/Refusing to write .*versioned_docs.*outside the site folder/);
    expect(await filesOf(outside)).toEqual(before);
    expect(await readFile(path.join(dir, 'versions.json'), 'utf8')).toBe(versions);
  });
});

describe('files read through a link out of the site are refused and named', () => {
  const SECRET = 'SECRET-OUTSIDE-THE-SITE';
  /** Every output file's text, joined, to look for the secret. */
  const published = async (dir: string) =>
    [...(await snapshot(path.join(dir, 'build'))).values()].join('\n').includes(SECRET);

  it('a linked i18n/fr/code.json', async () => {
    const dir = await site('i18n-site');
    const target = path.join(outside, 'code.json');
    await writeFile(target, JSON.stringify({ 'theme.common.skipToMainContent': SECRET }));
    await rm(path.join(dir, 'i18n/fr/code.json'));
    await symlink(target, path.join(dir, 'i18n/fr/code.json'));
    const result = await build(dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/i18n\/fr\/code\.json: not published: a symbolic link/);
    expect(await published(dir)).toBe(false);
  });

  it('a linked navbar.json', async () => {
    const dir = await site('i18n-site');
    const target = path.join(outside, 'navbar.json');
    await writeFile(target, JSON.stringify({ title: SECRET }));
    await mkdir(path.join(dir, 'i18n/fr/docusaurus-theme-classic'), { recursive: true });
    await symlink(target, path.join(dir, 'i18n/fr/docusaurus-theme-classic/navbar.json'));
    const result = await build(dir);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/navbar\.json: not published: a symbolic link/);
    expect(await published(dir)).toBe(false);
  });

  it('a locale folder linked outside the site', async () => {
    const dir = await site('i18n-site');
    await cp(path.join(dir, 'i18n/fr'), path.join(outside, 'fr'), { recursive: true });
    await writeFile(path.join(outside, 'fr/code.json'), JSON.stringify({ 'theme.common.skipToMainContent': SECRET }));
    await writeFile(path.join(outside, 'fr/docusaurus-plugin-content-docs/current/intro.md'), `# ${SECRET}\n`);
    await rm(path.join(dir, 'i18n/fr'), { recursive: true });
    await symlink(path.join(outside, 'fr'), path.join(dir, 'i18n/fr'));
    const result = await build(dir);
    expect(result.stderr).toMatch(/i18n\/fr.*: not published: a symbolic link/);
    expect(await published(dir)).toBe(false);
  });

  it('a versioned_docs/version-x folder linked outside the site', async () => {
    const dir = await site('versioned-site');
    await cp(path.join(dir, 'versioned_docs/version-1.x'), path.join(outside, 'v1'), { recursive: true });
    for (const name of await readdir(path.join(outside, 'v1'))) {
      if (name.endsWith('.md')) await writeFile(path.join(outside, 'v1', name), `# ${SECRET}\n`);
    }
    await rm(path.join(dir, 'versioned_docs/version-1.x'), { recursive: true });
    await symlink(path.join(outside, 'v1'), path.join(dir, 'versioned_docs/version-1.x'));
    const result = await build(dir);
    expect(result.stderr).toMatch(/versioned_docs\/version-1\.x.*: not published: a symbolic link/);
    expect(result.stderr).not.toContain('Unexpected internal error');
    if (existsSync(path.join(dir, 'build'))) expect(await published(dir)).toBe(false);
  });

  it('a blog/authors.yml linked outside the site', async () => {
    const dir = await site('blog-site');
    const text = (await readFile(path.join(dir, 'blog/authors.yml'), 'utf8')).replace(/name: .*/, `name: ${SECRET}`);
    await writeFile(path.join(outside, 'authors.yml'), text);
    await rm(path.join(dir, 'blog/authors.yml'));
    await symlink(path.join(outside, 'authors.yml'), path.join(dir, 'blog/authors.yml'));
    const result = await build(dir);
    expect(result.stderr).toMatch(/blog\/authors\.yml: not published: a symbolic link/);
    expect(result.stderr).not.toContain('Unexpected internal error');
    if (existsSync(path.join(dir, 'build'))) expect(await published(dir)).toBe(false);
  });

  it('staticDirectories naming a folder outside the site is a config error, unless allowed', async () => {
    await writeFile(path.join(outside, 'shadow'), SECRET);
    const base = (await readFile(path.join(await site('basic-site'), 'rnhc-docs.config.yaml'), 'utf8')).replace(
      /^staticDirectories:.*\n(?:\s+- .*\n)*/m,
      '',
    );
    const dir = await site('basic-site', {
      'rnhc-docs.config.yaml': `${base}\nstaticDirectories: [static, ${JSON.stringify(outside)}]\n`,
    });
    const refused = await build(dir);
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(/staticDirectories\.1: .*outside the site folder/);
    expect(refused.stderr).toContain('allowStaticOutsideSite');
    expect(existsSync(path.join(dir, 'build', 'shadow'))).toBe(false);

    const etc = await site('basic-site', { 'rnhc-docs.config.yaml': `${base}\nstaticDirectories: [/etc]\n` });
    const etcResult = await build(etc);
    expect(etcResult.code).toBe(2);
    expect(existsSync(path.join(etc, 'build', 'passwd'))).toBe(false);

    await writeFile(
      path.join(dir, 'rnhc-docs.config.yaml'),
      `${base}\nstaticDirectories: [static, ${JSON.stringify(outside)}]\nallowStaticOutsideSite: true\n`,
    );
    const allowed = await build(dir);
    expect(allowed.code, allowed.stderr).toBe(0);
    expect(await readFile(path.join(dir, 'build', 'shadow'), 'utf8')).toBe(SECRET);
  });
});

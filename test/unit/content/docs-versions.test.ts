import { afterEach, describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import { checkVersionName, resolveDocsVersions } from '../../../src/content/docs-versions.ts';
import { ConfigError, RnhcError } from '../../../src/util/errors.ts';
import { BASE_CONFIG, createTempSite, type TempSite } from '../pipeline/temp-site.ts';

/** A site with the docs folder and two versions in the Docusaurus layout. */
const VERSIONED: Record<string, string> = {
  'docs/intro.md': '# Intro next\n',
  'versioned_docs/version-2.x/intro.md': '# Intro 2\n',
  'versioned_docs/version-1.x/intro.md': '# Intro 1\n',
  'versioned_sidebars/version-2.x-sidebars.json': '{ "tutorialSidebar": ["intro"] }\n',
  'versioned_sidebars/version-1.x-sidebars.json': '{ "tutorialSidebar": ["intro"] }\n',
  'versions.json': '["2.x", "1.x"]\n',
};

let site: TempSite | undefined;
afterEach(async () => {
  await site?.cleanup();
  site = undefined;
});

async function resolve(files: Record<string, string>, config = BASE_CONFIG) {
  site = await createTempSite(files, config);
  return resolveDocsVersions(site.config);
}

async function failure(files: Record<string, string>, config = BASE_CONFIG): Promise<RnhcError> {
  site = await createTempSite(files, config);
  try {
    await collectContent(site.config);
  } catch (error) {
    expect(error).toBeInstanceOf(RnhcError);
    return error as RnhcError;
  }
  throw new Error('expected collectContent to throw');
}

describe('resolveDocsVersions', () => {
  it('has only `current` at /docs without versions.json (the project site)', async () => {
    const versions = await resolve({ 'docs/intro.md': '# Intro\n' });
    expect(versions.map((v) => [v.version, v.routeBase, v.label, v.banner, v.badge, v.isLast])).toEqual([
      ['current', 'docs', 'Next', 'none', false, true],
    ]);
  });

  it('gives Docusaurus defaults: last version at /docs, current at /docs/next labelled Next, others by name', async () => {
    const versions = await resolve(VERSIONED);
    expect(versions.map((v) => [v.version, v.routeBase, v.label, v.banner, v.badge, v.isLast])).toEqual([
      ['current', 'docs/next', 'Next', 'unreleased', true, false],
      ['2.x', 'docs', '2.x', 'none', true, true],
      ['1.x', 'docs/1.x', '1.x', 'unmaintained', true, false],
    ]);
    expect(versions[2]?.sourceDir).toBe(site?.file('versioned_docs/version-1.x'));
    expect(versions[2]?.sidebarFile).toBe(site?.file('versioned_sidebars/version-1.x-sidebars.json'));
  });

  it('applies lastVersion, onlyIncludeVersions, includeCurrentVersion and per-version options', async () => {
    const versions = await resolve(
      VERSIONED,
      `${BASE_CONFIG}docs:\n  lastVersion: current\n  onlyIncludeVersions: [current, 1.x]\n  versions:\n    current:\n      label: Main\n      path: main\n    1.x:\n      banner: none\n      badge: false\n      noIndex: true\n`,
    );
    expect(versions.map((v) => [v.version, v.routeBase, v.label, v.banner, v.badge, v.noIndex])).toEqual([
      ['current', 'docs/main', 'Main', 'none', true, false],
      ['1.x', 'docs/1.x', '1.x', 'none', false, true],
    ]);
    const withoutCurrent = await resolve(VERSIONED, `${BASE_CONFIG}docs:\n  includeCurrentVersion: false\n`);
    expect(withoutCurrent.map((v) => v.version)).toEqual(['2.x', '1.x']);
  });

  it('reports unknown version names in config and in a dropdown, each with file and line, at once', async () => {
    site = await createTempSite(
      VERSIONED,
      `${BASE_CONFIG}docs:\n  lastVersion: 3.x\n  versions:\n    0.x:\n      label: Old\nthemeConfig:\n  navbar:\n    items:\n      - type: docsVersionDropdown\n        versions: [current, v1.0]\n`,
    );
    const error = await resolveDocsVersions(site.config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, exitCode } = error as ConfigError;
    expect(exitCode).toBe(2);
    expect(problems).toHaveLength(3);
    const file = site.config.configFile;
    expect(problems[0]).toMatch(/^docs\.versions\.0\.x: no docs version is named "0\.x"/);
    expect(problems[0]).toContain(`${file}:7:`);
    expect(problems[0]).toContain('versions: current, 2.x, 1.x');
    expect(problems[1]).toMatch(/^docs\.lastVersion: no docs version is named "3\.x"/);
    expect(problems[1]).toContain(`${file}:4:`);
    expect(problems[2]).toMatch(/^themeConfig\.navbar\.items\.0\.versions: version "v1\.0" is not a docs version/);
    expect(problems[2]).toContain(`${file}:12:`);
  });

  it('refuses versions.json that is not a JSON list of strings, naming the file (exit 2)', async () => {
    for (const text of ['{"2.x": true}', '["2.x", 3]', '["2.x",', '["../x"]', '["current"]', '["2.x", "2.x"]']) {
      const error = await failure({ ...VERSIONED, 'versions.json': text });
      expect(error.exitCode).toBe(2);
      expect(error.file).toBe(site?.file('versions.json'));
      expect(error.message).toMatch(/versions\.json/);
      await site?.cleanup();
      site = undefined;
    }
  });

  it('refuses a listed version whose folder is missing, naming versions.json and the folder', async () => {
    const { 'versioned_docs/version-1.x/intro.md': _gone, ...files } = VERSIONED;
    const error = await failure(files);
    expect(error.exitCode).toBe(2);
    expect(error.file).toBe(site?.file('versions.json'));
    expect(error.message).toContain('versioned_docs/version-1.x does not exist');
  });

  it('refuses a versioned sidebar naming a doc that version lacks, with the sidebars file and line', async () => {
    const error = await failure({
      ...VERSIONED,
      'versioned_sidebars/version-1.x-sidebars.json': '{\n  "tutorialSidebar": ["intro", "gone"]\n}\n',
    });
    expect(error.exitCode).toBe(2);
    expect(error.file).toBe(site?.file('versioned_sidebars/version-1.x-sidebars.json'));
    expect(error.position?.line).toBe(2);
    expect(error.message).toContain('"gone"');
  });

  it('keeps doc ids and sidebars per version', async () => {
    site = await createTempSite({
      ...VERSIONED,
      'docs/only-next.md': '# Only next\n',
    });
    const content = await collectContent(site.config);
    expect(content.docSets.map((set) => [set.version.version, [...set.docsById.keys()]])).toEqual([
      ['current', ['intro', 'only-next']],
      ['2.x', ['intro']],
      ['1.x', ['intro']],
    ]);
    expect(content.docSets.map((set) => set.docsById.get('intro')?.route)).toEqual([
      'docs/next/intro',
      'docs/intro',
      'docs/1.x/intro',
    ]);
  });
});

describe('checkVersionName', () => {
  it('accepts release names and refuses what is not a safe folder name', () => {
    for (const name of ['1.x', '2.0.0-beta.1', 'v3', '4.x (LTS)']) expect(checkVersionName(name)).toBeUndefined();
    for (const name of ['', ' ', '../x', 'a/b', 'a\\b', '.', '..', 'current', ' 1.x', 'a?b', 'a#b', 'a\u0001b']) {
      expect(checkVersionName(name)).toBeTypeOf('string');
    }
  });
});

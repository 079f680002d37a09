import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.ts';
import { navbarItemTypes } from '../../../src/config/schema.ts';
import { ConfigError } from '../../../src/util/errors.ts';

const FILE = path.join(path.sep, 'work', 'site', 'rnhc-docs.config.yaml');
const MINIMAL = 'title: My Site\nurl: https://example.com\n';

/** Parses text that must be invalid and returns the ConfigError. */
function configError(text: string): ConfigError {
  try {
    parseConfig(text, FILE);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }
  throw new Error('expected parseConfig to throw');
}

/** The one problem whose key path starts the message. */
function problemAt(error: ConfigError, keyPath: string): string {
  const found = error.problems.find((p) => p.startsWith(`${keyPath}: `));
  expect(found, `no problem for ${keyPath} in:\n${error.problems.join('\n')}`).toBeDefined();
  return found ?? '';
}

describe('parseConfig: defaults', () => {
  const config = parseConfig(MINIMAL, FILE);

  it('applies the documented defaults', () => {
    expect(config.title).toBe('My Site');
    expect(config.tagline).toBe('');
    expect(config.baseUrl).toBe('/');
    expect(config.titleDelimiter).toBe('|');
    expect(config.onBrokenLinks).toBe('throw');
    expect(config.onBrokenAnchors).toBe('warn');
    expect(config.onBrokenMarkdownLinks).toBe('warn');
    expect(config.trailingSlash).toBeUndefined();
    expect(config.docs.path).toBe('docs');
    expect(config.docs.routeBasePath).toBe('docs');
    expect(config.docs.mainDocId).toBeUndefined();
    expect(config.docs.currentVersionLabel).toBe('Next');
    expect(config.docs.sidebarPath).toBeUndefined();
    expect(config.themeConfig.tableOfContents).toEqual({ minHeadingLevel: 2, maxHeadingLevel: 3 });
    expect(config.themeConfig.colorMode).toEqual({
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    });
    expect(config.themeConfig.navbar.items).toEqual([]);
    expect(config.themeConfig.footer).toBeUndefined();
    expect(config.i18n.defaultLocale).toBe('en');
    expect(config.locales).toEqual(['en']);
  });

  it('resolves paths relative to the config file', () => {
    const siteDir = path.dirname(FILE);
    expect(config.configFile).toBe(FILE);
    expect(config.siteDir).toBe(siteDir);
    expect(config.docsDir).toBe(path.join(siteDir, 'docs'));
    expect(config.pagesDir).toBe(path.join(siteDir, 'src', 'pages'));
    expect(config.staticDirs).toEqual([path.join(siteDir, 'static')]);
    expect(config.sidebarFile).toBeUndefined();
  });

  it('resolves configured paths, including ones that leave the site folder', () => {
    const custom = parseConfig(
      `${MINIMAL}docs:\n  path: content/guides\n  sidebarPath: sidebars.yaml\npages:\n  path: ../pages\nstaticDirectories: [public, assets]\n`,
      FILE,
    );
    const siteDir = path.dirname(FILE);
    expect(custom.docsDir).toBe(path.join(siteDir, 'content', 'guides'));
    expect(custom.sidebarFile).toBe(path.join(siteDir, 'sidebars.yaml'));
    expect(custom.pagesDir).toBe(path.join(path.dirname(siteDir), 'pages'));
    expect(custom.staticDirs).toEqual([path.join(siteDir, 'public'), path.join(siteDir, 'assets')]);
  });

  it('keeps explicit values and lists all configured locales', () => {
    const custom = parseConfig(
      `${MINIMAL}baseUrl: /project/\ntitleDelimiter: '·'\nonBrokenLinks: warn\ni18n:\n  defaultLocale: fr\n  locales: [fr, en]\nthemeConfig:\n  colorMode:\n    defaultMode: dark\n`,
      FILE,
    );
    expect(custom.baseUrl).toBe('/project/');
    expect(custom.titleDelimiter).toBe('·');
    expect(custom.onBrokenLinks).toBe('warn');
    expect(custom.locales).toEqual(['fr', 'en']);
    expect(custom.themeConfig.colorMode.defaultMode).toBe('dark');
    // Other colour-mode fields still get their defaults.
    expect(custom.themeConfig.colorMode.disableSwitch).toBe(false);
  });

  it("gives navbar items their default type and Docusaurus's default position (left)", () => {
    const custom = parseConfig(
      `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - label: Home\n        to: /\n      - type: search\n        position: right\n`,
      FILE,
    );
    expect(custom.themeConfig.navbar.items).toEqual([
      { type: 'default', position: 'left', label: 'Home', to: '/' },
      { type: 'search', position: 'right' },
    ]);
  });
});

describe('parseConfig: where()', () => {
  const text = [
    'title: T', // 1
    'url: https://example.com', // 2
    'themeConfig:', // 3
    '  navbar:', // 4
    '    items:', // 5
    '      - type: doc', // 6
    '        docId: intro', // 7
    '      - label: GitHub', // 8
    '        href: https://github.com', // 9
  ].join('\n');
  const config = parseConfig(text, FILE);

  it('gives file:line:col of a config key', () => {
    expect(config.where(['themeConfig', 'navbar', 'items', 0])).toBe(`${FILE}:6:9`);
    expect(config.where(['themeConfig', 'navbar', 'items', 0, 'docId'])).toBe(`${FILE}:7:16`);
    expect(config.where(['themeConfig', 'navbar', 'items', 1, 'href'])).toMatch(/:9:\d+$/);
    expect(config.where(['url'])).toBe(`${FILE}:2:6`);
  });

  it('falls back to the closest existing ancestor', () => {
    expect(config.where(['themeConfig', 'navbar', 'items', 0, 'label'])).toBe(`${FILE}:6:9`);
  });
});

describe('parseConfig: invalid configs', () => {
  it('throws a ConfigError with exit code 2 and the file', () => {
    const error = configError('title: T\nurl: https://example.com/docs\n');
    expect(error.exitCode).toBe(2);
    expect(error.file).toBe(FILE);
    expect(error.message).toContain(FILE);
    expect(error.message).toContain('1 problem');
  });

  it('lists every problem at once, each with key path, value and file:line:col', () => {
    const text = [
      'title: T', // 1
      'url: https://example.com/some/path', // 2
      'baseUrl: docs', // 3
      'bogusKey: 1', // 4
      'themeConfig:', // 5
      '  colorMode:', // 6
      '    defaultMode: purple', // 7
      '  navbar:', // 8
      '    items:', // 9
      '      - type: fancyButton', // 10
      '        label: Click', // 11
    ].join('\n');
    const error = configError(text);
    expect(error.problems).toHaveLength(5);
    expect(error.message).toContain('5 problems');

    const url = problemAt(error, 'url');
    expect(url).toContain('(got "https://example.com/some/path")');
    expect(url).toContain(`(${FILE}:2:`);

    const base = problemAt(error, 'baseUrl');
    expect(base).toContain('must start and end with "/"');
    expect(base).toContain('(got "docs")');
    expect(base).toContain(`(${FILE}:3:`);

    const unknown = problemAt(error, '(root)');
    expect(unknown).toContain('unknown key "bogusKey"');
    expect(unknown).toContain(`(${FILE}:4:`);

    const mode = problemAt(error, 'themeConfig.colorMode.defaultMode');
    expect(mode).toContain('unknown colour mode (got "purple")');
    expect(mode).toContain('"light" or "dark"');
    expect(mode).toContain(`(${FILE}:7:`);

    const navbar = problemAt(error, 'themeConfig.navbar.items.0.type');
    expect(navbar).toContain('(got "fancyButton")');
    expect(navbar).toContain(`expected one of ${navbarItemTypes.join(', ')}`);
    expect(navbar).toContain('item: {"type":"fancyButton","label":"Click"}');
    expect(navbar).toContain(`(${FILE}:10:`);
  });

  it('formats each problem as `key.path: message (got X) (file:line:col)`', () => {
    const error = configError(`${MINIMAL}onBrokenLinks: explode\n`);
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(
      new RegExp(`^onBrokenLinks: .+ \\(got "explode"\\) \\(${FILE.replace(/[/\\.]/g, '\\$&')}:3:16\\)$`),
    );
  });

  it('lists every allowed navbar type in the message', () => {
    const error = configError(`${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - type: 42\n`);
    const problem = problemAt(error, 'themeConfig.navbar.items.0.type');
    expect(problem).toContain('(got 42)');
    for (const type of ['default', 'dropdown', 'html', 'doc', 'docSidebar', 'docsVersionDropdown', 'search']) {
      expect(problem).toContain(type);
    }
  });

  it('says a missing required title is required, with no stray value', () => {
    const error = configError('url: https://example.com\n');
    expect(error.problems).toHaveLength(1);
    expect(error.problems[0]).toMatch(/^title: is required/);
  });

  it('reports both required keys of an empty file', () => {
    const error = configError('');
    expect(error.problems.map((p) => p.split(':')[0])).toEqual(['title', 'url']);
    expect(error.problems.every((p) => p.includes('is required'))).toBe(true);
  });

  it('rejects an empty title and a non-http url', () => {
    const error = configError('title: ""\nurl: ftp://example.com\n');
    expect(problemAt(error, 'title')).toContain('must not be empty');
    expect(problemAt(error, 'url')).toContain('(got "ftp://example.com")');
  });

  it('rejects a url with a path or a trailing slash', () => {
    expect(problemAt(configError('title: T\nurl: https://example.com/x\n'), 'url')).toContain('without a path');
    expect(problemAt(configError('title: T\nurl: https://example.com/\n'), 'url')).toContain('without a path');
  });

  it('rejects a baseUrl without a leading or a trailing slash', () => {
    expect(problemAt(configError(`${MINIMAL}baseUrl: /docs\n`), 'baseUrl')).toContain('(got "/docs")');
    expect(problemAt(configError(`${MINIMAL}baseUrl: docs/\n`), 'baseUrl')).toContain('(got "docs/")');
  });

  it('reports YAML syntax errors with line and column', () => {
    const error = configError('title: T\nurl: https://example.com\ndocs:\n  path: a\n   b: c\n');
    expect(error.exitCode).toBe(2);
    expect(error.problems.length).toBeGreaterThan(0);
    expect(error.problems[0]).toMatch(new RegExp(`^${FILE.replace(/[/\\.]/g, '\\$&')}:4:\\d+: YAML syntax error: `));
    expect(error.hint).toContain('YAML syntax');
  });

  it('reports a duplicate key as a YAML error on its line', () => {
    const error = configError('title: T\nurl: https://example.com\ntitle: Again\n');
    expect(error.problems[0]).toContain(`${FILE}:3:1: YAML syntax error`);
    expect(error.problems[0]).toMatch(/unique/);
  });

  it('rejects a config that is not a mapping', () => {
    const error = configError('- title\n- url\n');
    expect(problemAt(error, '(root)')).toContain('expected object');
  });

  it('accepts a docsVersionDropdown naming versions (checked against versions.json when the docs are read)', () => {
    const text = `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - type: docsVersionDropdown\n        versions: [current, v1.0]\n`;
    expect(() => parseConfig(text, FILE)).not.toThrow();
  });

  it('rejects a defaultLocale that is not among the locales', () => {
    const error = configError(`${MINIMAL}i18n:\n  defaultLocale: de\n  locales: [en, fr]\n`);
    const problem = problemAt(error, 'i18n.defaultLocale');
    expect(problem).toContain('(got "de"; locales: en, fr)');
    expect(problem).toContain(`(${FILE}:4:`);
  });

  it('checks the refinement of table-of-contents levels', () => {
    const text = `${MINIMAL}themeConfig:\n  tableOfContents:\n    minHeadingLevel: 4\n    maxHeadingLevel: 3\n`;
    expect(problemAt(configError(text), 'themeConfig.tableOfContents')).toContain(
      'minHeadingLevel must not exceed maxHeadingLevel',
    );
    const outOfRange = `${MINIMAL}themeConfig:\n  tableOfContents:\n    maxHeadingLevel: 7\n`;
    expect(problemAt(configError(outOfRange), 'themeConfig.tableOfContents.maxHeadingLevel')).toContain('(got 7)');
  });

  it('reports a navbar link without `to` or `href` on its item line', () => {
    const text = `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - label: Home\n`;
    const problem = problemAt(configError(text), 'themeConfig.navbar.items.0');
    expect(problem).toContain('a link needs `to` or `href`');
    expect(problem).toContain(`(${FILE}:6:`);
  });

  it('reports a wrong type inside a known navbar item with its path and value', () => {
    const text = `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: 5\n`;
    const problem = problemAt(configError(text), 'themeConfig.navbar.items.0.docId');
    expect(problem).toContain('(got 5)');
    expect(problem).toContain(`(${FILE}:7:`);
  });

  // Regression (fixed): issues from inside a navbar item are re-added as `custom` issues, so formatIssues no longer
  // sees `unrecognized_keys`: the message is zod's "Unrecognized key" with the whole item as value,
  // located at the item (line 6) instead of the unknown key (line 8).
  it('reports an unknown key inside a navbar item like any other unknown key, on its line', () => {
    const text = `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: intro\n        extra: true\n`;
    const error = configError(text);
    const problem = problemAt(error, 'themeConfig.navbar.items.0');
    expect(problem).toContain('unknown key "extra"');
    expect(problem).toContain(`(${FILE}:8:`);
  });

  // Regression (fixed): same cause: a missing key in a navbar item gets zod's generic
  // "Invalid input: expected string, received undefined (got nothing)" instead of "is required".
  it('says a missing docId of a navbar doc item is required', () => {
    const text = `${MINIMAL}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        label: Docs\n`;
    const problem = problemAt(configError(text), 'themeConfig.navbar.items.0.docId');
    expect(problem).toMatch(/^themeConfig\.navbar\.items\.0\.docId: is required/);
  });

  // Regression (fixed): cross-field checks (defaultLocale, docsVersionDropdown versions) only run when the schema
  // passes, so a config with a bad colour mode AND a bad defaultLocale reports only the colour mode;
  // the user fixes it and then meets a second round of errors ("report all problems at once").
  it('reports cross-field problems together with schema problems', () => {
    const text = `${MINIMAL}i18n:\n  defaultLocale: de\n  locales: [en]\nthemeConfig:\n  colorMode:\n    defaultMode: purple\n`;
    const error = configError(text);
    expect(error.problems).toHaveLength(2);
    problemAt(error, 'themeConfig.colorMode.defaultMode');
    problemAt(error, 'i18n.defaultLocale');
  });
});

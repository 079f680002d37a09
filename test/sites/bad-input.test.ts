import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/util/path-guard.ts';
import { build, makeSite } from './helpers.ts';

const config = (extra: string) =>
  `title: Fixture Docs\nurl: https://example.com\nbaseUrl: /fixture/\ndocs:\n  path: docs\npages:\n  path: pages\nstaticDirectories: [static]\n${extra}`;

interface Scenario {
  name: string;
  changes: Record<string, string | Buffer | null>;
  code: 1 | 2;
  /** Each must appear in stderr. */
  expect: Array<string | RegExp>;
}

const scenarios: Scenario[] = [
  {
    name: 'malformed-yaml-config',
    changes: {
      'rnhc-docs.config.yaml': 'title: Fixture\nurl: https://example.com\nthemeConfig:\n  navbar: [unclosed\n',
    },
    code: 2,
    expect: [/rnhc-docs\.config\.yaml:\d+:\d+: YAML syntax error/],
  },
  {
    name: 'invalid-config-reports-every-problem',
    changes: {
      'rnhc-docs.config.yaml':
        'title: 3\nurl: not a url\nbaseUrl: fixture\nonBrokenLinks: explode\ndocs:\n  path: docs\nthemeConfig:\n  colorMode:\n    defaultMode: sepia\n',
    },
    code: 2,
    expect: [
      /\(4 problems\)|\(5 problems\)/,
      /title: .*\(got 3\) \(.*rnhc-docs\.config\.yaml:1:8\)/,
      /url: must be an origin .*\(got "not a url"\)/,
      /baseUrl: must start and end with "\/" \(got "fixture"\) \(.*:3:10\)/,
      /onBrokenLinks: .*\(got "explode"\)/,
      /themeConfig\.colorMode\.defaultMode: unknown colour mode \(got "sepia"\).*:9:18\)/,
    ],
  },
  {
    name: 'unknown-navbar-type',
    changes: {
      'rnhc-docs.config.yaml': config(
        'themeConfig:\n  navbar:\n    items:\n      - type: fancyWidget\n        label: Hi\n',
      ),
    },
    code: 2,
    expect: [
      /themeConfig\.navbar\.items\.0\.type: no navbar component for this item type \(got "fancyWidget"\); expected one of default, dropdown, html, doc, docSidebar, docsVersion, docsVersionDropdown, localeDropdown, search; item: \{"type":"fancyWidget","label":"Hi"\}.*:12:15\)/,
    ],
  },
  {
    name: 'navbar-doc-item-missing-doc',
    changes: {
      'rnhc-docs.config.yaml': config(
        'themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: nowhere\n',
      ),
    },
    code: 2,
    expect: [/themeConfig\.navbar\.items\.0\.docId: no doc has the id "nowhere" \(.*rnhc-docs\.config\.yaml:13:16\)/],
  },
  {
    name: 'sidebar-with-nothing-to-link-to',
    changes: {
      'rnhc-docs.config.yaml': config(
        'themeConfig:\n  navbar:\n    items:\n      - type: docSidebar\n        sidebarId: emptySidebar\n        label: Empty\n',
      ).replace('  path: docs\n', '  path: docs\n  sidebarPath: sidebars.yaml\n'),
      'sidebars.yaml': 'tutorialSidebar:\n  - intro\nemptySidebar: []\n',
    },
    code: 2,
    expect: [
      /Sidebar with ID "emptySidebar" doesn't have anything to be linked to \(.*rnhc-docs\.config\.yaml:\d+:\d+\)/,
    ],
  },
  {
    name: 'front-matter-not-yaml',
    changes: { 'docs/intro.md': '---\ntitle: [oops\nsidebar_position: 1\n---\n\n# Intro\n' },
    code: 1,
    expect: [/docs\/intro\.md:\d+(:\d+)?: .*Front matter is not valid YAML/],
  },
  {
    name: 'front-matter-wrong-type',
    changes: { 'docs/intro.md': '---\nsidebar_position: first\n---\n\n# Intro\n' },
    code: 1,
    expect: [/docs\/intro\.md:2:\d+: Front matter key sidebar_position: .*number/],
  },
  {
    name: 'doc-id-used-twice',
    changes: { 'docs/reference/other.md': '---\nid: api\n---\n\n# Other\n' },
    code: 1,
    expect: [/Doc id "reference\/api" is used twice: by reference\/api\.md and by reference\/other\.md/],
  },
  {
    name: 'markdown-not-utf8',
    changes: { 'docs/intro.md': Buffer.concat([Buffer.from('# Intro\n\nline two\ncaf'), Buffer.from([0xe9, 0x0a])]) },
    code: 1,
    expect: [/docs\/intro\.md:4: File is not valid UTF-8 text/],
  },
  {
    name: 'invalid-category-file',
    changes: { 'docs/02-guides/_category_.json': '{\n  "label": "Guides",\n  "position": "two"\n}\n' },
    code: 1,
    expect: [/_category_\.json:3:\d+: Category file key position: /],
  },
  {
    name: 'broken-link-fails',
    changes: { 'docs/02-guides/02-usage.md': '# Usage\n\nSee [nothing](/docs/does-not-exist).\n' },
    code: 1,
    expect: [
      /docs\/02-guides\/02-usage\.md:3:5: Broken link on page \/fixture\/docs\/guides\/usage: \/fixture\/docs\/does-not-exist/,
    ],
  },
  {
    name: 'page-component-does-not-compile',
    changes: { 'pages/index.tsx': 'export default function Home() {\n  return <div>;\n}\n' },
    code: 1,
    expect: [/pages\/index\.tsx:\d+:\d+: The character "}" is not valid inside a JSX element/],
  },
  {
    name: 'page-component-throws',
    changes: { 'pages/index.tsx': 'export default function Home(): never {\n  throw new Error("boom in page");\n}\n' },
    code: 1,
    expect: [/pages\/index\.tsx: The page component threw while rendering/, /caused by: boom in page/],
  },
  {
    name: 'missing-docs-folder',
    changes: { 'rnhc-docs.config.yaml': config('').replace('path: docs', 'path: no-such-folder') },
    code: 2,
    expect: [/The docs folder .*no-such-folder does not exist/],
  },
];

describe('bad input: a clear error with file and line, the right exit code, no stack trace, no partial output', () => {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const site = await makeSite('basic-site', scenario.changes);
      try {
        // A previous good output must survive a failed build untouched.
        const out = path.join(site, 'build');
        await mkdir(out, { recursive: true });
        await writeFile(path.join(out, 'previous.txt'), 'old build');
        await writeFile(path.join(out, OUTPUT_MARKER), '');
        const result = await build(site);
        expect(result.code, result.stderr).toBe(scenario.code);
        for (const pattern of scenario.expect) expect(result.stderr).toMatch(pattern);
        expect(result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
        expect(result.stderr).not.toContain('Unexpected internal error');
        expect((await readdir(out)).sort()).toEqual([OUTPUT_MARKER, 'previous.txt']);
        expect(await readFile(path.join(out, 'previous.txt'), 'utf8')).toBe('old build');
        const leftovers = (await readdir(site)).filter((f) => f.includes('.rnhc-tmp-'));
        expect(leftovers).toEqual([]);
      } finally {
        await rm(site, { recursive: true, force: true });
      }
    });
  }

  it('a missing config file is a usage error with a hint', async () => {
    const site = await makeSite('basic-site', { 'rnhc-docs.config.yaml': null });
    try {
      const result = await build(site);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain('Cannot read the config file');
      expect(result.stdout).toContain('hint: ');
      expect(existsSync(path.join(site, 'build'))).toBe(false);
    } finally {
      await rm(site, { recursive: true, force: true });
    }
  });
});

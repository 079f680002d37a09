import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

/**
 * Issue 11, items 2, 10 and 11: inputs that used to end in "Unexpected internal error" with a
 * stack trace, in a misleading message, or in nothing at all. Each gets a clear message naming
 * the file (and line where there is one) and the right exit code.
 */

const config = (extra: string, head = '') =>
  `${head}title: Fixture Docs\nurl: https://example.com\nbaseUrl: /fixture/\ndocs:\n  path: docs\npages:\n  path: pages\nstaticDirectories: [static]\n${extra}`;

/** Aliases nested five deep: 10^5 nodes from six short lines. */
const aliasBomb = [
  'a: &a [x, x, x, x, x, x, x, x, x, x]',
  'b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]',
  'c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]',
  'd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]',
  'e: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]',
].join('\n');

interface Scenario {
  name: string;
  changes: Record<string, string | null>;
  /** Command line after the command name; `{site}` is replaced. Default: build. */
  args?: string[];
  env?: Record<string, string>;
  code: 0 | 1 | 2;
  /** Each must appear in stderr. */
  expect: Array<string | RegExp>;
  /** None may appear in stderr. */
  reject?: Array<string | RegExp>;
}

const navbar = (item: string) => config(`themeConfig:\n  navbar:\n    items:\n${item}`);

const scenarios: Scenario[] = [
  // Item 2
  {
    name: 'onBrokenMarkdownLinks: throw is named when it fails the build',
    changes: {
      'rnhc-docs.config.yaml': config('onBrokenMarkdownLinks: throw\n'),
      'docs/02-guides/02-usage.md': '# Usage\n\nSee [gone](./gone.md).\n',
    },
    code: 1,
    // The setting that threw is named first; the emitted href is a broken link too (item 3), so
    // onBrokenLinks is named after it.
    expect: [/\(onBrokenMarkdownLinks: throw[,)]/, /02-usage\.md:3:5: Broken markdown link: \.\/gone\.md/],
  },
  // Item 10
  ...['__proto__', 'constructor', 'toString'].map(
    (type): Scenario => ({
      name: `navbar item type: ${type}`,
      changes: { 'rnhc-docs.config.yaml': navbar(`      - type: ${type}\n        label: X\n`) },
      code: 2,
      expect: [
        new RegExp(
          `themeConfig\\.navbar\\.items\\.0\\.type: no navbar component for this item type \\(got "${type}"\\)`,
        ),
        /rnhc-docs\.config\.yaml:12:15/,
      ],
    }),
  ),
  ...['__proto__', 'toString'].map(
    (id): Scenario => ({
      name: `docSidebar with sidebarId: ${id}`,
      changes: {
        'rnhc-docs.config.yaml': navbar(`      - type: docSidebar\n        label: X\n        sidebarId: ${id}\n`),
      },
      code: 2,
      expect: [
        new RegExp(
          `themeConfig\\.navbar\\.items\\.0\\.sidebarId: Sidebar with ID "${id}" doesn't exist \\(.*:14:20\\)`,
        ),
        'sidebars: tutorialSidebar',
      ],
    }),
  ),
  {
    name: 'a YAML alias bomb in the config',
    changes: { 'rnhc-docs.config.yaml': config('', `${aliasBomb}\n`) },
    code: 2,
    expect: [/rnhc-docs\.config\.yaml:2:\d+: YAML aliases expand too far \(more than 100\)/],
  },
  {
    name: 'a YAML alias bomb in front matter',
    changes: { 'docs/intro.md': `---\n${aliasBomb}\n---\n\n# Intro\n` },
    code: 1,
    expect: [/docs\/intro\.md:3:\d+: YAML aliases expand too far/],
  },
  {
    name: 'docs.path names a file',
    changes: { 'rnhc-docs.config.yaml': config('').replace('path: docs', 'path: docs/intro.md') },
    code: 2,
    expect: [/docs\.path: must name a folder of markdown docs, not a file .*rnhc-docs\.config\.yaml:5:9\)/],
  },
  {
    name: 'pages.path names a file',
    changes: { 'rnhc-docs.config.yaml': config('').replace('path: pages', 'path: pages/index.tsx') },
    code: 2,
    expect: [/pages\.path: must name a folder of pages, not a file .*rnhc-docs\.config\.yaml:7:9\)/],
  },
  {
    name: 'staticDirectories names a file',
    changes: { 'rnhc-docs.config.yaml': config('').replace('[static]', '[static/img/icon.svg]') },
    code: 2,
    expect: [/staticDirectories\.0: must name a folder of static files, not a file .*rnhc-docs\.config\.yaml:8:\d+\)/],
  },
  {
    name: 'a missing sidebarPath file',
    changes: {
      'rnhc-docs.config.yaml': config('').replace('  path: docs\n', '  path: docs\n  sidebarPath: nope.yaml\n'),
    },
    code: 2,
    expect: [/docs\.sidebarPath: no such file \(got .*nope\.yaml\) \(.*rnhc-docs\.config\.yaml:6:16\)/],
  },
  {
    name: 'serve --no-build with no output folder',
    changes: {},
    args: [
      'serve',
      '--config',
      '{site}/rnhc-docs.config.yaml',
      '--out-dir',
      '{site}/no-build',
      '--no-build',
      '-p',
      '0',
    ],
    code: 2,
    expect: [/There is no output folder to serve at .*no-build/],
  },
  {
    name: 'serve --host that does not resolve',
    changes: { 'out/index.html': 'x' },
    args: [
      'serve',
      '--config',
      '{site}/rnhc-docs.config.yaml',
      '--out-dir',
      '{site}/out',
      '--no-build',
      '-p',
      '0',
      '--host',
      'no-such-host.invalid',
    ],
    code: 2,
    expect: ['Cannot listen on --host no-such-host.invalid: the host name "no-such-host.invalid" does not resolve'],
  },
  {
    name: 'a .tsx page that throws at import',
    changes: {
      'pages/index.tsx': 'throw new Error("boom at import");\nexport default function P() {\n  return null;\n}\n',
    },
    code: 1,
    expect: [/pages\/index\.tsx: The page component threw while it was loaded: boom at import/],
  },
  {
    name: 'a slug that escapes the output folder names the doc',
    changes: { 'docs/escape.md': '---\ntitle: Out\nslug: ../../../../escape\n---\n\n# Out\n' },
    code: 1,
    expect: [
      /docs\/escape\.md:3: The URL of this file \(\/docs\/\.\.\/\.\.\/\.\.\/\.\.\/escape, from its front matter slug\) leaves the site's root/,
    ],
    reject: ['escapes the output folder: page-data'],
  },
  ...['#', '?', '%'].map(
    (char): Scenario => ({
      name: `a doc whose file name holds ${char} is named`,
      changes: { [`docs/odd${char}name.md`]: '# Odd\n' },
      code: 1,
      expect: [
        `docs/odd${char}name.md:1: The URL of this file (/docs/odd${char}name, from its file or folder name) holds "${char}"`,
      ],
      reject: [/Broken link on \d+ pages/],
    }),
  ),
  // Item 11
  {
    name: 'a _category_ link to a missing doc id',
    changes: {
      'docs/02-guides/_category_.json': '{\n  "label": "Guides",\n  "link": { "type": "doc", "id": "nowhere" }\n}\n',
    },
    code: 1,
    expect: [/02-guides\/_category_\.json:3: The category links to the doc id "nowhere", and no doc has that id/],
  },
  {
    name: 'a missing image with an absolute path is named',
    changes: {
      'docs/02-guides/02-usage.md': '# Usage\n\n![gone](/img/missing.png)\n\n![here](/img/icon.svg)\n',
    },
    code: 0,
    expect: [/02-usage\.md:3:1: Image not found on page \/fixture\/docs\/guides\/usage: \/fixture\/img\/missing\.png/],
    reject: ['icon.svg'],
  },
  {
    name: 'a mainDocId that does not exist is named',
    changes: { 'rnhc-docs.config.yaml': config('').replace('  path: docs\n', '  path: docs\n  mainDocId: nowhere\n') },
    code: 0,
    expect: [/rnhc-docs\.config\.yaml:6:\d+: docs\.mainDocId: no doc has the id "nowhere"/],
  },
  {
    name: 'baseUrl: //evil.example/ is rejected (a path, not a host)',
    changes: { 'rnhc-docs.config.yaml': config('').replace('baseUrl: /fixture/', 'baseUrl: //evil.example/') },
    code: 2,
    expect: [
      /baseUrl: must be a URL path such as \/docs\/, without "\/\/" at the start.*\(got "\/\/evil\.example\/"\)/,
    ],
  },
  ...[
    [
      'a locale',
      'i18n:\n  defaultLocale: en\n  locales: [en, ../../evil]\n',
      /i18n\.locales\.1: .*not .*"\/".*\(got "\.\.\/\.\.\/evil"\).*rnhc-docs\.config\.yaml:11:/,
    ],
    [
      'a localeConfigs path',
      'i18n:\n  defaultLocale: en\n  locales: [en, fr]\n  localeConfigs:\n    fr:\n      path: ../../evil\n',
      /i18n\.localeConfigs\.fr\.path: .*not .*"\/".*rnhc-docs\.config\.yaml:14:/,
    ],
  ].map(
    ([what, extra, message]): Scenario => ({
      name: `${what} that would leave the output folder is refused by the config check`,
      changes: { 'rnhc-docs.config.yaml': config(extra as string) },
      code: 2,
      expect: [message as RegExp],
      reject: ['escapes the output folder'],
    }),
  ),
  {
    name: 'RNHC_WORKERS=64 is clamped, with a warning',
    changes: {},
    env: { RNHC_WORKERS: '64' },
    code: 0,
    expect: [/RNHC_WORKERS=64 is more render threads than this machine's \d+ cores; using \d+/],
  },
  {
    name: 'RNHC_WORKERS that is not a number is ignored, with a warning',
    changes: {},
    env: { RNHC_WORKERS: 'lots' },
    code: 0,
    expect: ['RNHC_WORKERS must be a whole number of render threads (got "lots"); ignored'],
  },
];

describe('hardening: clear messages, right exit codes, nothing silently skipped', () => {
  for (const scenario of scenarios) {
    it(scenario.name, async () => {
      const site = await makeSite('basic-site', scenario.changes);
      const saved = Object.fromEntries(Object.keys(scenario.env ?? {}).map((k) => [k, process.env[k]]));
      Object.assign(process.env, scenario.env ?? {});
      try {
        await mkdir(path.join(site, 'empty'), { recursive: true });
        const args = (
          scenario.args ?? ['build', '--config', '{site}/rnhc-docs.config.yaml', '--out-dir', '{site}/build']
        ).map((a) => a.replaceAll('{site}', site));
        const result = await cli(args);
        expect(result.code, result.stderr).toBe(scenario.code);
        for (const pattern of scenario.expect) expect(result.stderr).toMatch(pattern);
        for (const pattern of scenario.reject ?? []) expect(result.stderr).not.toMatch(pattern);
        expect(result.stderr).not.toContain('Unexpected internal error');
        expect(result.stderr).not.toMatch(/^\s+at .+:\d+:\d+\)?$/m);
      } finally {
        for (const [key, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[key];
          else process.env[key] = value;
        }
        await rm(site, { recursive: true, force: true });
      }
    });
  }
});

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSite } from './helpers.ts';

/**
 * Issue 26, item 2: `--untrusted` (a pull request's CI check) runs no code of the site. Run as
 * a child process: a case that is not refused may call process.exit. `RNHC_TEST_BIN` runs the
 * cases against another checkout's CLI (how they were seen failing before the flag existed).
 */

const bin =
  process.env.RNHC_TEST_BIN ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rnhc-docs.js');

function run(args: string[], cwd: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, SECRET_TOKEN: 'hunter2-do-not-publish', DEBUG: '', NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The migrated form of the site-code fixture: YAML config, JSON sidebars. */
const yaml = {
  'rnhc-docs.config.yaml':
    'title: Site code\nurl: https://example.com\nbaseUrl: /\ndocs:\n  path: docs\n  sidebarPath: sidebars.json\npages:\n  path: src/pages\nblog: false\n',
  'sidebars.json': '{ "docs": ["intro", "page"] }\n',
};

interface Case {
  name: string;
  changes: Record<string, string | null>;
  code: number;
  expect: Array<string | RegExp>;
}

const refused: Case[] = [
  {
    name: 'an MDX expression reading the environment',
    changes: { 'docs/page.mdx': '# Page\n\nThe token: {process.env.SECRET_TOKEN}\n' },
    code: 1,
    expect: [/page\.mdx:3:\d+: An expression \(\{process\.env\.SECRET_TOKEN\}\) is code/],
  },
  {
    name: 'process.exit(0) in an MDX expression',
    changes: { 'docs/page.mdx': '# Page\n\n{process.exit(0)}\n' },
    code: 1,
    expect: [/page\.mdx:3:1: An expression/],
  },
  {
    name: 'an import of a Node module',
    changes: { 'docs/page.mdx': "import fs from 'fs';\n\n# Page\n\nText.\n" },
    code: 1,
    expect: [/page\.mdx:1:1: An import from "fs" is refused/],
  },
  {
    name: 'an import of a site component',
    changes: { 'docs/page.mdx': "import Note from '@site/src/components/Note';\n\n# Page\n\n<Note>x</Note>\n" },
    code: 1,
    expect: [/page\.mdx:1:1: An import from "@site\/src\/components\/Note" is refused/],
  },
  {
    name: 'an export',
    changes: { 'docs/page.mdx': '# Page\n\nexport const x = process.exit(0);\n' },
    code: 1,
    expect: [/page\.mdx:3:1: An export is code/],
  },
  {
    name: 'an attribute expression',
    changes: { 'docs/page.mdx': '# Page\n\n<details open={process.exit(0)}>x</details>\n' },
    code: 1,
    expect: [/page\.mdx:3:1: The value of open \(\{process\.exit\(0\)\}\) is code/],
  },
  {
    name: 'a spread attribute',
    changes: { 'docs/page.mdx': '# Page\n\n<details {...globalThis}>x</details>\n' },
    code: 1,
    expect: [/page\.mdx:3:1: A spread attribute is code/],
  },
  {
    name: 'an expression in an imported partial, named by the partial',
    changes: {
      'docs/page.mdx': "import Part from './_part.mdx';\n\n# Page\n\n<Part />\n",
      'docs/_part.mdx': 'Part: {process.env.SECRET_TOKEN}\n',
    },
    code: 1,
    expect: [/_part\.mdx:1:\d+: An expression/],
  },
  {
    name: 'a JS config (no YAML config)',
    changes: { 'rnhc-docs.config.yaml': null },
    code: 2,
    expect: [/docusaurus\.config\.js is code, and an untrusted build runs no code/, /rnhc-docs migrate/],
  },
  {
    name: 'a YAML config naming JS sidebars',
    changes: {
      'rnhc-docs.config.yaml': yaml['rnhc-docs.config.yaml'].replace('sidebars.json', 'sidebars.js'),
      'sidebars.js': 'process.exit(0);\nexport default {};\n',
    },
    code: 2,
    expect: [/sidebars\.js is code.*docs\.sidebarPath/, /rnhc-docs migrate/],
  },
];

const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

describe('--untrusted runs no code of the site', () => {
  for (const command of ['build', 'check'] as const) {
    it.each(refused)(`${command}: $name is refused`, { timeout: 60_000 }, async (c) => {
      const site = await makeSite('site-code', { ...yaml, ...c.changes });
      sites.push(site);
      const result = await run([command, '--untrusted'], site);
      expect(result.code, result.stderr).toBe(c.code);
      for (const pattern of c.expect) expect(result.stderr + result.stdout).toMatch(pattern);
      expect(result.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
      expect(existsSync(path.join(site, 'build'))).toBe(false);
    });
  }

  it('builds what runs no code: comments, literal values, theme components; React pages named, not run', {
    timeout: 60_000,
  }, async () => {
    const site = await makeSite('site-code', {
      ...yaml,
      'docs/page.mdx': [
        "import Tabs from '@theme/Tabs';",
        "import TabItem from '@theme/TabItem';",
        "import Part from './_part.mdx';",
        '',
        '# Page',
        '',
        '{/* a comment */}',
        '',
        "Literal: {'text'} and {-42}.",
        '',
        "<Tabs groupId=\"os\" values={[{ label: 'Android', value: 'android' }]}>",
        '<TabItem value="android">On Android.</TabItem>',
        '</Tabs>',
        '',
        '<Part />',
        '',
      ].join('\n'),
      'docs/_part.mdx': 'Text of the partial.\n',
      'src/pages/hello.jsx': 'export default function Hello() { process.exit(0); }\n',
    });
    sites.push(site);
    const result = await run(['build', '--untrusted'], site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toMatch(/hello\.jsx: a React page is code; this untrusted build does not run it/);
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('Literal: text and -42.');
    expect(html).toContain('On Android.');
    expect(html).toContain('Text of the partial.');
    // The route of the page that did not run exists, so links to it are valid.
    expect(existsSync(path.join(site, 'build', 'hello', 'index.html'))).toBe(true);
  });

  it('a trusted build runs the same expression (what --untrusted protects from)', { timeout: 60_000 }, async () => {
    const site = await makeSite('site-code', {
      ...yaml,
      'docs/page.mdx': '# Page\n\nThe token: {process.env.SECRET_TOKEN}\n',
    });
    sites.push(site);
    const result = await run(['build'], site);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(site, 'build', 'docs', 'page', 'index.html'), 'utf8');
    expect(html).toContain('hunter2-do-not-publish');
  });
});

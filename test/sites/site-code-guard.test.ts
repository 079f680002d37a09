import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSite } from './helpers.ts';

/**
 * Issue 26, item 1: code a site runs (config, sidebars, React pages, MDX expressions, components)
 * cannot end the process with a success code, exit it silently or hang it. Each case runs the
 * real CLI in a child process: `process.exit` in-process would end the test runner itself.
 */

const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../bin/rnhc-docs.js');
/** Short limits keep the hanging cases fast; the defaults are documented in docs/untrusted-builds.md. */
const LIMIT_MS = 1500;

interface Run {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/** Runs the CLI; kills it after `killAfterMs` (a hang), so a failing case cannot block the suite. */
function run(args: string[], cwd: string, env: Record<string, string> = {}, killAfterMs = 40_000): Promise<Run> {
  return new Promise((resolve) => {
    const start = Date.now();
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, RNHC_EVAL_TIMEOUT_MS: String(LIMIT_MS), DEBUG: '', NO_COLOR: '1', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), killAfterMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code, signal, stdout, stderr, ms: Date.now() - start });
    });
  });
}

const config = (body: string, head = '') =>
  `${head}\nexport default ${body};\n`.replace(
    '$PRESETS',
    `presets: [['classic', { docs: { sidebarPath: './sidebars.js' }, blog: false }]]`,
  );
const plain = `{ title: 'Site code', url: 'https://example.com', baseUrl: '/', $PRESETS }`;

interface Case {
  name: string;
  changes: Record<string, string | null>;
  command?: 'build' | 'check' | 'clear' | 'migrate';
  env?: Record<string, string>;
  code: number;
  expect: Array<string | RegExp>;
}

const cases: Case[] = [
  {
    name: 'process.exit(0) in the config, at load',
    changes: { 'docusaurus.config.js': config(plain, 'process.exit(0);') },
    code: 2,
    expect: [/docusaurus\.config\.js.*process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in the config, at load (clear: named, then cleared with the default folders)',
    command: 'clear',
    changes: { 'docusaurus.config.js': config(plain, 'process.exit(0);') },
    code: 0,
    expect: [/warning .*docusaurus\.config\.js called process\.exit\(0\)/],
  },
  ...(['check', 'migrate'] as const).map(
    (command): Case => ({
      name: `process.exit(0) in the config, at load (${command})`,
      command,
      changes: { 'docusaurus.config.js': config(plain, 'process.exit(0);') },
      code: 2,
      expect: [/docusaurus\.config\.js.*process\.exit\(0\)/],
    }),
  ),
  {
    name: 'process.exit(3) in the config',
    changes: { 'docusaurus.config.js': config(plain, 'process.exit(3);') },
    code: 2,
    expect: [/docusaurus\.config\.js.*process\.exit\(3\)/],
  },
  {
    name: 'process.exit(0) in the function the config exports (run later)',
    changes: { 'docusaurus.config.js': config(`async function createConfig() { process.exit(0); }`) },
    code: 2,
    expect: [/docusaurus\.config\.js.*process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in a timer the config set',
    changes: {
      'docusaurus.config.js': config(
        `async () => { setTimeout(() => process.exit(0), 0); await new Promise((r) => setTimeout(r, 300)); return ${plain}; }`,
      ),
    },
    code: 2,
    expect: [/docusaurus\.config\.js.*process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in a getter of the config',
    changes: {
      'docusaurus.config.js': config(`{ get title() { process.exit(0); }, url: 'https://example.com', $PRESETS }`),
    },
    code: 2,
    expect: [/docusaurus\.config\.js.*process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in sidebars.js',
    changes: { 'sidebars.js': 'process.exit(0);\nexport default { docs: ["intro", "page"] };\n' },
    code: 2,
    expect: [/sidebars\.js.*process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in a React page',
    changes: { 'src/pages/hello.jsx': 'export default function Hello() { process.exit(0); }\n' },
    code: 1,
    expect: [/hello\.jsx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in a React page, at load',
    changes: {
      'src/pages/hello.jsx': 'process.exit(0);\nexport default function Hello() { return <p>hi</p>; }\n',
    },
    code: 1,
    expect: [/hello\.jsx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in an MDX expression',
    changes: { 'docs/page.mdx': '# Page\n\n{process.exit(0)}\n' },
    code: 1,
    expect: [/page\.mdx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in an MDX expression (check)',
    command: 'check',
    changes: { 'docs/page.mdx': '# Page\n\n{process.exit(0)}\n' },
    code: 1,
    expect: [/page\.mdx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) caught in an MDX expression',
    changes: { 'docs/page.mdx': '# Page\n\n{(() => { try { process.exit(0); } catch {} return null; })()}\n' },
    code: 1,
    expect: [/page\.mdx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) in an MDX expression, in a render worker',
    env: { RNHC_WORKERS: '1' },
    changes: { 'docs/page.mdx': '# Page\n\n{process.exit(0)}\n' },
    code: 1,
    expect: [/page\.mdx/, /process\.exit\(0\)/],
  },
  {
    name: 'process.exit(0) caught in an MDX expression, in a render worker',
    env: { RNHC_WORKERS: '1' },
    changes: { 'docs/page.mdx': '# Page\n\n{(() => { try { process.exit(0); } catch {} return null; })()}\n' },
    code: 1,
    expect: [/page\.mdx/, /process\.exit\(0\)/],
  },
  {
    name: 'an endless MDX expression, in a render worker',
    env: { RNHC_WORKERS: '1' },
    changes: { 'docs/page.mdx': '# Page\n\n{(() => { while (true) {} })()}\n' },
    code: 1,
    expect: [/page\.mdx/, /did not finish within 1\.5 s/],
  },
  {
    name: 'process.exit(0) in a timer an MDX expression set',
    changes: { 'docs/page.mdx': '# Page\n\n{(setTimeout(() => process.exit(0), 0), null)}\n' },
    code: 1,
    expect: [/process\.exit\(0\)/],
  },
  {
    name: 'an async config that never resolves',
    changes: { 'docusaurus.config.js': config('async () => new Promise(() => {})') },
    code: 2,
    expect: [/docusaurus\.config\.js.*never settled/],
  },
  {
    name: 'an async config that waits on a timer for ever',
    changes: {
      'docusaurus.config.js': config('async () => new Promise(() => { setInterval(() => {}, 100); })'),
    },
    code: 2,
    expect: [/docusaurus\.config\.js.*did not finish within 1\.5 s/],
  },
  {
    name: 'while (true) {} in the config',
    changes: { 'docusaurus.config.js': config(plain, 'while (true) {}') },
    code: 2,
    expect: [/docusaurus\.config\.js.*did not finish within 1\.5 s/, /RNHC_EVAL_TIMEOUT_MS/],
  },
  {
    name: 'while (true) {} after an await in the config',
    changes: { 'docusaurus.config.js': config('async () => { await null; while (true) {} }') },
    code: 2,
    expect: [/docusaurus\.config\.js.*did not finish within 1\.5 s/],
  },
  {
    name: 'while (true) {} in sidebars.js',
    changes: { 'sidebars.js': 'while (true) {}\nexport default { docs: ["intro"] };\n' },
    code: 2,
    expect: [/sidebars\.js.*did not finish within 1\.5 s/],
  },
  {
    name: 'an endless MDX expression',
    changes: { 'docs/page.mdx': '# Page\n\n{(() => { while (true) {} })()}\n' },
    code: 1,
    expect: [/page\.mdx/, /did not finish within 1\.5 s/],
  },
  {
    name: 'an endless React page',
    changes: { 'src/pages/hello.jsx': 'export default function Hello() { for (;;) {} }\n' },
    code: 1,
    expect: [/hello\.jsx/, /did not finish within 1\.5 s/],
  },
  {
    name: 'a site component that recurses without end',
    changes: {
      'src/components/Loop.jsx': 'export default function Loop() { return <div><Loop /></div>; }\n',
      'docs/page.mdx': "import Loop from '@site/src/components/Loop';\n\n# Page\n\n<Loop />\n",
    },
    code: 1,
    expect: [/page\.mdx: the component <Loop> renders itself without end/],
  },
  {
    name: 'a config with a throwing getter',
    changes: {
      'docusaurus.config.js': config(
        `{ get title() { throw new Error('no title today'); }, url: 'https://example.com', $PRESETS }`,
      ),
    },
    code: 2,
    expect: [/docusaurus\.config\.js/, /no title today/],
  },
  {
    name: 'a config with a 200 MB string',
    changes: { 'docusaurus.config.js': config(`{ ...${plain}, tagline: 'x'.repeat(200 * 1024 * 1024) }`) },
    code: 2,
    expect: [/docusaurus\.config\.js/, /MB/],
  },
];

const sites: string[] = [];
afterAll(async () => {
  for (const site of sites) await rm(site, { recursive: true, force: true });
});

describe('site code cannot end the process or hang it unseen', () => {
  it.each(cases)('$name', { timeout: 60_000 }, async (c) => {
    const site = await makeSite('site-code', c.changes);
    sites.push(site);
    const command = c.command ?? 'build';
    const configFile = command === 'migrate' ? 'docusaurus.config.js' : 'rnhc-docs.config.yaml';
    const args = [command, '--config', path.join(site, configFile)];
    if (command === 'build' || command === 'clear') args.push('--out-dir', path.join(site, 'build'));
    const result = await run(args, site, c.env);
    expect(result.signal, `killed after a hang: ${result.stderr}`).toBeNull();
    expect(result.code, result.stderr).toBe(c.code);
    for (const pattern of c.expect) expect(result.stderr + result.stdout).toMatch(pattern);
    expect(result.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
    // Nothing half-built is left beside the output folder.
    expect((await readdir(site)).filter((f) => f.includes('rnhc-tmp'))).toEqual([]);
    if (command === 'build') expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('an open setInterval in the config does not keep the process alive', { timeout: 40_000 }, async () => {
    const site = await makeSite('site-code', {
      'docusaurus.config.js': config(plain, 'setInterval(() => {}, 1000);'),
      'docs/page.mdx': '# Page\n\n{(setInterval(() => {}, 1000), null)}\n',
    });
    sites.push(site);
    const result = await run(['build', '--config', path.join(site, 'rnhc-docs.config.yaml')], site);
    expect(result.signal, `killed after a hang: ${result.stderr}`).toBeNull();
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/Built \d+ pages/);
    expect(existsSync(path.join(site, 'build', 'docs', 'page', 'index.html'))).toBe(true);
  });

  it('the unchanged fixture builds (the cases above fail for their change only)', { timeout: 40_000 }, async () => {
    const site = await makeSite('site-code');
    sites.push(site);
    const result = await run(['build', '--config', path.join(site, 'rnhc-docs.config.yaml')], site);
    expect(result.code, result.stderr).toBe(0);
  });
});

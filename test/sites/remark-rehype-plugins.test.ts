import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, cli, makeSite, readOut } from './helpers.ts';

/**
 * The remark and rehype plugins of a Docusaurus config run in the pipeline with their options:
 * `beforeDefaultRemarkPlugins` before the defaults (its links are then resolved as markdown
 * links), `remarkPlugins` and `rehypePlugins` after them, each content plugin with its own.
 */
describe('remark and rehype plugins from docusaurus.config.js', () => {
  it('run on docs (markdown and MDX) and pages with the options given, none named as not applied', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('remark-rehype-plugins');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Plugins is not applied|Plugins.*not run/);
    expect(result.code).toBe(0);
    const intro = await readOut(site, 'docs/intro/index.html');
    expect(intro).toContain('<mark><strong>HELLO!</strong></mark>');
    expect(intro).toMatch(/<h2 id="section" class="from-config"/);
    expect(intro).toContain('href="/docs/other"');
    const mdx = await readOut(site, 'docs/mdx-doc/index.html');
    expect(mdx).toContain('<mark><strong>HEY!</strong></mark>');
    const home = await readOut(site, 'index.html');
    expect(home).toContain('<mark><strong>HI?</strong></mark>');
    expect(home).not.toContain('from-config');
    // The twin has the text the plugins made.
    expect(await readOut(site, 'docs/intro.md')).toContain('HELLO!');
  });

  it('runs a plugin from a workspace package whose entry is TypeScript source, transpiled as jiti does', {
    timeout: 120_000,
  }, async () => {
    // react-native-website's config imports `@react-native-website/remark-snackplayer`, a yarn
    // workspace package whose `main` is `src/index.ts`: Docusaurus's loader (jiti) transpiles it.
    const site = await makeSite('remark-rehype-plugins', {
      'docusaurus.config.js': null,
      'docusaurus.config.ts': [
        "import type { Config } from '@docusaurus/types';",
        "import remarkExclaim from '@fixture/remark-exclaim';",
        '',
        'const config: Config = {',
        "  title: 'Plugins',",
        "  url: 'https://example.com',",
        "  baseUrl: '/',",
        "  presets: [['classic', { docs: { remarkPlugins: [[remarkExclaim, { suffix: '!!' }]] } }]],",
        '};',
        'export default config;',
        '',
      ].join('\n'),
      'node_modules/@fixture/remark-exclaim/package.json': JSON.stringify({
        name: '@fixture/remark-exclaim',
        private: true,
        main: 'src/index.ts',
        type: 'module',
      }),
      'node_modules/@fixture/remark-exclaim/src/index.ts': [
        "import type { Node } from './types';",
        '',
        'interface Options {',
        '  suffix?: string;',
        '}',
        '',
        '/** Upper-cases strong text and adds the suffix. */',
        'export default function remarkExclaim(options: Options = {}) {',
        '  const walk = (node: Node): void => {',
        "    if (node.type === 'strong') {",
        "      for (const child of node.children ?? []) if (child.type === 'text') child.value = (child.value ?? '').toUpperCase() + (options.suffix ?? '');",
        '      return;',
        '    }',
        '    for (const child of node.children ?? []) walk(child);',
        '  };',
        '  return (tree: Node) => walk(tree);',
        '}',
        '',
      ].join('\n'),
      'node_modules/@fixture/remark-exclaim/src/types.ts':
        'export interface Node {\n  type: string;\n  value?: string;\n  children?: Node[];\n}\n',
    });
    const result = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.ts'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
    expect(result.stderr).not.toMatch(/threw while it was evaluated/);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'docs/intro/index.html')).toContain('<strong>HELLO!!</strong>');
  });

  it('names the plugin and the page when a plugin throws, on setup or on a page (no internal error)', {
    timeout: 120_000,
  }, async () => {
    // react-native-elements' plugin called a function its unist-util-visit version lacked:
    // "visit2 is not a function" came out as an unexpected internal error naming neither.
    const site = await makeSite('remark-rehype-plugins', {
      'plugins/remark-broken.js': [
        'module.exports = function remarkBroken() {',
        '  return (tree, file) => {',
        "    if (file.path.endsWith('other.md')) { const visit = undefined; visit(tree); }",
        '  };',
        '};',
      ].join('\n'),
      'docusaurus.config.js': [
        "const remarkBroken = require('./plugins/remark-broken');",
        "module.exports = { title: 'P', url: 'https://example.com', baseUrl: '/',",
        "  presets: [['classic', { docs: { remarkPlugins: [remarkBroken] } }]] };",
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(1);
    expect(result.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
    expect(result.stderr).toMatch(/docs[/\\]other\.md/);
    expect(result.stderr).toMatch(/remark plugin remarkBroken failed: visit is not a function/);

    const setup = await makeSite('remark-rehype-plugins', {
      'docusaurus.config.js': [
        "module.exports = { title: 'P', url: 'https://example.com', baseUrl: '/',",
        "  presets: [['classic', { docs: { rehypePlugins: [function rehypeNeedsOptions(options) { return options.x.y; }] } }]] };",
      ].join('\n'),
    });
    const failed = await buildDocusaurus(setup);
    expect(failed.code).toBe(1);
    expect(failed.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
    expect(failed.stderr).toMatch(/plugin rehypeNeedsOptions failed/);
    expect(failed.stderr).toMatch(/docs[/\\](intro|other)\.md|mdx-doc\.mdx/);
  });
});

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * MDX pages importing the same npm package: it is bundled and run once per render thread for all
 * of them (src/markdown/mdx/shared-packages.ts), not once in each page's bundle (react-native-
 * elements' 800 pages each bundled react-native-web). A package importing CSS stays in each page's
 * bundle, so its styles still come with every page.
 */
describe('packages MDX pages import', () => {
  it('run once for all pages, their CSS still on every page', { timeout: 120_000 }, async () => {
    const site = await makeSite('shared-packages');
    const runs = path.join(site, 'runs.log');
    const changes: Record<string, string> = {
      'node_modules/counted-ui/package.json': JSON.stringify({ name: 'counted-ui', main: 'index.js' }),
      // Each evaluation of the package appends a line.
      'node_modules/counted-ui/index.js': [
        "const React = require('react');",
        `require('fs').appendFileSync(${JSON.stringify(runs)}, 'run\\n');`,
        "exports.Badge = ({ label }) => React.createElement('span', { className: 'badge' }, 'badge ' + label);",
        '',
      ].join('\n'),
      'node_modules/styled-ui/package.json': JSON.stringify({ name: 'styled-ui', main: 'index.js' }),
      'node_modules/styled-ui/index.js': [
        "import './styled.css';",
        "import React from 'react';",
        "export default () => React.createElement('em', { className: 'styled' }, 'styled');",
        '',
      ].join('\n'),
      'node_modules/styled-ui/styled.css': '.styled { color: rebeccapurple; }\n',
    };
    for (const [file, text] of Object.entries(changes)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
    }
    const result = await buildDocusaurus(site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const page of ['one', 'two', 'three']) {
      const html = await readOut(site, `docs/${page}/index.html`);
      expect(html).toContain(`<span class="badge">badge ${page}</span>`);
      expect(html).toContain('<em class="styled">styled</em>');
      expect(html).toMatch(/<style>[^<]*\.styled\s*\{\s*color:\s*rebeccapurple/);
    }
    // Three pages, one render thread (a small site renders on the main thread): one run.
    expect((await readFile(runs, 'utf8')).split('\n').filter(Boolean)).toHaveLength(1);
  });

  it('keeps ES-module interop for an ES-module package left in the page', { timeout: 120_000 }, async () => {
    // react-tweet (prettier's blog): "type": "module", imports CSS (so it stays in the page's
    // bundle) and `import clsx from 'clsx'`, whose "import" condition is an ES module. Shared, clsx
    // became a require() in a Node-mode module, whose default is the whole module: "(0,
    // import_clsx.default) is not a function".
    const site = await makeSite('shared-packages', {
      'node_modules/dual-fn/package.json': JSON.stringify({
        name: 'dual-fn',
        exports: { '.': { import: './index.mjs', default: './index.cjs' } },
      }),
      'node_modules/dual-fn/index.mjs': "export function join(...a) { return a.join(' '); }\nexport default join;\n",
      'node_modules/dual-fn/index.cjs': "module.exports = (...a) => a.join(' ');\n",
      'node_modules/tweetish/package.json': JSON.stringify({ name: 'tweetish', type: 'module', main: 'index.js' }),
      'node_modules/tweetish/index.js': [
        "import './tweet.css';",
        "import React from 'react';",
        "import join from 'dual-fn';",
        "export const Tweet = () => React.createElement('b', { className: join('tweet', 'card') }, 'tweet');",
        '',
      ].join('\n'),
      'node_modules/tweetish/tweet.css': '.tweet { color: teal; }\n',
      'docs/one.mdx': "# One\n\nimport { Tweet } from 'tweetish';\n\n<Tweet />\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/is not a function/);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'docs/one/index.html')).toContain('<b class="tweet card">tweet</b>');
  });

  it('renders with the version an install upgraded to, with the markdown cache on', { timeout: 120_000 }, async () => {
    // The cache keeps an MDX page's HTML by its body, which an `npm install` does not change.
    const badge = (text: string) =>
      `const React = require('react');\nexports.Badge = ({ label }) => React.createElement('span', null, '${text} ' + label);\n`;
    const site = await makeSite('shared-packages', {
      'package.json': JSON.stringify({ name: 'site', private: true }),
      'node_modules/.package-lock.json': JSON.stringify({
        packages: { 'node_modules/counted-ui': { version: '1.0.0' } },
      }),
      'node_modules/counted-ui/package.json': JSON.stringify({ name: 'counted-ui', main: 'index.js' }),
      'node_modules/counted-ui/index.js': badge('badge v1'),
      'node_modules/styled-ui/package.json': JSON.stringify({ name: 'styled-ui', main: 'index.js' }),
      'node_modules/styled-ui/index.js':
        "import React from 'react';\nexport default () => React.createElement('em', null, 'x');\n",
    });
    expect((await buildDocusaurus(site)).code).toBe(0);
    expect(await readOut(site, 'docs/one/index.html')).toContain('badge v1 one');
    // `npm install counted-ui@2 --no-save`: no lockfile of the site's changes, npm's own record does.
    await writeFile(path.join(site, 'node_modules/counted-ui/index.js'), badge('badge v2'));
    await writeFile(
      path.join(site, 'node_modules/.package-lock.json'),
      JSON.stringify({ packages: { 'node_modules/counted-ui': { version: '2.0.0' } } }),
    );
    expect((await buildDocusaurus(site)).code).toBe(0);
    expect(await readOut(site, 'docs/one/index.html')).toContain('badge v2 one');
  });
});

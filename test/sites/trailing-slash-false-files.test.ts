import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * `trailingSlash: false`: Docusaurus writes each page as `x.html` only. rnhc-docs wrote
 * `x/index.html` too, which nitro's og-image plugin met in its postBuild (it reads every file under
 * build/docs and wants a card per page) and stopped on: exit 1.
 */
describe('trailingSlash: false', () => {
  it('writes each page as x.html only, which a postBuild plugin finds as in Docusaurus', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('shared-packages', {
      'docs/one.mdx': '# One\n',
      'docs/two.mdx': '# Two\n',
      'docs/three.mdx': '# Three\n',
      'list-html.js': [
        "const fs = require('fs');",
        "const path = require('path');",
        'module.exports = () => ({',
        "  name: 'list-html',",
        '  async postBuild({ outDir }) {',
        "    const files = fs.readdirSync(path.join(outDir, 'docs'), { recursive: true }).filter((f) => f.endsWith('.html'));",
        "    const extra = files.filter((f) => f.endsWith('index.html'));",
        "    if (extra.length > 0) throw new Error('no card for ' + extra.join(', '));",
        "    fs.writeFileSync(path.join(outDir, 'listed.txt'), files.sort().join('\\n'));",
        '  },',
        '});',
        '',
      ].join('\n'),
      'docusaurus.config.js': [
        'module.exports = {',
        "  title: 'Trailing slash false',",
        "  url: 'https://example.com',",
        "  baseUrl: '/',",
        '  trailingSlash: false,',
        "  plugins: [require.resolve('./list-html.js')],",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') }, blog: false }]],",
        '};',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/no card for/);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'listed.txt')).toBe(['one.html', 'three.html', 'two.html'].join('\n'));
    expect(await readOut(site, 'docs/one.html')).toContain('<h1');
    expect(existsSync(path.join(site, 'build/docs/one/index.html'))).toBe(false);
    // The home page keeps its index.html.
    expect(existsSync(path.join(site, 'build/index.html'))).toBe(true);
  });
});

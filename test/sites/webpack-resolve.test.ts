import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A plugin's configureWebpack applies to the site's code as webpack would: aliases (`name$`, a
 * folder alias with subpaths, `false`), a browser fallback for a Node built-in, `.web.js` first,
 * DefinePlugin (of a webpack that is not installed), `asset/source`; its Babel rule is named.
 */
describe("a plugin's configureWebpack", () => {
  it('resolves, defines and loads as webpack would', { timeout: 120_000 }, async () => {
    const site = await makeSite('webpack-resolve');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    const items = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'web (aliased)',
      'deep value through @lib',
      'label from Label.web.js',
      'text of note.txt',
      'hello from define',
      'not dev',
      'object',
      'server',
    ]);
    // The browser bundle of the component took the same aliases, and the fallback for `os`.
    const islands = path.join(site, 'build', 'assets', 'islands');
    const scripts = await Promise.all((await readdir(islands)).map((f) => readFile(path.join(islands, f), 'utf8')));
    const all = scripts.join('\n');
    expect(all).toContain('browser os fallback');
    expect(all).toContain('label from Label.web.js');
    expect(all).not.toContain('label from Label.js');
    expect(all).toContain('hello from define');
    const output = `${result.stdout}${result.stderr}`;
    expect(output).toMatch(
      /plugins\[0\] is not applied: only its configureWebpack is applied to the site's code: .*resolve\.alias \(fake-native\$, @lib, never-installed\), resolve\.fallback \(os\).*; not applied: module\.rules loader babel-loader/,
    );
    expect(output.match(/babel-loader/g)).toHaveLength(1);
  });
});

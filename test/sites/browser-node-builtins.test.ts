import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * Node's built-in modules imported by a component bundled for the browser: the site's npm
 * package of that name when it has one (as webpack 5 takes it), else a stand-in named in a
 * warning, never a failed build.
 */
describe('Node built-ins in code bound for the browser', () => {
  it('builds with a stand-in for each and names it once', { timeout: 120_000 }, async () => {
    const site = await makeSite('browser-node-builtins');
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Could not resolve/);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/Decoder\.js: imports "buffer", which is not installed/);
    expect(result.stderr).toMatch(/Decoder\.js: imports "string_decoder", which is not installed/);
    expect(result.stderr.match(/imports "buffer"/g)).toHaveLength(1);
    // Server rendering has the real modules: the page is whole.
    expect(await readOut(site, 'docs/intro/index.html')).toContain('not decoded');
  });
});

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite } from './helpers.ts';

/** The custom properties a stylesheet defines (`--name:` declarations). */
function definedVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/(--ifm-[\w-]+)\s*:/g)].map((m) => m[1] as string));
}

// testing-library's "Get started" button is `border: 1px solid var(--ifm-font-color-base)` in a
// CSS module: Infima's custom properties were kept only when customCss or a kept rule read them,
// so the property was undefined, the border invalid, and the button drawn without one.
describe('Infima custom properties read by the site’s own stylesheets', () => {
  it('keeps those a CSS module or a component’s stylesheet reads, with what they read', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('css-module-infima-variables');
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    const assets = path.join(site, 'build', 'assets');
    const theme = (await readdir(assets)).find((f) => /^theme\.[\w-]+\.css$/.test(f));
    expect(theme).toBeDefined();
    const defined = definedVariables(await readFile(path.join(assets, theme as string), 'utf8'));
    // Read by the CSS module, by the component's plain stylesheet, and by --ifm-font-color-base's value.
    for (const name of ['--ifm-font-color-base', '--ifm-color-emphasis-300', '--ifm-color-content']) {
      expect(defined.has(name), name).toBe(true);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

// react-native-paper's theming guide imports @material/material-color-utilities, whose `exports`
// has only an `import` condition: Node's require.resolve (the `require` condition) cannot find it,
// so rnhc-docs took it for a missing package and gave its stand-in, whose values then made the
// `color` package throw ("Unable to parse color from object: []") and the build fail.
describe('a package with only an `import` export condition', () => {
  it('is bundled, not replaced by a stand-in', { timeout: 120_000 }, async () => {
    const site = await makeSite('import-only-package', {
      'node_modules/import-only-tones/package.json': JSON.stringify({
        name: 'import-only-tones',
        version: '1.0.0',
        type: 'module',
        main: 'index.js',
        exports: { '.': { import: './index.js' } },
      }),
      'node_modules/import-only-tones/index.js': "export const toneOf = (n) => '#' + (n * 2).toString(16);\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/import-only-tones/);
    expect(await readOut(site, 'docs/intro/index.html')).toMatch(/Tone (<!-- -->)?#50/);
  });
});

import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A name imported or re-exported from an ES module that does not export it (a TypeScript type
 * named in JavaScript compiled from TypeScript, wix/react-native-ui-lib's
 * `BaseComponentInjectedProps`): webpack, so Docusaurus, warns and the value is undefined, unless
 * the importing module is strict ESM (`.mjs`, or `.js` in a package of `"type": "module"`).
 */
describe('a missing export', () => {
  it('is a warning naming the file and line, and the value is undefined', { timeout: 120_000 }, async () => {
    const site = await makeSite('missing-export-warns');
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/No matching export/);
    expect(result.code).toBe(0);
    expect(output).toMatch(
      /src\/lib\/index\.js:1:\d+: "BaseProps" is imported from "src\/lib\/base\.js", which does not export it: it is undefined here/,
    );
    expect(output).toMatch(/src\/components\/Badge\.js:2:\d+: "Missing" is imported from "src\/lib\/base\.js"/);
    // One warning per import, however many bundles meet it.
    expect(output.match(/"BaseProps" is imported/g)).toHaveLength(1);
    const home = await readOut(site, 'index.html');
    expect(home).toMatch(/base badge(<!-- -->)? \/ (<!-- -->)?undefined(<!-- -->)? \/ (<!-- -->)?undefined/);
  });

  for (const strict of ['src/strict/index.js', 'src/strict/other.mjs']) {
    it(`stays an error in strict ESM (${strict})`, { timeout: 120_000 }, async () => {
      const site = await makeSite('missing-export-warns', {
        'src/components/Badge.js': `import { asBase } from '../${strict.slice(4)}';\nexport default function Badge() { return <span>{asBase('x')}</span>; }\n`,
      });
      const result = await buildDocusaurus(site);
      const output = `${result.stdout}${result.stderr}`;
      expect(result.code).toBe(1);
      expect(output).toContain(`${strict}:${strict.endsWith('.mjs') ? 1 : 2}:`);
      expect(output).toMatch(/No matching export in "src\/lib\/base\.js" for import "BaseProps"/);
    });
  }
});

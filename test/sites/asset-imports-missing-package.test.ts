import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A file imported from a package that is not installed (a site built without its node_modules:
 * `import mc from 'react-native-vector-icons/Fonts/X.ttf'`) is stubbed and the package named once,
 * as an import of the package itself is; the page still builds.
 */
describe('an asset imported from a package that is not installed', () => {
  it('is stubbed, the package named once', { timeout: 240_000 }, async () => {
    const site = await makeSite('asset-imports', {
      'src/components/Fonts.jsx': [
        "import icons from 'not-installed-icons/Fonts/Icons.ttf';",
        '',
        'export default function Fonts() {',
        '  return <p className="fonts">Fonts from {String(icons).length > 0 ? "a stand-in" : "nothing"}</p>;',
        '}',
        '',
      ].join('\n'),
      'docs/fonts.mdx': "# Fonts\n\nimport Fonts from '@site/src/components/Fonts';\n\n<Fonts />\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Cannot find not-installed-icons/);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/"not-installed-icons"/g)).toHaveLength(1);
    expect(await readOut(site, 'docs/fonts/index.html')).toContain('class="fonts"');
  });
});

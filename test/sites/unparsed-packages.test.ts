import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A package of the site's node_modules that ships Flow source (react-native-linear-gradient,
 * which react-native-ui-lib's webpack config has Babel compile): its files that do not parse are
 * stand-ins named in one warning, not a failed build.
 */
describe('node_modules files that are not plain JavaScript', () => {
  it('become stand-ins, named once per package', { timeout: 120_000 }, async () => {
    const site = await makeSite('browser-node-builtins', {
      'node_modules/flow-gradient/package.json': JSON.stringify({ name: 'flow-gradient', main: 'index.js' }),
      'node_modules/flow-gradient/index.js': [
        '/* @flow */',
        "import React from 'react';",
        "import { type Props } from './common';",
        'export default function Gradient(props: Props) {',
        "  return React.createElement('div', null, 'gradient');",
        '}',
        '',
      ].join('\n'),
      'node_modules/flow-gradient/common.js': 'export type Props = { colors: string[] };\n',
      'src/components/Decoder.js': [
        "import React from 'react';",
        "import Gradient from 'flow-gradient';",
        '',
        'export default function Decoder() {',
        '  return (',
        '    <p>',
        '      before <Gradient colors={[]} /> after',
        '    </p>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Expected .* but found/);
    expect(result.code).toBe(0);
    expect(result.stderr.match(/"flow-gradient" ships code that is not plain JavaScript/g)).toHaveLength(1);
    const intro = await readOut(site, 'docs/intro/index.html');
    expect(intro).toMatch(/before\s*(<!-- -->)?\s*after/);
    expect(intro).not.toContain('gradient<');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectWebpackConfig } from '../../../../src/config/docusaurus/webpack-config.ts';

// react-native-paper's docusaurus-react-native-plugin aliases `react` to the site's own copy
// (`path.resolve('node_modules/react')`, React 17), so that webpack bundles one React. Applied
// to the site's code in rnhc-docs, it gave the site's components a second React, whose elements
// rnhc-docs' React refuses: "Objects are not valid as a React child", and every component page
// of the site failed.
describe("a plugin's webpack alias of React", () => {
  it("is not applied (the pages render with rnhc-docs' one React), and is named", async () => {
    const configFile = path.join('/site', 'docusaurus.config.js');
    const plugin = () => ({
      name: 'react-native',
      configureWebpack: () => ({
        resolve: {
          alias: {
            react: '/site/node_modules/react',
            'react-dom$': '/site/node_modules/react-dom',
            'react-native$': 'react-native-web',
          },
        },
      }),
    });
    const { webpack, notes } = await collectWebpackConfig(
      { plugins: [plugin] },
      configFile,
      () => undefined,
      () => undefined,
    );
    expect(webpack?.client.alias.map((a) => a.name)).toEqual(['react-native']);
    expect(webpack?.server.alias.map((a) => a.name)).toEqual(['react-native']);
    expect(notes.get(0)).toMatch(/resolve\.alias \(react-native\$\)/);
    expect(notes.get(0)).toMatch(/resolve\.alias react, react-dom\$ .*rnhc-docs' React/);
  });
});

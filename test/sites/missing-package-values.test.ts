import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A package that is not installed is a stand-in whose every value is the stand-in again: called
 * as a function too (react-native-ui-lib's `StyleSheet.create({...}).x` from a missing
 * `react-native`), so module code that computes with it runs, and as a component it renders only
 * its children: a provider or a wrapper keeps what it wraps (gesture-handler's Root wraps every
 * island in @mui/material's CssVarsProvider; without node_modules its Step islands were empty).
 */
describe('values computed from a missing package', () => {
  it('run at import and render time; the component renders only its children', { timeout: 120_000 }, async () => {
    const site = await makeSite('jsx-in-markdown', {
      'src/pages/index.js': [
        "import Layout from '@theme/Layout';",
        "import { StyleSheet, View } from 'rnhc-missing-native';",
        '',
        'const styles = StyleSheet.create({ container: { margin: 4 } });',
        '',
        'export default function Home() {',
        '  return (',
        '    <Layout title="Home">',
        '      <h1>Home page</h1>',
        '      <View style={styles.container.inner}>missing-view-child</View>',
        '    </Layout>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/threw while rendering/);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/imports "rnhc-missing-native", which is not installed/);
    const home = await readOut(site, 'index.html');
    expect(home).toContain('<h1>Home page</h1>');
    expect(home).toContain('missing-view-child');
  });

  it('a Root wrapping islands in a missing provider keeps their content', { timeout: 120_000 }, async () => {
    const site = await makeSite('jsx-in-markdown', {
      'src/theme/Root.js': [
        "import React from 'react';",
        "import { CssVarsProvider, getInitColorSchemeScript } from 'rnhc-missing-mui/styles';",
        '',
        'export default function Root({ children }) {',
        '  return (',
        '    <>',
        '      {getInitColorSchemeScript()}',
        '      <CssVarsProvider theme={{}}>{children}</CssVarsProvider>',
        '    </>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'src/components/Step.js': [
        "import React from 'react';",
        '',
        'export default function Step({ title, children }) {',
        '  return <div className="step"><b>{title}</b>{children}</div>;',
        '}',
        '',
      ].join('\n'),
      'docs/steps.mdx': [
        '# Steps',
        '',
        "import Step from '@site/src/components/Step';",
        '',
        '<Step title="First step">',
        '  <div>step-one-text</div>',
        '</Step>',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/imports "rnhc-missing-mui", which is not installed/);
    const page = await readOut(site, 'docs/steps/index.html');
    expect(page).toContain('<b>First step</b>');
    expect(page).toContain('step-one-text');
  });
});

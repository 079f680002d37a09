import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A package that is not installed is a stand-in whose every value is the stand-in again: called
 * as a function too (react-native-ui-lib's `StyleSheet.create({...}).x` from a missing
 * `react-native`), so module code that computes with it runs, and as a component it renders nothing.
 */
describe('values computed from a missing package', () => {
  it('run at import and render time; the component renders nothing', { timeout: 120_000 }, async () => {
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
    expect(home).not.toContain('missing-view-child');
  });
});

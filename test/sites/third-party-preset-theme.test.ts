import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A site's own preset (a copy of preset-classic adding its theme, not installed here): its classic
 * options are read, and a component of its theme (`@theme/Video`) is a stand-in named once, as a
 * missing package is (gorhom/react-native-bottom-sheet).
 */
describe('a third-party preset and theme', () => {
  it('reads the preset’s classic options and stands in for its theme’s component', { timeout: 120_000 }, async () => {
    const site = await makeSite('third-party-preset-theme');
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/is not provided by rnhc-docs/);
    expect(result.code).toBe(0);
    // routeBasePath '/' and slug '/': the doc is the home page.
    const home = await readOut(site, 'index.html');
    expect(home).toContain('<title>Introduction | Own preset</title>');
    expect(home).toContain('Before the video.');
    expect(home).toContain('After the video.');
    expect(output).toMatch(
      /presets\[0\] is not applied: preset "@acme\/docusaurus-preset" is not supported: its docs, blog options are read/,
    );
    expect(output.match(/"@theme\/Video"/g)).toHaveLength(1);
    expect(output).toMatch(/docs\/intro\.mdx: imports "@theme\/Video", a Docusaurus module rnhc-docs does not provide/);
  });
});

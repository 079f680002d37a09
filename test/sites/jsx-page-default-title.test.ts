import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A React page whose `<Layout>` names no title has the site's title as its `<title>`, as in
 * Docusaurus (its SiteMetadataDefaults), not a title made from its file name.
 */
describe('a React page without <Layout title>', () => {
  it('is titled by the site title', { timeout: 120_000 }, async () => {
    const site = await makeSite('ideal-image', {
      'src/pages/help.jsx': [
        "import Layout from '@theme/Layout';",
        '',
        'export default function Help() {',
        '  return <Layout className="help"><h1>Need help?</h1></Layout>;',
        '}',
        '',
      ].join('\n'),
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'help/index.html')).toContain('<title>Ideal image</title>');
    // A page that names its title keeps it.
    expect(await readOut(site, 'showcase/index.html')).toContain('<title>Showcase | Ideal image</title>');
  });

  it('a markdown page without a title (no front matter title, no # heading) is titled by the site title', {
    timeout: 120_000,
  }, async () => {
    // react-native-elements' src/pages/migration/index.mdx opens with `## Migration Guides`.
    const site = await makeSite('ideal-image', {
      'src/pages/migration/index.mdx': '## Migration Guides\n\n### [v3 to v4](/migration/v3)\n',
      'src/pages/migration/v3.mdx': '# Migration to v4\n\nText.\n',
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    const index = await readOut(site, 'migration/index.html');
    expect(index).toContain('<title>Ideal image</title>');
    // No heading made up from the file name above the content, as in Docusaurus.
    expect(index).not.toMatch(/<h1[ >]/);
    expect(await readOut(site, 'migration/v3/index.html')).toContain('<title>Migration to v4 | Ideal image</title>');
  });
});

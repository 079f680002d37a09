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
});

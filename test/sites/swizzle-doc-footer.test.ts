/**
 * A swizzled `src/theme/DocItem/Footer` (test/fixtures/swizzle-doc-footer), ejected as
 * react-native-website's is: it reads the doc through `useDoc()` (its editUrl, which the config's
 * function made a JSON list of buttons, its permalink, its front matter) and is shown under each
 * doc instead of the theme's footer, as an island with the doc as its props. A wrapper of
 * `@theme-original/DocItem/Footer` gets Docusaurus's footer.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

function buildSite(site: string) {
  return cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', path.join(site, 'build')]);
}

describe('swizzled DocItem/Footer', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('swizzle-doc-footer');
    result = await buildSite(site);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds with no warning: not named as not rendered, no edit URL taken for a link', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
  });

  it('each doc shows the site’s footer, from its own metadata, instead of the theme’s', async () => {
    const intro = await readOut(site, 'docs/intro/index.html');
    expect(intro).toMatch(/<div class="swizzled-doc-footer"><style>[^<]*border-top:\s*3px solid #ff6a00/);
    expect(intro).toContain('href="https://github.com/acme/site/edit/main/docs/intro.md"');
    expect(intro).toContain('href="https://crowdin.example/acme/intro.md"');
    expect(intro).toContain('/docs/intro<!-- --> · <!-- -->Ada');
    expect(intro).not.toContain('class="edit-link"');
    const guide = await readOut(site, 'docs/guide/index.html');
    expect(guide).toContain('href="https://github.com/acme/site/edit/main/docs/guide.md"');
    expect(guide).toContain('/docs/guide<!-- --> · <!-- -->nobody');
  });

  it('is an island whose props are the doc (hydrated with the same useDoc())', async () => {
    const intro = await readOut(site, 'docs/intro/index.html');
    const island =
      /<rnhc-island data-module="\/assets\/islands\/Footer\.[^"]+" data-export="default" data-path="\/docs\/intro"><script type="application\/json">([^<]*)<\/script>/.exec(
        intro,
      );
    expect(island, 'the island').not.toBeNull();
    const props = JSON.parse(island?.[1] ?? '{}');
    expect(props.__rnhcDoc.metadata).toMatchObject({ id: 'intro', permalink: '/docs/intro', title: 'Introduction' });
    // Its HTML is in the page once: the page's inline data leaves it out (read back from the DOM),
    // the page data file of client-side navigations has it.
    expect(intro.match(/doc-footer-meta/g)).toHaveLength(1);
    expect(await readOut(site, 'page-data/docs/intro.json')).toContain('doc-footer-meta');
  });

  it('a wrapper of @theme-original/DocItem/Footer gets Docusaurus’s footer, with the edit link', async () => {
    const wrap = await makeSite('swizzle-doc-footer', {
      'docusaurus.config.js': `module.exports = {
  title: 'Doc Footer Lib', url: 'https://footer.example', baseUrl: '/', favicon: 'img/favicon.svg',
  presets: [['classic', { docs: { routeBasePath: 'docs', editUrl: 'https://github.com/acme/site/edit/main/' }, blog: false }]],
};
`,
      'src/theme/DocItem/Footer/index.js': `import Footer from '@theme-original/DocItem/Footer';
export default function FooterWrapper(props) {
  return (
    <>
      <Footer {...props} />
      <p className="doc-footer-note">Edited by the community.</p>
    </>
  );
}
`,
    });
    try {
      const built = await buildSite(wrap);
      expect(built.code, built.stderr).toBe(0);
      const html = await readOut(wrap, 'docs/intro/index.html');
      expect(html).toMatch(
        /<footer class="theme-doc-footer docusaurus-mt-lg">[\s\S]*<a class="theme-edit-this-page" href="https:\/\/github.com\/acme\/site\/edit\/main\/docs\/intro.md"/,
      );
      expect(html).toContain('<p class="doc-footer-note">Edited by the community.</p>');
    } finally {
      await rm(wrap, { recursive: true, force: true });
    }
  });
});

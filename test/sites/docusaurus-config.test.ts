import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite, snapshot } from './helpers.ts';

/** Builds a site by its default config name: a Docusaurus site has no rnhc-docs.config.yaml. */
function buildDefault(site: string, out = 'build') {
  return cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', path.join(site, out)]);
}

describe('a Docusaurus site builds from its docusaurus.config.ts and sidebars.ts', () => {
  it('finds the config, maps it, names every key it does not apply, and builds every route', {
    timeout: 180_000,
  }, async () => {
    const site = await makeSite('docusaurus-site');
    const result = await buildDefault(site);
    expect(result.stderr).not.toMatch(/Unexpected internal error/);
    expect(result.code).toBe(0);
    const routes = [...(await snapshot(path.join(site, 'build'))).keys()]
      .filter((f) => f.endsWith('index.html'))
      .sort();
    expect(routes).toEqual(
      expect.arrayContaining([
        'index.html',
        'docs/intro/index.html',
        'docs/guides/install/index.html',
        'docs/guides/usage/index.html',
        'docs/faq/index.html',
        'docs/reference/functions/index.html',
        'docs/reference/types/index.html',
        'docs/category/reference/index.html',
        'showcase/index.html',
        'old-home/index.html',
      ]),
    );
    const config = path.join(site, 'docusaurus.config.ts');
    // One warning per key not applied, at its line in the TypeScript source, with the reason.
    for (const [line, key] of [
      [13, 'organizationName'],
      [14, 'projectName'],
    ] as const) {
      expect(result.stderr).toContain(`${config}:${line}:`);
      expect(result.stderr).toMatch(new RegExp(`${key.replace(/[[\].]/g, '\\$&')} is not applied: \\S`));
    }
    // prismThemes.github and .dracula are shiki's github-light and dracula (test/sites/prism-themes.test.ts).
    expect(result.stderr).not.toMatch(/themeConfig\.prism/);
    // plugin-ideal-image gives @theme/IdealImage: named at its line as information, not as a warning.
    expect(result.stdout).toContain(`${config}:36:3: "@docusaurus/plugin-ideal-image": @theme/IdealImage`);
    expect(result.stderr).not.toContain('plugin-ideal-image');
    // Applied now (dates from git): outside a git repository, one warning says there are none.
    expect(result.stderr).toMatch(/docs\.showLastUpdateTime\/showLastUpdateAuthor: no last-update dates/);
    // Algolia: the built-in search box stands in, said once as information.
    expect(result.stderr).not.toMatch(/algolia is not applied/);
    expect(result.stdout + result.stderr).toContain(
      `${config}:59:5: themeConfig.algolia: the built-in search (an offline index of the site) gives the search box instead`,
    );
    // customCss is applied: one stylesheet after the theme's.
    expect(result.stderr).not.toMatch(/customCss is not applied/);
    // blog: false is honoured (there is no blog), so it is not reported.
    expect(result.stderr).not.toMatch(/blog is not applied/);
    expect(result.stderr).toMatch(/sidebars\.ts:7: guide\.1\.Guides\.1\.customProps: customProps is not applied/);
    expect(result.stderr).toMatch(/sidebars\.ts:10: guide\.2\.link\.keywords: keywords is not applied/);

    const intro = await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    // Config values from the TS file: title, base URL, footer with a template literal.
    expect(intro).toContain('<title>Introduction | Fixture Lib</title>');
    expect(intro).toContain('href="/lib/docs/guides/install"');
    expect(intro).toContain('Copyright © 2026 Fixture');
    // An icon-only navbar link keeps its accessible name.
    expect(intro).toMatch(/<a href="https:\/\/github\.com\/fixture\/lib"[^>]*aria-label="GitHub repository"/);
    // Sidebar item forms: shorthand category, doc label, html item, generated index with its title.
    expect(intro).toContain('>Guides<');
    // The doc's own label inside the shorthand category (open on a page inside it).
    const install = await readFile(path.join(site, 'build/docs/guides/install/index.html'), 'utf8');
    expect(install).toContain('>Using it<');
    expect(intro).toContain('<span class="sidebar-note">Community</span>');
    expect(intro).toContain('menu__list-item--html');
    const custom = /<link rel="stylesheet" href="\/lib\/(assets\/custom\.[0-9a-f]{10}\.css)">/.exec(intro)?.[1];
    expect(custom).toBeTruthy();
    expect(await readFile(path.join(site, 'build', custom ?? ''), 'utf8')).toMatch(/--ifm-color-primary:\s*#2e8555/);
    const reference = await readFile(path.join(site, 'build/docs/category/reference/index.html'), 'utf8');
    expect(reference).toContain('All the reference');
  });

  it('a `ref` item links to a doc without making the sidebar its home', async () => {
    const site = await makeSite('docusaurus-site');
    expect((await buildDefault(site)).code).toBe(0);
    const intro = await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).toContain('href="/lib/docs/faq"');
    // The FAQ's own sidebar is `more` (its shorthand category Help), not `guide`.
    const faq = await readFile(path.join(site, 'build/docs/faq/index.html'), 'utf8');
    expect(faq).toContain('>Help<');
    expect(faq).not.toContain('>Guides<');
  });

  it('names the swizzled components it does not render in one warning (per component), and builds', async () => {
    const site = await makeSite('docusaurus-site', {
      'src/theme/Footer/index.js': 'export default function Footer() { return null; }\n',
      'src/theme/DocItem/Layout/index.js': 'export default function Layout() { return null; }\n',
    });
    const built = await buildDefault(site);
    expect(built.code).toBe(0);
    const lines = built.stderr.split('\n').filter((line) => line.includes('src/theme'));
    expect(lines).toHaveLength(1);
    // Footer is rendered (docs/swizzling.md); DocItem/Layout is named.
    expect(lines[0]).toMatch(/src\/theme: not applied: swizzled theme components DocItem\/Layout are not rendered/);
    // The site's Footer renders nothing: the page has no footer at all.
    const intro = await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8');
    expect(intro).toMatch(
      /<div class="swizzled-footer"><rnhc-island [^>]*><script type="application\/json">{}<\/script><rnhc-island-root><\/rnhc-island-root>/,
    );
    expect(intro).not.toContain('<footer');
  });

  it('reports a syntax error in the TS config with file and line, exit 2', async () => {
    const site = await makeSite('docusaurus-site', {
      'docusaurus.config.ts':
        "const config = {\n  title: 'x',\n  url: 'https://x.dev'\n  baseUrl: '/',\n};\nexport default config;\n",
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/docusaurus\.config\.ts:4:\d+/);
    expect(result.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
  });

  it('reports a config that throws, exit 2, naming the file', async () => {
    const site = await makeSite('docusaurus-site', {
      'docusaurus.config.ts': "throw new Error('no secrets in this environment');\n",
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'docusaurus.config.ts threw while it was evaluated: no secrets in this environment',
    );
    expect(result.stderr).not.toMatch(/Unexpected internal error/);
  });

  it('reports an invalid value at its line in the JS source, exit 2, nothing written', async () => {
    const site = await makeSite('docusaurus-site', {
      'docusaurus.config.ts': "export default {\n  title: 'X',\n  url: 'not a url',\n  baseUrl: '/',\n};\n",
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/url: must be an origin .*\(got "not a url"\) \(.*docusaurus\.config\.ts:3:3\)/);
    expect(existsSync(path.join(site, 'build'))).toBe(false);
  });

  it('reads a CommonJS config with require.resolve and an async config function', async () => {
    const site = await makeSite('docusaurus-site', {
      'docusaurus.config.ts': null,
      'docusaurus.config.js': [
        "const path = require('node:path');",
        'module.exports = async function createConfig() {',
        "  return { title: 'From JS', url: 'https://x.dev', baseUrl: '/',",
        "    presets: [['@docusaurus/preset-classic', { docs: { sidebarPath: require.resolve('./sidebars.ts'), path: path.join('.', 'docs') } }]] };",
        '};',
        '',
      ].join('\n'),
    });
    const result = await buildDefault(site);
    expect(result.stderr).not.toMatch(/error/);
    expect(result.code).toBe(0);
    expect(await readFile(path.join(site, 'build/docs/intro/index.html'), 'utf8')).toContain('| From JS</title>');
  });

  it('a sidebar item naming a missing doc is an error at its line in sidebars.ts', async () => {
    const site = await makeSite('docusaurus-site');
    const sidebars = path.join(site, 'sidebars.ts');
    await writeFile(sidebars, (await readFile(sidebars, 'utf8')).replace("'guides/install'", "'guides/instal'"));
    const result = await buildDefault(site);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/sidebars\.ts:7.*doc id "guides\/instal", which does not exist/);
  });
});

describe('rnhc-docs migrate', () => {
  it('writes a YAML config and JSON sidebars that build the same site', async () => {
    const site = await makeSite('docusaurus-site');
    expect((await buildDefault(site, 'from-ts')).code).toBe(0);

    const migrated = await cli(['migrate', '--config', path.join(site, 'docusaurus.config.ts')]);
    expect(migrated.code).toBe(0);
    const yaml = await readFile(path.join(site, 'rnhc-docs.config.yaml'), 'utf8');
    expect(yaml).toContain('# Not carried over');
    expect(yaml).toMatch(/#\s+line 13:3: organizationName is not applied/);
    // The prism themes, carried over as the shiki themes they map to.
    expect(yaml).toMatch(/codeThemes:\s+light: github-light\s+dark: dracula/);
    expect(yaml).toContain('sidebarPath: ./sidebars.json');
    expect(JSON.parse(await readFile(path.join(site, 'sidebars.json'), 'utf8')).more).toEqual({ Help: ['faq'] });

    // The YAML is now found first; the TS files can go.
    await writeFile(path.join(site, 'docusaurus.config.ts'), 'throw new Error("must not be read");\n');
    await writeFile(path.join(site, 'sidebars.ts'), 'throw new Error("must not be read");\n');
    const rebuilt = await buildDefault(site, 'from-yaml');
    expect(rebuilt.code).toBe(0);
    const before = await snapshot(path.join(site, 'from-ts'));
    const after = await snapshot(path.join(site, 'from-yaml'));
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [file, text] of before) if (file.endsWith('.html')) expect(after.get(file), file).toBe(text);
  });

  it('keeps existing files unless --force, exit 2, nothing changed', async () => {
    const site = await makeSite('docusaurus-site', { 'rnhc-docs.config.yaml': '# mine\n' });
    const result = await cli(['migrate', '--config', path.join(site, 'docusaurus.config.ts')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Not overwriting');
    expect(await readFile(path.join(site, 'rnhc-docs.config.yaml'), 'utf8')).toBe('# mine\n');
    expect(existsSync(path.join(site, 'sidebars.json'))).toBe(false);
    const forced = await cli(['migrate', '--force', '--config', path.join(site, 'docusaurus.config.ts')]);
    expect(forced.code).toBe(0);
    expect(await readFile(path.join(site, 'rnhc-docs.config.yaml'), 'utf8')).toContain('title: Fixture Lib');
  });

  it('refuses a YAML file as its input', async () => {
    const site = await makeSite('docusaurus-site');
    const result = await cli(['migrate', '--config', path.join(site, 'other.yaml')]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/migrate reads a Docusaurus config/);
  });
});

describe('React pages written for Docusaurus', () => {
  it('render with Link, useBaseUrl, useDocusaurusContext, Layout, Heading, clsx and CSS modules', async () => {
    const site = await makeSite('docusaurus-site');
    const result = await buildDefault(site);
    expect(result.code).toBe(0);
    const html = await readFile(path.join(site, 'build/showcase/index.html'), 'utf8');
    // Layout's title and description are the page's.
    expect(html).toContain('<title>Showcase | Fixture Lib</title>');
    expect(html).toContain('<meta name="description" content="Apps built with the library">');
    expect(html).toMatch(/<main class="container (styles_)?showcase[^"]*"><h1>Built with <!-- -->Fixture Lib<\/h1>/);
    expect(html).toContain('<img src="/lib/img/favicon.svg" alt=""/>');
    expect(html).toContain('<a class="button" href="/lib/docs/intro">Get started</a>');
    // The CSS module's rule, under the same scoped class name the markup uses.
    const className = /<main class="container ([^"]+)">/.exec(html)?.[1];
    expect(className).toBeTruthy();
    expect(html).toContain(`.${className} {`);
  });

  it('a <Redirect> page becomes a static redirect: refresh, canonical to the target, not indexed', async () => {
    const site = await makeSite('docusaurus-site', {
      // The real react-native-health-connect home page redirects with a relative path.
      'src/pages/index.md': null,
      'src/pages/index.tsx':
        "import React from 'react';\nimport { Redirect } from '@docusaurus/router';\n\nexport default function Home(): JSX.Element {\n  return <Redirect to=\"docs/intro\" />;\n}\n",
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(0);
    for (const page of ['index.html', 'old-home/index.html']) {
      const html = await readFile(path.join(site, 'build', page), 'utf8');
      expect(html).toContain('<meta http-equiv="refresh" content="0; url=/lib/docs/intro">');
      expect(html).toContain('<link rel="canonical" href="https://fixture.example/lib/docs/intro">');
      expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
      expect(html).toContain('<a href="/lib/docs/intro">/lib/docs/intro</a>');
    }
    const sitemap = await readFile(path.join(site, 'build/sitemap.xml'), 'utf8');
    expect(sitemap).not.toContain('/lib/old-home');
    expect(sitemap).toContain('/lib/docs/intro');
  });

  it('builds an .mdx page, and fails on a Docusaurus import it does not provide', async () => {
    const site = await makeSite('docusaurus-site');
    const built = await buildDefault(site);
    expect(built.code).toBe(0);
    expect(built.stderr).not.toMatch(/mdx-page\.mdx/);
    const mdxPage = await readFile(path.join(site, 'build/mdx-page/index.html'), 'utf8');
    expect(mdxPage).toContain('MDX page</h1>');
    expect(mdxPage).not.toContain('import Tabs');
    // A .md doc with imports is MDX (Docusaurus 3's default): tabs, a partial, a style object.
    const install = await readFile(path.join(site, 'build/docs/guides/install/index.html'), 'utf8');
    expect(install).not.toContain('import Tabs');
    expect(install).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="ios"/);
    expect(install).toContain('The partial&#x27;s <strong>text</strong>.');
    expect(install).toContain('<div style="border:1px solid red">Boxed</div>');
    // The title once: the H1 after the imports is the page's own.
    expect(install.match(/<h1[\s>]/g)).toHaveLength(1);
    const twin = await readFile(path.join(site, 'build/docs/guides/install.md'), 'utf8');
    expect(twin).toContain('**Android**\n\nOpen **Android Studio**.');
    expect(twin).not.toContain('import');

    const broken = await makeSite('docusaurus-site', {
      'src/pages/tabs.js':
        "import DocCardList from '@theme/DocCardList';\n\nexport default function P() {\n  return <DocCardList />;\n}\n",
    });
    const result = await buildDefault(broken);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/src\/pages\/tabs\.js:1:\d+: @theme\/DocCardList is not provided by rnhc-docs/);
    expect(result.stderr).not.toMatch(/Unexpected internal error/);
  });

  it('an MDX doc with an unknown component fails at its file:line, exit 1', async () => {
    const site = await makeSite('docusaurus-site', {
      'docs/broken.mdx': '# Broken\n\nText.\n\n<Missing />\n',
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/docs\/broken\.mdx:5(:\d+)?: <Missing> is not defined/);
    expect(result.stderr).not.toMatch(/Unexpected internal error|\n\s+at /);
  });

  it('a page that throws while it loads names the file, exit 1', async () => {
    const site = await makeSite('docusaurus-site', {
      'src/pages/bad.js': "throw new Error('boom at import');\nexport default function P() { return null; }\n",
    });
    const result = await buildDefault(site);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/src\/pages\/bad\.js: The page component threw while it was loaded: boom at import/);
  });
});

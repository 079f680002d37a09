import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  loadDocusaurusConfig,
  readDocusaurusConfig,
} from '../../../../src/config/docusaurus/load-docusaurus-config.ts';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rnhc-config-values-'));
  await writeFile(path.join(dir, 'sidebars.ts'), 'export default { docs: [] };\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function configFile(name: string, body: string): Promise<string> {
  const file = path.join(dir, name);
  await writeFile(file, body);
  return file;
}

describe('values a Docusaurus config may hold', () => {
  it('normalises a url ending in / and a baseUrl without its slashes, as Docusaurus does', async () => {
    const file = await configFile(
      'slashes.config.js',
      "module.exports = { title: 'x', url: 'https://x.example/', baseUrl: 'docs' };\n",
    );
    const config = await loadDocusaurusConfig(file);
    expect(config.url).toBe('https://x.example');
    expect(config.baseUrl).toBe('/docs/');
  });

  it('a prism theme extended from prism-react-renderer (its styles spread into a new theme) loads', async () => {
    // jest and react-native-gesture-handler: `styles: [...lightTheme.styles, ...]` of a stubbed module.
    const file = await configFile(
      'prism.config.js',
      [
        "const { themes } = require('prism-react-renderer');",
        'const lightTheme = themes.github;',
        "const theme = { ...lightTheme, styles: [...lightTheme.styles, { types: ['comment'], style: {} }] };",
        "module.exports = { title: 'x', url: 'https://x.example', baseUrl: '/', themeConfig: { prism: { theme } } };",
      ].join('\n'),
    );
    const config = await loadDocusaurusConfig(file);
    expect(config.title).toBe('x');
  });

  it('stubs require.resolve of a plugin that is not installed and names the package once', async () => {
    const file = await configFile(
      'resolve.config.js',
      [
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  themes: [require.resolve('rnhc-missing-theme-pkg'), require.resolve('rnhc-missing-theme-pkg/sub')],",
        "  plugins: [require.resolve('@rnhc-missing/plugin')],",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    const missing = read.notices.filter((n) => n.includes('not installed'));
    expect(missing.filter((n) => n.includes('"rnhc-missing-theme-pkg"'))).toHaveLength(1);
    expect(missing.filter((n) => n.includes('"@rnhc-missing/plugin"'))).toHaveLength(1);
    expect(read.notices.some((n) => n.includes('plugins[0]') && n.includes('@rnhc-missing/plugin'))).toBe(true);
  });

  it('an ES module config’s own require (createRequire(import.meta.url)) stubs a missing package’s CSS file, named once', async () => {
    // prettier: `customCss: [..., require.resolve('react-tweet/theme.css')]` without node_modules.
    const file = await configFile(
      'own-require.config.mjs',
      [
        "import { createRequire } from 'node:module';",
        'const require = createRequire(import.meta.url);',
        'export default {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  presets: [['classic', { theme: { customCss: [require.resolve('rnhc-missing-css-pkg/theme.css')] } }]],",
        "  customFields: { sidebars: require.resolve('./sidebars.js') },",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    const missing = read.notices.filter((n) => n.includes('not installed'));
    expect(missing.filter((n) => n.includes('"rnhc-missing-css-pkg')).length).toBe(1);
    const config = await loadDocusaurusConfig(file);
    // The same rules as the config's require: ./sidebars.js is sidebars.ts.
    expect(config.customFields.sidebars).toBe(path.join(dir, 'sidebars.ts'));
    // The missing package's stylesheet is left out (named with the package), not read as a file.
    expect(config.customCssFiles).toEqual([]);
  });

  it('a package the site declares and lacks but rnhc-docs has (yaml) is rnhc-docs’ own, so the config reads its data', async () => {
    // prettier without node_modules: `parseYaml(...)` of its data files fills customFields. Its
    // package.json declares yaml 2.9.0, which rnhc-docs' yaml 2 satisfies.
    await writeFile(path.join(dir, 'package.json'), '{ "private": true, "dependencies": { "yaml": "^2.0.0" } }');
    const file = await configFile(
      'own-package.config.mjs',
      [
        "import { parse } from 'yaml';",
        "export default { title: 'x', url: 'https://x.example', baseUrl: '/', customFields: { data: parse('a: [1, 2]') } };",
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    expect(read.notices.filter((n) => n.includes('not installed'))).toEqual([]);
    expect((await loadDocusaurusConfig(file)).customFields).toEqual({ data: { a: [1, 2] } });
  });

  it('a third-party preset given the classic preset’s options (a copy of preset-classic) is read as classic, and named', async () => {
    // gorhom/react-native-bottom-sheet: `presets: [['@gorhom/docusaurus-preset', { docs, blog, theme, gtag }]]`,
    // a preset that passes those options to the classic plugins and adds its own theme.
    const file = await configFile(
      'own-preset.config.js',
      [
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  presets: [['@acme/docusaurus-preset', { docs: { routeBasePath: '/' }, blog: false, theme: {}, extra: 1 }]],",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    const named = read.notices.filter((n) => n.includes('@acme/docusaurus-preset'));
    expect(named).toHaveLength(1);
    expect(named[0]).toContain('read as the classic preset’s');
    expect(read.notices.some((n) => n.includes('extra'))).toBe(true);
    const config = await loadDocusaurusConfig(file);
    expect(config.docs.routeBasePath).toBe('/');
    expect(config.blog).toBe(false);
  });

  it('a third-party preset without the classic options stays unread, named', async () => {
    const file = await configFile(
      'other-preset.config.js',
      "module.exports = { title: 'x', url: 'https://x.example', baseUrl: '/', presets: [['@acme/other-preset', { color: 'red' }]] };\n",
    );
    const read = await readDocusaurusConfig(file);
    expect(read.notices.filter((n) => n.includes('@acme/other-preset') && n.includes('is not supported'))).toHaveLength(
      1,
    );
    expect((await loadDocusaurusConfig(file)).docs.routeBasePath).toBe('docs');
  });

  it('resolves ./sidebars.js to sidebars.ts as Docusaurus’s TypeScript loader does', async () => {
    const file = await configFile(
      'ts-sidebars.config.js',
      [
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  presets: [['classic', { docs: { sidebarPath: require.resolve('./sidebars.js') } }]],",
        '};',
      ].join('\n'),
    );
    const config = await loadDocusaurusConfig(file);
    expect(config.docs.sidebarPath).toBe(path.join(dir, 'sidebars.ts'));
  });

  it('require() of an ES module or TypeScript file gives its default export, as Docusaurus’s loader (jiti, interopDefault) does', async () => {
    // mrousavy/nitro: `plugins: [require('./src/plugins/enforce-single-react-instance')]`, a .ts file
    // with `export default function enforceSingleReactInstance`.
    await writeFile(
      path.join(dir, 'local-plugin.ts'),
      'export default function localPlugin() { return { name: "local" }; }\nexport const answer: number = 42;\n',
    );
    const file = await configFile(
      'interop.config.js',
      [
        "const plugin = require('./local-plugin');",
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        '  plugins: [plugin],',
        "  customFields: { type: typeof plugin, named: plugin.answer, viaDefault: typeof plugin.default, keys: Object.keys(require('./sidebars.ts')) },",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    // Named by its function's name: it is run by the build (site-plugins.ts).
    expect(read.sitePlugins.map((p) => p.label)).toEqual(['function localPlugin']);
    // Its named exports and `.default` are still there (jiti attaches them to the default export).
    expect((await loadDocusaurusConfig(file)).customFields).toEqual({
      type: 'function',
      named: 42,
      viaDefault: 'function',
      keys: ['docs'],
    });
  });

  it('a relative file the module requires that does not exist is named with its line, and a plugin that writes it is hinted', async () => {
    // react-native-vision-camera: sidebars.js `...require('./docs/api/typedoc-sidebar.cjs')`, a file
    // docusaurus-plugin-typedoc writes during Docusaurus's build.
    const file = await configFile(
      'generated.config.js',
      "module.exports = { title: 'x', url: 'https://x.example', baseUrl: '/', customFields: { api: require('./api/typedoc-sidebar.cjs') } };\n",
    );
    const error = await readDocusaurusConfig(file).then(
      () => undefined,
      (e: unknown) => e as { message: string; hint?: string; exitCode?: number; position?: { line: number } },
    );
    expect(error?.message).toContain('./api/typedoc-sidebar.cjs');
    expect(error?.exitCode).toBe(2);
    expect(error?.position?.line).toBe(1);
    expect(error?.hint).toMatch(/does not exist.*plugin.*install the site’s dependencies/s);
  });

  it('names plugins given as [fn, options], a function or an object by their names', async () => {
    const file = await configFile(
      'plugin-names.config.js',
      [
        'function myLocalPlugin() { return { name: "from-fn" }; }',
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  plugins: [[myLocalPlugin, { a: 1 }], myLocalPlugin, { name: 'inline-object-plugin' }, () => ({})],",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    // Each is run by the build (site-plugins.ts), so no notice: named where the build names them.
    expect(read.notices.filter((n) => /plugins\[\d\]/.test(n))).toEqual([]);
    const plugins = read.sitePlugins.map((p) => `${p.where} ${p.label}`);
    expect(plugins).toEqual([
      'plugins[0] function myLocalPlugin',
      'plugins[1] function myLocalPlugin',
      'plugins[2] "inline-object-plugin"',
      'plugins[3] an anonymous function',
    ]);
  });
  it('accepts the version dropdown’s dropdownActiveClassDisabled, which the theme’s dropdown already honours', async () => {
    // gorhom/react-native-bottom-sheet: `{ type: 'docsVersionDropdown', dropdownActiveClassDisabled: true }`.
    // Docusaurus then never marks the dropdown active; rnhc-docs' version dropdown is never marked.
    const file = await configFile(
      'version-dropdown.config.js',
      [
        'module.exports = {',
        "  title: 'x', url: 'https://x.example', baseUrl: '/',",
        "  themeConfig: { navbar: { items: [{ type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true }] } },",
        '};',
      ].join('\n'),
    );
    const read = await readDocusaurusConfig(file);
    expect(read.notices.filter((n) => n.includes('dropdownActiveClassDisabled'))).toEqual([]);
  });
  it('gives each module the config requires its own __dirname and __filename, as Node does', async () => {
    // mrousavy/nitro's og-image plugin reads `path.join(__dirname, 'fonts/x.otf')` from its own
    // folder (src/plugins/generate-og-images/); bundled with the config, it read the site folder's.
    const { mkdir } = await import('node:fs/promises');
    await mkdir(path.join(dir, 'plugins', 'own'), { recursive: true });
    await writeFile(
      path.join(dir, 'plugins', 'own', 'where.js'),
      'module.exports = { dir: __dirname, file: __filename };\n',
    );
    await writeFile(
      path.join(dir, 'plugins', 'own', 'where-esm.ts'),
      "import path from 'node:path';\nexport default { dir: __dirname, base: path.basename(__filename) };\n",
    );
    // A module declaring its own __dirname (the ES module idiom) keeps it.
    await writeFile(
      path.join(dir, 'plugins', 'own', 'declared.ts'),
      "import { fileURLToPath } from 'node:url';\nconst __dirname = 'declared';\nexport default { dir: __dirname };\n",
    );
    const file = await configFile(
      'dirname.config.js',
      [
        "const where = require('./plugins/own/where.js');",
        "const esm = require('./plugins/own/where-esm.ts');",
        "const declared = require('./plugins/own/declared.ts');",
        "module.exports = { title: 'x', url: 'https://x.example', baseUrl: '/', customFields: { where, esm, declared, config: __dirname } };",
      ].join('\n'),
    );
    const config = await loadDocusaurusConfig(file);
    const own = path.join(dir, 'plugins', 'own');
    expect(config.customFields).toEqual({
      where: { dir: own, file: path.join(own, 'where.js') },
      esm: { dir: own, base: 'where-esm.ts' },
      declared: { dir: 'declared' },
      config: dir,
    });
  });
});

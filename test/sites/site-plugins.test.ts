import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/**
 * A third-party Docusaurus plugin is run as Docusaurus runs it: its function with a LoadContext
 * (what it writes there is built), loadContent, contentLoaded's actions, injectHtmlTags on every
 * page, postBuild with the routes; what is not honoured is named once per hook.
 */
describe('third-party plugins', () => {
  it('runs each hook rnhc-docs honours and names the others', { timeout: 120_000 }, async () => {
    const site = await makeSite('site-plugins');
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(output).not.toMatch(/is not supported/);
    expect(result.code).toBe(0);
    // The plugin function: options (with Docusaurus's default id) and context; the doc it wrote is built.
    const api = await readOut(site, 'generated/api/index.html');
    expect(api).toContain('Written by the plugin (id default) for Site plugins at /base/.');
    // In the sidebar its file gave.
    expect(await readOut(site, 'index.html')).toMatch(/href="\/base\/generated\/api\/?"/);
    // setGlobalData, read by site code through usePluginData.
    expect(await readOut(site, 'index.html')).toMatch(/<span class="count">3<\/span>/);
    // createData: a file of .docusaurus/<plugin>/<id>/, its path given back.
    const created = await readFile(path.join(site, 'created.txt'), 'utf8');
    expect(created).toBe(`${path.join(site, '.docusaurus', 'everything', 'default', 'count.json')}\n{"count":3}`);
    // injectHtmlTags, on every page; a script's content cannot close it early.
    for (const page of ['index.html', 'generated/api/index.html', '404.html']) {
      const html = await readOut(site, page);
      expect(html).toMatch(/<head>[\s\S]*<meta name="everything-count" content="3">[\s\S]*<\/head>/);
      expect(html).toMatch(/<body>\n<div id="everything-pre">pre<\/div>\n<div id="__rnhc">/);
      expect(html).toContain('<script>window.everything = "<\\/script>";</script>\n</body>');
    }
    // postBuild, with the output folder and the routes.
    const post = JSON.parse(await readOut(site, 'post-build.json')) as { routesPaths: string[]; content: unknown };
    expect(post.content).toEqual({ count: 3 });
    expect(post.routesPaths).toEqual(expect.arrayContaining(['/base/', '/base/generated/api', '/base/404.html']));
    // Not honoured: one warning per plugin and hook, the route named.
    expect(output).toMatch(
      /plugins\[0\] "\.\/plugins\/everything": addRoute\("\/base\/everything"\) is not applied: the route is not built/,
    );
    expect(output).toMatch(/plugins\[0\] "\.\/plugins\/everything": getClientModules is not applied/);
    expect(output.match(/getClientModules is not applied/g)).toHaveLength(1);
  });

  it('fails the build naming the plugin and the hook that threw', { timeout: 120_000 }, async () => {
    const site = await makeSite('site-plugins', {
      'plugins/everything.js': `module.exports = () => ({ name: 'thrower', loadContent() { throw new Error('no API today'); } });\n`,
      'sidebars.js': `module.exports = { docs: ['intro'] };\n`,
    });
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(result.code).toBe(1);
    expect(output).toMatch(/plugins\[0\] "\.\/plugins\/everything" \("thrower"\) failed in loadContent: no API today/);
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('runs an installed package by Docusaurus’s name patterns; one not installed is named', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('site-plugins', {
      'docusaurus.config.js': `module.exports = {
  title: 'Site plugins', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: ['fake', 'docusaurus-plugin-absent'],
};\n`,
      'sidebars.js': null,
      'node_modules/docusaurus-plugin-fake/package.json': '{ "name": "docusaurus-plugin-fake", "main": "index.js" }',
      'node_modules/docusaurus-plugin-fake/index.js': `module.exports = () => ({ name: 'fake', injectHtmlTags: () => ({ headTags: ['<meta name="fake" content="yes">'] }) });\n`,
    });
    const result = await buildDocusaurus(site);
    const output = `${result.stdout}${result.stderr}`;
    expect(result.code).toBe(0);
    expect(await readOut(site, 'index.html')).toContain('<meta name="fake" content="yes">');
    expect(output).toMatch(
      /plugins\[1\] is not applied: plugin "docusaurus-plugin-absent" is not supported: the site does not have it, so it is not run/,
    );
    expect(output).not.toMatch(/"fake"/);
  });

  it('loads an ES-module package whose imports leave out extensions, as Docusaurus (jiti) does', {
    timeout: 120_000,
  }, async () => {
    // @signalwire/docusaurus-plugin-llms-txt (react-native-website): "type": "module", and its entry
    // imports '../index' without an extension, which Node's own ES loader refuses.
    const site = await makeSite('site-plugins', {
      'docusaurus.config.js': `module.exports = {
  title: 'Site plugins', url: 'https://example.com', baseUrl: '/', onBrokenLinks: 'throw',
  presets: [['classic', { docs: { routeBasePath: '/' }, blog: false }]],
  plugins: ['@acme/docusaurus-plugin-esm'],
};\n`,
      'sidebars.js': null,
      'node_modules/@acme/docusaurus-plugin-esm/package.json':
        '{ "name": "@acme/docusaurus-plugin-esm", "type": "module", "exports": { ".": "./lib/public/index.js" } }',
      'node_modules/@acme/docusaurus-plugin-esm/lib/public/index.js': "export { default } from '../index';\n",
      'node_modules/@acme/docusaurus-plugin-esm/lib/index.js': `import { tag } from './tag';
export default function esmPlugin() {
  return { name: 'esm', injectHtmlTags: () => ({ headTags: [tag] }) };
}\n`,
      'node_modules/@acme/docusaurus-plugin-esm/lib/tag.js':
        'export const tag = \'<meta name="esm" content="loaded">\';\n',
    });
    const result = await buildDocusaurus(site);
    expect(`${result.stdout}${result.stderr}`).not.toMatch(/Cannot find module/);
    expect(result.code).toBe(0);
    expect(await readOut(site, 'index.html')).toContain('<meta name="esm" content="loaded">');
  });
});

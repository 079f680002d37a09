/**
 * URLs in customCss as Docusaurus's css-loader resolves them (jest's site: `url('@site/static/img/
 * running-card-background.png')` in static/css/custom.css gave a 404 at /assets/@site/...):
 * `@site/...` and relative paths become hashed copies, `@import` of a site file is inlined,
 * root-relative URLs stay static files under the base URL, and a missing file names its line.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

const CSS = `@import './more.css';
:root { --ifm-color-primary: #1d4ed8; }
.card-back { background-image: url('@site/static/img/favicon.svg'); }
.hero__subtitle::after { content: ""; background: url("/img/favicon.svg"); }
.font { background: url("/static/img/wide.svg"); }
`;
const MORE = `.wide { background: url(../../static/img/wide.svg) no-repeat; }\n`;

async function customCss(out: string): Promise<string> {
  const html = await readFile(path.join(out, 'index.html'), 'utf8');
  const href = /href="\/home\/(assets\/custom\.\w+\.css)"/.exec(html)?.[1];
  expect(href).toBeDefined();
  return readFile(path.join(out, href as string), 'utf8');
}

describe('customCss URLs', () => {
  it('resolves @site/ and relative URLs to hashed copies and inlines @import, as css-loader does', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docusaurus-home', { 'src/css/custom.css': CSS, 'src/css/more.css': MORE });
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).not.toMatch(/custom\.css|more\.css|error/);
    expect(result.code).toBe(0);
    const css = await customCss(out);
    const images = await readdir(path.join(out, 'assets/images'));
    const favicon = images.find((f) => /^favicon-[0-9a-f]{8}\.svg$/.test(f));
    const wide = images.find((f) => /^wide-[0-9a-f]{8}\.svg$/.test(f));
    expect(favicon).toBeDefined();
    expect(wide).toBeDefined();
    expect(css).toContain(`.card-back{background-image:url(/home/assets/images/${favicon})}`);
    expect(css).toContain(`.wide{background:url(/home/assets/images/${wide}) no-repeat}`);
    expect(css).not.toContain('@import');
    expect(css).toContain('url(/home/img/favicon.svg)');
    // A root-relative URL of a file in the site folder (react-native-website's `/static/fonts/`).
    expect(css).toContain(`.font{background:url(/home/assets/images/${wide})}`);
  });

  it('names the stylesheet and line of a URL whose file does not exist (exit 1, nothing written)', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docusaurus-home', {
      'src/css/custom.css': `.a { color: red; }\n.b { background: url('./missing.png'); }\n`,
    });
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/src\/css\/custom\.css:2:\d+/);
    expect(result.stderr).toMatch(/missing\.png/);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    await expect(readdir(out)).rejects.toThrow();
  });
});

/**
 * A Docusaurus site's admonitions carry Docusaurus's class names (`theme-admonition
 * theme-admonition-note alert alert--secondary`) and get Infima's alert rules, so a customCss
 * written for them (detox's `--ifm-color-*-contrast-*`, a `.theme-admonition-caution` rule)
 * styles them; a site of rnhc-docs' own keeps its admonitions as they were.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';

/** The theme stylesheet a build wrote (`assets/theme.<hash>.css`). */
async function themeCss(outDir: string): Promise<string> {
  const name = (await readdir(path.join(outDir, 'assets'))).find((f) => /^theme\.[\w-]+\.css$/.test(f));
  if (!name) throw new Error('no theme stylesheet');
  return readFile(path.join(outDir, 'assets', name), 'utf8');
}

/** Whether the CSS has a rule whose selector names `.name` (not `.name-x` nor `.name--x`). */
const styles = (css: string, name: string) => new RegExp(`\\.${name}(?![\\w-])[^{}]*\\{`).test(css);

/** The class attribute of every element with role="note" (admonitions), in order. */
const admonitionClasses = (html: string) =>
  [...html.matchAll(/<div class="([^"]*)" role="note"/g)].map((match) => (match[1] as string).split(' ').sort());

describe('admonitions with the class names of Docusaurus', () => {
  it("carry Docusaurus's classes and Infima's alert rules on a Docusaurus site", { timeout: 180_000 }, async () => {
    const site = await makeSite('docusaurus-admonitions');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    // Docusaurus 3 (theme-classic Admonition/Type/*): the type as written, Infima's alert colour.
    expect(admonitionClasses(html)).toEqual(
      [
        ['admonition', 'admonition-note', 'theme-admonition', 'theme-admonition-note', 'alert', 'alert--secondary'],
        ['admonition', 'admonition-info', 'theme-admonition', 'theme-admonition-important', 'alert', 'alert--info'],
        ['admonition', 'admonition-caution', 'theme-admonition', 'theme-admonition-caution', 'alert', 'alert--warning'],
        ['admonition', 'admonition-tip', 'theme-admonition', 'theme-admonition-tip', 'alert', 'alert--success'],
      ].map((names) => names.sort()),
    );
    const css = await themeCss(out);
    // Infima's alert block, for the types the pages use only.
    for (const name of ['alert', 'alert--secondary', 'alert--info', 'alert--warning', 'alert--success']) {
      expect(styles(css, name), name).toBe(true);
    }
    expect(styles(css, 'alert--danger'), 'alert--danger').toBe(false);
    // The theme's admonition heading and icon follow the alert's colour there.
    expect(css).toMatch(/\.alert \.admonition__heading\{/);
  });

  it("leaves a site of rnhc-docs' own as it was: no alert classes, no Infima alert rules", {
    timeout: 180_000,
  }, async () => {
    const site = await makeSite('basic-site');
    const out = path.join(site, 'build');
    const result = await cli(['build', '--config', path.join(site, 'rnhc-docs.config.yaml'), '--out-dir', out]);
    expect(result.code, result.stderr).toBe(0);
    const html = await readFile(path.join(out, 'docs/intro/index.html'), 'utf8');
    expect(admonitionClasses(html)).toEqual([['admonition', 'admonition-tip']]);
    const css = await themeCss(out);
    expect(styles(css, 'alert'), 'alert').toBe(false);
    expect(css).not.toMatch(/\.alert \.admonition__heading/);
  });
});

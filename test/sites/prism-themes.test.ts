/**
 * `themeConfig.prism.theme` / `darkTheme` of a Docusaurus config: prism-react-renderer's themes
 * become the shiki themes of the same name (test/fixtures/prism-themes); a theme object of the
 * site's own becomes a shiki theme of its colours; a prism theme shiki lacks keeps the default and is named in a warning.
 */
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

const sites: string[] = [];
afterAll(async () => {
  const { rm } = await import('node:fs/promises');
  await Promise.all(sites.map((site) => rm(site, { recursive: true, force: true })));
});

async function buildWith(config: string) {
  const site = await makeSite('prism-themes');
  sites.push(site);
  const result = await cli(['build', '--config', path.join(site, config), '--out-dir', path.join(site, 'build')]);
  return { site, result };
}

describe('prism themes of a Docusaurus config', () => {
  it('Dracula (by path) in light mode and Night Owl (themes.nightOwl) in dark mode become shiki themes', async () => {
    const { site, result } = await buildWith('docusaurus.config.js');
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    // Shiki's dual-theme output: each theme's background on the <pre>, colours on the tokens.
    expect(html).toMatch(/class="shiki shiki-themes dracula night-owl"/);
    expect(html).toMatch(/--shiki-light-bg:#282A36/i);
    expect(html).toMatch(/--shiki-dark-bg:#011627/i);
    // The themes are applied, so not named as ignored; the keys still not applied are.
    expect(result.stderr).not.toMatch(/themeConfig\.prism(\.theme|\.darkTheme)? is not applied/);
    expect(result.stderr).toMatch(/themeConfig\.prism\.additionalLanguages is not applied/);
  });

  it('a theme object of the site’s own becomes a shiki theme of its colours; a prism theme shiki lacks keeps the default, named', async () => {
    const { site, result } = await buildWith('docusaurus.own-theme.config.js');
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toMatch(/class="shiki shiki-themes prism-[0-9a-f]{8} github-dark"/);
    expect(html).toMatch(/--shiki-light-bg:#f6f8fa/i);
    expect(result.stderr).not.toMatch(/themeConfig\.prism\.theme is not applied/);
    expect(result.stderr).toMatch(
      /themeConfig\.prism\.darkTheme is not applied: prism-react-renderer's duotoneDark has no shiki counterpart; code blocks use github-dark/,
    );
  });

  it("a theme built on one of prism-react-renderer's keeps that theme's colours with the site's changes (jest)", async () => {
    const { site, result } = await buildWith('docusaurus.derived-theme.config.js');
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toMatch(/class="shiki shiki-themes prism-[0-9a-f]{8} prism-[0-9a-f]{8}"/);
    // github's text colour, the site's background; vsDark's text colour, the site's background.
    expect(html).toMatch(
      /--shiki-light:#393A34;--shiki-dark:#9CDCFE;--shiki-light-bg:#f6f6f6;--shiki-dark-bg:#242526/i,
    );
  });
});

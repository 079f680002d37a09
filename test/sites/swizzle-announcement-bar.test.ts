/**
 * A swizzled AnnouncementBar (test/fixtures/swizzle-announcement-bar): the site's bar is rendered
 * in the theme's place above the navbar on every page (server-rendered with the config's content,
 * hydrated as an island), the theme's own bar is not, and it is not named as "not rendered".
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

describe('swizzled AnnouncementBar', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('swizzle-announcement-bar');
    result = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.js'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds without naming AnnouncementBar as not rendered', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/AnnouncementBar[^\n]*not rendered/);
  });

  it('every page shows the site’s bar, with the theme’s content and close button, instead of the theme’s', async () => {
    for (const file of ['index.html', 'docs/intro/index.html']) {
      const html = await readOut(site, file);
      expect(html, file).toMatch(
        /<section class="site-bar [^"]+" aria-label="News" style="background-color:#001a72;color:#ffffff">/,
      );
      expect(html, file).toContain('<strong class="site-bar__label">News</strong>');
      // `@theme/AnnouncementBar/Content`: the config's HTML, as Docusaurus's content renders it.
      expect(html, file).toMatch(
        /<div class="[^"]*site-bar__content[^"]*">Version 2 is out: <a href="\/docs\/intro">read the notes<\/a><\/div>/,
      );
      expect(html, file).toMatch(
        /<button type="button" aria-label="Close" class="clean-btn close [^"]*site-bar__close[^"]*"/,
      );
      expect(html, file).toMatch(
        /<rnhc-island data-module="\/assets\/islands\/AnnouncementBar\.[^"]+" data-export="default"/,
      );
      // The theme's own bar is not rendered beside it.
      expect(html, file).not.toContain('theme-announcement-bar announcementBar_rnhc');
      // The bar comes before the navbar.
      expect(html.indexOf('site-bar__label'), file).toBeLessThan(html.indexOf('<nav'));
    }
  });

  it('its CSS module goes with the pages', async () => {
    const html = await readOut(site, 'docs/intro/index.html');
    const cls = /class="site-bar ([^"]+)"/.exec(html)?.[1];
    expect(cls).toBeTruthy();
    expect(html + (await readCss(site))).toContain(`.${cls}`);
  });
});

describe('swizzled AnnouncementBar that renders nothing at build time', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    // gesture-handler's: BrowserOnly, so the build renders its empty fallback, and the browser decides.
    site = await makeSite('swizzle-announcement-bar', {
      'src/theme/AnnouncementBar/index.js': [
        "import BrowserOnly from '@docusaurus/BrowserOnly';",
        'export default function AnnouncementBar() {',
        '  return <BrowserOnly fallback={<div className="bar-fallback" />}>{() => null}</BrowserOnly>;',
        '}',
        '',
      ].join('\n'),
    });
    result = await cli([
      'build',
      '--config',
      path.join(site, 'docusaurus.config.js'),
      '--out-dir',
      path.join(site, 'build'),
    ]);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('still replaces the theme’s bar (the config has one), as in Docusaurus', async () => {
    expect(result.code, result.stderr).toBe(0);
    const html = await readOut(site, 'docs/intro/index.html');
    expect(html).toContain('<div class="bar-fallback"></div>');
    expect(html).not.toContain('theme-announcement-bar');
    expect(html).not.toContain('Version 2 is out');
  });
});

/** Every stylesheet the build wrote, concatenated. */
async function readCss(site: string): Promise<string> {
  const { readdir, readFile } = await import('node:fs/promises');
  const out = path.join(site, 'build');
  const files = (await readdir(out, { recursive: true })).filter((f) => String(f).endsWith('.css'));
  return (await Promise.all(files.map((f) => readFile(path.join(out, String(f)), 'utf8')))).join('\n');
}

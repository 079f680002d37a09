/**
 * The docs options Docusaurus sites set for their sidebar and breadcrumbs
 * (test/fixtures/docs-sidebar-options): `breadcrumbs: false` shows none (and tells site code so),
 * `sidebarCollapsed: false` expands categories that do not say otherwise, `sidebarCollapsible:
 * false` makes every category an expanded, fixed list. None is named as not applied.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, makeSite, readOut } from './helpers.ts';

function buildSite(site: string) {
  return cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', path.join(site, 'build')]);
}

/** The sidebar's category list items, label → whether collapsed, and whether it has a toggle. */
function categoriesOf(html: string): Record<string, { collapsed: boolean; toggle: boolean }> {
  const result: Record<string, { collapsed: boolean; toggle: boolean }> = {};
  for (const match of html.matchAll(
    /<li class="(menu__list-item[^"]*)"><div class="menu__list-item-collapsible">([\s\S]*?)<\/div>/g,
  )) {
    const label = />([^<>]+)</.exec(match[2] ?? '')?.[1];
    if (label) {
      result[label] = {
        collapsed: (match[1] ?? '').includes('menu__list-item--collapsed'),
        toggle: (match[2] ?? '').includes('aria-expanded'),
      };
    }
  }
  return result;
}

describe('docs options: breadcrumbs, sidebarCollapsed, sidebarCollapsible', () => {
  let site: string;
  let result: { code: number; stdout: string; stderr: string };
  beforeAll(async () => {
    site = await makeSite('docs-sidebar-options');
    result = await buildSite(site);
  }, 120_000);
  afterAll(() => rm(site, { recursive: true, force: true }));

  it('builds, naming none of the options as not applied', () => {
    expect(result.code, result.stderr).toBe(0);
    expect(result.stderr).not.toMatch(/breadcrumbs|sidebarCollapsed|not applied/);
  });

  it('breadcrumbs: false: no breadcrumbs above a doc', async () => {
    const html = await readOut(site, 'docs/guides/install/index.html');
    expect(html).toContain('<h1 id="install">Install</h1>');
    expect(html).not.toMatch(/class="[^"]*breadcrumbs/);
  });

  it('sidebarCollapsed: false: a category starts expanded unless its _category_ says collapsed', async () => {
    const categories = categoriesOf(await readOut(site, 'docs/intro/index.html'));
    expect(categories.guides).toEqual({ collapsed: false, toggle: true });
    expect(categories.API).toEqual({ collapsed: true, toggle: true });
  });

  it('sidebarCollapsible: false: every category expanded, with no toggle', async () => {
    const fixed = await makeSite('docs-sidebar-options', {
      'docusaurus.config.js': `module.exports = {
  title: 'Sidebar Options', url: 'https://options.example', baseUrl: '/', favicon: 'img/favicon.svg',
  presets: [['classic', { docs: { routeBasePath: 'docs', sidebarCollapsible: false }, blog: false }]],
};
`,
    });
    try {
      const built = await buildSite(fixed);
      expect(built.code, built.stderr).toBe(0);
      const html = await readOut(fixed, 'docs/intro/index.html');
      const categories = categoriesOf(html);
      expect(categories.guides).toEqual({ collapsed: false, toggle: false });
      expect(categories.API).toEqual({ collapsed: false, toggle: false });
      // Breadcrumbs are back by default.
      expect(await readOut(fixed, 'docs/guides/install/index.html')).toMatch(/class="[^"]*breadcrumbs/);
    } finally {
      await rm(fixed, { recursive: true, force: true });
    }
  });
});

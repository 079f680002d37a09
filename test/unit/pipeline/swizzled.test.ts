import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resolveThemeImport } from '../../../src/pipeline/docusaurus-shims.ts';
import { collectSwizzled, unsupportedSwizzledWarning } from '../../../src/pipeline/swizzled.ts';

const site = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/docusaurus-swizzle');
const theme = path.join(site, 'src/theme');

describe('swizzled theme components', () => {
  it('lists src/theme/ by @theme/ name: X.js and X/index.js, nested folders, no stylesheets', () => {
    expect([...collectSwizzled(site)]).toEqual([
      ['BoxLink', path.join(theme, 'BoxLink/index.js')],
      ['DocItem/Footer', path.join(theme, 'DocItem/Footer/index.js')],
      ['DocItem/Layout', path.join(theme, 'DocItem/Layout/index.js')],
      ['Footer', path.join(theme, 'Footer/index.js')],
      ['MDXComponents', path.join(theme, 'MDXComponents.js')],
      ['NotFound', path.join(theme, 'NotFound.js')],
    ]);
    expect(collectSwizzled(path.join(site, 'docs'))).toEqual(new Map());
  });

  it('names the classic-theme components it does not render, not the site’s own or its helpers', () => {
    const components = new Map([
      ...collectSwizzled(site),
      ['NotFound/mapLegacyUrl', '/x.js'],
      ['Root', '/root.js'],
      ['Step', '/step.js'],
      ['NavbarItem/DocsVersionDropdownNavbarItem', '/n.js'],
    ]);
    expect(unsupportedSwizzledWarning(site, components)).toMatch(
      /swizzled theme components DocItem\/Layout, NavbarItem\/DocsVersionDropdownNavbarItem are not rendered/,
    );
    expect(unsupportedSwizzledWarning(site, new Map([['BoxLink', '/b.js']]))).toBeUndefined();
  });

  it('names a part of a rendered component swizzled without the component (its folder is not rendered)', () => {
    // AnnouncementBar/Content alone: rnhc-docs renders a swizzled AnnouncementBar, not its parts.
    expect(unsupportedSwizzledWarning(site, new Map([['AnnouncementBar/Content', '/c.js']]))).toMatch(
      /swizzled theme components AnnouncementBar\/Content are not rendered/,
    );
    // With the AnnouncementBar, its parts are its modules (gesture-handler's).
    expect(
      unsupportedSwizzledWarning(
        site,
        new Map([
          ['AnnouncementBar', '/a.js'],
          ['AnnouncementBar/Content', '/c.js'],
          ['AnnouncementBar/CloseButton', '/b.js'],
        ]),
      ),
    ).toBeUndefined();
  });

  it('resolves the announcement bar’s parts to the theme’s, with its hook', () => {
    const none = new Map<string, string>();
    for (const name of ['AnnouncementBar/Content', 'AnnouncementBar/CloseButton', 'Icon/Close']) {
      expect(resolveThemeImport(`@theme/${name}`, none)).toMatchObject({ kind: 'shim', id: `@theme/${name}` });
    }
    expect(resolveThemeImport('@theme-original/AnnouncementBar', none)).toMatchObject({
      kind: 'shim',
      exports: { default: 'AnnouncementBar' },
    });
    for (const module of ['@docusaurus/theme-common/internal', '@docusaurus/theme-common']) {
      expect(resolveThemeImport(module, none)).toMatchObject({ exports: { useAnnouncementBar: 'useAnnouncementBar' } });
    }
  });

  it('resolves @theme/X to the site’s file (not inside it), @theme-original/X to the theme’s', () => {
    const swizzled = collectSwizzled(site);
    expect(resolveThemeImport('@theme/BoxLink', swizzled)).toEqual({
      kind: 'site',
      file: path.join(theme, 'BoxLink/index.js'),
    });
    expect(resolveThemeImport('@theme/Tabs', swizzled)).toMatchObject({ kind: 'shim', id: '@theme/Tabs' });
    // Inside the site's MDXComponents, @theme/MDXComponents is the theme's, as @theme-original is.
    expect(resolveThemeImport('@theme/MDXComponents', swizzled, path.join(theme, 'MDXComponents.js'))).toMatchObject({
      kind: 'shim',
      id: '@theme/MDXComponents',
    });
    // The theme's @theme/MDXComponents shim (templates/docusaurus/mdx-components.tsx).
    expect(resolveThemeImport('@theme-original/MDXComponents', swizzled)).toEqual({
      kind: 'shim',
      id: '@theme/MDXComponents',
      exports: { default: 'MDXComponents' },
    });
    expect(resolveThemeImport('@theme-init/Tabs', swizzled)).toMatchObject({ kind: 'shim', id: '@theme/Tabs' });
    // The theme's doc footer (templates/docusaurus/doc-item.tsx); DocItem/Layout has none.
    expect(resolveThemeImport('@theme-original/DocItem/Footer', swizzled)).toMatchObject({ kind: 'shim' });
    expect(resolveThemeImport('@theme-original/DocItem/Layout', swizzled)).toMatchObject({
      kind: 'missing',
      reason: expect.stringContaining("@theme-original/DocItem/Layout has no counterpart in rnhc-docs' theme"),
    });
    expect(resolveThemeImport('@docusaurus/Link', swizzled)).toMatchObject({ kind: 'shim' });
    expect(resolveThemeImport('react', swizzled)).toBeUndefined();
  });
});

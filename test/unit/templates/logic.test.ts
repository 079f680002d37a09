import { describe, expect, it, vi } from 'vitest';
import {
  clientVariant,
  FEATURE_ANNOUNCEMENT_BAR,
  FEATURE_DROPDOWNS,
  FEATURE_SWIZZLED,
} from '../../../src/shared/features.ts';
import { normalizePath, sidebarItemContainsPath } from '../../../src/shared/links.ts';
import type { SidebarItemData } from '../../../src/shared/types.ts';
import { COPIED_DURATION, COPIED_LABEL, copyCode } from '../../../templates/CodeBlock/copy.ts';
import { getCollapseDuration } from '../../../templates/collapse.ts';
import {
  applyColorModeChoice,
  assertColorModeChoice,
  COLOR_MODE_STORAGE_KEY,
  getNextColorModeChoice,
  readColorModeChoice,
  resolveColorMode,
} from '../../../templates/colorMode.ts';
import { createTocTree } from '../../../templates/TableOfContents/tree.ts';
import { createSite } from './fixtures.ts';

describe('clientVariant', () => {
  const { announcementBar: _, ...site } = createSite();
  const bar = { id: 'a', content: 'Hi', backgroundColor: '#fff', textColor: '#000', isCloseable: true };
  it('names the features a site uses, in a fixed order, or base', () => {
    expect(clientVariant({ ...site, navbar: { ...site.navbar, items: [] } })).toBe('base');
    const dropdown = { type: 'localeDropdown', position: 'right' } as const;
    expect(clientVariant({ ...site, navbar: { ...site.navbar, items: [dropdown] } })).toBe('dropdowns');
    expect(clientVariant({ ...site, navbar: { ...site.navbar, items: [] }, announcementBar: bar })).toBe(
      'announcementBar',
    );
    expect(clientVariant({ ...site, navbar: { ...site.navbar, items: [dropdown] }, announcementBar: bar })).toBe(
      'announcementBar+dropdowns',
    );
    // Swizzled components shown in the theme's place (docs/swizzling.md): a variant of their own.
    expect(clientVariant({ ...site, navbar: { ...site.navbar, items: [] }, swizzled: true })).toBe('swizzled');
    expect(
      clientVariant({ ...site, navbar: { ...site.navbar, items: [dropdown] }, announcementBar: bar, swizzled: true }),
    ).toBe('announcementBar+dropdowns+swizzled');
  });
  it('leaves every feature on where the compile does not set the flags (server, tests)', () => {
    expect(FEATURE_DROPDOWNS).toBe(true);
    expect(FEATURE_ANNOUNCEMENT_BAR).toBe(true);
    expect(FEATURE_SWIZZLED).toBe(true);
  });
});

describe('getCollapseDuration', () => {
  it('follows round((4 + 15 * (h/36)^0.25 + (h/36)/5) * 10)', () => {
    expect(getCollapseDuration(0)).toBe(40);
    expect(getCollapseDuration(36)).toBe(192); // (4 + 15 + 0.2) * 10
    expect(getCollapseDuration(576)).toBe(372); // h/36 = 16: (4 + 30 + 3.2) * 10
    expect(getCollapseDuration(100)).toBe(Math.round((4 + 15 * (100 / 36) ** 0.25 + 100 / 36 / 5) * 10));
    expect(getCollapseDuration(-5)).toBe(40);
  });
});

describe('colour mode', () => {
  const light = { respectPrefersColorScheme: false, prefersDark: false };
  const system = { respectPrefersColorScheme: true, prefersDark: false };

  it('toggles dark and light without respectPrefersColorScheme', () => {
    expect(getNextColorModeChoice('light', light)).toBe('dark');
    expect(getNextColorModeChoice('dark', light)).toBe('light');
    // A stored 'system' resolves to what the reader sees, then flips.
    expect(getNextColorModeChoice('system', { ...light, prefersDark: true })).toBe('light');
  });

  it('cycles system → light → dark → system with respectPrefersColorScheme', () => {
    let choice = getNextColorModeChoice('system', system);
    expect(choice).toBe('light');
    choice = getNextColorModeChoice(choice, system);
    expect(choice).toBe('dark');
    expect(getNextColorModeChoice(choice, system)).toBe('system');
  });

  it('throws an error naming an unknown mode', () => {
    expect(() => getNextColorModeChoice('sepia' as never, light)).toThrow(/Unknown colour mode "sepia"/);
    expect(() => assertColorModeChoice('blue')).toThrow('"blue"');
    expect(() => resolveColorMode('x' as never, false)).toThrow('"x"');
  });

  it('resolves system from the media query', () => {
    expect(resolveColorMode('system', true)).toBe('dark');
    expect(resolveColorMode('system', false)).toBe('light');
  });

  it('reads the stored choice and falls back on junk', () => {
    const config = { defaultMode: 'light' as const, disableSwitch: false, respectPrefersColorScheme: false };
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === COLOR_MODE_STORAGE_KEY ? value : null),
    });
    expect(readColorModeChoice(storage('dark'), config)).toBe('dark');
    expect(readColorModeChoice(storage('purple'), config)).toBe('light');
    expect(readColorModeChoice(storage(null), { ...config, defaultMode: 'dark' })).toBe('dark');
    // Like the head script: a stored 'system' is kept; the toggle then flips what it resolves to.
    expect(readColorModeChoice(storage('system'), config)).toBe('system');
    expect(readColorModeChoice(storage(null), { ...config, respectPrefersColorScheme: true })).toBe('system');
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
    };
    expect(readColorModeChoice(throwing, config)).toBe('light');
  });

  it('applies a choice to the root element and saves it under "theme"', () => {
    const root = { dataset: {} as DOMStringMap } as HTMLElement;
    const saved = new Map<string, string>();
    const mode = applyColorModeChoice('system', {
      root,
      prefersDark: true,
      storage: { setItem: (key, value) => saved.set(key, value) },
    });
    expect(mode).toBe('dark');
    expect(root.dataset.theme).toBe('dark');
    expect(root.dataset.themeChoice).toBe('system');
    expect(saved.get('theme')).toBe('system');
  });
});

describe('createTocTree', () => {
  const items = [
    { id: 'a', value: 'A', level: 2 },
    { id: 'a1', value: 'A1', level: 3 },
    { id: 'a1x', value: 'A1x', level: 4 },
    { id: 'b', value: 'B', level: 2 },
    { id: 'b1', value: 'B1', level: 4 },
  ];

  it('keeps the levels in range and nests by level', () => {
    const tree = createTocTree(items, 2, 3);
    expect(tree.map((node) => node.id)).toEqual(['a', 'b']);
    expect(tree[0]?.children.map((node) => node.id)).toEqual(['a1']);
    expect(tree[1]?.children).toEqual([]);
  });

  it('nests a skipped level under the closest lower heading', () => {
    const tree = createTocTree(items, 2, 4);
    expect(tree[1]?.children.map((node) => node.id)).toEqual(['b1']);
    expect(tree[0]?.children[0]?.children.map((node) => node.id)).toEqual(['a1x']);
  });

  it('can start below h2', () => {
    expect(createTocTree(items, 3, 3).map((node) => node.id)).toEqual(['a1']);
  });
});

describe('copyCode', () => {
  function fakeButton() {
    const classes = new Set<string>();
    const pre = { textContent: 'npm install react-native-health-connect' };
    return {
      textContent: 'Copy',
      dataset: {} as Record<string, string>,
      classList: { add: (name: string) => classes.add(name), remove: (name: string) => classes.delete(name) },
      classes,
      closest: (selector: string) => (selector === '.code-block' ? { querySelector: () => pre } : null),
    };
  }

  it('writes the code to the clipboard and says Copied for 2 s', async () => {
    vi.useFakeTimers();
    try {
      const button = fakeButton();
      const writeText = vi.fn(async () => {});
      expect(await copyCode(button as never, { writeText })).toBe(true);
      expect(writeText).toHaveBeenCalledWith('npm install react-native-health-connect');
      expect(button.textContent).toBe(COPIED_LABEL);
      vi.advanceTimersByTime(COPIED_DURATION - 1);
      expect(button.textContent).toBe('Copied');
      vi.advanceTimersByTime(1);
      expect(button.textContent).toBe('Copy');
      expect(button.classes.size).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves the label alone when the clipboard refuses', async () => {
    const button = fakeButton();
    const writeText = async () => {
      throw new Error('denied');
    };
    expect(await copyCode(button as never, { writeText })).toBe(false);
    expect(button.textContent).toBe('Copy');
  });
});

describe('withWordBreaks', () => {
  it('puts <wbr> at camelCase humps of long identifiers and leaves prose alone', async () => {
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { createElement, Fragment } = await import('react');
    const { withWordBreaks } = await import('../../../templates/word-breaks.tsx');
    const html = (text: string) => renderToStaticMarkup(createElement(Fragment, null, withWordBreaks(text)));
    expect(html('aggregateGroupByDuration')).toBe('aggregate<wbr/>Group<wbr/>By<wbr/>Duration');
    expect(html('Getting started guide')).toBe('Getting started guide');
    expect(html('readRecords')).toBe('readRecords');
  });
});

describe('normalizePath and sidebarItemContainsPath', () => {
  it('drops the query, the hash and a trailing slash, whichever comes first', () => {
    expect(normalizePath('/docs/a/')).toBe('/docs/a');
    expect(normalizePath('/docs/a?x=1#h')).toBe('/docs/a');
    expect(normalizePath('/docs/a/#h?x')).toBe('/docs/a');
    expect(normalizePath('/docs/a#h')).toBe('/docs/a');
    expect(normalizePath('/docs/a?q=#h')).toBe('/docs/a');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/?x')).toBe('/');
    expect(normalizePath('#top')).toBe('');
  });
  it('finds the page at any depth, trailing slashes and hashes aside', () => {
    const link = (href: string) => ({ type: 'link' as const, label: href, href });
    const category = (label: string, items: SidebarItemData[], href?: string): SidebarItemData => ({
      type: 'category',
      label,
      collapsed: true,
      collapsible: true,
      items,
      ...(href ? { href } : {}),
    });
    const tree = category('A', [link('/docs/a/one'), category('B', [link('/docs/b/two#part')], '/docs/b/')]);
    expect(sidebarItemContainsPath(tree, '/docs/b/two/')).toBe(true);
    expect(sidebarItemContainsPath(tree, '/docs/b')).toBe(true);
    expect(sidebarItemContainsPath(tree, '/docs/a/one?x=1')).toBe(true);
    expect(sidebarItemContainsPath(tree, '/docs/a')).toBe(false);
    expect(
      sidebarItemContainsPath({ type: 'html', value: '<a href="/docs/a/one">x</a>' } as SidebarItemData, '/docs/a/one'),
    ).toBe(false);
  });
});

/**
 * A generated index's card for a sub-category that has no page of its own (no `link`), as
 * Docusaurus's DocCard draws it: linked to the category's first link (findFirstSidebarItemLink),
 * with its number of items. keyboard-controller's "🎣 Hooks" index lists "⌨️ Keyboard", "📝 Input"
 * and "📂 Module" so; rnhc-docs left the three out, and the page showed no card at all.
 */
import { describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import { createRoutes } from '../../../src/pipeline/create-routes.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import { BASE_CONFIG, createTempSite } from './temp-site.ts';

describe('category cards of sub-categories without a page', () => {
  it('link to the first doc inside (at any depth), with the number of items', async () => {
    const site = await createTempSite(
      {
        'docs/hooks/_category_.json': JSON.stringify({ label: 'Hooks', link: { type: 'generated-index' } }),
        'docs/hooks/keyboard/_category_.json': JSON.stringify({ label: 'Keyboard', position: 1 }),
        'docs/hooks/keyboard/use-a.md': '---\nsidebar_position: 1\n---\n# useA\n\nText.\n',
        'docs/hooks/keyboard/use-b.md': '---\nsidebar_position: 2\n---\n# useB\n\nText.\n',
        'docs/hooks/module/_category_.json': JSON.stringify({ label: 'Module', position: 2 }),
        'docs/hooks/module/inner/_category_.json': JSON.stringify({ label: 'Inner' }),
        'docs/hooks/module/inner/use-c.md': '# useC\n\nText.\n',
        'docs/hooks/empty/_category_.json': JSON.stringify({ label: 'Empty', position: 3 }),
      },
      BASE_CONFIG,
    );
    try {
      const content = await collectContent(site.config);
      const urls = createUrlResolver(site.config);
      const routes = createRoutes({
        config: site.config,
        content,
        urls,
        site: resolveSite({ config: site.config, content, urls }),
      });
      const category = routes.find((route) => route.kind === 'category' && route.title === 'Hooks');
      const items = category?.kind === 'category' ? category.items : [];
      expect(items.map(({ title, description, isCategory }) => ({ title, description, isCategory }))).toEqual([
        { title: 'Keyboard', description: '2 items', isCategory: true },
        { title: 'Module', description: '1 item', isCategory: true },
      ]);
      expect(items[0]?.href).toMatch(/\/docs\/hooks\/keyboard\/use-a\/?$/);
      expect(items[1]?.href).toMatch(/\/docs\/hooks\/module\/inner\/use-c\/?$/);
    } finally {
      await site.cleanup();
    }
  });
});

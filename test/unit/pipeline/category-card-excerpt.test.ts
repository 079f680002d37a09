/**
 * The description on a generated index's doc card, as Docusaurus gives it: the doc's front
 * matter description, else its excerpt, the first contentful line after the title (an h2's text,
 * an admonition's first line, a list item), with the markdown syntax stripped.
 */
import { describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import { createExcerpt } from '../../../src/content/excerpt.ts';
import { createRoutes } from '../../../src/pipeline/create-routes.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import { BASE_CONFIG, createTempSite } from './temp-site.ts';

describe('category card descriptions', () => {
  it('uses the front matter description, else the first contentful line of the doc', async () => {
    const site = await createTempSite(
      {
        'docs/api/_category_.json': JSON.stringify({ label: 'API', link: { type: 'generated-index' } }),
        'docs/api/a.md': '---\nsidebar_position: 1\ndescription: From front matter\n---\n# A\n\nText.\n',
        'docs/api/b.md': '---\nsidebar_position: 2\n---\n# B\n\n## Installation\n\nRun it.\n',
        'docs/api/c.md':
          '---\nsidebar_position: 3\n---\n# C\n\n:::info\n\nNeeds **Android 14**, see [the guide](./a.md).\n\n:::\n',
        'docs/api/d.md':
          '---\nsidebar_position: 4\n---\nimport X from "./x";\n\n# D\n\n```js\ncode();\n```\n\n- First `item`\n',
        'docs/api/e.md': '---\nsidebar_position: 5\n---\n# E\n',
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
      const category = routes.find((route) => route.kind === 'category');
      expect(category?.kind === 'category' ? category.items.map((item) => item.description) : []).toEqual([
        'From front matter',
        'Installation',
        'Needs Android 14, see the guide.',
        '- First item',
        undefined,
      ]);
    } finally {
      await site.cleanup();
    }
  });

  it('skips setext titles, imports and code, and strips emphasis, links, images, footnotes and heading ids', () => {
    expect(createExcerpt('Title\n=====\n\n## Set up {#setup}\n')).toBe('Set up');
    expect(createExcerpt('export const a = 1;\n\n~~old~~ _new_ ![logo](x.png) text[^1]\n')).toBe('old new logo text');
    expect(createExcerpt('````md\n```js\nx\n```\n````\n\n> Quoted <b>bold</b> :tada:\n')).toBe('Quoted bold');
    expect(createExcerpt('# Only a title\n')).toBeUndefined();
  });
});

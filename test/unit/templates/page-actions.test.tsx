import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.ts';
import type { ContentModel } from '../../../src/content/types.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import { ConfigError } from '../../../src/util/errors.ts';
import { DocPage } from '../../../templates/DocPage/index.tsx';
import { createDocPage, createSite } from './fixtures.ts';

const CONFIG = 'title: Test Site\nurl: https://example.com\nbaseUrl: /base/\n';
const EMPTY: ContentModel = {
  docSets: [
    {
      version: {
        plugin: 'docs',
        version: 'current',
        name: 'current',
        pluginId: 'default',
        locale: 'en',
        sourceDir: '/site/docs',
        routeBase: 'docs',
        label: 'Next',
        isLast: true,
        banner: 'none',
        badge: false,
        noIndex: false,
        className: 'docs-version-current',
        sidebarFile: undefined,
      },
      tree: { kind: 'category', dir: '', label: 'Docs', children: [] } as never,
      docs: [],
      docsById: new Map(),
      sidebars: {},
      hasConfiguredMainDoc: false,
    },
  ],
  docs: [],
  docsByFile: new Map(),
  pages: [],
  languages: new Set(),
  warnings: [],
};

function siteWith(yaml: string) {
  const config = parseConfig(CONFIG + yaml, '/site/rnhc-docs.config.yaml');
  return resolveSite({ config, content: EMPTY, urls: createUrlResolver(config) });
}

describe('themeConfig.pageActions', () => {
  it('turns every action on by default, and each can be switched off', () => {
    expect(siteWith('').pageActions).toEqual(['copy', 'view', 'chatgpt', 'claude']);
    expect(siteWith('themeConfig:\n  pageActions:\n    chatgpt: false\n').pageActions).toEqual([
      'copy',
      'view',
      'claude',
    ]);
    expect(siteWith('themeConfig:\n  pageActions: false\n').pageActions).toBeUndefined();
    const allOff = 'themeConfig:\n  pageActions: { copy: false, view: false, chatgpt: false, claude: false }\n';
    expect(siteWith(allOff).pageActions).toBeUndefined();
  });

  it('rejects unknown actions and values with the key named', () => {
    expect(() => siteWith('themeConfig:\n  pageActions:\n    gemini: true\n')).toThrow(ConfigError);
    expect(() => siteWith('themeConfig:\n  pageActions: true\n')).toThrow(/themeConfig\.pageActions/);
  });

  it('renders the menu beside a doc title with the twin and actions as data, and nothing when off', () => {
    const page = createDocPage();
    const html = renderToString(<DocPage site={{ ...createSite(), pageActions: ['copy', 'claude'] }} page={page} />);
    expect(html).toContain(
      `<details class="page-actions" data-md="${page.path}.md" data-actions="copy claude"><summary class="page-actions__toggle">Page actions</summary><div class="page-actions__menu"></div></details>`,
    );
    const { pageActions: _off, ...site } = createSite();
    expect(renderToString(<DocPage site={site} page={page} />)).not.toContain('page-actions');
  });
});

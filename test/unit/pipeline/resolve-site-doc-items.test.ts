/**
 * Navbar `doc` and `docSidebar` items as Docusaurus resolves them: a doc item is active on every
 * doc of its doc's sidebar (not only on the doc itself), and a docSidebar item without a label
 * takes the label of the sidebar's first doc.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import type { SiteData } from '../../../src/shared/types.ts';
import { BASE_CONFIG, createTempSite, type TempSite } from './temp-site.ts';

const DOCS = {
  'docs/intro.md': '---\nsidebar_position: 1\nsidebar_label: Welcome\n---\n# Introduction\n',
  'docs/guides/install.md': '---\nsidebar_position: 2\n---\n# Install\n',
};

const CONFIG = `${BASE_CONFIG}themeConfig:
  navbar:
    items:
      - type: doc
        docId: guides/install
        label: Guides
      - type: docSidebar
        sidebarId: tutorialSidebar
`;

describe('navbar doc and docSidebar items', () => {
  let site: TempSite;
  let data: SiteData;

  beforeAll(async () => {
    site = await createTempSite(DOCS, CONFIG);
    const content = await collectContent(site.config);
    data = resolveSite({ config: site.config, content, urls: createUrlResolver(site.config) });
  });
  afterAll(() => site.cleanup());

  it('makes a doc item active on every doc of the sidebar its doc is in', () => {
    expect(data.navbar.items[0]).toMatchObject({
      label: 'Guides',
      href: '/docs/guides/install',
      activeSidebar: 'tutorialSidebar',
    });
  });

  it('labels a docSidebar item without a label with the sidebar’s first doc', () => {
    expect(data.navbar.items[1]).toMatchObject({
      label: 'Welcome',
      href: '/docs/intro',
      activeSidebar: 'tutorialSidebar',
    });
  });
});

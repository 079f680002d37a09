import { describe, expect, it } from 'vitest';
import { createLinkCollector, createLinkExtractor, extractLinks } from '../../../src/pipeline/links/check-links.ts';
import { extractSearchSections } from '../../../src/search/extract-sections.ts';
import type { PageData, SidebarItemData } from '../../../src/shared/types.ts';
import { renderBody } from '../../../templates/server.tsx';
import { BASE, createDocPage, createSite } from '../templates/fixtures.ts';

/** A page as the build writes it: a head with a link, the theme's body, a script after it. */
const documentOf = (body: string) =>
  `<!doctype html><html><head><link rel="canonical" href="${BASE}x"></head><body><div id="__rnhc">${body}</div><script id="__rnhc-page" type="application/json">{"a":"<\\u002fscript>"}</script></body></html>`;

const site = createSite();
const sidebar = site.sidebars.tutorialSidebar as SidebarItemData[];
const docHrefs = [
  'docs/intro',
  'docs/get-started',
  'docs/api/overview',
  'docs/api/methods/readRecords',
  'docs/troubleshooting',
];
const pageAt = (href: string): PageData =>
  createDocPage({
    path: `${BASE}${href}`,
    contentHtml: `<p id="own-${href.length}"><a href="#install">x</a> <a href="/elsewhere#${href}">y</a></p>`,
  });

describe('createLinkExtractor', () => {
  it('reads the same ids and links as extractLinks from pages the theme renders, reusing sidebar entries', () => {
    const extractor = createLinkExtractor();
    for (const href of [...docHrefs, ...docHrefs]) {
      const html = documentOf(renderBody(site, pageAt(href)));
      expect(html).toContain('<aside class="doc-sidebar">');
      expect(extractor.extract(html, true)).toEqual(extractLinks(html));
    }
    // The collapsed categories and the plain links read once, answered from memory afterwards.
    expect(extractor.reused).toBeGreaterThan(docHrefs.length * 2);
  });

  it('reads the entry of the current page every time (it differs from page to page)', () => {
    const extractor = createLinkExtractor();
    const first = extractor.extract(documentOf(renderBody(site, pageAt('docs/intro'))), true);
    const reusedBefore = extractor.reused;
    const again = documentOf(renderBody(site, pageAt('docs/intro')));
    expect(extractor.extract(again, true)).toEqual(first);
    // Every top-level entry but the current page's (Introduction) came from memory.
    const entries = sidebar.length;
    expect(extractor.reused - reusedBefore).toBe(entries - 1);
  });

  it('reads the page whole when the sidebar may hold raw HTML, or is not found exactly once', () => {
    const withHtml = createSite({
      sidebars: {
        tutorialSidebar: [
          ...sidebar,
          // Raw HTML that would change how the rest parses if it were cut at the entries' tags.
          {
            type: 'html',
            value: '<!-- <li class="menu__list-item menu__list-item--level-1"><a href="/in-comment">',
            defaultStyle: true,
          },
        ],
      },
    });
    const extractor = createLinkExtractor();
    const html = documentOf(renderBody(withHtml, pageAt('docs/intro')));
    expect(extractor.extract(html, false)).toEqual(extractLinks(html));
    expect(extractLinks(html).hrefs).not.toContain('/in-comment');
    const twice = documentOf(
      renderBody(site, pageAt('docs/intro')) +
        '<aside class="doc-sidebar"><li class="menu__list-item menu__list-item--level-1"></aside>',
    );
    expect(extractor.extract(twice, true)).toEqual(extractLinks(twice));
    const none = documentOf('<main><a href="/x">x</a></main>');
    expect(extractor.extract(none, true)).toEqual(extractLinks(none));
    expect(extractor.reused).toBe(0);
  });

  it('takes the content links the search sections read, and reads the page around the content', () => {
    const extractor = createLinkExtractor();
    for (const href of docHrefs) {
      const page = pageAt(href);
      const html = documentOf(renderBody(site, page));
      const collector = createLinkCollector();
      extractSearchSections(page.contentHtml, collector.onOpenTag);
      expect(collector.result()).toEqual(extractLinks(page.contentHtml));
      const content = { html: page.contentHtml, links: collector.result() };
      expect(extractor.extract(html, true, content)).toEqual(extractLinks(html));
      // Without a sidebar to cut, too.
      expect(createLinkExtractor().extract(html, false, content)).toEqual(extractLinks(html));
    }
  });

  it('reads the page whole when the content is not in it exactly once, or holds no tag', () => {
    const extractor = createLinkExtractor();
    const page = pageAt('docs/intro');
    const html = documentOf(renderBody(site, page));
    // Content links that are not the page's: used only if the content were cut out of the page.
    const wrong = { ids: ['wrong'], hrefs: ['/wrong'], images: [] };
    expect(extractor.extract(html, true, { html: '<p>not on the page</p>', links: wrong })).toEqual(extractLinks(html));
    const twice = documentOf(renderBody(site, page) + page.contentHtml);
    expect(extractor.extract(twice, true, { html: page.contentHtml, links: wrong })).toEqual(extractLinks(twice));
    expect(extractor.extract(html, true, { html: 'Docs sidebar', links: wrong })).toEqual(extractLinks(html));
  });
});

import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PageData, SidebarItemData } from '../../../src/shared/types.ts';
import { Breadcrumbs } from '../../../templates/DocPage/Breadcrumbs/index.tsx';
import { CategoryCards } from '../../../templates/DocPage/CategoryCards/index.tsx';
import { DocPage } from '../../../templates/DocPage/index.tsx';
import { Pagination } from '../../../templates/DocPage/Pagination/index.tsx';
import { Sidebar } from '../../../templates/DocPage/Sidebar/index.tsx';
import { BASE, createCategoryPage, createDocPage, createSite } from './fixtures.ts';
import { $, $$, type El, text } from './html.ts';

const site = createSite();
const items = site.sidebars.tutorialSidebar as SidebarItemData[];

function renderSidebar(page: PageData): string {
  return renderToString(<Sidebar items={items} page={page} />);
}

function categoryItem(html: string, label: string): El {
  const item = $$(html, 'li.menu__list-item').find((li) => {
    const header = $$(li, 'div.menu__list-item-collapsible')[0];
    return header !== undefined && text(header).startsWith(label);
  });
  if (!item) throw new Error(`no category ${label}`);
  return item;
}

describe('Sidebar', () => {
  it('is an aside with a nav labelled Docs sidebar', () => {
    const html = renderSidebar(createDocPage());
    $(html, 'aside.doc-sidebar');
    $(html, 'nav[aria-label=Docs sidebar]');
  });

  it('marks the active link with menu__link--active and aria-current=page', () => {
    const active = $$(renderSidebar(createDocPage()), 'a.menu__link--active');
    expect(active).toHaveLength(1);
    expect(text(active[0] as El)).toBe('readRecords');
    expect(active[0]?.attribs['aria-current']).toBe('page');
  });

  it('expands the categories that contain the active page, whatever their collapsed default', () => {
    const html = renderSidebar(createDocPage());
    for (const label of ['API reference', 'Methods']) {
      const category = categoryItem(html, label);
      expect(category.attribs.class).not.toContain('menu__list-item--collapsed');
      expect($(category, 'button.menu__caret').attribs['aria-expanded']).toBe('true');
    }
    expect(text(categoryItem(html, 'API reference'))).toContain('insertRecords');
  });

  it('does not render the children of collapsed categories (lazy)', () => {
    const html = renderSidebar(createDocPage({ path: `${BASE}docs/intro` }));
    const api = categoryItem(html, 'API reference');
    expect(api.attribs.class).toContain('menu__list-item--collapsed');
    const list = $(api, 'ul.menu__list');
    expect(list.children).toHaveLength(0);
    expect('hidden' in list.attribs).toBe(true);
    expect(html).not.toContain('readRecords');
    expect(html).not.toContain('Troubleshooting');
  });

  it('a category with href is a link plus a labelled caret button controlling the list', () => {
    const api = categoryItem(renderSidebar(createDocPage()), 'API reference');
    const link = $(api, 'a.menu__link--sublist');
    expect(link.attribs.href).toBe(`${BASE}docs/category/api-reference`);
    const caret = $(api, 'button.menu__caret');
    expect(caret.attribs['aria-label']).toBe("Toggle the collapsible sidebar category 'API reference'");
    expect(caret.attribs['aria-controls']).toBe($(api, 'ul.menu__list').attribs.id);
  });

  it('a category without href is a toggle button; a non-collapsible one has no button', () => {
    const html = renderSidebar(createDocPage());
    const guides = $(categoryItem(html, 'Guides'), 'button.menu__link--sublist');
    expect(text(guides)).toBe('Guides');
    expect(guides.attribs['aria-expanded']).toBe('false');
    const project = categoryItem(html, 'Project');
    expect($$(project, 'button')).toHaveLength(0);
    expect(text(project)).toContain('Contributing');
  });

  it('the category page itself is the active link', () => {
    const link = $(renderSidebar(createCategoryPage()), 'a.menu__link--active');
    expect(text(link)).toBe('API reference');
    expect(link.attribs['aria-current']).toBe('page');
  });

  it('external sidebar links open in a new tab', () => {
    const npm = $$(renderSidebar(createDocPage()), 'a.menu__link').find((a) => text(a).startsWith('npm package'));
    expect(npm?.attribs.target).toBe('_blank');
  });
});

describe('Breadcrumbs', () => {
  it('is an ordered list in a nav labelled Breadcrumbs, home icon first, current page last', () => {
    const html = renderToString(<Breadcrumbs homeHref={BASE} crumbs={createDocPage().doc?.breadcrumbs ?? []} />);
    const nav = $(html, 'nav[aria-label=Breadcrumbs]');
    const crumbs = $$($(nav, 'ol'), 'li');
    expect(crumbs).toHaveLength(4);
    const home = $(crumbs[0] as El, 'a');
    expect(home.attribs.href).toBe(BASE);
    expect(home.attribs['aria-label']).toBe('Home page');
    $(home, 'span.icon.icon--home[aria-hidden=true]');
    expect($(crumbs[1] as El, 'a').attribs.href).toBe(`${BASE}docs/category/api-reference`);
    const last = $(crumbs[3] as El, 'span');
    expect(text(last)).toBe('readRecords');
    expect(last.attribs['aria-current']).toBe('page');
  });
});

describe('Pagination', () => {
  it('is a nav labelled Docs pages with Previous and Next sublabels', () => {
    const html = renderToString(<Pagination previous={{ title: 'A', href: '/a' }} next={{ title: 'B', href: '/b' }} />);
    $(html, 'nav[aria-label=Docs pages]');
    const links = $$(html, 'a.pagination-nav__link');
    expect(
      links.map((a) => [
        a.attribs.href,
        text($(a, 'span.pagination-nav__sublabel')),
        text($(a, 'span.pagination-nav__label')),
      ]),
    ).toEqual([
      ['/a', 'Previous', 'A'],
      ['/b', 'Next', 'B'],
    ]);
  });

  it('renders only the side that exists, and nothing without either', () => {
    const html = renderToString(<Pagination next={{ title: 'B', href: '/b' }} />);
    expect($$(html, 'a')).toHaveLength(1);
    expect(renderToString(<Pagination />)).toBe('');
  });
});

describe('DocPage', () => {
  it('renders sidebar, main with breadcrumbs, article content, edit link, pagination and TOC', () => {
    const page = createDocPage();
    const html = renderToString(<DocPage site={site} page={page} />);
    $(html, 'aside.doc-sidebar');
    const main = $(html, 'main#__main');
    $(main, 'nav[aria-label=Breadcrumbs]');
    const content = $($(main, 'article'), 'div.markdown[data-rnhc-content]');
    expect(text(content)).toContain('Use readRecords to read data');
    const edit = $(main, 'a.edit-link');
    expect(edit.attribs.href).toBe(page.doc?.editUrl);
    expect(edit.attribs.target).toBe('_blank');
    expect(text(edit)).toContain('Edit this page');
    $(main, 'nav[aria-label=Docs pages]');
  });

  it('does not add an h1 when the markdown has one, and adds the title otherwise', () => {
    const withH1 = renderToString(<DocPage site={site} page={createDocPage()} />);
    expect($$(withH1, 'h1')).toHaveLength(1);
    const without = renderToString(<DocPage site={site} page={createDocPage({ contentHtml: '<p>Body</p>' })} />);
    expect(text($(without, 'h1'))).toBe('readRecords');
  });

  it('shows the TOC levels tocMinLevel..tocMaxLevel, on desktop and as a collapsed mobile section', () => {
    const html = renderToString(<DocPage site={site} page={createDocPage()} />);
    const toc = $(html, 'nav.table-of-contents');
    expect(toc.attribs['aria-label']).toBe('On this page');
    expect($$(toc, 'a.table-of-contents__link').map((a) => a.attribs.href)).toEqual([
      '#install',
      '#read-steps',
      '#pagination',
      '#admonitions',
      '#reference',
    ]);
    // Inline code in a heading stays code.
    $($$(toc, 'a')[1] as El, 'code');
    const mobile = $(html, 'div.toc-mobile');
    expect($(mobile, 'button').attribs['aria-expanded']).toBe('false');
    expect(text($(mobile, 'button'))).toBe('On this page');

    const deep = createDocPage();
    if (deep.doc) deep.doc.tocMaxLevel = 4;
    const deepToc = $(renderToString(<DocPage site={site} page={deep} />), 'nav.table-of-contents');
    expect($$(deepToc, 'a').map((a) => a.attribs.href)).toContain('#page-size');
  });

  it('hides the TOC with hideTableOfContents or when empty', () => {
    const hidden = createDocPage();
    if (hidden.doc) hidden.doc.hideTableOfContents = true;
    for (const page of [hidden, createDocPage({ toc: [] })]) {
      const html = renderToString(<DocPage site={site} page={page} />);
      expect($$(html, 'nav.table-of-contents')).toHaveLength(0);
      expect($$(html, 'div.toc-mobile')).toHaveLength(0);
    }
  });

  it('has no edit link without editUrl', () => {
    const page = createDocPage();
    if (page.doc) page.doc.editUrl = undefined;
    expect(renderToString(<DocPage site={site} page={page} />)).not.toContain('Edit this page');
  });
});

describe('category page', () => {
  it('renders title, description and one card per item, categories marked, in the doc layout', () => {
    const html = renderToString(<DocPage site={site} page={createCategoryPage()} />);
    $(html, 'aside.doc-sidebar');
    $(html, 'nav[aria-label=Breadcrumbs]');
    expect(text($(html, 'h1'))).toBe('API reference');
    expect(text($(html, 'p.category-description'))).toBe('Every method and type of the library.');
    $(html, 'div.markdown[data-rnhc-content]');
    const cards = $$(html, 'li.card');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => $(card, 'a').attribs.href)).toEqual([
      `${BASE}docs/api/overview`,
      `${BASE}docs/category/methods`,
      `${BASE}docs/api/exceptions`,
    ]);
    expect(cards[1]?.attribs.class).toContain('card--category');
    expect(text($(cards[1] as El, 'h2'))).toBe('Category: Methods');
    expect(text($(cards[0] as El, 'p.card__description'))).toBe('How the API is organised.');
    expect($$(cards[2] as El, 'p')).toHaveLength(0);
  });

  it('CategoryCards renders a list', () => {
    const html = renderToString(<CategoryCards items={[{ title: 'A', href: '/a', isCategory: false }]} />);
    expect($(html, 'ul.category-cards').children).toHaveLength(1);
  });
});

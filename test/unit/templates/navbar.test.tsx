import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getLocaleHref, getVersionHref, isLinkActive } from '../../../src/shared/links.ts';
import type { NavbarItemData, PageData, SiteData } from '../../../src/shared/types.ts';
import { Navbar } from '../../../templates/Navbar/index.tsx';
import { MobileSidebar } from '../../../templates/Navbar/MobileSidebar/index.tsx';
import { NavbarItem } from '../../../templates/Navbar/NavbarItem/index.tsx';
import { BASE, createCategoryPage, createDocPage, createHomePage, createSite } from './fixtures.ts';
import { $, $$, text } from './html.ts';

const site = createSite();
const docPage = createDocPage();

function renderNavbar(s: SiteData = site, page: PageData = docPage): string {
  return renderToString(<Navbar site={s} page={page} />);
}

function renderItem(item: NavbarItemData, page: PageData = docPage, mobile = false): string {
  return renderToString(<NavbarItem item={item} site={site} page={page} mobile={mobile} />);
}

describe('Navbar', () => {
  it('is a header with a nav labelled Main, brand linking home with both logos and the title', () => {
    const html = renderNavbar();
    expect($$(html, 'header')).toHaveLength(1);
    $(html, 'nav[aria-label=Main]');
    const brand = $(html, 'a.navbar__brand');
    expect(brand.attribs.href).toBe(BASE);
    expect($(brand, 'img.themed-image--light').attribs.src).toBe(`${BASE}img/logo.svg`);
    expect($(brand, 'img.themed-image--dark').attribs.src).toBe(`${BASE}img/logo-dark.svg`);
    expect(text($(brand, '.navbar__title'))).toBe('Health Connect');
  });

  it('keeps a logo’s configured width (the theme sizes others by their height alone)', () => {
    // mrousavy/nitro: `logo: { width: 160, height: 32 }`; Docusaurus draws the image in a 160px
    // wide box (Infima sets only its height), where the theme's `width: auto` drew it 239px wide.
    const sized = renderNavbar(
      createSite({ navbar: { ...site.navbar, logo: { src: '/logo.svg', alt: '', href: BASE, width: 160 } } }),
    );
    expect($(sized, '.navbar__logo').attribs.style).toBe('--rnhc-logo-width:160px');
    // Without a width the logo keeps its own aspect ratio.
    const unsized = renderNavbar(
      createSite({ navbar: { ...site.navbar, logo: { src: '/logo.svg', alt: '', href: BASE } } }),
    );
    expect($(unsized, '.navbar__logo').attribs.style).toBeUndefined();
  });

  it('renders one img without srcDark and the logo alt when there is no title', () => {
    const html = renderNavbar(
      createSite({
        navbar: { ...site.navbar, title: undefined, logo: { src: '/logo.svg', alt: 'RNHC logo', href: BASE } },
      }),
    );
    const imgs = $$(html, 'img');
    expect(imgs).toHaveLength(1);
    expect(imgs[0]?.attribs.alt).toBe('RNHC logo');
  });

  it('places items left or right by position, in order', () => {
    const html = renderNavbar();
    const [left, right] = $$(html, 'div.navbar__items');
    if (!left || !right) throw new Error('missing item groups');
    expect(right.attribs.class).toContain('navbar__items--right');
    expect(text(left)).toContain('Docs');
    expect(text(left)).toContain('More');
    expect(text(left)).not.toContain('GitHub');
    expect(text(right)).toContain('GitHub');
    expect($$(right, 'button.search-button')).toHaveLength(1);
    expect($$(left, 'div.navbar-html')).toHaveLength(1);
  });

  it('has a hamburger button and no mobile sidebar until it is opened', () => {
    const html = renderNavbar();
    const toggle = $(html, 'button[aria-label=Toggle navigation bar]');
    expect(toggle.attribs['aria-expanded']).toBe('false');
    expect($$(html, '.navbar-sidebar')).toHaveLength(0);
  });

  it('renders the colour mode toggle disabled on the server, labelled with the mode', () => {
    const toggle = $(renderNavbar(), 'button.color-mode-toggle');
    expect('disabled' in toggle.attribs).toBe(true);
    expect(toggle.attribs['aria-label']).toBe('Switch between dark and light mode (currently light mode)');
    const system = $(
      renderNavbar(
        createSite({ colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true } }),
      ),
      'button.color-mode-toggle',
    );
    expect(system.attribs['aria-label']).toContain('currently system mode');
  });

  it('omits the toggle when the switch is disabled', () => {
    const html = renderNavbar(
      createSite({ colorMode: { defaultMode: 'dark', disableSwitch: true, respectPrefersColorScheme: false } }),
    );
    expect($$(html, 'button.color-mode-toggle')).toHaveLength(0);
  });
});

describe('NavbarItem', () => {
  it('link: internal link with className, no target', () => {
    const html = renderItem({
      type: 'link',
      position: 'left',
      label: 'Intro',
      href: `${BASE}docs/intro`,
      external: false,
      className: 'x-intro',
    });
    const a = $(html, 'a');
    expect(a.attribs.class).toContain('navbar__link');
    expect(a.attribs.class).toContain('x-intro');
    expect(a.attribs.target).toBeUndefined();
  });

  it('link: external link opens in a new tab with an icon and a hidden note', () => {
    const html = renderItem({
      type: 'link',
      position: 'right',
      label: 'GitHub',
      href: 'https://github.com/x/y',
      external: true,
    });
    const a = $(html, 'a');
    expect(a.attribs.target).toBe('_blank');
    expect(a.attribs.rel).toBe('noopener noreferrer');
    $(a, 'span.icon.icon--external[aria-hidden=true]');
    expect(text($(a, 'span.sr-only'))).toBe(' (opens in new tab)');
  });

  it('link: active by exact path (aria-current=page), activeBasePath, activeBaseRegex, activeSidebar', () => {
    const exact = $(
      renderItem({ type: 'link', position: 'left', label: 'R', href: docPage.path, external: false }),
      'a',
    );
    expect(exact.attribs.class).toContain('navbar__link--active');
    expect(exact.attribs['aria-current']).toBe('page');

    const base = $(
      renderItem({
        type: 'link',
        position: 'left',
        label: 'API',
        href: `${BASE}docs/api/overview`,
        external: false,
        activeBasePath: `${BASE}docs/api/`,
      }),
      'a',
    );
    expect(base.attribs.class).toContain('navbar__link--active');
    expect(base.attribs['aria-current']).toBe('true');

    const regex = $(
      renderItem({
        type: 'link',
        position: 'left',
        label: 'M',
        href: `${BASE}x`,
        external: false,
        activeBaseRegex: '/methods/',
      }),
      'a',
    );
    expect(regex.attribs.class).toContain('navbar__link--active');

    const sidebar = $(
      renderItem({
        type: 'link',
        position: 'left',
        label: 'Docs',
        href: `${BASE}docs/intro`,
        external: false,
        activeSidebar: 'tutorialSidebar',
      }),
      'a',
    );
    expect(sidebar.attribs.class).toContain('navbar__link--active');

    const home = $(
      renderItem(
        {
          type: 'link',
          position: 'left',
          label: 'Docs',
          href: `${BASE}docs/intro`,
          external: false,
          activeSidebar: 'tutorialSidebar',
        },
        createHomePage(),
      ),
      'a',
    );
    expect(home.attribs.class).not.toContain('navbar__link--active');
    expect(home.attribs['aria-current']).toBeUndefined();
  });

  it('dropdown: a button with aria-expanded controlling a menu of links and html', () => {
    const item = site.navbar.items.find((candidate) => candidate.type === 'dropdown');
    if (!item) throw new Error('fixture has a dropdown');
    const html = renderItem(item);
    const button = $(html, 'button.dropdown__toggle');
    expect(text(button)).toBe('More');
    expect(button.attribs['aria-expanded']).toBe('false');
    const menu = $(html, 'ul.dropdown__menu');
    expect(menu.attribs.id).toBe(button.attribs['aria-controls']);
    expect($$(menu, 'a.dropdown__link').map(text)).toEqual(['Markdown page', 'Discussions (opens in new tab)']);
    expect(text($(menu, 'span.dropdown__separator'))).toBe('Community');
  });

  it('dropdown with href: the label is a link and the button is labelled for screen readers', () => {
    const html = renderItem({
      type: 'dropdown',
      position: 'left',
      label: 'API',
      href: `${BASE}docs/api/overview`,
      items: [],
    });
    expect($(html, 'a.navbar__link').attribs.href).toBe(`${BASE}docs/api/overview`);
    expect(text($($(html, 'button.dropdown__toggle'), 'span.sr-only'))).toBe('Open the API menu');
  });

  it("dropdown: not active for a doc link's sidebar alone, as Docusaurus's dropdown (react-native-website's Development)", () => {
    const docLink = (href: string) => ({
      type: 'link' as const,
      label: 'Guides',
      href,
      external: false,
      activeSidebar: 'tutorialSidebar',
    });
    const toggle = (href: string) =>
      $(
        renderItem({ type: 'dropdown', position: 'left', label: 'Development', items: [docLink(href)] }),
        'button.dropdown__toggle',
      );
    // The page is in the linked doc's sidebar but is another doc: the dropdown is not marked.
    expect(toggle(`${BASE}docs/other`).attribs.class).not.toContain('navbar__link--active');
    // The page is the linked doc: marked.
    expect(toggle(docPage.path).attribs.class).toContain('navbar__link--active');
  });

  it('html: raw HTML with className', () => {
    const html = renderItem({ type: 'html', position: 'left', value: '<b class="v">v4</b>', className: 'extra' });
    expect(html).toBe('<div class="navbar__item extra"><b class="v">v4</b></div>');
  });

  it('search: a placeholder button with a keyboard hint', () => {
    const html = renderItem({ type: 'search', position: 'right' });
    const button = $(html, 'button.search-button[aria-label=Search]');
    expect($$(button, 'kbd').map(text)).toEqual(['Ctrl', 'K']);
    expect(renderItem({ type: 'search', position: 'right' }, docPage, true)).toBe('');
  });

  it('localeDropdown: the same page in each locale', () => {
    const html = renderItem({ type: 'localeDropdown', position: 'right' });
    const links = $$(html, 'a.dropdown__link');
    expect(links.map((a) => [text(a), a.attribs.href, a.attribs.lang])).toEqual([
      ['English', `${BASE}docs/api/methods/readRecords`, 'en'],
      ['Français', `${BASE}fr/docs/api/methods/readRecords`, 'fr'],
    ]);
    expect(text($(html, 'button.dropdown__toggle'))).toBe('English');
    // The switcher itself is not highlighted although its current entry is the page.
    expect($(html, 'button.dropdown__toggle').attribs.class).not.toContain('navbar__link--active');
  });

  it('localeDropdown: from the French site back to English, and from the home page', () => {
    const fr = createSite({ locale: 'fr' });
    expect(getLocaleHref(fr, createDocPage({ path: `${BASE}fr/docs/intro` }), site.locales[0] as never)).toBe(
      `${BASE}docs/intro`,
    );
    expect(getLocaleHref(site, createHomePage(), site.locales[1] as never)).toBe(`${BASE}fr/`);
    expect(
      getLocaleHref(site, createHomePage({ path: '/react-native-health-connect' }), site.locales[1] as never),
    ).toBe(`${BASE}fr/`);
  });

  it('docsVersionDropdown: the same doc in each version, labelled with the page version', () => {
    const html = renderItem({ type: 'docsVersionDropdown', position: 'right' });
    expect(text($(html, 'button.dropdown__toggle'))).toBe('3.x');
    expect($$(html, 'a.dropdown__link').map((a) => [text(a), a.attribs.href, a.attribs['data-rnhc-version']])).toEqual([
      ['Next', `${BASE}docs/next/api/methods/readRecords`, 'current'],
      ['3.x', `${BASE}docs/api/methods/readRecords`, '3.x'],
    ]);
  });

  it('docsVersionDropdown: from the next version back, main docs where the doc is missing and outside the docs', () => {
    const doc = createDocPage();
    const next = createDocPage({
      path: `${BASE}docs/next/permissions`,
      version: 'current',
      doc: { ...doc.doc, id: 'permissions', alternates: { '3.x': `${BASE}docs/permissions` } } as PageData['doc'],
    });
    expect(getVersionHref(site, next, site.versions[1] as never)).toBe(`${BASE}docs/permissions`);
    // A doc only the next version has: the other version's main doc, never a guessed URL.
    const onlyNext = createDocPage({
      path: `${BASE}docs/next/streaming`,
      version: 'current',
      doc: { ...doc.doc, id: 'streaming', alternates: {} } as PageData['doc'],
    });
    expect(getVersionHref(site, onlyNext, site.versions[1] as never)).toBe(`${BASE}docs/intro`);
    expect(
      text($(renderItem({ type: 'docsVersionDropdown', position: 'right' }, onlyNext), 'button.dropdown__toggle')),
    ).toBe('Next');
    const home = createHomePage();
    expect(getVersionHref(site, home, site.versions[0] as never)).toBe(`${BASE}docs/next/intro`);
    expect(getVersionHref(site, home, site.versions[1] as never)).toBe(`${BASE}docs/intro`);
    // Outside the docs (and before the client knows a preferred version): the last version.
    const html = renderItem({ type: 'docsVersionDropdown', position: 'right' }, home);
    expect(text($(html, 'button.dropdown__toggle'))).toBe('3.x');
  });

  it('docsVersionDropdown: only the versions the item names, with its labels and extra entries', () => {
    const html = renderItem({
      type: 'docsVersionDropdown',
      position: 'right',
      versions: [{ name: '3.x', label: 'Stable' }],
      itemsAfter: [{ type: 'link', label: 'All versions', href: `${BASE}versions`, external: false }],
    });
    expect($$(html, 'a.dropdown__link').map((a) => [text(a), a.attribs.href])).toEqual([
      ['Stable', `${BASE}docs/api/methods/readRecords`],
      ['All versions', `${BASE}versions`],
    ]);
    expect(text($(html, 'button.dropdown__toggle'))).toBe('Stable');
  });

  it('a doc link of a versioned site follows the page version, and hides where the version lacks the doc', () => {
    const item = {
      type: 'link' as const,
      position: 'left' as const,
      label: 'Guide',
      href: `${BASE}docs/guide`,
      external: false,
      versions: {
        '3.x': { label: 'Guide', href: `${BASE}docs/guide`, external: false },
        current: { label: 'Guide (next)', href: `${BASE}docs/next/guide`, external: false },
      },
    };
    const onNext = createDocPage({ path: `${BASE}docs/next/intro`, version: 'current' });
    expect($$(renderItem(item, onNext), 'a').map((a) => [text(a), a.attribs.href])).toEqual([
      ['Guide (next)', `${BASE}docs/next/guide`],
    ]);
    expect($$(renderItem(item, createHomePage()), 'a').map((a) => a.attribs.href)).toEqual([`${BASE}docs/guide`]);
    const { current: _dropped, ...onlyLast } = item.versions;
    expect($$(renderItem({ ...item, versions: onlyLast }, onNext), 'a')).toEqual([]);
  });

  it('throws a configuration error naming an unknown type', () => {
    expect(() => renderItem({ type: 'doc', position: 'left', docId: 'intro' } as never)).toThrow(
      /No navbar component for item type "doc".*"docId":"intro"/,
    );
  });
});

describe('isLinkActive', () => {
  it('never marks external links and ignores trailing slashes', () => {
    expect(isLinkActive({ label: 'x', href: `${docPage.path}/`, external: false }, docPage)).toBe(true);
    expect(isLinkActive({ label: 'x', href: docPage.path, external: true }, docPage)).toBe(false);
  });
});

describe('MobileSidebar', () => {
  it('on a doc page: the doc sidebar first, a back button, and a close button', () => {
    const html = renderToString(<MobileSidebar site={site} page={docPage} onClose={() => {}} />);
    $(html, 'button[aria-label=Close navigation bar]');
    expect(text($(html, 'button.navbar-sidebar__back'))).toBe('← Back to main menu');
    expect(text($(html, 'a.menu__link--active'))).toBe('readRecords');
    expect(html).not.toContain('GitHub');
  });

  it('elsewhere: the navbar items as a menu, dropdowns collapsed unless they hold the page', () => {
    const html = renderToString(<MobileSidebar site={site} page={createHomePage()} onClose={() => {}} />);
    expect($$(html, 'button.navbar-sidebar__back')).toHaveLength(0);
    const items = $$($(html, 'div.navbar-sidebar__items'), 'li.menu__list-item');
    expect(items.length).toBeGreaterThan(4);
    expect(text($(html, 'a.menu__link[target=_blank]'))).toContain('GitHub');
    const more = $$(html, 'button.menu__link--sublist').find((button) => text(button) === 'More');
    expect(more?.attribs['aria-expanded']).toBe('false');
    // Lazy: a collapsed dropdown ships none of its links.
    expect(html).not.toContain('Markdown page');
    expect($$(html, 'button.search-button')).toHaveLength(0);

    const onMdPage = renderToString(
      <MobileSidebar
        site={site}
        page={createHomePage({ kind: 'mdPage', path: `${BASE}markdown-page` })}
        onClose={() => {}}
      />,
    );
    const open = $$(onMdPage, 'button.menu__link--sublist').find((button) => text(button) === 'More');
    expect(open?.attribs['aria-expanded']).toBe('true');
    expect(onMdPage).toContain('Markdown page');
  });

  it('on a category page the doc sidebar is shown too', () => {
    const html = renderToString(<MobileSidebar site={site} page={createCategoryPage()} onClose={() => {}} />);
    expect(text($(html, 'a.menu__link--active'))).toBe('API reference');
  });
});

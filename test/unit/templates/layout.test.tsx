import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { FooterData, PageData } from '../../../src/shared/types.ts';
import { AnnouncementBar } from '../../../templates/AnnouncementBar/index.tsx';
import {
  ANNOUNCEMENT_DISMISSED_KEY,
  ANNOUNCEMENT_ID_KEY,
  dismissAnnouncement,
  isAnnouncementDismissed,
} from '../../../templates/AnnouncementBar/storage.ts';
import { App } from '../../../templates/App.tsx';
import { Footer } from '../../../templates/Footer/index.tsx';
import { renderBody } from '../../../templates/server.tsx';
import {
  BASE,
  createCategoryPage,
  createDocPage,
  createHomePage,
  createMdPage,
  createNotFoundPage,
  createSite,
} from './fixtures.ts';
import { $, $$, allElements, text } from './html.ts';

const site = createSite();
const FOCUSABLE = new Set(['a', 'button', 'input', 'select', 'textarea']);

describe('page shell', () => {
  it('renderBody is renderToString of App', () => {
    const page = createDocPage();
    expect(renderBody(site, page)).toBe(renderToString(<App site={site} page={page} />));
  });

  it('the skip link is the first focusable element and targets main', () => {
    const html = renderBody(site, createDocPage());
    const first = allElements(html).find((el) => FOCUSABLE.has(el.name) || el.attribs.tabindex === '0');
    expect(first?.attribs.class).toBe('skip-link');
    expect(text(first as never)).toBe('Skip to main content');
    expect(first?.attribs.href).toBe('#__main');
    expect($$(html, 'main#__main')).toHaveLength(1);
  });

  it('has the landmarks: header, nav Main, main, footer', () => {
    const html = renderBody(site, createDocPage());
    $(html, 'nav[aria-label=Main]');
    expect($$(html, 'main')).toHaveLength(1);
    // One banner: a <header> inside main (the content title's, as Docusaurus writes it) is not one.
    const main = $(html, 'main');
    expect($$(html, 'header').length - $$(main, 'header').length).toBe(1);
    expect($$(html, 'footer')).toHaveLength(1);
  });

  it('keeps data-rnhc-content on the element holding contentHtml in every page kind', () => {
    const marker = '<p id="marker">content</p>';
    const pages: PageData[] = [
      createDocPage({ contentHtml: marker }),
      createCategoryPage({ contentHtml: marker }),
      createMdPage({ contentHtml: marker }),
      createHomePage({ contentHtml: marker }),
      createHomePage({ kind: 'jsxPage', contentHtml: marker }),
      createNotFoundPage({ contentHtml: marker }),
    ];
    for (const page of pages) {
      const holders = $$(renderBody(site, page), 'div[data-rnhc-content]');
      expect(holders, page.kind).toHaveLength(1);
      expect(holders[0]?.children.map((child) => ('name' in child ? child.name : ''))).toEqual(['p']);
    }
  });

  it('home and JSX pages render their content only, full width', () => {
    const html = renderBody(site, createHomePage());
    const main = $(html, 'main');
    expect(main.attribs.class).toContain('jsx-page');
    $(main, 'h1.hero__title');
    expect($$(html, 'aside')).toHaveLength(0);
    expect($$(html, 'nav[aria-label=Breadcrumbs]')).toHaveLength(0);
  });

  it('markdown pages have content and TOC but no sidebar', () => {
    const html = renderBody(site, createMdPage());
    expect($$(html, 'aside')).toHaveLength(0);
    expect(text($(html, 'h1'))).toBe('Markdown page');
    expect($$($(html, 'nav.table-of-contents'), 'a').map((a) => a.attribs.href)).toEqual(['#section']);
  });

  it('the not-found page says so and links home', () => {
    const html = renderBody(site, createNotFoundPage());
    expect(text($(html, 'h1'))).toBe('Page Not Found');
    const main = $(html, 'main');
    expect($$(main, 'a').some((a) => a.attribs.href === BASE)).toBe(true);
    expect(text(main)).toContain('could not find the page');
  });
});

describe('AnnouncementBar', () => {
  const bar = site.announcementBar;
  if (!bar) throw new Error('fixture has an announcement bar');

  it('renders the HTML content with its colours and a close button when closeable', () => {
    const html = renderToString(<AnnouncementBar bar={bar} />);
    const section = $(html, 'section.announcement-bar');
    expect(section.attribs['aria-label']).toBe('Announcement');
    expect(section.attribs.style).toBe('background-color:#1f2933;color:#ffffff');
    expect($(section, 'a').attribs.href).toBe(`${BASE}docs/get-started`);
    expect($(section, 'button.announcement-bar__close').attribs['aria-label']).toBe('Close');
  });

  it('has no close button when not closeable, and is absent without config', () => {
    const html = renderToString(<AnnouncementBar bar={{ ...bar, isCloseable: false }} />);
    expect($$(html, 'button')).toHaveLength(0);
    expect(renderBody(createSite({ announcementBar: undefined }), createDocPage())).not.toContain('announcement-bar');
  });

  it('stays dismissed until the id changes', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => store.set(key, value),
    };
    expect(isAnnouncementDismissed(storage, 'v4')).toBe(false);
    dismissAnnouncement(storage, 'v4');
    expect(store.get(ANNOUNCEMENT_ID_KEY)).toBe('v4');
    expect(store.get(ANNOUNCEMENT_DISMISSED_KEY)).toBe('true');
    expect(isAnnouncementDismissed(storage, 'v4')).toBe(true);
    expect(isAnnouncementDismissed(storage, 'v5')).toBe(false);
  });
});

describe('Footer', () => {
  const footer = site.footer as FooterData;

  it('renders columns with titles and items (links and html)', () => {
    const html = renderToString(<Footer footer={footer} />);
    const root = $(html, 'footer');
    expect(root.attribs.class).toBe('footer footer--dark');
    const columns = $$(html, 'div.footer__col');
    expect(columns.map((column) => text($(column, 'h2')))).toEqual(['Docs', 'More']);
    expect($(columns[0] as never, 'a').attribs.href).toBe(`${BASE}docs/get-started`);
    const github = $(columns[1] as never, 'a');
    expect(github.attribs.target).toBe('_blank');
    $(columns[1] as never, 'span.footer__note');
    expect($$(html, 'ul.footer__links-row')).toHaveLength(0);
  });

  it('renders one row of links when there are no columns, in the light style', () => {
    const html = renderToString(
      <Footer
        footer={{
          ...footer,
          style: 'light',
          columns: [],
          links: [
            { type: 'link', label: 'Docs', href: `${BASE}docs/intro`, external: false },
            { type: 'link', label: 'GitHub', href: 'https://github.com', external: true },
          ],
        }}
      />,
    );
    expect($(html, 'footer').attribs.class).toBe('footer footer--light');
    expect($$(html, 'div.footer__col')).toHaveLength(0);
    expect($$($(html, 'ul.footer__links-row'), 'li')).toHaveLength(2);
  });

  it('renders the logo (both modes) with its link', () => {
    const html = renderToString(
      <Footer
        footer={{
          ...footer,
          logo: { src: '/l.svg', srcDark: '/d.svg', alt: 'Logo', href: 'https://x.dev', width: 80 },
        }}
      />,
    );
    const link = $(html, 'a.footer__logo-link');
    expect(link.attribs.href).toBe('https://x.dev');
    expect($$(link, 'img').map((img) => img.attribs.src)).toEqual(['/l.svg', '/d.svg']);
  });

  it('escapes the copyright', () => {
    const html = renderToString(<Footer footer={{ ...footer, copyright: 'Hi <script>alert(1)</script> & co' }} />);
    expect(html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    expect(html).not.toContain('<script>');
    expect(text($(html, 'p.footer__copyright'))).toBe('Hi <script>alert(1)</script> & co');
  });
});

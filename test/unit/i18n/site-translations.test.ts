import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../../src/config/load-config.ts';
import type { SidebarNode } from '../../../src/content/types.ts';
import { parseTranslationFile } from '../../../src/i18n/load-translations.ts';
import {
  docsVersionMessages,
  footerMessages,
  navbarMessages,
  translateFooter,
  translateNavbar,
  translateSidebars,
  translateVersionLabel,
} from '../../../src/i18n/site-translations.ts';

const config = parseConfig(
  `title: Site
url: https://example.com
themeConfig:
  navbar:
    title: My Site
    logo: { src: img/logo.svg, alt: My Site Logo }
    items:
      - { type: docSidebar, sidebarId: tutorialSidebar, label: Tutorial, position: left }
      - { type: doc, docId: intro }
      - type: dropdown
        label: More
        items:
          - { label: Blog, to: /blog }
          - { type: html, value: '<hr>' }
      - { href: https://github.com/x/y, label: GitHub }
  footer:
    links:
      - title: Docs
        items:
          - { label: Tutorial, to: /docs/intro }
      - title: Community
        items:
          - { label: Stack Overflow, href: https://stackoverflow.com }
          - { html: '<b>hi</b>' }
    copyright: Copyright © Me
`,
  '/site/rnhc-docs.config.yaml',
);

const sidebars: Record<string, SidebarNode[]> = {
  tutorialSidebar: [
    { type: 'doc', id: 'intro' },
    { type: 'doc', id: 'setup', label: 'Set up' },
    {
      type: 'category',
      label: 'Guides',
      link: { type: 'generated-index', route: 'docs/category/guides', title: 'Guides', description: 'All guides' },
      collapsible: true,
      collapsed: true,
      description: undefined,
      items: [
        { type: 'link', href: 'https://example.com', label: 'Example' },
        {
          type: 'category',
          label: 'Deep',
          link: { type: 'generated-index', route: 'docs/category/deep', title: 'Deep dive', description: undefined },
          collapsible: true,
          collapsed: true,
          description: undefined,
          items: [],
        },
      ],
    },
    { type: 'html', value: '<hr>' },
  ],
};

describe("site translation keys (Docusaurus's shapes)", () => {
  it('navbar.json: title, logo.alt and item.label.<label> of every labelled item and dropdown item', () => {
    expect(Object.keys(navbarMessages(config.themeConfig.navbar))).toEqual([
      'title',
      'logo.alt',
      'item.label.Tutorial',
      'item.label.More',
      'item.label.Blog',
      'item.label.GitHub',
    ]);
    expect(navbarMessages(config.themeConfig.navbar)['item.label.Tutorial']).toEqual({
      message: 'Tutorial',
      description: 'Navbar item with label Tutorial',
    });
  });

  it('footer.json: link.title.<title>, link.item.label.<label>, copyright', () => {
    const footer = config.themeConfig.footer;
    if (!footer) throw new Error('no footer');
    expect(Object.keys(footerMessages(footer))).toEqual([
      'link.title.Docs',
      'link.item.label.Tutorial',
      'link.title.Community',
      'link.item.label.Stack Overflow',
      'copyright',
    ]);
    expect(footerMessages(footer)['link.item.label.Stack Overflow']?.description).toBe(
      'The label of footer link with label=Stack Overflow linking to https://stackoverflow.com',
    );
  });

  it('current.json: version.label and the sidebar keys of categories, links and labelled docs', () => {
    const messages = docsVersionMessages({ name: 'current', label: 'Next' }, sidebars);
    expect(Object.keys(messages)).toEqual([
      'version.label',
      'sidebar.tutorialSidebar.doc.Set up',
      'sidebar.tutorialSidebar.category.Guides',
      'sidebar.tutorialSidebar.category.Guides.link.generated-index.description',
      'sidebar.tutorialSidebar.link.Example',
      'sidebar.tutorialSidebar.category.Deep',
      'sidebar.tutorialSidebar.category.Deep.link.generated-index.title',
    ]);
    expect(messages['version.label']).toEqual({ message: 'Next', description: 'The label for version current' });
  });
});

describe('applying translation files', () => {
  it('translates the navbar (dropdown items too) and leaves untranslated labels alone', () => {
    const navbar = translateNavbar(
      config.themeConfig.navbar,
      parseTranslationFile(
        JSON.stringify({
          title: { message: 'Mon site' },
          'logo.alt': { message: 'Logo de mon site' },
          'item.label.Tutorial': { message: 'Tutoriel', description: 'Navbar item with label Tutorial' },
          'item.label.Blog': 'Blogue',
        }),
        'navbar.json',
      ),
    );
    expect(navbar.title).toBe('Mon site');
    expect(navbar.logo?.alt).toBe('Logo de mon site');
    expect(navbar.items.map((item) => ('label' in item ? item.label : item.type))).toEqual([
      'Tutoriel',
      'doc',
      'More',
      'GitHub',
    ]);
    const dropdown = navbar.items[2];
    expect(dropdown?.type === 'dropdown' && dropdown.items.map((i) => ('label' in i ? i.label : 'html'))).toEqual([
      'Blogue',
      'html',
    ]);
    expect(config.themeConfig.navbar.title).toBe('My Site');
  });

  it('translates footer titles, labels and copyright', () => {
    const footer = config.themeConfig.footer;
    if (!footer) throw new Error('no footer');
    const translated = translateFooter(
      footer,
      parseTranslationFile(
        JSON.stringify({
          'link.title.Community': { message: 'Communauté' },
          'link.item.label.Tutorial': { message: 'Tutoriel' },
          copyright: { message: 'Droits © Moi' },
        }),
        'footer.json',
      ),
    );
    expect(translated.copyright).toBe('Droits © Moi');
    expect(JSON.stringify(translated.links)).toContain('"title":"Communauté"');
    expect(JSON.stringify(translated.links)).toContain('"label":"Tutoriel"');
    expect(JSON.stringify(translated.links)).toContain('"title":"Docs"');
  });

  it('translates sidebar labels; a generated-index title that was the label follows the label', () => {
    const messages = parseTranslationFile(
      JSON.stringify({
        'version.label': { message: 'Suivante' },
        'sidebar.tutorialSidebar.doc.Set up': { message: 'Installation' },
        'sidebar.tutorialSidebar.category.Guides': { message: 'Guides pratiques' },
        'sidebar.tutorialSidebar.category.Guides.link.generated-index.description': { message: 'Tous les guides' },
        'sidebar.tutorialSidebar.link.Example': { message: 'Exemple' },
        'sidebar.tutorialSidebar.category.Deep.link.generated-index.title': { message: 'Plongée' },
      }),
      'current.json',
    );
    const [intro, setup, guides] = translateSidebars(sidebars, messages).tutorialSidebar ?? [];
    expect(intro).toEqual({ type: 'doc', id: 'intro' });
    expect(setup).toMatchObject({ label: 'Installation' });
    if (guides?.type !== 'category') throw new Error('no category');
    expect(guides.label).toBe('Guides pratiques');
    expect(guides.link).toMatchObject({ title: 'Guides pratiques', description: 'Tous les guides' });
    expect(guides.items[0]).toMatchObject({ label: 'Exemple' });
    expect(guides.items[1]).toMatchObject({ label: 'Deep', link: { title: 'Plongée' } });
    expect(translateVersionLabel('Next', messages)).toBe('Suivante');
    expect(translateVersionLabel('Next', undefined)).toBe('Next');
  });
});

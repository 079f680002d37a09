import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectContent } from '../../../src/content/collect-content.ts';
import type { ContentModel } from '../../../src/content/types.ts';
import { createUrlResolver, resolveSite } from '../../../src/pipeline/resolve-site.ts';
import type { SiteData } from '../../../src/shared/types.ts';
import { ConfigError } from '../../../src/util/errors.ts';
import { BASE_CONFIG, createTempSite, type TempSite } from './temp-site.ts';

describe('createUrlResolver', () => {
  it('joins routes to the base URL, as written when trailingSlash is unset', () => {
    const urls = createUrlResolver({ baseUrl: '/base/', trailingSlash: undefined });
    expect(urls.route('docs/intro')).toBe('/base/docs/intro');
    expect(urls.route('/docs/intro/')).toBe('/base/docs/intro');
    expect(urls.route('')).toBe('/base/');
    expect(urls.route('/')).toBe('/base/');
  });

  it('adds or leaves off the trailing slash per trailingSlash, never on the root', () => {
    const withSlash = createUrlResolver({ baseUrl: '/base/', trailingSlash: true });
    const without = createUrlResolver({ baseUrl: '/base/', trailingSlash: false });
    expect(withSlash.route('docs/intro')).toBe('/base/docs/intro/');
    expect(without.route('docs/intro/')).toBe('/base/docs/intro');
    expect(withSlash.route('')).toBe('/base/');
    expect(without.route('')).toBe('/base/');
    expect(withSlash.to('/docs/intro#setup')).toBe('/base/docs/intro/#setup');
  });

  it('resolves `to` paths, with or without the base URL, keeping query and hash', () => {
    const urls = createUrlResolver({ baseUrl: '/base/', trailingSlash: undefined });
    expect(urls.to('/docs/intro')).toBe('/base/docs/intro');
    expect(urls.to('/base/docs/intro')).toBe('/base/docs/intro');
    expect(urls.to('/docs/intro?tab=kotlin#setup')).toBe('/base/docs/intro?tab=kotlin#setup');
    expect(urls.to('/')).toBe('/base/');
  });

  it('tells external hrefs apart and puts the base URL in front of site paths', () => {
    const urls = createUrlResolver({ baseUrl: '/base/', trailingSlash: undefined });
    expect(urls.href('https://github.com/x')).toEqual({ href: 'https://github.com/x', external: true });
    expect(urls.href('http://example.com')).toEqual({ href: 'http://example.com', external: true });
    expect(urls.href('//cdn.example.com/a')).toEqual({ href: '//cdn.example.com/a', external: true });
    expect(urls.href('mailto:a@b.c')).toEqual({ href: 'mailto:a@b.c', external: false });
    expect(urls.href('/docs/intro#x')).toEqual({ href: '/base/docs/intro#x', external: false });
    expect(urls.href('relative/page')).toEqual({ href: 'relative/page', external: false });
  });

  it('turns static file paths into URLs', () => {
    const urls = createUrlResolver({ baseUrl: '/base/', trailingSlash: true });
    expect(urls.asset('img/logo.svg')).toBe('/base/img/logo.svg');
    expect(urls.asset('/img/logo.svg')).toBe('/base/img/logo.svg');
    expect(urls.asset('https://cdn.example.com/logo.svg')).toBe('https://cdn.example.com/logo.svg');
  });
});

const DOCS = {
  'docs/intro.md': '---\nsidebar_position: 1\n---\n# Introduction\n',
  'docs/guides/_category_.json': '{"label": "Guides", "position": 2, "link": {"type": "generated-index"}}',
  'docs/guides/install.md': '---\nsidebar_label: Installing\n---\n# Install\n',
};

const NAVBAR_CONFIG = `${BASE_CONFIG}baseUrl: /base/
favicon: img/favicon.ico
i18n:
  defaultLocale: en
  locales: [en, fr, ar]
  localeConfigs:
    fr:
      label: Français
      htmlLang: fr-FR
    ar:
      direction: rtl
themeConfig:
  navbar:
    title: Site
    logo:
      src: img/logo.svg
      srcDark: img/logo-dark.svg
    items:
      - type: doc
        docId: guides/install
        position: left
      - type: doc
        docId: intro
        label: Start
      - type: docSidebar
        sidebarId: tutorialSidebar
        label: Docs
      - type: docsVersion
      - type: docsVersionDropdown
      - type: localeDropdown
      - type: search
      - type: html
        value: <b>hi</b>
      - label: GitHub
        href: https://github.com/example
      - label: Blog
        to: /blog
        activeBasePath: /blog
      - type: dropdown
        label: More
        items:
          - label: Changelog
            to: /changelog
          - type: html
            value: <hr>
  footer:
    style: dark
    links:
      - title: Docs
        items:
          - label: Intro
            to: /docs/intro
          - html: <span>raw</span>
      - title: Community
        items:
          - label: GitHub
            href: https://github.com/example
    copyright: © Example
`;

describe('resolveSite', () => {
  let site: TempSite;
  let content: ContentModel;
  let data: SiteData;

  beforeAll(async () => {
    site = await createTempSite(DOCS, NAVBAR_CONFIG);
    content = await collectContent(site.config);
    data = resolveSite({ config: site.config, content, urls: createUrlResolver(site.config) });
  });
  afterAll(() => site.cleanup());

  it('turns a navbar doc item into a link to the doc, labelled by its doc id by default (as Docusaurus)', () => {
    // Docusaurus's DocNavbarItem: `label={staticLabel ?? doc.id}`.
    expect(data.navbar.items[0]).toEqual({
      type: 'link',
      position: 'left',
      label: 'guides/install',
      href: '/base/docs/guides/install',
      external: false,
      activeSidebar: 'tutorialSidebar',
    });
    expect(data.navbar.items[1]).toMatchObject({
      type: 'link',
      label: 'Start',
      href: '/base/docs/intro',
      position: 'left',
    });
  });

  it('links a docSidebar item to the first link of the sidebar', () => {
    expect(data.navbar.items[2]).toMatchObject({
      type: 'link',
      label: 'Docs',
      href: '/base/docs/intro',
      activeSidebar: 'tutorialSidebar',
    });
  });

  it('links docsVersion to the main doc, labelled by the current version', () => {
    expect(data.navbar.items[3]).toMatchObject({
      type: 'link',
      label: 'Next',
      href: '/base/docs/intro',
      activeBasePath: '/base/docs/',
    });
  });

  // Items without a position go left, Docusaurus's default.
  it('passes dropdowns, search, locale and html items through', () => {
    expect(data.navbar.items.slice(4, 8)).toEqual([
      { type: 'docsVersionDropdown', position: 'left' },
      { type: 'localeDropdown', position: 'left' },
      { type: 'search', position: 'left' },
      { type: 'html', position: 'left', value: '<b>hi</b>' },
    ]);
  });

  it('resolves plain links: external href as is, `to` under the base URL', () => {
    expect(data.navbar.items[8]).toEqual({
      type: 'link',
      position: 'left',
      label: 'GitHub',
      href: 'https://github.com/example',
      external: true,
    });
    expect(data.navbar.items[9]).toEqual({
      type: 'link',
      position: 'left',
      label: 'Blog',
      href: '/base/blog',
      external: false,
      activeBasePath: '/base/blog',
    });
    expect(data.navbar.items[10]).toEqual({
      type: 'dropdown',
      position: 'left',
      label: 'More',
      items: [
        { type: 'link', label: 'Changelog', href: '/base/changelog', external: false },
        { type: 'html', value: '<hr>' },
      ],
    });
  });

  it('resolves logo, favicon and footer columns', () => {
    expect(data.navbar.logo).toEqual({
      src: '/base/img/logo.svg',
      srcDark: '/base/img/logo-dark.svg',
      alt: '',
      href: '/base/',
    });
    expect(data.favicon).toBe('/base/img/favicon.ico');
    expect(data.footer?.style).toBe('dark');
    expect(data.footer?.links).toEqual([]);
    expect(data.footer?.columns).toEqual([
      {
        title: 'Docs',
        items: [
          { type: 'link', label: 'Intro', href: '/base/docs/intro', external: false },
          { type: 'html', value: '<span>raw</span>' },
        ],
      },
      {
        title: 'Community',
        items: [{ type: 'link', label: 'GitHub', href: 'https://github.com/example', external: true }],
      },
    ]);
    expect(data.footer?.copyright).toBe('© Example');
  });

  it('lists locales: the default at the base URL, others under /base/<locale>/; labels default to the language’s own name', () => {
    expect(data.locale).toBe('en');
    expect(data.locales).toEqual([
      { locale: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: '/base/' },
      { locale: 'fr', label: 'Français', htmlLang: 'fr-FR', direction: 'ltr', baseUrl: '/base/fr/' },
      { locale: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', baseUrl: '/base/ar/' },
    ]);
  });

  it('has one current version labelled Next', () => {
    expect(data.version).toBe('current');
    expect(data.versions).toEqual([
      {
        name: 'current',
        label: 'Next',
        path: '/base/docs/',
        mainDocHref: '/base/docs/intro',
        isLast: true,
        // Docusaurus's defaults for a site of one version: no banner, no badge.
        banner: 'none',
        badge: false,
        className: 'docs-version-current',
      },
    ]);
  });

  it('resolves sidebars to URLs', () => {
    expect(data.sidebars.tutorialSidebar).toEqual([
      { type: 'link', label: 'Introduction', href: '/base/docs/intro' },
      {
        type: 'category',
        label: 'Guides',
        href: '/base/docs/category/guides',
        collapsible: true,
        collapsed: true,
        items: [{ type: 'link', label: 'Installing', href: '/base/docs/guides/install' }],
      },
    ]);
  });

  it('copies title, tagline, url, delimiter and colour mode from the config', () => {
    expect(data).toMatchObject({
      title: 'Test Site',
      tagline: '',
      url: 'https://example.com',
      baseUrl: '/base/',
      titleDelimiter: '|',
      colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    });
    expect('trailingSlash' in data).toBe(false);
  });
});

describe('resolveSite: flat footer and errors', () => {
  async function resolveWith(config: string): Promise<SiteData> {
    const site = await createTempSite(DOCS, config);
    try {
      const content = await collectContent(site.config);
      return resolveSite({ config: site.config, content, urls: createUrlResolver(site.config) });
    } finally {
      await site.cleanup();
    }
  }

  async function resolveError(config: string): Promise<ConfigError> {
    const error = await resolveWith(config).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    return error as ConfigError;
  }

  it('keeps a flat list of footer links as links, not columns', async () => {
    const data = await resolveWith(
      `${BASE_CONFIG}themeConfig:\n  footer:\n    links:\n      - label: Docs\n        to: /docs/intro\n      - html: <i>x</i>\n`,
    );
    expect(data.footer?.columns).toEqual([]);
    expect(data.footer?.links).toEqual([
      { type: 'link', label: 'Docs', href: '/docs/intro', external: false },
      { type: 'html', value: '<i>x</i>' },
    ]);
    expect(data.footer?.style).toBe('light');
  });

  it('reports a navbar doc item with an unknown doc id as a config error with file:line', async () => {
    const config = `${BASE_CONFIG}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: guides/missing\n`;
    const error = await resolveError(config);
    expect(error.exitCode).toBe(2);
    expect(error.problems).toHaveLength(1);
    const problem = error.problems[0] ?? '';
    expect(problem).toMatch(/^themeConfig\.navbar\.items\.0\.docId: /);
    expect(problem).toContain('"guides/missing"');
    expect(problem).toMatch(/rnhc-docs\.config\.yaml:7:16\)/);
    expect(problem).toContain('intro');
  });

  it('reports a docSidebar item whose sidebar does not exist', async () => {
    const config = `${BASE_CONFIG}themeConfig:\n  navbar:\n    items:\n      - type: docSidebar\n        sidebarId: nope\n        label: X\n`;
    const error = await resolveError(config);
    const problem = error.problems[0] ?? '';
    expect(problem).toContain(`Sidebar with ID "nope" doesn't exist`);
    expect(problem).toMatch(/rnhc-docs\.config\.yaml:7:\d+\)/);
    expect(problem).toContain('sidebars: tutorialSidebar');
  });

  it('reports a docSidebar item whose sidebar has only external links', async () => {
    const site = await createTempSite(
      {
        ...DOCS,
        'sidebars.yaml': 'external:\n  - type: link\n    href: https://x.y\n    label: X\nmain:\n  - intro\n',
      },
      `${BASE_CONFIG}docs:\n  sidebarPath: sidebars.yaml\nthemeConfig:\n  navbar:\n    items:\n      - type: docSidebar\n        sidebarId: external\n        label: X\n`,
    );
    try {
      const content = await collectContent(site.config);
      const error = (() => {
        try {
          resolveSite({ config: site.config, content, urls: createUrlResolver(site.config) });
        } catch (e) {
          return e;
        }
        return undefined;
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems[0]).toContain(
        `Sidebar with ID "external" doesn't have anything to be linked to`,
      );
    } finally {
      await site.cleanup();
    }
  });

  it('reports every bad navbar item at once', async () => {
    const config = `${BASE_CONFIG}themeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: a\n      - type: doc\n        docId: b\n      - type: docSidebar\n        sidebarId: c\n        label: C\n`;
    const error = await resolveError(config);
    expect(error.problems).toHaveLength(3);
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'themeConfig.navbar.items.0.docId',
      'themeConfig.navbar.items.1.docId',
      'themeConfig.navbar.items.2.sidebarId',
    ]);
  });

  it('uses trailing slashes in every resolved URL when trailingSlash is true', async () => {
    const data = await resolveWith(
      `${BASE_CONFIG}trailingSlash: true\nthemeConfig:\n  navbar:\n    items:\n      - type: doc\n        docId: intro\n`,
    );
    expect(data.trailingSlash).toBe(true);
    expect(data.navbar.items[0]).toMatchObject({ href: '/docs/intro/' });
    expect(data.versions[0]?.path).toBe('/docs/');
  });
});

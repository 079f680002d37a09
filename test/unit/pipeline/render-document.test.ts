import { describe, expect, it, vi } from 'vitest';
import { pageTitle, renderDocument, themeInitScript } from '../../../src/pipeline/render/render-document.ts';
import type { PageData, SiteData } from '../../../src/shared/types.ts';

function makeSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'Health Docs',
    tagline: 'Read & write <health> data',
    url: 'https://example.com',
    baseUrl: '/base/',
    titleDelimiter: '|',
    locale: 'en',
    defaultLocale: 'en',
    locales: [
      { locale: 'en', label: 'English', htmlLang: 'en-US', direction: 'ltr', baseUrl: '/base/' },
      { locale: 'ar', label: 'العربية', htmlLang: 'ar', direction: 'rtl', baseUrl: '/base/ar/' },
    ],
    version: 'current',
    versions: [{ name: 'current', label: 'Next', path: '/base/docs/', mainDocHref: '/base/docs/intro', isLast: true }],
    navbar: { hideOnScroll: false, items: [] },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    sidebars: {},
    ...overrides,
  };
}

function makePage(overrides: Partial<PageData> = {}): PageData {
  return {
    kind: 'doc',
    path: '/base/docs/intro',
    title: 'Intro',
    contentHtml: '<h1>Intro</h1><p>Body</p>',
    toc: [{ id: 'setup', value: 'Setup', level: 2 }],
    ...overrides,
  };
}

const ASSETS = {
  stylesheet: '/base/assets/app.1234.css',
  script: '/base/assets/app.5678.js',
  siteData: '/base/assets/site.9abc.js',
  preload: ['/base/assets/chunk.AAAA1111.js'],
};

function render(options: { site?: SiteData; page?: PageData; noindex?: boolean; ogImage?: string } = {}) {
  return renderDocument({
    site: options.site ?? makeSite(),
    page: options.page ?? makePage(),
    body: '<main>server rendered</main>',
    assets: ASSETS,
    canonical: 'https://example.com/base/docs/intro',
    noindex: options.noindex ?? false,
    ogImage: options.ogImage,
    version: '1.2.3',
  });
}

/** The JSON of the page-data script. */
function pageJson(html: string): string {
  const match = /<script id="__rnhc-page" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  expect(match).not.toBeNull();
  return match?.[1] ?? '';
}

describe('pageTitle', () => {
  it('joins page and site title with the delimiter', () => {
    expect(pageTitle(makeSite(), makePage())).toBe('Intro | Health Docs');
    expect(pageTitle(makeSite({ titleDelimiter: '·' }), makePage())).toBe('Intro · Health Docs');
  });

  it('uses the site title alone for the home page, an empty title or the site title itself', () => {
    expect(pageTitle(makeSite(), makePage({ kind: 'home', title: 'Welcome' }))).toBe('Health Docs');
    expect(pageTitle(makeSite(), makePage({ title: '' }))).toBe('Health Docs');
    expect(pageTitle(makeSite(), makePage({ title: 'Health Docs' }))).toBe('Health Docs');
  });

  it('formats a home page title the page named with <Layout title>, as Docusaurus does', () => {
    expect(pageTitle(makeSite(), makePage({ kind: 'home', title: 'Home', ownTitle: true }))).toBe('Home | Health Docs');
    // react-redux's home page: <Layout title={siteConfig.title}> gives "React Redux | React Redux".
    expect(pageTitle(makeSite(), makePage({ kind: 'home', title: 'Health Docs', ownTitle: true }))).toBe(
      'Health Docs | Health Docs',
    );
  });

  it('gives the site title alone for a page titled with the site title on Docusaurus 3.7 and later', () => {
    // gesture-handler (Docusaurus 3.9.2): <Layout title="React Native Gesture Handler"> on the home page.
    const site = makeSite({ siteTitleAlone: true });
    expect(pageTitle(site, makePage({ kind: 'home', title: 'Health Docs', ownTitle: true }))).toBe('Health Docs');
    expect(pageTitle(site, makePage({ kind: 'home', title: 'Home', ownTitle: true }))).toBe('Home | Health Docs');
  });

  it('uses a <Head><title> as the whole title, on any page', () => {
    expect(pageTitle(makeSite(), makePage({ title: 'FAQ', documentTitle: 'FAQ: all questions' }))).toBe(
      'FAQ: all questions',
    );
    expect(pageTitle(makeSite(), makePage({ kind: 'home', title: 'Home', documentTitle: 'Welcome' }))).toBe('Welcome');
  });
});

describe('renderDocument', () => {
  it('escapes title and description from front matter', () => {
    const html = render({
      page: makePage({ title: '<script>alert(1)</script>', description: 'A "quoted" <b>desc</b> & more' }),
    });
    expect(html).toContain('<title>&lt;script&gt;alert(1)&lt;/script&gt; | Health Docs</title>');
    expect(html).toContain(
      '<meta name="description" content="A &quot;quoted&quot; &lt;b&gt;desc&lt;/b&gt; &amp; more">',
    );
    expect(html).toContain('<meta property="og:title" content="&lt;script&gt;alert(1)&lt;/script&gt; | Health Docs">');
    // The only script elements are the theme script, the bundles and the page JSON.
    expect(html.match(/<script\b/g)).toHaveLength(4);
  });

  it('has canonical, Open Graph and Twitter tags', () => {
    const html = render({ ogImage: 'https://example.com/base/img/card.png' });
    expect(html).toContain('<link rel="canonical" href="https://example.com/base/docs/intro">');
    expect(html).toContain('<meta property="og:url" content="https://example.com/base/docs/intro">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:site_name" content="Health Docs">');
    expect(html).toContain('<meta property="og:image" content="https://example.com/base/img/card.png">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(render()).toContain('<meta name="twitter:card" content="summary">');
    expect(render()).not.toContain('og:image');
  });

  it('uses the tagline as the home page description, escaped', () => {
    const html = render({ page: makePage({ kind: 'home', title: 'Home', path: '/base/' }) });
    expect(html).toContain('<title>Health Docs</title>');
    expect(html).toContain('<meta name="description" content="Read &amp; write &lt;health&gt; data">');
    expect(html).toContain('<meta property="og:type" content="website">');
  });

  it('sets lang and dir from the current locale, and the default colour mode', () => {
    const html = render();
    expect(html).toContain('<html lang="en-US" dir="ltr" data-theme="light">');
    const arabic = render({
      site: makeSite({
        locale: 'ar',
        colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
      }),
    });
    expect(arabic).toContain('<html lang="ar" dir="rtl" data-theme="dark">');
  });

  it('embeds the page data without contentHtml and with < escaped', () => {
    const html = render({
      page: makePage({ title: '</script><script>alert(1)</script>', contentHtml: '<p>SECRET-CONTENT</p>' }),
    });
    const json = pageJson(html);
    expect(json).not.toContain('<');
    expect(json).not.toContain('SECRET-CONTENT');
    const data = JSON.parse(json) as Record<string, unknown>;
    expect(data).not.toHaveProperty('contentHtml');
    expect(data.title).toBe('</script><script>alert(1)</script>');
    expect(data.toc).toEqual([{ id: 'setup', value: 'Setup', level: 2 }]);
    // The content is in the body once, as server-rendered HTML.
    expect(html).toContain('<div id="__rnhc"><main>server rendered</main></div>');
  });

  it('marks the 404 page and noindex pages as not to be indexed', () => {
    expect(render({ page: makePage({ kind: 'notFound', title: 'Page not found' }) })).toContain(
      '<meta name="robots" content="noindex, nofollow">',
    );
    expect(render({ noindex: true })).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(render()).not.toContain('name="robots"');
  });

  it('links the hashed assets, the favicon and the generator version', () => {
    const html = render({ site: makeSite({ favicon: '/base/img/favicon.ico' }) });
    expect(html).toContain('<link rel="stylesheet" href="/base/assets/app.1234.css">');
    expect(html).toContain('<script type="module" src="/base/assets/app.5678.js"></script>');
    expect(html).toContain('<script defer src="/base/assets/site.9abc.js"></script>');
    expect(html).toContain('<link rel="icon" href="/base/img/favicon.ico">');
    expect(html).toContain('<meta name="generator" content="rnhc-docs 1.2.3">');
    expect(html.startsWith('<!doctype html>')).toBe(true);
  });
});

interface FakeEnv {
  stored: Record<string, string>;
  prefersDark: boolean;
  throwOnStorage?: boolean;
}

/** Runs the theme script against a fake browser and returns the attributes it set. */
function runThemeScript(site: SiteData, env: FakeEnv): Record<string, string> {
  const attributes: Record<string, string> = {};
  const localStorage = {
    getItem(key: string) {
      if (env.throwOnStorage) throw new Error('SecurityError');
      return env.stored[key] ?? null;
    },
  };
  const matchMedia = (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && env.prefersDark });
  const document = {
    documentElement: {
      setAttribute(name: string, value: string) {
        attributes[name] = value;
      },
    },
  };
  new Function('localStorage', 'matchMedia', 'document', themeInitScript(site))(localStorage, matchMedia, document);
  return attributes;
}

describe('themeInitScript', () => {
  const respecting = makeSite({
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  });
  const darkDefault = makeSite({
    colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
  });

  it('is valid JavaScript', () => {
    expect(() => new Function(themeInitScript(makeSite()))).not.toThrow();
    expect(
      () =>
        new Function(
          themeInitScript(
            makeSite({
              announcementBar: {
                id: 'it\'s "new"',
                content: '<b>x</b>',
                backgroundColor: '#fff',
                textColor: '#000',
                isCloseable: true,
              },
            }),
          ),
        ),
    ).not.toThrow();
  });

  it('uses a stored light or dark choice', () => {
    expect(runThemeScript(darkDefault, { stored: { theme: 'light' }, prefersDark: true })['data-theme']).toBe('light');
    expect(runThemeScript(makeSite(), { stored: { theme: 'dark' }, prefersDark: false })['data-theme']).toBe('dark');
  });

  it('falls back to the configured default mode', () => {
    expect(runThemeScript(makeSite(), { stored: {}, prefersDark: true })['data-theme']).toBe('light');
    expect(runThemeScript(darkDefault, { stored: {}, prefersDark: false })['data-theme']).toBe('dark');
  });

  it('follows the system preference when configured or chosen', () => {
    expect(runThemeScript(respecting, { stored: {}, prefersDark: true })['data-theme']).toBe('dark');
    expect(runThemeScript(respecting, { stored: {}, prefersDark: false })['data-theme']).toBe('light');
    expect(runThemeScript(makeSite(), { stored: { theme: 'system' }, prefersDark: true })['data-theme']).toBe('dark');
  });

  it('reports an unknown stored value on the console and shows the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(runThemeScript(darkDefault, { stored: { theme: 'purple' }, prefersDark: false })['data-theme']).toBe(
        'dark',
      );
      expect(error).toHaveBeenCalledWith(expect.stringContaining('Unknown colour mode "purple"'));
      error.mockClear();
      runThemeScript(darkDefault, { stored: { theme: 'light' }, prefersDark: false });
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
  });

  it('marks a dismissed announcement bar with the same id only', () => {
    const site = makeSite({
      announcementBar: { id: 'v2', content: 'New!', backgroundColor: '#fff', textColor: '#000', isCloseable: true },
    });
    const dismissed = { 'announcement.id': 'v2', 'announcement.dismiss': 'true' };
    expect(
      runThemeScript(site, { stored: dismissed, prefersDark: false })['data-announcement-bar-initially-dismissed'],
    ).toBe('true');
    expect(
      runThemeScript(site, { stored: { ...dismissed, 'announcement.id': 'v1' }, prefersDark: false })[
        'data-announcement-bar-initially-dismissed'
      ],
    ).toBeUndefined();
  });

  it('does not throw when storage is blocked', () => {
    expect(runThemeScript(makeSite(), { stored: {}, prefersDark: false, throwOnStorage: true })).toEqual({});
  });
});

describe('module preloads', () => {
  it('preloads the chunks the entry imports, after the entry script', () => {
    const html = render();
    expect(html).toContain('<link rel="modulepreload" href="/base/assets/chunk.AAAA1111.js">');
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('type="module"'));
  });
});

/**
 * Sample SiteData and PageData for the theme tests, shaped like the real site
 * (base URL /react-native-health-connect/), plus a second locale and version so the switchers
 * have something to switch to.
 */
import type { PageData, SiteData } from '../../../src/shared/types.ts';

/** The site's base URL. */
export const BASE = '/react-native-health-connect/';

/** A code block exactly as the markdown pipeline emits it (shiki dual themes, title, diff). */
export const CODE_BLOCK_HTML = `<div class="code-block" data-language="ts"><div class="code-block__title">read-steps.ts</div><div class="code-block__body"><pre class="shiki shiki-themes github-light github-dark has-diff has-line-numbers" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">import</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> { initialize, readRecords } </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">from</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"> 'react-native-health-connect'</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">;</span></span>
<span class="line"></span>
<span class="line highlighted"><span style="--shiki-light:#6A737D;--shiki-dark:#6A737D">// Read the steps of the last 24 hours</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">export</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> async</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> function</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0"> readSteps</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">()</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">:</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0"> Promise</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">&#x3C;</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">number</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">> {</span></span>
<span class="line"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">  const</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> { </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">records</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> } </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">=</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> await</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0"> readRecords</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">(</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">'Steps'</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">, { timeRangeFilter: { operator: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">'between'</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">, startTime: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">'2024-01-01T00:00:00Z'</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">, endTime: </span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF">'2024-01-02T00:00:00Z'</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> } });</span></span>
<span class="line diff remove"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">  const</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> old</span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583"> =</span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF"> 1</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">;</span></span>
<span class="line diff add"><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">  return</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> records.</span><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">reduce</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">((</span><span style="--shiki-light:#E36209;--shiki-dark:#FFAB70">sum</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">, </span><span style="--shiki-light:#E36209;--shiki-dark:#FFAB70">r</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">) </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">=></span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> sum </span><span style="--shiki-light:#D73A49;--shiki-dark:#F97583">+</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8"> r.count, </span><span style="--shiki-light:#005CC5;--shiki-dark:#79B8FF">0</span><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">);</span></span>
<span class="line"><span style="--shiki-light:#24292E;--shiki-dark:#E1E4E8">}</span></span></code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></div></div>`;

/** An untitled shell snippet. */
const SHELL_BLOCK_HTML = `<div class="code-block" data-language="sh"><div class="code-block__body"><pre class="shiki shiki-themes github-light github-dark" style="--shiki-light:#24292e;--shiki-dark:#e1e4e8;--shiki-light-bg:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="--shiki-light:#6F42C1;--shiki-dark:#B392F0">npm</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"> install</span><span style="--shiki-light:#032F62;--shiki-dark:#9ECBFF"> react-native-health-connect</span></span></code></pre><button type="button" class="code-block__copy" aria-label="Copy code to clipboard">Copy</button></div></div>`;

function heading(level: number, id: string, title: string, inner = title): string {
  return `<h${level} id="${id}">${inner}<a class="hash-link" href="#${id}" aria-label="Direct link to ${title}">#</a></h${level}>`;
}

function admonition(type: string, title: string, body: string): string {
  return `<div class="admonition admonition-${type}" role="note"><div class="admonition__heading"><span class="admonition__icon" aria-hidden="true"></span>${title}</div><div class="admonition__content"><p>${body}</p></div></div>`;
}

/** The markdown output of a realistic doc page: every element the pipeline emits. */
export const DOC_CONTENT_HTML = [
  '<header><h1>Read records</h1></header>',
  '<p>Use <code>readRecords</code> to read data the user allowed your app to read. See the <a href="/react-native-health-connect/docs/permissions">permissions guide</a> and the <a href="https://developer.android.com/health-and-fitness/guides/health-connect">Health Connect documentation</a>.</p>',
  heading(2, 'install', 'Install'),
  SHELL_BLOCK_HTML,
  heading(2, 'read-steps', 'Read steps with readRecords', 'Read steps with <code>readRecords</code>'),
  CODE_BLOCK_HTML,
  heading(3, 'pagination', 'Pagination'),
  '<p>Pass the returned <code>pageToken</code> to get the next page.<sup><a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref="" aria-describedby="footnote-label">1</a></sup></p>',
  heading(4, 'page-size', 'Page size'),
  '<p>The default page size is 1000 records.</p>',
  heading(2, 'admonitions', 'Notes and warnings'),
  admonition('note', 'Note', 'Call <code>initialize</code> before any other method.'),
  admonition(
    'tip',
    'Tip',
    'Batch inserts: <a href="/react-native-health-connect/docs/api/methods/insertRecords">insertRecords</a> is one transaction.',
  ),
  admonition('info', 'Info', 'Health Connect is part of Android 14 and later.'),
  admonition('warning', 'Warning', 'Revoking permissions takes effect only after a restart.'),
  admonition('danger', 'Danger', 'Two declined requests lock the app out of asking again.'),
  admonition('caution', 'Caution', 'Health Connect needs a screen lock on the device.'),
  heading(2, 'reference', 'Reference'),
  '<table><thead><tr><th>Status</th><th>Value</th><th>Meaning</th></tr></thead><tbody><tr><td><code>SDK_UNAVAILABLE</code></td><td>1</td><td>Health Connect is not available on this device</td></tr><tr><td><code>SDK_UNAVAILABLE_PROVIDER_UPDATE_REQUIRED</code></td><td>2</td><td>The provider app must be updated before use</td></tr><tr><td><code>SDK_AVAILABLE</code></td><td>3</td><td>Ready to use</td></tr></tbody></table>',
  '<blockquote><p>Health data is sensitive: ask only for what your app needs.</p></blockquote>',
  '<ul class="contains-task-list"><li class="task-list-item"><input type="checkbox" disabled checked aria-label="Done"> Declare permissions</li><li class="task-list-item"><input type="checkbox" disabled aria-label="Not done"> Add a privacy policy</li></ul>',
  '<ol><li>Initialize the client</li><li>Request permissions</li></ol>',
  '<p><img src="data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%221600%22 height=%22200%22%3E%3Crect width=%221600%22 height=%22200%22 fill=%22%232e8555%22/%3E%3C/svg%3E" alt="A wide banner"></p>',
  '<hr>',
  '<section data-footnotes="" class="footnotes"><h2 class="sr-only" id="footnote-label">Footnotes</h2><ol><li id="user-content-fn-1"><p>Tokens expire after a while. <a href="#user-content-fnref-1" data-footnote-backref="" aria-label="Back to reference 1" class="data-footnote-backref">↩</a></p></li></ol></section>',
].join('\n');

/** The site: every navbar item type, two locales, two versions, footer columns. */
export function createSite(overrides: Partial<SiteData> = {}): SiteData {
  return {
    title: 'React Native Health Connect',
    tagline: '',
    url: 'https://matinzd.github.io',
    baseUrl: BASE,
    titleDelimiter: '|',
    locale: 'en',
    defaultLocale: 'en',
    locales: [
      { locale: 'en', label: 'English', htmlLang: 'en', direction: 'ltr', baseUrl: BASE },
      { locale: 'fr', label: 'Français', htmlLang: 'fr', direction: 'ltr', baseUrl: `${BASE}fr/` },
    ],
    version: 'current',
    versions: [
      {
        name: 'current',
        label: 'Next',
        path: `${BASE}docs/next/`,
        mainDocHref: `${BASE}docs/next/intro`,
        isLast: false,
      },
      { name: '3.x', label: '3.x', path: `${BASE}docs/`, mainDocHref: `${BASE}docs/intro`, isLast: true },
    ],
    navbar: {
      title: 'Health Connect',
      logo: {
        src: `${BASE}img/logo.svg`,
        srcDark: `${BASE}img/logo-dark.svg`,
        alt: 'Logo',
        href: BASE,
        width: 32,
        height: 32,
      },
      hideOnScroll: false,
      items: [
        {
          type: 'link',
          position: 'left',
          label: 'Docs',
          href: `${BASE}docs/get-started`,
          external: false,
          activeSidebar: 'tutorialSidebar',
        },
        {
          type: 'link',
          position: 'left',
          label: 'API',
          href: `${BASE}docs/api/overview`,
          external: false,
          activeBasePath: `${BASE}docs/api/`,
        },
        {
          type: 'dropdown',
          position: 'left',
          label: 'More',
          items: [
            { type: 'link', label: 'Markdown page', href: `${BASE}markdown-page`, external: false },
            { type: 'html', value: '<span class="dropdown__separator">Community</span>' },
            {
              type: 'link',
              label: 'Discussions',
              href: 'https://github.com/matinzd/react-native-health-connect/discussions',
              external: true,
            },
          ],
        },
        { type: 'html', position: 'left', value: '<span class="navbar__badge">v4</span>', className: 'navbar-html' },
        { type: 'docsVersionDropdown', position: 'right' },
        { type: 'localeDropdown', position: 'right' },
        {
          type: 'link',
          position: 'right',
          label: 'GitHub',
          href: 'https://github.com/matinzd/react-native-health-connect',
          external: true,
          className: 'navbar-github',
        },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      columns: [
        {
          title: 'Docs',
          items: [{ type: 'link', label: 'Get started', href: `${BASE}docs/get-started`, external: false }],
        },
        {
          title: 'More',
          items: [
            {
              type: 'link',
              label: 'GitHub',
              href: 'https://github.com/matinzd/react-native-health-connect',
              external: true,
            },
            { type: 'html', value: '<span class="footer__note">Made with care</span>' },
          ],
        },
      ],
      links: [],
      copyright: 'Copyright © 2025 React Native Health Connect. Built with rnhc-docs.',
    },
    announcementBar: {
      id: 'v4',
      content: 'Version 4 is out! <a href="/react-native-health-connect/docs/get-started">Read the upgrade guide</a>.',
      backgroundColor: '#1f2933',
      textColor: '#ffffff',
      isCloseable: true,
    },
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    sidebars: {
      tutorialSidebar: [
        { type: 'link', label: 'Introduction', href: `${BASE}docs/intro` },
        { type: 'link', label: 'Get started', href: `${BASE}docs/get-started` },
        { type: 'link', label: 'Permissions', href: `${BASE}docs/permissions` },
        {
          type: 'category',
          label: 'API reference',
          href: `${BASE}docs/category/api-reference`,
          collapsible: true,
          collapsed: true,
          items: [
            { type: 'link', label: 'Overview', href: `${BASE}docs/api/overview` },
            {
              type: 'category',
              label: 'Methods',
              href: `${BASE}docs/category/methods`,
              collapsible: true,
              collapsed: true,
              items: [
                {
                  type: 'link',
                  label: 'readRecords',
                  href: `${BASE}docs/api/methods/readRecords`,
                },
                {
                  type: 'link',
                  label: 'insertRecords',
                  href: `${BASE}docs/api/methods/insertRecords`,
                },
              ],
            },
            { type: 'link', label: 'Exceptions', href: `${BASE}docs/api/exceptions` },
          ],
        },
        {
          type: 'category',
          label: 'Guides',
          collapsible: true,
          collapsed: true,
          items: [{ type: 'link', label: 'Troubleshooting', href: `${BASE}docs/troubleshooting` }],
        },
        {
          type: 'category',
          label: 'Project',
          collapsible: false,
          collapsed: false,
          items: [
            { type: 'link', label: 'Contributing', href: `${BASE}docs/contributing` },
            {
              type: 'link',
              label: 'npm package',
              href: 'https://www.npmjs.com/package/react-native-health-connect',
              external: true,
            },
          ],
        },
      ],
    },
    ...overrides,
  };
}

/** A doc page deep in the sidebar (API reference › Methods › readRecords), under version 3.x. */
export function createDocPage(overrides: Partial<PageData> = {}): PageData {
  return {
    kind: 'doc',
    path: `${BASE}docs/api/methods/readRecords`,
    title: 'readRecords',
    description: 'Read records of one type.',
    contentHtml: DOC_CONTENT_HTML,
    toc: [
      { id: 'install', value: 'Install', level: 2 },
      { id: 'read-steps', value: 'Read steps with <code>readRecords</code>', level: 2 },
      { id: 'pagination', value: 'Pagination', level: 3 },
      { id: 'page-size', value: 'Page size', level: 4 },
      { id: 'admonitions', value: 'Notes and warnings', level: 2 },
      { id: 'reference', value: 'Reference', level: 2 },
    ],
    version: '3.x',
    doc: {
      id: 'api/methods/readRecords',
      // The same doc in the next version (how the version dropdown finds it).
      alternates: { current: `${BASE}docs/next/api/methods/readRecords` },
      sidebar: 'tutorialSidebar',
      breadcrumbs: [
        { label: 'API reference', href: `${BASE}docs/category/api-reference` },
        { label: 'Methods', href: `${BASE}docs/category/methods` },
        { label: 'readRecords' },
      ],
      previous: { title: 'Methods', href: `${BASE}docs/category/methods` },
      next: { title: 'insertRecords', href: `${BASE}docs/api/methods/insertRecords` },
      editUrl: 'https://github.com/matinzd/react-native-health-connect/edit/main/docs/docs/api/methods/readRecords.md',
      hideTableOfContents: false,
      tocMinLevel: 2,
      tocMaxLevel: 3,
    },
    ...overrides,
  };
}

/** The generated index of the API reference category. */
export function createCategoryPage(overrides: Partial<PageData> = {}): PageData {
  return {
    kind: 'category',
    path: `${BASE}docs/category/api-reference`,
    title: 'API reference',
    contentHtml: '',
    toc: [],
    doc: {
      id: 'category/api-reference',
      sidebar: 'tutorialSidebar',
      breadcrumbs: [{ label: 'API reference' }],
      previous: { title: 'Permissions', href: `${BASE}docs/permissions` },
      next: { title: 'Overview', href: `${BASE}docs/api/overview` },
      hideTableOfContents: true,
      tocMinLevel: 2,
      tocMaxLevel: 3,
    },
    category: {
      description: 'Every method and type of the library.',
      items: [
        {
          title: 'Overview',
          href: `${BASE}docs/api/overview`,
          description: 'How the API is organised.',
          isCategory: false,
        },
        {
          title: 'Methods',
          href: `${BASE}docs/category/methods`,
          description: 'The 17 methods, one page each.',
          isCategory: true,
        },
        { title: 'Exceptions', href: `${BASE}docs/api/exceptions`, isCategory: false },
      ],
    },
    ...overrides,
  };
}

/** The landing page: pre-rendered hero and feature cards. */
export function createHomePage(overrides: Partial<PageData> = {}): PageData {
  return {
    kind: 'home',
    path: BASE,
    title: 'Home',
    contentHtml: `<header class="hero"><div class="container"><h1 class="hero__title">React Native Health Connect</h1><p class="hero__subtitle">Read and write Android health data from React Native.</p><div class="hero__buttons"><a class="button button--primary button--lg" href="${BASE}docs/get-started">Get started</a></div></div></header><section class="features"><div class="container features__grid"><div class="feature-card"><h2>All record types</h2><p>Steps, heart rate, sleep, nutrition and 37 more, with typed records.</p></div><div class="feature-card"><h2>Permissions made simple</h2><p>Request, check and revoke access per data type.</p></div><div class="feature-card"><h2>Expo ready</h2><p>A config plugin ships in the package for prebuild projects.</p></div></div></section>`,
    toc: [],
    ...overrides,
  };
}

/** The not-found page. */
export function createNotFoundPage(overrides: Partial<PageData> = {}): PageData {
  return { kind: 'notFound', path: `${BASE}404`, title: 'Page Not Found', contentHtml: '', toc: [], ...overrides };
}

/** The markdown page. */
export function createMdPage(overrides: Partial<PageData> = {}): PageData {
  return {
    kind: 'mdPage',
    path: `${BASE}markdown-page`,
    title: 'Markdown page',
    contentHtml: `<header><h1>Markdown page</h1></header><p>A standalone page.</p>${heading(2, 'section', 'Section')}<p>Text.</p>`,
    toc: [{ id: 'section', value: 'Section', level: 2 }],
    ...overrides,
  };
}

import { blogHeadTags } from '../../content/blog/head.ts';
import { markdownTwinHref } from '../../shared/twin-href.ts';
import type { PageData, SiteData } from '../../shared/types.ts';
import { escapeHtml, jsonForScript } from '../../util/html.ts';

/** Hashed files every page links. */
export interface PageAssets {
  stylesheet: string;
  /** The site's `theme.customCss`, joined into one file, loaded after the theme's stylesheet. */
  customStylesheet?: string;
  script: string;
  /** Chunks the entry script imports: preloaded with it instead of after it. */
  preload: string[];
  /** The config's extra `<head>` HTML (src/pipeline/render/head-tags.ts), escaped already. */
  head?: string;
  /** HTML third-party plugins put right after `<body>` and right before `</body>` (injectHtmlTags). */
  preBody?: string;
  postBody?: string;
  siteData: string;
}

interface DocumentOptions {
  site: SiteData;
  page: PageData;
  /** Server-rendered body (the part the client hydrates). */
  body: string;
  assets: PageAssets;
  /** Absolute canonical URL. */
  canonical: string;
  /** This page in each locale that translates it, plus `x-default` (absolute URLs). */
  alternates?: Array<{ hreflang: string; href: string }>;
  noindex: boolean;
  ogImage: string | undefined;
  version: string;
}

/**
 * `Intro | React Native Health Connect`; the home page is the site title alone, unless it named its
 * own title as a Docusaurus page does (`<Layout title>`).
 */
export function pageTitle(site: SiteData, page: PageData): string {
  // ('' too: a React page without a title on Docusaurus before 2.0.0-beta.18.)
  if (page.documentTitle !== undefined) return page.documentTitle;
  // A title the page named itself (<Layout title>) is formatted as Docusaurus does, even when it
  // is the site's title ("React Redux | React Redux"), up to Docusaurus 3.6 (`siteTitleAlone`).
  const ownSiteTitle = page.title === site.title && (!page.ownTitle || site.siteTitleAlone === true);
  if ((page.kind === 'home' && !page.ownTitle) || !page.title || ownSiteTitle) {
    return site.title;
  }
  return `${page.title} ${site.titleDelimiter} ${site.title}`;
}

/**
 * Sets the colour mode before first paint so a stored dark mode never flashes light. Mirrors
 * templates/colorMode.ts: stored 'light' | 'dark' | 'system', else the configured default. An
 * unknown stored mode is an error (SPEC.md 4): reported on the console, then the default shows.
 */
export function themeInitScript(site: SiteData): string {
  const c = site.colorMode;
  const bar = site.announcementBar;
  return `(function(){var d=document.documentElement;try{var s=localStorage.getItem('theme');var m=s==='light'||s==='dark'?s:(s==='system'||(!s&&${jsonForScript(c.respectPrefersColorScheme === true)}))?(matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'):${jsonForScript(c.defaultMode)};d.setAttribute('data-theme',m);if(s&&s!=='light'&&s!=='dark'&&s!=='system')console.error('Unknown colour mode "'+s+'" in local storage (key "theme"): expected "light", "dark" or "system"; showing the default.');${
    bar
      ? `if(localStorage.getItem('announcement.id')===${jsonForScript(bar.id)}&&localStorage.getItem('announcement.dismiss')==='true')d.setAttribute('data-announcement-bar-initially-dismissed','true');`
      : ''
  }}catch(e){}})();`;
}

/** The whole HTML document of one page. Every string from config or front matter is escaped. */
export function renderDocument(options: DocumentOptions): string {
  const { site, page, assets } = options;
  const locale = site.locales.find((l) => l.locale === site.locale);
  const title = escapeHtml(pageTitle(site, page));
  const description = page.description ?? (page.kind === 'home' ? site.tagline : '');
  // A post's own `image` wins over the site's social card.
  const ogImage = page.blog?.post?.image ?? options.ogImage;
  const meta = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="generator" content="rnhc-docs ${escapeHtml(options.version)}">`,
    `<title>${title}</title>`,
    page.redirect ? `<meta http-equiv="refresh" content="0; url=${escapeHtml(page.redirect)}">` : '',
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    `<link rel="canonical" href="${escapeHtml(options.canonical)}">`,
    ...(options.alternates ?? []).map(
      (alternate) =>
        `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}">`,
    ),
    // The page's markdown twin (src/llms): what an assistant should read instead of this HTML.
    page.kind === 'notFound' || page.kind === 'searchPage'
      ? ''
      : `<link rel="alternate" type="text/markdown" href="${escapeHtml(markdownTwinHref(page.path))}">`,
    `<meta property="og:title" content="${title}">`,
    description ? `<meta property="og:description" content="${escapeHtml(description)}">` : '',
    `<meta property="og:url" content="${escapeHtml(options.canonical)}">`,
    `<meta property="og:type" content="${page.kind === 'doc' || page.kind === 'blogPost' ? 'article' : 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(site.title)}">`,
    ogImage ? `<meta property="og:image" content="${escapeHtml(ogImage)}">` : '',
    `<meta name="twitter:card" content="${ogImage ? 'summary_large_image' : 'summary'}">`,
    ...blogHeadTags(page, new URL(options.canonical).origin),
    options.noindex || page.kind === 'notFound' ? '<meta name="robots" content="noindex, nofollow">' : '',
    site.favicon ? `<link rel="icon" href="${escapeHtml(site.favicon)}">` : '',
    `<script>${themeInitScript(site)}</script>`,
    `<link rel="stylesheet" href="${escapeHtml(assets.stylesheet)}">`,
    assets.customStylesheet ? `<link rel="stylesheet" href="${escapeHtml(assets.customStylesheet)}">` : '',
    `<script defer src="${escapeHtml(assets.siteData)}"></script>`,
    `<script type="module" src="${escapeHtml(assets.script)}"></script>`,
    ...assets.preload.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`),
    assets.head ?? '',
  ]
    .filter(Boolean)
    .join('\n');
  // The content HTML is already in the body: the client reads it back from the DOM, as it reads a
  // swizzled DocItem/Footer's (client/entry.tsx; '' stays: it says the footer rendered nothing).
  const { contentHtml: _omitted, ...pageWithoutContent } = page;
  if (pageWithoutContent.doc?.footerHtml) {
    const { footerHtml: _footer, ...doc } = pageWithoutContent.doc;
    pageWithoutContent.doc = doc;
  }
  return `<!doctype html>
<html lang="${escapeHtml(locale?.htmlLang ?? site.locale)}" dir="${locale?.direction ?? 'ltr'}" data-theme="${site.colorMode.defaultMode}">
<head>
${meta}
</head>
<body>
${assets.preBody ? `${assets.preBody}\n` : ''}<div id="__rnhc">${options.body}</div>
<script id="__rnhc-page" type="application/json">${jsonForScript(pageWithoutContent)}</script>
${assets.postBody ? `${assets.postBody}\n` : ''}</body>
</html>
`;
}

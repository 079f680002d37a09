import path from 'node:path';
import { renderBody } from '../../templates/server.tsx';
import type { PageData, SiteData } from '../../templates/types.ts';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { MarkdownRenderer, RenderedMarkdown } from '../markdown/processor.ts';
import { ContentError } from '../util/errors.ts';
import { escapeHtml } from '../util/html.ts';
import { mapLimit } from '../util/map-limit.ts';
import type { LinkChecker } from './check-links.ts';
import type { Route } from './create-routes.ts';
import type { JsxPage } from './jsx-pages.ts';
import { type PageAssets, renderDocument } from './render-document.ts';
import type { UrlResolver } from './resolve-site.ts';
import type { OutputWriter } from './write-output.ts';

/** A content warning with its source position. */
export interface ContentWarning {
  message: string;
  /** `file:line:column`. */
  location: string;
  ruleId: string | undefined;
}

interface RenderPagesOptions {
  routes: Route[];
  site: SiteData;
  config: ResolvedConfig;
  renderer: MarkdownRenderer;
  jsxPages: Map<string, JsxPage>;
  assets: PageAssets;
  writer: OutputWriter;
  links: LinkChecker;
  urls: UrlResolver;
  version: string;
  onProgress: (done: number, total: number) => void;
}

/** One line of the route manifest. */
export interface ManifestEntry {
  path: string;
  kind: PageData['kind'];
  title: string;
  data: string;
}

/** Renders every route to HTML and page data, writes them, and feeds the link checker. */
export async function renderPages(options: RenderPagesOptions) {
  const { routes, writer } = options;
  const warnings: ContentWarning[] = [];
  const manifest: ManifestEntry[] = [];
  const sitemap: string[] = [];
  // The docs root repeats the main doc: render its markdown once.
  const renderedDocs = new Map<string, Promise<RenderedMarkdown>>();
  let done = 0;

  const renderMarkdown = (file: string, body: string) => {
    let pending = renderedDocs.get(file);
    if (!pending) {
      pending = options.renderer.render(body, file).then((result) => {
        for (const message of result.messages) {
          warnings.push({
            message: message.reason,
            location: `${relative(file)}:${message.line ?? 1}:${message.column ?? 1}`,
            ruleId: message.ruleId ?? undefined,
          });
        }
        return result;
      });
      renderedDocs.set(file, pending);
    }
    return pending;
  };

  await mapLimit(routes, 8, async (route) => {
    const { page, source, indexed } = await createPageData(route, options, renderMarkdown);
    let body: string;
    try {
      body = renderBody(options.site, page);
    } catch (cause) {
      throw new ContentError(`Page ${page.path} cannot be rendered`, { cause, ...(source ? { file: source.file } : {}) });
    }
    const canonicalRoute = route.kind === 'doc' ? route.canonicalRoute : route.route;
    const html = renderDocument({
      site: options.site,
      page,
      body,
      assets: options.assets,
      canonical: options.config.url + options.urls.route(canonicalRoute),
      noindex: !indexed,
      ogImage: options.config.themeConfig.image ? options.config.url + options.urls.asset(options.config.themeConfig.image) : undefined,
      version: options.version,
    });
    const dataFile = `page-data/${route.route || 'index'}.json`;
    const writes = [writer.write(dataFile, JSON.stringify(page))];
    if (route.kind === 'notFound') {
      writes.push(writer.write('404.html', html));
    } else if (route.route === '') {
      writes.push(writer.write('index.html', html));
    } else {
      writes.push(writer.write(`${route.route}.html`, html), writer.write(`${route.route}/index.html`, html));
    }
    await Promise.all(writes);
    options.links.addPage(options.urls.route(route.route), html, source);
    manifest.push({ path: page.path, kind: page.kind, title: page.title, data: options.site.baseUrl + dataFile });
    if (indexed && !(route.kind === 'doc' && route.route !== route.canonicalRoute)) {
      sitemap.push(options.config.url + page.path);
    }
    options.onProgress(++done, routes.length);
  });
  manifest.sort((a, b) => a.path.localeCompare(b.path));
  sitemap.sort();
  return { warnings, manifest, sitemap };
}

async function createPageData(
  route: Route,
  options: RenderPagesOptions,
  renderMarkdown: (file: string, body: string) => Promise<RenderedMarkdown>,
): Promise<{ page: PageData; source: { file: string; links: RenderedMarkdown['links'] } | undefined; indexed: boolean }> {
  const { config, urls } = options;
  const toc = config.themeConfig.tableOfContents;
  const pathOf = urls.route(route.route);
  switch (route.kind) {
    case 'doc': {
      const { doc } = route;
      const md = await renderMarkdown(doc.file, doc.body);
      const page: PageData = {
        kind: 'doc',
        path: pathOf,
        title: doc.title,
        ...(doc.description ? { description: doc.description } : {}),
        contentHtml: withTitle(doc.hasH1, doc.title, md.html),
        toc: md.toc,
        doc: {
          id: doc.id,
          ...(route.sidebar ? { sidebar: route.sidebar } : {}),
          breadcrumbs: route.breadcrumbs,
          ...(route.previous ? { previous: route.previous } : {}),
          ...(route.next ? { next: route.next } : {}),
          ...(config.docs.editUrl ? { editUrl: joinUrl(config.docs.editUrl, doc.relativePath) } : {}),
          hideTableOfContents: doc.frontMatter.hide_table_of_contents === true,
          tocMinLevel: doc.frontMatter.toc_min_heading_level ?? toc.minHeadingLevel,
          tocMaxLevel: doc.frontMatter.toc_max_heading_level ?? toc.maxHeadingLevel,
        },
      };
      return { page, source: { file: relative(doc.file), links: md.links }, indexed: !doc.unlisted };
    }
    case 'category':
      return {
        page: {
          kind: 'category',
          path: pathOf,
          title: route.title,
          ...(route.description ? { description: route.description } : {}),
          contentHtml: '',
          toc: [],
          doc: {
            id: `category:${route.route}`,
            ...(route.sidebar ? { sidebar: route.sidebar } : {}),
            breadcrumbs: route.breadcrumbs,
            ...(route.previous ? { previous: route.previous } : {}),
            ...(route.next ? { next: route.next } : {}),
            hideTableOfContents: true,
            tocMinLevel: toc.minHeadingLevel,
            tocMaxLevel: toc.maxHeadingLevel,
          },
          category: { ...(route.description ? { description: route.description } : {}), items: route.items },
        },
        source: undefined,
        indexed: true,
      };
    case 'mdPage': {
      const { page: source } = route;
      const md = await renderMarkdown(source.file, source.body ?? '');
      const title = source.title ?? route.route;
      const description = source.frontMatter?.description;
      return {
        page: {
          kind: 'mdPage',
          path: pathOf,
          title,
          ...(description ? { description } : {}),
          contentHtml: withTitle(source.hasH1 === true, title, md.html),
          toc: source.frontMatter?.hide_table_of_contents ? [] : md.toc,
        },
        source: { file: relative(source.file), links: md.links },
        indexed: source.frontMatter?.unlisted !== true,
      };
    }
    case 'jsxPage': {
      const jsx = options.jsxPages.get(route.page.file);
      if (!jsx) throw new ContentError('Page component was not compiled', { file: route.page.file });
      return {
        page: {
          kind: route.route === '' ? 'home' : 'jsxPage',
          path: pathOf,
          title: jsx.meta.title ?? (route.route === '' ? options.site.title : route.route),
          ...(jsx.meta.description ? { description: jsx.meta.description } : {}),
          contentHtml: jsx.render(options.site),
          toc: [],
        },
        source: { file: relative(route.page.file), links: [] },
        indexed: true,
      };
    }
    case 'notFound':
      return {
        page: { kind: 'notFound', path: urls.route('404'), title: 'Page Not Found', contentHtml: '', toc: [] },
        source: undefined,
        indexed: false,
      };
  }
}

/** Docs without their own `# heading` get the title as one, as Docusaurus does. */
function withTitle(hasH1: boolean, title: string, html: string): string {
  return hasH1 ? html : `<header><h1>${escapeHtml(title)}</h1></header>\n${html}`;
}

function joinUrl(base: string, file: string): string {
  return `${base.replace(/\/+$/, '')}/${file.split('/').map(encodeURIComponent).join('/')}`;
}

function relative(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel.startsWith('..') ? file : rel;
}

/**
 * The indexes of one locale, written by this one module for a build and for watch mode's edits:
 * sitemap, client redirects, blog feeds, route manifest, search index and llms files.
 */
import type { ResolvedConfig } from '../../config/load-config.ts';
import { createBlogFeeds } from '../../content/blog/feeds.ts';
import { type ContentModel, type DocsSetContent, lastDocSet, type SidebarNode } from '../../content/types.ts';
import { createLlmsFiles, type ListedTwin } from '../../llms/create-llms-files.ts';
import type { SearchDocument } from '../../search/types.ts';
import type { LocaleSite } from '../locale-site.ts';
import type { RenderedSite } from '../render/render-pages.ts';
import type { UrlResolver } from '../resolve-site.ts';
import { createRedirectPages } from './client-redirects.ts';
import { createSitemap } from './sitemap.ts';
import { writeSearchIndexes } from './version-data.ts';
import type { FileSink } from './write-output.ts';

/** Writes a rendered locale's indexes (and the files its pages imported) into `sink`. */
export async function writeLocaleIndexes(options: {
  locale: LocaleSite;
  rendered: RenderedSite;
  sink: FileSink;
  /** The site's config (not localised): its URL and title name the feeds. */
  siteConfig: ResolvedConfig;
  warn: (message: string) => void;
}): Promise<void> {
  const { locale, rendered, sink, siteConfig } = options;
  const { config, content, blog, urls, site } = locale;
  await Promise.all([...rendered.assets].map(([from, to]) => sink.copy(from, to)));
  if (config.sitemap) await sink.write('sitemap.xml', createSitemap(rendered.sitemap));
  if (config.clientRedirects) {
    const redirects = createRedirectPages({
      redirects: config.clientRedirects,
      baseUrl: config.baseUrl,
      existing: rendered.manifest.map((entry) => entry.path),
      trailingSlash: config.trailingSlash,
      warn: options.warn,
    });
    // A redirect from `x.html` to `x` lands on the page's own `x.html` (written with `x/index.html`
    // when trailingSlash is unset, as a hard link to it): that file serves the URL already, and
    // writing through the link would turn the page itself into a redirect.
    const free = redirects.filter((page) => !sink.files.has(page.file));
    await Promise.all(free.map((page) => sink.write(page.file, page.html)));
  }
  if (blog) {
    const feeds = createBlogFeeds({
      blog,
      urls,
      origin: siteConfig.url,
      siteTitle: siteConfig.title,
      favicon: site.favicon,
      html: rendered.feeds,
    });
    for (const [file, text] of feeds) await sink.write(file, text);
  }
  await sink.write('route-manifest.json', `${JSON.stringify(rendered.manifest, null, 1)}\n`);
  await writeSearchIndex({ content, search: rendered.search, sink });
  await writeLlmsFiles({ config, content, urls, twins: rendered.twins, sink });
}

/**
 * The search index, from the pages' search documents (one per docs version). Not hashed: it is
 * the last thing a build knows, after every page that could name it. Watch mode writes it again
 * after an edit.
 */
export function writeSearchIndex(options: { content: ContentModel; search: SearchDocument[]; sink: FileSink }) {
  return writeSearchIndexes({
    documents: options.search,
    content: options.content,
    file: 'search-index.json',
    writer: options.sink,
  });
}

/** The llms files, from the pages' markdown twins (watch mode writes them again after an edit). */
export async function writeLlmsFiles(options: {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  twins: readonly ListedTwin[];
  sink: FileSink;
}): Promise<void> {
  const llms = siteLlmsFiles(options);
  await Promise.all(llms.map(([file, text]) => options.sink.write(file, text)));
}

/**
 * The llms files of the site, from its pages' twins, one set per docs version (docs/architecture.md): the
 * last version, with the pages outside the docs, at the root; every other version under its own
 * path (`docs/next/llms.txt`). Watch mode calls this again after an edit.
 */
function siteLlmsFiles(options: {
  config: ResolvedConfig;
  content: ContentModel;
  urls: UrlResolver;
  twins: readonly ListedTwin[];
}): Array<[string, string]> {
  const { config, content, urls } = options;
  const last = lastDocSet(content);
  // Which set a twin belongs to, by its page path: docs and generated category pages of each set.
  const setOfPath = new Map<string, DocsSetContent>();
  for (const set of content.docSets) {
    for (const doc of set.docs) setOfPath.set(urls.route(doc.route), set);
    const visit = (nodes: SidebarNode[]) => {
      for (const node of nodes) {
        if (node.type !== 'category') continue;
        if (node.link?.type === 'generated-index') setOfPath.set(urls.route(node.link.route), set);
        visit(node.items);
      }
    };
    for (const items of Object.values(set.sidebars)) visit(items);
  }
  const twinsOf = new Map<DocsSetContent, ListedTwin[]>(content.docSets.map((set) => [set, []]));
  for (const twin of options.twins) twinsOf.get(setOfPath.get(twin.path) ?? last)?.push(twin);
  const summary = config.llms.description ?? config.tagline;
  return content.docSets.flatMap((set) => {
    const isLast = set === last;
    if (!isLast && set.docs.length === 0) return [];
    return createLlmsFiles({
      dir: isLast ? '' : set.version.routeBase,
      title: isLast || content.docSets.length === 1 ? config.title : `${config.title} (${set.version.label})`,
      summary,
      sidebars: set.sidebars,
      docsById: set.docsById,
      routeUrl: urls.route,
      twins: twinsOf.get(set) ?? [],
    });
  });
}

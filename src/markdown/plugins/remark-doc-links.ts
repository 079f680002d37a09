import path from 'node:path';
import type { Root } from 'mdast';
import { normalizeUri } from 'micromark-util-sanitize-uri';
import type { Plugin } from 'unified';
import type { Position } from 'unist';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isInsideFolders } from '../inside-folders.ts';
import { removeUnsafeLinks } from '../remove-unsafe-links.ts';

/** How links in markdown map to the site. */
export interface DocLinksOptions {
  baseUrl: string;
  /** Absolute source path of a markdown file → its final URL, if it is a page of the site. */
  routeOfFile: (file: string) => string | undefined;
  /**
   * The URL a markdown file's relative links resolve from when its Docusaurus URL ends in `/` (an
   * index doc, `slug: /`); undefined for others. Such links are rewritten to absolute paths, so
   * they lead where they lead on Docusaurus at whichever URL the page is served.
   */
  relativeBaseOfFile?: (file: string) => string | undefined;
  /**
   * Registers a local image or file next to the doc; returns its final URL. `name`: its output
   * path when the caller chose one (files imported by MDX code, src/pipeline/render/asset-imports.ts).
   */
  addAsset: (file: string, name?: string) => string | undefined;
  /**
   * Folders whose files may be published as assets (the site folder, the content and static
   * folders). A relative link or image that leads out of them fails the page: copying it would
   * publish any readable file of the build machine (`../../../../etc/passwd`). Unset: no limit.
   */
  assetFolders?: readonly string[];
  /**
   * Folders a markdown link is also looked up from, as Docusaurus does: the content folder of the
   * linking file (its docs version, the pages or the blog folder), then the site folder. `./x.md`
   * and `../x.md` are relative to the linking file only; `x.md` is tried from these folders
   * first, then from the linking file's; `/x.md` from these folders only.
   */
  markdownLinkRoots?: MarkdownLinkRoots;
}

/** The content folders of the site and the site folder (see `markdownLinkRoots`). */
export interface MarkdownLinkRoots {
  /** Per content set, its folders in lookup order (a locale's translations, then the originals). */
  contentDirs: ReadonlyArray<readonly string[]>;
  siteDir: string;
}

/** A link found in a page's markdown, with where it was written (for link-check messages). */
export interface SourceLink {
  url: string;
  line: number;
  column: number;
}

/** What a render asked of the site about other files: a cached render holds while the answers do. */
export interface LinkLookups {
  routes: Array<[file: string, route: string | undefined]>;
  assets: Array<[file: string, url: string | undefined]>;
}

declare module 'vfile' {
  interface DataMap {
    /** Links of the page as emitted, with their source positions. */
    links: SourceLink[];
    lookups: LinkLookups;
  }
}

const SCHEME = /^[a-z][a-z\d+.-]*:/i;

type PositionedNode = { position?: { start: { line: number; column: number } } };

/** A page that would publish a file from outside the site cannot be produced: it fails, with its line. */
function failOutside(file: VFile, target: string, node: PositionedNode): never {
  return file.fail(
    `${target} is outside the site folder and the static folders: only files inside them are published (link or image left as is would copy it into the site)`,
    { ...(node.position ? { place: node.position as Position } : {}), ruleId: 'asset-outside-site', source: 'rnhc' },
  );
}

const MARKDOWN_FILE = /\.mdx?$/i;

/**
 * Rewrites relative links to `.md` files into their routes (number prefixes and slugs included),
 * puts the base URL in front of site-absolute links, copies local images, and warns with
 * file:line:column about markdown links that lead nowhere.
 */
export const remarkDocLinks: Plugin<[DocLinksOptions], Root> = (options) => (tree, file) => {
  const from = file.path;
  const links: SourceLink[] = [];
  const lookups: LinkLookups = { routes: [], assets: [] };
  removeUnsafeLinks(tree, file);
  const addAsset = (target: string, node: PositionedNode) => {
    if (options.assetFolders && !isInsideFolders(target, options.assetFolders)) failOutside(file, target, node);
    const url = options.addAsset(target);
    lookups.assets.push([target, url]);
    return url;
  };
  const routeOfFile = (target: string) => {
    const route = options.routeOfFile(target);
    lookups.routes.push([target, route]);
    return route;
  };
  // Recorded as the HTML will carry them: remark-rehype percent-encodes URLs.
  const record = (url: string, node: PositionedNode) => {
    links.push({
      url: normalizeUri(url),
      line: node.position?.start.line ?? 1,
      column: node.position?.start.column ?? 1,
    });
  };

  // Once per file: the content folder it belongs to, then the site folder.
  const linkRoots = options.markdownLinkRoots;
  const roots =
    linkRoots && from
      ? [...(linkRoots.contentDirs.find((dirs) => isInsideFolders(from, dirs)) ?? []), linkRoots.siteDir]
      : [];

  visit(tree, (node) => {
    if (node.type !== 'link' && node.type !== 'definition' && node.type !== 'image') return;
    const url = node.url;
    if (!url || SCHEME.test(url) || url.startsWith('//')) {
      if (node.type !== 'image') record(url, node);
      return;
    }
    if (url.startsWith('#')) {
      record(url, node);
      return;
    }
    const hashAt = url.search(/[?#]/);
    const target = hashAt < 0 ? url : url.slice(0, hashAt);
    const suffix = hashAt < 0 ? '' : url.slice(hashAt);
    let decoded = target;
    try {
      decoded = decodeURI(target);
    } catch {
      // keep as written; it will be reported as broken below if it is a markdown link
    }
    if (node.type === 'image') {
      if (target.startsWith('/')) {
        node.url = options.baseUrl + target.slice(1) + suffix;
        // Recorded so that the link check, which finds the image missing, can name this line.
        record(node.url, node);
        return;
      }
      const asset = from ? addAsset(path.resolve(path.dirname(from), decoded), node) : undefined;
      if (asset) node.url = asset + suffix;
      else file.message(`Image not found: ${url}`, node);
      return;
    }
    if (MARKDOWN_FILE.test(target) && (!target.startsWith('/') || roots.length > 0)) {
      const explicit = target.startsWith('./') || target.startsWith('../');
      const candidates = [
        ...(explicit ? [] : roots.map((root) => path.join(root, decoded))),
        ...(from && !target.startsWith('/') ? [path.resolve(path.dirname(from), decoded)] : []),
      ];
      let route: string | undefined;
      for (const candidate of candidates) {
        route = routeOfFile(candidate);
        if (route !== undefined) break;
      }
      if (route === undefined && target.startsWith('/')) {
        // Not a doc: a site path that happens to end in .md (a static file), as before.
        node.url = options.baseUrl + target.slice(1) + suffix;
        record(node.url, node);
        return;
      }
      if (route === undefined) {
        const message = file.message(`Broken markdown link: ${url} does not lead to a doc or page`, node);
        message.ruleId = 'broken-markdown-link';
        record(url, node);
        return;
      }
      node.url = route + suffix;
    } else if (target.startsWith('/') && !target.startsWith(options.baseUrl)) {
      node.url = options.baseUrl + target.slice(1) + suffix;
    } else if (!target.startsWith('/') && target !== '') {
      // A relative non-markdown link (e.g. ./files/example.json): copy the file next to the assets.
      const asset = from ? addAsset(path.resolve(path.dirname(from), decoded), node) : undefined;
      const relativeBase = from && !asset ? options.relativeBaseOfFile?.(from) : undefined;
      if (asset) node.url = asset + suffix;
      else if (relativeBase) {
        const resolved = new URL(url, `http://site${relativeBase}`);
        node.url = resolved.pathname + resolved.search + resolved.hash;
      }
    }
    record(node.url, node);
  });
  file.data.links = links;
  file.data.lookups = lookups;
};

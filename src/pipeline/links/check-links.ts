import { Parser } from 'htmlparser2';
import type { SourceLink } from '../../markdown/plugins/remark-doc-links.ts';

/** A link that leads nowhere, with where it was written. */
export interface LinkProblem {
  /** `image`: an `<img src>` path of this site that no emitted file answers (always a warning). */
  kind: 'link' | 'anchor' | 'image';
  /** URL path of the page that has the link. */
  page: string;
  href: string;
  /** `file:line:column` of the markdown that wrote it, when known. */
  source?: string;
}

interface PageLinks {
  ids: Set<string>;
  hrefs: string[];
  images: string[];
  base: string | undefined;
  sourceFile: string | undefined;
  sourceLinks: SourceLink[];
}

/** The ids and same-site hrefs of one emitted page. */
export interface PageLinkInfo {
  ids: string[];
  hrefs: string[];
  /** Site-absolute image paths (`/base/img/x.png`): checked against the emitted files. */
  images?: string[];
  /**
   * The URL relative hrefs resolve from when it is not the page's own: Docusaurus's URL of an
   * index doc (`/docs/guide/`), as a browser resolves them there.
   */
  base?: string;
}

/** Reads ids and same-site links from emitted HTML (runs in render workers too). */
export function extractLinks(html: string): PageLinkInfo {
  const links = createLinkCollector();
  const parser = new Parser({ onopentag: links.onOpenTag }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return links.result();
}

/** What the link check takes from each opening tag of a parse (see extractLinks). */
export function createLinkCollector(): {
  onOpenTag(name: string, attributes: Record<string, string>): void;
  result(): PageLinkInfo;
} {
  const ids: string[] = [];
  const hrefs = new Set<string>();
  const images = new Set<string>();
  return {
    onOpenTag(name, attributes) {
      if (attributes.id) ids.push(attributes.id);
      if (name === 'a') {
        if (attributes.name) ids.push(attributes.name);
        const href = attributes.href;
        // Only same-site links are checked.
        if (href !== undefined && !/^[a-z][a-z\d+.-]*:|^\/\//i.test(href)) hrefs.add(href);
      } else if (name === 'img') {
        const src = attributes.src;
        if (src?.startsWith('/') && !src.startsWith('//')) images.add(src);
      }
    },
    result: () => ({ ids, hrefs: [...hrefs], images: [...images] }),
  };
}

const SIDEBAR_START = '<aside class="doc-sidebar">';
const SIDEBAR_END = '</aside>';
/** The opening tag of a top-level sidebar entry (templates/DocPage/Sidebar/SidebarItem). */
const TOP_ENTRY = /<li class="menu__list-item menu__list-item--level-1[ "]/g;
/** Distinct sidebar entries kept per extractor (a version's categories; cleared past this). */
const MEMO_LIMIT = 5000;

/**
 * `extractLinks` that reads each top-level entry of the docs sidebar once per thread. On a large
 * site the sidebar is most of every page's HTML (58 of 72 KB on 5,000 pages) and its entries are
 * the same markup on every page of a version, except the one that holds the current page
 * (`aria-current`), which is read every time. The result equals `extractLinks(html)`.
 *
 * `plainSidebar` tells that the page's sidebar has no raw HTML entries: its markup is then React's
 * alone, where every `<` opens a tag (text and attributes are escaped), so it can be cut at the
 * tags of its entries without changing how any part parses. Otherwise, or when the sidebar's
 * start is not found exactly once, the page is read whole.
 */
export function createLinkExtractor(): {
  /**
   * `content`: the page's content HTML and its links, read already (by the search sections'
   * parse): the page is then read around it. Content HTML is serialiser output (hast or React),
   * whose tags and comments are all closed, so the part after it parses as in the whole page.
   */
  extract(html: string, plainSidebar: boolean, content?: { html: string; links: PageLinkInfo }): PageLinkInfo;
  /** Sidebar entries answered from what an earlier page read. */
  readonly reused: number;
} {
  const memo = new Map<string, PageLinkInfo>();
  let reused = 0;
  const entryLinks = (entry: string) => {
    const known = memo.get(entry);
    if (known) {
      reused++;
      return known;
    }
    const links = extractLinks(entry);
    if (!entry.includes('aria-current=')) {
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(entry, links);
    }
    return links;
  };
  /** The links of `html` from `from` on, around the content when it is there once. */
  const around = (html: string, from: number, content: { html: string; links: PageLinkInfo } | undefined) => {
    // Content without a tag could also be a title's or a description's text: read whole.
    const at = content?.html.includes('<') ? html.indexOf(content.html, from) : -1;
    if (!content || at === -1 || html.includes(content.html, at + 1)) return [extractLinks(html.slice(from))];
    return [extractLinks(html.slice(from, at)), content.links, extractLinks(html.slice(at + content.html.length))];
  };
  const extract = (html: string, plainSidebar: boolean, content?: { html: string; links: PageLinkInfo }) => {
    const start = plainSidebar ? html.indexOf(SIDEBAR_START) : -1;
    const end = start === -1 || html.includes(SIDEBAR_START, start + 1) ? -1 : html.indexOf(SIDEBAR_END, start);
    const cuts: number[] = [];
    if (end !== -1) {
      TOP_ENTRY.lastIndex = start;
      for (let match = TOP_ENTRY.exec(html); match && match.index < end; match = TOP_ENTRY.exec(html)) {
        cuts.push(match.index);
      }
    }
    if (cuts.length === 0) return joinLinks(around(html, 0, content));
    const parts = [extractLinks(html.slice(0, cuts[0]))];
    for (let i = 0; i < cuts.length; i++) parts.push(entryLinks(html.slice(cuts[i], cuts[i + 1] ?? end)));
    parts.push(...around(html, end, content));
    return joinLinks(parts);
  };
  return {
    extract,
    get reused() {
      return reused;
    },
  };
}

/** The links of consecutive parts of a page as one page's (hrefs and images once, in order). */
function joinLinks(parts: readonly PageLinkInfo[]): PageLinkInfo {
  const ids: string[] = [];
  const hrefs = new Set<string>();
  const images = new Set<string>();
  for (const part of parts) {
    for (const id of part.ids) ids.push(id);
    for (const href of part.hrefs) hrefs.add(href);
    for (const image of part.images ?? []) images.add(image);
  }
  return { ids, hrefs: [...hrefs], images: [...images] };
}

/** Collects ids and links of emitted pages, then checks every internal link and anchor. */
export interface LinkChecker {
  /** Adds one emitted page. `url` is its path with the base URL (no trailing slash). */
  addPage(url: string, links: PageLinkInfo, source?: { file: string; links: SourceLink[] }): void;
  check(): LinkProblem[];
}

/** Creates a checker for a site served under `baseUrl`; `files` are the emitted static files. */
export function createLinkChecker(options: {
  baseUrl: string;
  files: Set<string>;
  /** Paths outside what this build writes (other locales' folders under `--locale`): not checked. */
  unchecked?: (pathname: string) => boolean;
}): LinkChecker {
  const pages = new Map<string, PageLinks>();
  const base = options.baseUrl;
  // Every page repeats the navbar, sidebar and footer links: keep one copy of each string
  // (on 5,000 pages this is the difference between megabytes and hundreds of megabytes).
  const strings = new Map<string, string>();
  const intern = (value: string) => {
    const known = strings.get(value);
    if (known !== undefined) return known;
    strings.set(value, value);
    return value;
  };

  return {
    addPage(url, links, source) {
      pages.set(normalise(url), {
        ids: new Set(links.ids),
        hrefs: links.hrefs.map(intern),
        images: (links.images ?? []).map(intern),
        base: links.base,
        sourceFile: source?.file,
        sourceLinks: source?.links ?? [],
      });
    },
    check() {
      const problems: LinkProblem[] = [];
      for (const [pageUrl, page] of pages) {
        for (const src of page.images) {
          // Dot segments resolved as the browser does: Docusaurus's useBaseUrl('./img/x.png') gives
          // `/base/./img/x.png`, which the browser loads as /base/img/x.png.
          const pathname = safeDecode(resolveDotSegments(src.replace(/[?#].*$/, '')));
          const file = pathname.startsWith(base) ? pathname.slice(base.length) : undefined;
          if (file === undefined || !options.files.has(file)) problems.push(problem('image', pageUrl, src, page));
        }
        for (const href of page.hrefs) {
          // An unresolved `.md` link was reported by the markdown step (onBrokenMarkdownLinks), but
          // its href is still emitted and leads nowhere: it is checked like any other (no hole).
          let target: URL;
          try {
            // Resolved as the browser does for the page's clean URL.
            // The home page's URL is the base URL, slash included (a folder's URL; Docusaurus's too).
            target = new URL(href, `http://site${page.base ?? (pageUrl === normalise(base) ? base : pageUrl)}`);
          } catch {
            problems.push(problem('link', pageUrl, href, page));
            continue;
          }
          let pathname: string;
          try {
            pathname = decodeURIComponent(target.pathname);
          } catch {
            pathname = target.pathname;
          }
          const key = normalise(pathname);
          const hash = target.hash ? safeDecode(target.hash.slice(1)) : '';
          const targetPage = pages.get(key);
          if (!targetPage && options.unchecked?.(pathname)) continue;
          if (!targetPage) {
            const file = pathname.startsWith(base) ? pathname.slice(base.length) : undefined;
            if (
              file !== undefined &&
              (options.files.has(file) || options.files.has(`${file.replace(/\/$/, '')}/index.html`))
            )
              continue;
            problems.push(problem('link', pageUrl, href, page));
            continue;
          }
          if (hash && hash !== 'top' && !targetPage.ids.has(hash))
            problems.push(problem('anchor', pageUrl, href, page));
        }
      }
      return problems;
    },
  };
}

function problem(kind: LinkProblem['kind'], pageUrl: string, href: string, page: PageLinks): LinkProblem {
  const written = page.sourceLinks.find((l) => l.url === href);
  return {
    kind,
    page: pageUrl,
    href,
    ...(written && page.sourceFile ? { source: `${page.sourceFile}:${written.line}:${written.column}` } : {}),
  };
}

/** `/a/b/`, `/a/b.html`, `/a/b/index.html` → `/a/b` (the base URL root stays `/base/`). */
export function normalise(pathname: string): string {
  let p = pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (p.length > 1 && p.endsWith('/')) p = p.slice(0, -1);
  return p === '' ? '/' : p;
}

/** `/a/./b/../c` → `/a/c`, as a URL's path is resolved (the path only; it starts with `/`). */
function resolveDotSegments(pathname: string): string {
  if (!/(^|\/)\.\.?(\/|$)/.test(pathname)) return pathname;
  try {
    return new URL(pathname, 'http://site').pathname;
  } catch {
    return pathname;
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

// Reads a built site (Docusaurus's or rnhc-docs') and describes every HTML page the same way, so the
// two builds compare page by page: route, <title>, main text length, images, source printed as text.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DomUtils, parseDocument } from 'htmlparser2';

const SKIP = new Set(['script', 'style', 'noscript', 'template', 'svg']);
const CODE = new Set(['pre', 'code']);
const BLOCK = new Set([
  'p',
  'div',
  'section',
  'article',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'td',
  'th',
  'table',
  'br',
  'header',
  'footer',
  'blockquote',
  'details',
  'summary',
  'main',
  'nav',
  'aside',
  'pre',
  'hr',
  'dd',
  'dt',
  'figure',
  'figcaption',
]);

/** Text of nodes, with block boundaries as newlines; code (pre/code) is dropped when `withoutCode`. */
function textOf(nodes, withoutCode) {
  let out = '';
  const walk = (node) => {
    if (node.type === 'text') {
      out += node.data;
      return;
    }
    if (node.type !== 'tag' && node.type !== 'root') return;
    const name = node.name;
    if (name && SKIP.has(name)) return;
    if (withoutCode && name && CODE.has(name)) {
      out += ' ';
      return;
    }
    if (name && BLOCK.has(name)) out += '\n';
    for (const child of node.children ?? []) walk(child);
    if (name && BLOCK.has(name)) out += '\n';
  };
  for (const n of nodes) walk(n);
  return decode(out);
}

function decode(s) {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

const collapse = (s) => s.replace(/\s+/g, ' ').trim();

/**
 * Signs that MDX/JSX source reached the page as text (outside code). Each is a line start, the way
 * an unparsed `import`, `export`, JSX tag or admonition fence shows up.
 */
const SOURCE_SIGNS = [
  { kind: 'import', re: /^\s*import\s+(?:[\w*{][^\n]*?\s+from\s+)?['"][^'"\n]+['"];?\s*$/m },
  { kind: 'export', re: /^\s*export\s+(?:default\b|const\s|function\s|let\s|\{)/m },
  { kind: 'jsx', re: /<\/?[A-Z][A-Za-z0-9.]*(?:\s[^<>\n]*)?\/?>/ },
  { kind: 'admonition', re: /^\s*:::[a-z]*/m },
  { kind: 'mdx-expression', re: /^\s*\{\/\*|\*\/\}\s*$/m },
];

/** Which source signs a page's text (without code) shows, e.g. ['import', 'jsx']. */
export function findSourceAsText(text) {
  return SOURCE_SIGNS.filter((s) => s.re.test(text)).map((s) => s.kind);
}

/** The route of an output file, as a reader requests it: `a/index.html` -> `/a/`, `a.html` -> `/a`. */
export function routeOf(rel) {
  const p = `/${rel.split(path.sep).join('/')}`;
  if (p.endsWith('/index.html')) return p.slice(0, -'index.html'.length);
  return p.replace(/\.html$/, '');
}

/** A route with no trailing slash (but `/`), so `/a/` (a/index.html) and `/a` (a.html) match. */
export function normalizeRoute(route) {
  return route.length > 1 ? route.replace(/\/+$/, '') : route;
}

function listHtml(dir, base = dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) listHtml(full, base, out);
    else if (entry.name.endsWith('.html')) out.push(path.relative(base, full));
  }
  return out;
}

/** Describes one HTML page. */
export function analyzePage(html) {
  const doc = parseDocument(html, { decodeEntities: false });
  const titleEl = DomUtils.findOne((e) => e.name === 'title', doc.children, true);
  const title = titleEl ? collapse(decode(DomUtils.textContent(titleEl))) : null;
  const byClass = (cls) => DomUtils.findAll((e) => (e.attribs?.class ?? '').split(/\s+/).includes(cls), doc.children);
  // The content: every `.markdown` (a blog list has several), else the article(s), else <main>, else <body>.
  // Nested `.markdown` elements are counted once.
  let scope = byClass('markdown').filter((e) => !DomUtils.getParent(e) || !hasAncestorWithClass(e, 'markdown'));
  let from = 'markdown';
  if (scope.length === 0) {
    scope = DomUtils.findAll((e) => e.name === 'article', doc.children);
    from = 'article';
  }
  if (scope.length === 0) {
    scope = DomUtils.findAll((e) => e.name === 'main', doc.children).slice(0, 1);
    from = 'main';
  }
  if (scope.length === 0) {
    scope = DomUtils.findAll((e) => e.name === 'body', doc.children).slice(0, 1);
    from = 'body';
  }
  const main = DomUtils.findOne((e) => e.name === 'main', doc.children, true);
  const mainText = main ? collapse(textOf([main], false)) : '';
  const contentText = collapse(textOf(scope, false));
  const proseText = textOf(scope, true);
  const imgScope = main ? [main] : doc.children;
  const images = DomUtils.findAll((e) => e.name === 'img', imgScope)
    .map((e) => e.attribs.src ?? e.attribs['data-src'] ?? '')
    .filter(Boolean);
  const h1 = DomUtils.findAll((e) => e.name === 'h1', imgScope).length;
  const source = findSourceAsText(proseText);
  const redirect = /<meta[^>]+http-equiv=["']?refresh/i.test(html);
  return {
    title,
    textFrom: from,
    text: contentText.length,
    mainText: mainText.length,
    images: [...new Set(images)],
    h1,
    source,
    redirect,
  };
}

function hasAncestorWithClass(el, cls) {
  let p = el.parent;
  while (p) {
    if ((p.attribs?.class ?? '').split(/\s+/).includes(cls)) return true;
    p = p.parent;
  }
  return false;
}

/** Describes every HTML page of a built site, by route (sorted). */
export function analyzeSite(dir) {
  const pages = {};
  for (const rel of listHtml(dir).sort()) {
    const html = readFileSync(path.join(dir, rel), 'utf8');
    pages[routeOf(rel)] = analyzePage(html);
  }
  return pages;
}

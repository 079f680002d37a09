// Compares one rnhc-docs build with Docusaurus's record of the same site (used by compat/run.mjs,
// checked by test/compat/analyze.test.ts).
import { normalizeRoute } from './analyze.mjs';

/** Groups warning lines by kind: paths, quoted names and numbers replaced, so 300 broken links are one kind. */
export function warningKind(line) {
  return line
    .replace(/^warning\s+/, '')
    .replace(/(?:\/[\w.@+-]+)+\/?|(?:[\w.@+-]+\/)+[\w.@+-]*/g, '<path>')
    .replace(/[\w.-]+\.(?:mdx?|[cm]?[jt]sx?|json|ya?ml|css|scss|png|svg|jpe?g|gif)\b/g, '<file>')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`|“[^”]*”/g, '<q>')
    .replace(/\d+/g, 'N')
    .replace(/(<path>|<file>)(:N)+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 140);
}

/** Warning lines of a build's output, counted by kind (most frequent first). */
export function collectWarnings(output) {
  const kinds = new Map();
  for (const line of output.split('\n')) {
    if (!/^warning\s/.test(line)) continue;
    const kind = warningKind(line);
    const entry = kinds.get(kind) ?? { kind, count: 0, example: line.slice(0, 300) };
    entry.count++;
    kinds.set(kind, entry);
  }
  return [...kinds.values()].sort((a, b) => b.count - a.count);
}

/** The first lines that say why a build failed (error lines and what follows them). */
export function firstErrorLines(output, n = 12) {
  const lines = output.split('\n');
  const i = lines.findIndex((l) => /^(error|Error|TypeError|SyntaxError|ReferenceError)\b|\berror\b.*:/.test(l));
  return (i >= 0 ? lines.slice(i, i + n) : lines.slice(-n)).join('\n');
}

/** Compares rnhc-docs' pages with Docusaurus's record, route by route. */
export function comparePages(recorded, built) {
  // rnhc-docs may write both `a.html` and `a/index.html`: take the file at Docusaurus's own route,
  // else the one that is not a redirect.
  const ours = new Map();
  for (const [route, page] of Object.entries(built)) {
    const key = normalizeRoute(route);
    const list = ours.get(key) ?? [];
    list.push({ route, ...page });
    ours.set(key, list);
  }
  const result = {
    docusaurusPages: 0,
    matched: 0,
    missing: [],
    extra: 0,
    titleMismatches: [],
    sourceAsText: [],
    lowText: [],
    fewerImages: [],
  };
  const theirs = new Set();
  for (const [route, page] of Object.entries(recorded)) {
    // Docusaurus's debug plugin pages (preset-classic's `debug`) describe Docusaurus itself.
    if (route.includes('/__docusaurus/')) continue;
    const key = normalizeRoute(route);
    theirs.add(key);
    result.docusaurusPages++;
    const candidates = ours.get(key);
    const mine =
      candidates && (candidates.find((c) => c.route === route) ?? candidates.find((c) => !c.redirect) ?? candidates[0]);
    if (!mine) {
      // Docusaurus's redirect from `/x.html` (client-redirects' fromExtensions, written at
      // `x.html/index.html`) is served by rnhc-docs' own `x.html` copy of the page it leads to.
      const target = page.redirect && /\.html\/?$/.test(route) ? route.replace(/\.html\/?$/, '') : undefined;
      const served = target !== undefined && ours.get(normalizeRoute(target))?.some((c) => !c.route.endsWith('/'));
      if (served) {
        result.matched++;
        continue;
      }
      result.missing.push(route);
      continue;
    }
    result.matched++;
    if ((mine.title ?? '') !== (page.title ?? ''))
      result.titleMismatches.push({ route, docusaurus: page.title, rnhc: mine.title });
    const newSigns = mine.source.filter((s) => !page.source.includes(s));
    if (newSigns.length > 0) result.sourceAsText.push({ route, signs: newSigns });
    // Redirect pages and near-empty pages have no main text worth comparing.
    // Same basis on both sides: the `.markdown` text when both pages have it, else all of <main>.
    const [theirText, myText] =
      page.textFrom === mine.textFrom ? [page.text, mine.text] : [page.mainText, mine.mainText];
    if (!page.redirect && theirText >= 80 && myText < 0.9 * theirText)
      result.lowText.push({ route, docusaurus: theirText, rnhc: myText });
    if (mine.images.length < page.images.length)
      result.fewerImages.push({ route, docusaurus: page.images.length, rnhc: mine.images.length });
  }
  for (const key of ours.keys()) if (!theirs.has(key)) result.extra++;
  return result;
}

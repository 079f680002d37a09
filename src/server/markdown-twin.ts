/**
 * Content negotiation for the markdown twins (src/llms): a request for a page that prefers
 * `text/markdown` gets the page's twin instead of its HTML. Pure functions; the static server
 * tries these candidates before the page's own.
 */
import type http from 'node:http';

/** Quality of each media range of an Accept header (`text/markdown;q=0.9` → 0.9). */
function qualities(accept: string): Map<string, number> {
  const map = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [range = '', ...params] = part.split(';').map((s) => s.trim().toLowerCase());
    if (!range) continue;
    const q = params.find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    map.set(range, Number.isFinite(value) ? value : 0);
  }
  return map;
}

/** True when the client names `text/markdown` and likes it at least as much as HTML (browsers never name it). */
export function prefersMarkdown(req: Pick<http.IncomingMessage, 'headers'>): boolean {
  const accept = req.headers.accept;
  if (!accept?.toLowerCase().includes('text/markdown')) return false;
  const q = qualities(accept);
  const markdown = q.get('text/markdown') ?? 0;
  const html = q.get('text/html') ?? q.get('text/*') ?? q.get('*/*') ?? 0;
  return markdown > 0 && markdown >= html;
}

/**
 * The twin files of a page request's candidates (see markdownTwinHref): `docs/intro` →
 * `docs/intro.md`, `docs/intro/index.html.md`; `index.html` → `index.html.md`. Requests for
 * files with an extension other than `.html` have no twin.
 */
export function markdownCandidates(candidates: readonly string[]): string[] {
  const out: string[] = [];
  const add = (file: string) => {
    if (!out.includes(file)) out.push(file);
  };
  for (const candidate of candidates) {
    const base = candidate.split('/').at(-1) ?? '';
    if (candidate.endsWith('index.html')) {
      add(`${candidate}.md`);
      const dir = candidate.slice(0, -'/index.html'.length);
      if (candidate.endsWith('/index.html') && dir) add(`${dir}.md`);
    } else if (candidate.endsWith('.html')) add(`${candidate.slice(0, -'.html'.length)}.md`);
    else if (!base.includes('.')) add(`${candidate}.md`);
  }
  return out;
}

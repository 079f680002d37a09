/**
 * "Edit this page" links of a built site, by route, read from the HTML of rnhc-docs (`x.html` or
 * `x/index.html`) and of Docusaurus alike: the link is the anchor whose text is the theme string.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const EDIT_LINK = /<a ([^>]*)>(?:(?!<\/a>)[\s\S])*?Edit this page/;

/** The route of an output HTML file: `docs/api/x.html` and `docs/api/x/index.html` are `docs/api/x`. */
export function routeOfHtml(file: string): string {
  return file
    .split(path.sep)
    .join('/')
    .replace(/\.html$/, '')
    .replace(/(^|\/)index$/, '');
}

/** Each page's edit link under `outDir`, by route (pages without one are left out). */
export async function collectEditLinks(outDir: string): Promise<Map<string, string>> {
  const links = new Map<string, string>();
  for (const entry of await readdir(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const full = path.join(entry.parentPath, entry.name);
    const attributes = (await readFile(full, 'utf8')).match(EDIT_LINK)?.[1];
    const href = attributes?.match(/href="([^"]+)"/)?.[1];
    if (href) links.set(routeOfHtml(path.relative(outDir, full)), href.replaceAll('&amp;', '&'));
  }
  return links;
}

/** The repository path an edit link names, after `<repository URL>/tree/<branch>/` (or edit/, blob/). */
export function repositoryPathOf(href: string): string | undefined {
  return href.match(/^https:\/\/github\.com\/[^/]+\/[^/]+\/(?:tree|edit|blob)\/[^/]+\/(.+)$/)?.[1];
}

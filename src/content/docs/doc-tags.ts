/**
 * Docs tags (Docusaurus's plugin-content-docs): a doc's front matter `tags` (a label, or
 * `{ label, permalink }`) give each docs version a tags page (`<version>/tags`, every tag with its
 * number of docs) and a page per tag (`<version>/tags/<permalink>`, its docs), as Docusaurus makes
 * them for every version (react-native-elements' `Contribution` and `Open Source`, in ten versions).
 */
import type { Route } from '../../pipeline/create-routes.ts';
import { escapeHtml } from '../../util/html.ts';
import { resolvePostTags } from '../blog/tags.ts';
import type { DocsSetContent } from '../types.ts';

/** Docusaurus's `tagsBasePath` default. */
const TAGS_BASE_PATH = 'tags';

/** A doc as a tag page lists it. */
export interface TaggedDoc {
  title: string;
  route: string;
  description?: string;
}

/** The tags page and the tag pages of one docs version (none when no doc has a tag). */
export function createDocTagRoutes(set: DocsSetContent): Route[] {
  const version = set.version.version;
  const tagsRoute = set.version.routeBase ? `${set.version.routeBase}/${TAGS_BASE_PATH}` : TAGS_BASE_PATH;
  const tags = new Map<string, { label: string; description?: string; docs: TaggedDoc[]; listed: TaggedDoc[] }>();
  for (const doc of set.docs) {
    const where = { file: doc.file, position: { line: 1 } };
    for (const tag of resolvePostTags(doc.frontMatter.tags, undefined, tagsRoute, where)) {
      let entry = tags.get(tag.route);
      if (!entry) {
        entry = {
          label: tag.label,
          ...(tag.description ? { description: tag.description } : {}),
          docs: [],
          listed: [],
        };
        tags.set(tag.route, entry);
      }
      const item: TaggedDoc = {
        title: doc.title,
        route: doc.route,
        ...(doc.description ? { description: doc.description } : {}),
      };
      entry.docs.push(item);
      if (!doc.unlisted) entry.listed.push(item);
    }
  }
  if (tags.size === 0) return [];
  const routes: Route[] = [];
  const listedTags: Array<{ label: string; route: string; count: number }> = [];
  for (const [route, tag] of tags) {
    // A tag of unlisted docs only keeps its page, out of the tags page (as Docusaurus 3).
    const docs = (tag.listed.length > 0 ? tag.listed : tag.docs).sort((a, b) => a.title.localeCompare(b.title));
    if (tag.listed.length > 0) listedTags.push({ label: tag.label, route, count: docs.length });
    routes.push({
      kind: 'docTag',
      route,
      version,
      tag: { label: tag.label, ...(tag.description ? { description: tag.description } : {}) },
      tagsRoute,
      docs,
    });
  }
  listedTags.sort((a, b) => a.label.localeCompare(b.label));
  routes.push({ kind: 'docTags', route: tagsRoute, version, tags: listedTags });
  return routes;
}

/** The tags page's content: the tags grouped by first letter, as Docusaurus groups them. */
export function renderDocTagsHtml(options: {
  title: string;
  tags: Array<{ label: string; href: string; count: number }>;
}): string {
  const groups: Array<{ letter: string; items: string[] }> = [];
  for (const tag of options.tags) {
    const letter = tag.label.charAt(0).toUpperCase();
    const item = `<li><a class="blog-tag" href="${escapeHtml(tag.href)}">${escapeHtml(tag.label)}<span class="blog-tag__count">${tag.count}</span></a></li>`;
    const last = groups.at(-1);
    if (last?.letter === letter) last.items.push(item);
    else groups.push({ letter, items: [item] });
  }
  const sections = groups.map(
    (group) =>
      `<article><h2>${escapeHtml(group.letter)}</h2><ul class="blog-tags__list padding--none">${group.items.join('')}</ul><hr></article>`,
  );
  return column(`<h1>${escapeHtml(options.title)}</h1><section class="margin-vert--lg">${sections.join('')}</section>`);
}

/** A tag page's content: its title, the link to every tag, its docs with their descriptions. */
export function renderDocTagHtml(options: {
  title: string;
  description?: string | undefined;
  allTags: { label: string; href: string };
  docs: Array<{ title: string; href: string; description?: string | undefined }>;
}): string {
  const header = [
    `<h1>${escapeHtml(options.title)}</h1>`,
    options.description ? `<p>${escapeHtml(options.description)}</p>` : '',
    `<a href="${escapeHtml(options.allTags.href)}">${escapeHtml(options.allTags.label)}</a>`,
  ].join('');
  const docs = options.docs.map(
    (doc) =>
      `<article class="margin-vert--lg"><a href="${escapeHtml(doc.href)}"><h2>${escapeHtml(doc.title)}</h2></a>${doc.description ? `<p>${escapeHtml(doc.description)}</p>` : ''}</article>`,
  );
  return column(
    `<header class="margin-bottom--xl">${header}</header><section class="margin-vert--lg">${docs.join('')}</section>`,
  );
}

/** Docusaurus's narrow centred column of these pages. */
function column(html: string): string {
  return `<div class="container margin-vert--lg"><div class="row"><div class="col col--8 col--offset-2">${html}</div></div></div>`;
}

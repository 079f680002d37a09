/**
 * The markdown twin of one route: a function of the route's markdown render (its tree, see
 * remark-markdown-twin.ts) or, for pages without markdown, of a tree made from the page's data.
 * Nothing here knows docs from posts: a content set that renders markdown gets twins by passing
 * its render and title.
 */
import { createHash } from 'node:crypto';
import { fromHtml } from 'hast-util-from-html';
import { toMdast } from 'hast-util-to-mdast';
import type { Heading, Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import type { RenderedTwin } from '../markdown/processor.ts';
import { readingTimeLabel } from '../shared/text.ts';
import { markdownTwinHref } from '../shared/twin-href.ts';
import type { PageData, PageKind } from '../shared/types.ts';
import { estimateTokens } from './estimate-tokens.ts';
import { firstSentence, serializeMarkdown, serializeSections } from './serialize-markdown.ts';

/** One h2 section of a twin: an entry of `/llms.json`. */
export interface TwinChunk {
  /** Page title, then the section's heading (the part before the first h2 has the title only). */
  headings: string[];
  /** Absolute URL of the section in the HTML page (`#id`). */
  url: string;
  /** `sha256:` of the section's markdown: a retrieval tool re-fetches only what changed. */
  hash: string;
  tokens: number;
}

/** What the build keeps of a route's twin for the llms files. */
export interface RouteTwin {
  /** Page URL path (base URL included), the key the llms files sort and look pages up by. */
  path: string;
  /** What kind of page it is (the llms files list docs by sidebar, other pages apart). */
  kind: PageKind;
  /** Output file, relative to the output folder. */
  file: string;
  /** Absolute URL of the twin. */
  url: string;
  /** Absolute URL of the HTML page. */
  pageUrl: string;
  title: string;
  /** Front matter description, else the first sentence of the page. */
  description?: string;
  markdown: string;
  tokens: number;
  chunks: TwinChunk[];
}

/** Where the page is, for absolute URLs. */
export interface TwinSite {
  /** Origin, e.g. `https://matinzd.github.io`. */
  url: string;
  baseUrl: string;
}

/**
 * The twin of a page made from markdown: the render's twin, with the title as `# H1` when the
 * markdown has no h1 of its own (the theme adds the same h1 to the HTML).
 */
export function twinOfMarkdown(site: TwinSite, page: PageData, rendered: RenderedTwin, hasH1: boolean): RouteTwin {
  const prefix = hasH1 ? '' : `# ${escapeInline(page.title)}\n\n`;
  const sections = rendered.sections.map((s) => ({ ...s, offset: s.offset + prefix.length }));
  if (prefix && sections[0]?.heading !== '') sections.unshift({ heading: '', id: '', offset: 0 });
  if (prefix && sections[0]) sections[0].offset = 0;
  const description = page.description ?? rendered.summary;
  return finish(site, page, prefix + rendered.markdown, sections, description);
}

/** The twin of a generated category index: its title, description and one `##` per card, as the HTML shows. */
export function twinOfCategory(site: TwinSite, page: PageData): RouteTwin {
  const pageUrl = site.url + page.path;
  const children: RootContent[] = [heading(1, [{ type: 'text', value: page.title }])];
  const description = page.category?.description ?? page.description;
  if (description) children.push(paragraph(description));
  for (const item of page.category?.items ?? []) {
    children.push(heading(2, [{ type: 'link', url: item.href, children: [{ type: 'text', value: item.title }] }]));
    if (item.description) children.push(paragraph(item.description));
  }
  const { markdown, sections } = serializeSections({ type: 'root', children }, { pageUrl });
  return finish(site, page, markdown, withSlugs(sections, page), description);
}

/**
 * The twin of a blog list page (posts, a tag's or an author's posts, tags, archive, authors): the
 * lists the HTML shows, with the same headings, as markdown links to the posts' pages.
 */
export function twinOfBlogList(site: TwinSite, page: PageData): RouteTwin {
  const pageUrl = site.url + page.path;
  const blog = page.blog;
  // An author's page is headed by the author's name, as its HTML is (its title adds the post count).
  const authorName = page.kind === 'blogAuthor' ? (blog?.author?.name ?? blog?.author?.key) : undefined;
  const children: RootContent[] = [heading(1, [{ type: 'text', value: authorName || page.title }])];
  if (page.description) children.push(paragraph(page.description));
  const link = (href: string, text: string): PhrasingContent => ({
    type: 'link',
    url: href,
    children: [{ type: 'text', value: text }],
  });
  const list = (items: PhrasingContent[][]): RootContent => ({
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({
      type: 'listItem',
      spread: false,
      children: [{ type: 'paragraph', children: item }],
    })),
  });
  for (const post of blog?.posts ?? []) {
    children.push(heading(2, [link(post.href, post.title)]));
    const meta = [post.formattedDate, post.readingTime !== undefined ? readingTimeLabel(post.readingTime) : undefined];
    children.push(paragraph(meta.filter(Boolean).join(' · ')));
    if (post.excerptHtml) children.push(...(toMdast(fromHtml(post.excerptHtml, { fragment: true })) as Root).children);
  }
  // Tags grouped by first letter, as the page shows them.
  const letters = new Map<string, PhrasingContent[][]>();
  for (const tag of blog?.tags ?? []) {
    const letter = tag.label.charAt(0).toUpperCase();
    letters.set(letter, [
      ...(letters.get(letter) ?? []),
      [link(tag.href, tag.label), { type: 'text', value: ` (${tag.count ?? 0})` }],
    ]);
  }
  for (const [letter, items] of letters) children.push(heading(2, [{ type: 'text', value: letter }]), list(items));
  for (const group of blog?.archive ?? []) {
    children.push(heading(2, [{ type: 'text', value: group.year }]));
    children.push(
      list(
        group.posts.map((post) => [{ type: 'text', value: `${post.formattedDate}: ` }, link(post.href, post.title)]),
      ),
    );
  }
  const authors = blog?.authors ?? [];
  if (authors.length > 0) {
    children.push(
      list(
        authors.map((author) => {
          const name = author.name ?? author.key ?? '';
          const href = author.pageHref ?? author.url;
          return [
            href ? link(href, name) : { type: 'text', value: name },
            ...(author.title ? [{ type: 'text' as const, value: `, ${author.title}` }] : []),
          ];
        }),
      ),
    );
  }
  const { markdown, sections } = serializeSections({ type: 'root', children }, { pageUrl });
  return finish(site, page, markdown, withSlugs(sections, page), page.description);
}

/** The twin of a page rendered by React (the home page): its HTML turned into markdown. */
export function twinOfHtml(site: TwinSite, page: PageData): RouteTwin {
  const pageUrl = site.url + page.path;
  const tree = toMdast(fromHtml(page.contentHtml, { fragment: true })) as Root;
  if (!tree.children.some((c) => c.type === 'heading' && c.depth === 1)) {
    tree.children.unshift(heading(1, [{ type: 'text', value: page.title }]));
  }
  const { markdown, sections } = serializeSections(tree, { pageUrl });
  const description = page.description ?? firstSentence(tree);
  return finish(site, page, markdown, withSlugs(sections, page), description);
}

/** The twin of a page of any kind, or undefined for the 404 page (no content of its own). */
export function twinOfPage(
  site: TwinSite,
  page: PageData,
  rendered: { twin: RenderedTwin; hasH1: boolean } | undefined,
): RouteTwin | undefined {
  if (page.kind === 'notFound') return undefined;
  if (rendered) return twinOfMarkdown(site, page, rendered.twin, rendered.hasH1);
  if (page.kind === 'category') return twinOfCategory(site, page);
  if (page.kind.startsWith('blog') && page.kind !== 'blogPost') return twinOfBlogList(site, page);
  return twinOfHtml(site, page);
}

function finish(
  site: TwinSite,
  page: PageData,
  markdown: string,
  sections: Array<{ heading: string; id: string; offset: number }>,
  description: string | undefined,
): RouteTwin {
  const href = markdownTwinHref(page.path);
  const pageUrl = site.url + page.path;
  const chunks = sections.map((section, index): TwinChunk => {
    const text = markdown.slice(section.offset, sections[index + 1]?.offset ?? markdown.length);
    return {
      headings: section.heading === '' ? [page.title] : [page.title, section.heading],
      url: section.id ? `${pageUrl}#${section.id}` : pageUrl,
      hash: `sha256:${createHash('sha256').update(text).digest('hex')}`,
      tokens: estimateTokens(text),
    };
  });
  return {
    path: page.path,
    kind: page.kind,
    file: href.slice(site.baseUrl.length),
    url: site.url + href,
    pageUrl,
    title: page.title,
    ...(description ? { description } : {}),
    markdown,
    // The chunks cover the whole text: their sum is the page's estimate (within a line break or two).
    tokens: chunks.reduce((sum, chunk) => sum + chunk.tokens, 0),
    chunks,
  };
}

/** Ids of the HTML's h2 for trees that were not rendered by the markdown pipeline. */
function withSlugs(sections: Array<{ heading: string; offset: number }>, page: PageData) {
  const ids = page.toc.filter((t) => t.level === 2).map((t) => t.id);
  let next = 0;
  return sections.map((s) => ({ ...s, id: s.heading === '' ? '' : (ids[next++] ?? '') }));
}

function heading(depth: 1 | 2, children: PhrasingContent[]): Heading {
  return { type: 'heading', depth, children };
}

function paragraph(value: string): Paragraph {
  return { type: 'paragraph', children: [{ type: 'text', value }] };
}

/** A title from front matter is text, not markdown: its markup characters are escaped. */
function escapeInline(text: string): string {
  return serializeMarkdown(paragraph(text), { pageUrl: 'https://x.invalid/' }).trimEnd();
}

/**
 * The llms files of one content set (docs/architecture.md): `llms.txt`, `llms-full.txt` and `llms.json`
 * in the set's folder. The build calls this once per set with that set's sidebars and twins: the
 * last version and default locale at the root, every other version or locale under its path.
 */
import type { DocSource, SidebarNode } from '../content/types.ts';
import { RnhcError } from '../util/errors.ts';
import { checkLlmsTxt, createLlmsTxt, type LlmsLink, type LlmsSection } from './llms-txt.ts';
import type { RouteTwin, TwinChunk } from './route-twin.ts';

/** Twins as the render step reports them. */
export type ListedTwin = RouteTwin & { listed: boolean };

/** One content set's inputs. */
export interface LlmsSetOptions {
  /** Output folder of the set relative to the output root, no slashes at the ends ('' for the root). */
  dir: string;
  /** `# title` of llms.txt (the site title). */
  title: string;
  /** The `>` summary (config `llms.description`, else `tagline`). */
  summary: string;
  /** The set's sidebars: their top-level categories become the `##` sections. */
  sidebars: Record<string, SidebarNode[]>;
  /** Doc id → doc of the set (sidebars name docs by id). */
  docsById: ReadonlyMap<string, Pick<DocSource, 'route'> & Partial<Pick<DocSource, 'sidebarLabel'>>>;
  /** Route (relative to the base URL) → page URL path, as the pages were rendered. */
  routeUrl: (route: string) => string;
  /** Every twin of the set's pages. */
  twins: readonly ListedTwin[];
  /**
   * Links for `## Optional` besides the set's standalone pages: the blog's posts go here (the
   * blog's content set passes its twins' links), newest first.
   */
  optional?: readonly LlmsLink[];
}

/** The files, as [path relative to the output root, contents]. */
export function createLlmsFiles(options: LlmsSetOptions): Array<[string, string]> {
  const byPath = new Map(options.twins.filter((t) => t.listed).map((t) => [t.path, t]));
  const used = new Set<string>();
  // A page whose title is empty (`title: ""`, a page drawn by a component) is listed by its
  // sidebar label, else its path: a link of llms.txt needs a text.
  const take = (path: string | undefined, label?: string): LlmsLink[] => {
    const twin = path === undefined ? undefined : byPath.get(path);
    if (!twin || used.has(twin.path)) return [];
    used.add(twin.path);
    const entry = link(twin);
    return [entry.title.trim() === '' ? { ...entry, title: label?.trim() || twin.path } : entry];
  };
  const docPath = (id: string) => {
    const doc = options.docsById.get(id);
    return doc ? options.routeUrl(doc.route) : undefined;
  };
  const docLabel = (node: SidebarNode & { type: 'doc' }) => node.label ?? options.docsById.get(node.id)?.sidebarLabel;
  const categoryPath = (node: SidebarNode & { type: 'category' }) => {
    if (node.link?.type === 'generated-index') return options.routeUrl(node.link.route);
    if (node.link?.type === 'doc') return docPath(node.link.id);
    return undefined;
  };
  const flatten = (nodes: SidebarNode[]): LlmsLink[] =>
    nodes.flatMap((node) => {
      if (node.type === 'doc') return take(docPath(node.id), docLabel(node));
      if (node.type === 'category') return [...take(categoryPath(node), node.label), ...flatten(node.items)];
      return [];
    });

  // Top-level docs outside any category are gathered in one "Docs" section where the first of them sits.
  const sections: LlmsSection[] = [];
  let loose: LlmsSection | undefined;
  for (const items of Object.values(options.sidebars)) {
    for (const node of items) {
      if (node.type === 'category') sections.push({ title: node.label, links: flatten([node]) });
      else if (node.type === 'doc') {
        if (!loose) {
          loose = { title: 'Docs', links: [] };
          sections.push(loose);
        }
        loose.links.push(...flatten([node]));
      }
    }
  }
  // Listed docs that no sidebar shows still belong to the docs.
  const isDoc = (t: ListedTwin) => t.kind === 'doc' || t.kind === 'category';
  const rest = [...byPath.values()].filter((t) => isDoc(t) && !used.has(t.path)).sort(byPathOrder);
  if (rest.length > 0) sections.push({ title: loose ? 'More docs' : 'Docs', links: rest.flatMap((t) => take(t.path)) });
  // Standalone pages (home, markdown pages) and, once there is a blog, its posts: what a short context can skip.
  // Blog posts newest first (their paths start with the date), then the other pages by path.
  const others = [...byPath.values()].filter((t) => !isDoc(t) && !used.has(t.path));
  const posts = others.filter((t) => t.kind === 'blogPost').sort((a, b) => byPathOrder(b, a));
  const pages = others.filter((t) => t.kind !== 'blogPost').sort(byPathOrder);
  sections.push({
    title: 'Optional',
    links: [...(options.optional ?? []), ...[...posts, ...pages].flatMap((t) => take(t.path))],
  });

  const prefix = options.dir ? `${options.dir}/` : '';
  const llmsTxt = createLlmsTxt({ title: options.title, summary: options.summary, sections });
  const problems = checkLlmsTxt(llmsTxt);
  if (problems.length > 0) {
    throw new RnhcError(
      `${prefix}llms.txt does not follow the llms.txt format:\n${problems.map((p) => `  - line ${p.line}: ${p.message}`).join('\n')}`,
      { hint: 'Page titles and descriptions come from front matter; check the ones named above.' },
    );
  }
  // Docs in llms.txt order: the order of the sidebars.
  const listedOrder = sections.flatMap((s) => s.links.map((l) => l.url));
  const twinByUrl = new Map(options.twins.map((t) => [t.url, t]));
  const ordered = listedOrder.map((url) => twinByUrl.get(url)).filter((t): t is ListedTwin => t !== undefined);
  const docs = ordered.filter((t) => t.kind === 'doc');
  return [
    [`${prefix}llms.txt`, llmsTxt],
    [`${prefix}llms-full.txt`, createLlmsFull(options, docs)],
    [`${prefix}llms.json`, createLlmsJson(ordered)],
  ];
}

function link(twin: RouteTwin): LlmsLink {
  return {
    title: twin.title,
    url: twin.url,
    ...(twin.description ? { description: twin.description } : {}),
    tokens: twin.tokens,
  };
}

function byPathOrder(a: RouteTwin, b: RouteTwin): number {
  return a.path.localeCompare(b.path);
}

/**
 * Every doc's markdown, one after the other, each under a `Source:` line with its page URL, so a
 * reader of one file can still cite pages.
 */
function createLlmsFull(options: LlmsSetOptions, docs: readonly RouteTwin[]): string {
  const head = [`# ${options.title}`, ...(options.summary.trim() ? ['', `> ${options.summary.trim()}`] : [])].join(
    '\n',
  );
  const parts = docs.map((doc) => `Source: ${doc.pageUrl}\n\n${doc.markdown.trimEnd()}`);
  return `${[head, ...parts].join('\n\n')}\n`;
}

/** One entry per h2 section of every listed page (see TwinChunk), in llms.txt order. */
export interface LlmsJsonChunk extends TwinChunk {
  /** Absolute URL of the page's markdown twin. */
  page: string;
}

function createLlmsJson(twins: readonly RouteTwin[]): string {
  const chunks: LlmsJsonChunk[] = twins.flatMap((twin) => twin.chunks.map((chunk) => ({ page: twin.url, ...chunk })));
  return `${JSON.stringify({ version: 1, chunks }, null, 1)}\n`;
}

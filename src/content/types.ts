import type { SourceItem } from './content-set.ts';
import type { DocsVersion } from './docs-versions.ts';
import type { FrontMatter } from './front-matter.ts';

/** One markdown doc of the docs folder, before rendering (`file`, `sourceFile`, `fallback`: SourceItem). */
export interface DocSource extends SourceItem {
  /** Docusaurus-style id: folders and file name without number prefixes, e.g. `api/methods/readRecords`. */
  id: string;
  /** Name of the docs version (content set) the doc belongs to (`current` for the docs folder). */
  version: string;
  /** Path relative to the docs folder, POSIX separators, e.g. `api/methods/readRecords.md`. */
  relativePath: string;
  /** Route path relative to the base URL, without leading slash, e.g. `docs/api/methods/readRecords`. */
  route: string;
  frontMatter: FrontMatter;
  title: string;
  sidebarLabel: string;
  /** Position among siblings (front matter, then number prefix). */
  position: number | undefined;
  description: string | undefined;
  /** Markdown body with front matter blanked (line numbers kept). */
  body: string;
  unlisted: boolean;
  /** Whether the body has its own `# heading` (else the theme's title is added). */
  hasH1: boolean;
  /**
   * Whether Docusaurus's URL of the doc ends in `/` (an index doc, a slug such as `/`): its
   * relative links resolve from that folder URL, whatever URL rnhc-docs serves it at.
   */
  directoryUrl?: boolean;
  /** "Edit this page" (src/content/edit-url.ts); undefined without `docs.editUrl`. */
  editUrl: string | undefined;
}

/** A folder of the docs tree, as a sidebar category. */
export interface CategorySource {
  kind: 'category';
  /** Folder path relative to the docs folder, number prefixes stripped ('' for the root). */
  dir: string;
  /** The same path as on disk, prefixes kept (what a sidebars file's `dirName` names). */
  diskDir: string;
  label: string;
  position: number | undefined;
  collapsible: boolean;
  collapsed: boolean;
  description: string | undefined;
  className: string | undefined;
  link: CategoryLink | undefined;
  /** The file that configured it (for error messages). */
  metaFile: string | undefined;
  children: Array<CategorySource | { kind: 'doc'; doc: DocSource }>;
  /** Sort key among siblings when no position is set. */
  name: string;
}

/** What a category label links to. */
export type CategoryLink =
  | {
      type: 'generated-index';
      route: string;
      title: string;
      description: string | undefined;
      /** No `slug` was given: the route is the label's, made unique in the version (post-process-sidebars.ts). */
      defaultSlug?: true;
    }
  | { type: 'doc'; id: string };

/** A sidebar entry before URLs are resolved. */
export type SidebarNode =
  | { type: 'doc'; id: string; label?: string; className?: string; ref?: true }
  | { type: 'link'; href: string; label: string; className?: string }
  | { type: 'html'; value: string; defaultStyle?: boolean; className?: string }
  | {
      type: 'category';
      label: string;
      link: CategoryLink | undefined;
      collapsible: boolean;
      collapsed: boolean;
      description: string | undefined;
      className?: string;
      items: SidebarNode[];
    };

/** A standalone page of the pages folder (a React page is never a fallback: it has no translation file). */
export interface PageSource extends SourceItem {
  kind: 'md' | 'tsx';
  /** Route relative to the base URL ('' for the home page). */
  route: string;
  /** For markdown pages. */
  frontMatter?: FrontMatter;
  body?: string;
  title?: string;
  hasH1?: boolean;
}

/** One docs version's content: a docs content set (docs/architecture.md). Ids and sidebars are per set. */
export interface DocsSetContent {
  version: DocsVersion;
  /** The version's folder as a category tree. */
  tree: CategorySource;
  docs: DocSource[];
  docsById: Map<string, DocSource>;
  sidebars: Record<string, SidebarNode[]>;
  /** The version's main doc (Docusaurus's: the doc at its root, else the first doc of the first sidebar, else the first doc; `docs.mainDocId` when set): what links to "this version" open. */
  mainDocId?: string;
  /** Whether `docs.mainDocId` names a doc of this set (only then is the version's root added). */
  hasConfiguredMainDoc: boolean;
}

/** Everything read from the content folders: plain data, no HTML yet. */
export interface ContentModel {
  /** The docs, one set per included version, in Docusaurus's order (current first, then versions.json). */
  docSets: DocsSetContent[];
  /** Every doc of every version. */
  docs: DocSource[];
  /** Absolute source path → doc (of any version), for rewriting relative `.md` links. */
  docsByFile: Map<string, DocSource>;
  pages: PageSource[];
  /** Fence languages used anywhere, so only those grammars load. */
  languages: Set<string>;
  /** Things read but not applied (`file:line: what and why`), logged by the build. */
  warnings: string[];
}

/** The docs set a doc belongs to. */
export function docSetOf(content: Pick<ContentModel, 'docSets'>, doc: Pick<DocSource, 'version'>): DocsSetContent {
  const set = content.docSets.find((candidate) => candidate.version.version === doc.version);
  if (!set) throw new Error(`No docs set for version ${doc.version}`);
  return set;
}

/** The set served at the docs root (`lastVersion`) of the preset's docs. */
export function lastDocSet(content: Pick<ContentModel, 'docSets'>): DocsSetContent {
  const own = content.docSets.filter((candidate) => candidate.version.pluginId === 'default');
  const set = own.find((candidate) => candidate.version.isLast) ?? own[0] ?? content.docSets[0];
  if (!set) throw new Error('No docs set');
  return set;
}

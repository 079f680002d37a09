import { existsSync, readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { slug } from 'github-slugger';
import type { ResolvedConfig } from '../config/load-config.ts';
import { isTranslated, localeDir } from '../i18n/locale-builds.ts';
import { AggregateBuildError, ContentError, RnhcError } from '../util/errors.ts';
import { existsInside, followLink, linkRoots, linkSkipped, reachedInside, safeRealpath } from '../util/linked-files.ts';
import { mapLimit } from '../util/map-limit.ts';
import { isInside } from '../util/path-guard.ts';
import { type CategoryMeta, loadCategoryMeta } from './category-meta.ts';
import { checkRoute } from './check-route.ts';
import { checkSourceFolders } from './check-source-folders.ts';
import { createDocsFileMatcher } from './docs-files.ts';
import { docsInstanceConfigs } from './docs-instances.ts';
import { CURRENT_VERSION, type DocsVersion, resolveDocsVersions } from './docs-versions.ts';
import { resolveDocEditUrl } from './edit-url.ts';
import { splitFrontMatter } from './front-matter.ts';
import { loadSidebars } from './load-sidebars.ts';
import { normaliseRoute } from './normalise-route.ts';
import { postProcessSidebars } from './post-process-sidebars.ts';
import { collectFenceLanguages, findFirstH1, loadTextFile, parseNumberPrefix } from './source-file.ts';
import type { CategorySource, ContentModel, DocSource, DocsSetContent, PageSource, SidebarNode } from './types.ts';

const MARKDOWN = /\.mdx?$/;
/** Page files as Docusaurus's pages plugin takes them. */
const PAGE_FILE = /\.(md|mdx|tsx|jsx|ts|js)$/;
/** Files beside pages that are not pages: type declarations, tests (Docusaurus's default excludes). */
const NOT_A_PAGE = /\.d\.ts$|\.(test|spec)\.[jt]sx?$|(^|\/)__tests__\//;

/**
 * What a content kind's loader reads into: errors are collected (a build reports every content
 * error at once), warnings and the code fence languages found are added.
 */
export interface ReadContext {
  config: ResolvedConfig;
  errors: RnhcError[];
  warnings: string[];
  languages: Set<string>;
}

/** The docs part of the content model (the docs kind's data: src/content/docs/docs-kind.ts). */
export type DocsContent = Pick<ContentModel, 'docSets' | 'docs' | 'docsByFile'>;

/**
 * Reads the docs (one set per version) and pages folders into the content model. Reports every
 * content error at once. (The build reads each kind through src/content/kinds.ts; this is the
 * same reading for the commands that need docs and pages only.)
 */
export async function collectContent(config: ResolvedConfig): Promise<ContentModel> {
  const ctx: ReadContext = { config, errors: [], warnings: [], languages: new Set<string>() };
  checkSourceFolders(config);
  const docs = await collectDocs(ctx);
  const pages = await collectPages(ctx);
  throwContentErrors(ctx.errors);
  return { ...docs, pages, languages: ctx.languages, warnings: ctx.warnings };
}

/** Throws the errors collected while reading, one as itself, more as one error listing each. */
export function throwContentErrors(errors: readonly RnhcError[]): void {
  if (errors.length === 1 && errors[0]) throw errors[0];
  if (errors.length > 1) throw new AggregateBuildError(`${errors.length} content errors`, [...errors]);
}

/** Reads the docs, one set per version, in Docusaurus's order. Errors are collected in `ctx.errors`. */
export async function collectDocs(ctx: ReadContext): Promise<DocsContent> {
  // One after the other: each set already reads its files in parallel. The preset's docs come
  // first, then each other docs plugin instance, each read with its own options.
  const docSets: DocsSetContent[] = [];
  for (const config of docsInstanceConfigs(ctx.config)) {
    for (const version of await resolveDocsVersions(config)) {
      docSets.push(
        await collectDocsSet({
          config,
          version,
          errors: ctx.errors,
          warnings: ctx.warnings,
          languages: ctx.languages,
        }),
      );
    }
  }
  const docs = docSets.flatMap((set) => set.docs);
  const docsByFile = new Map<string, DocSource>();
  for (const doc of docs) {
    docsByFile.set(doc.file, doc);
    if (doc.sourceFile) docsByFile.set(doc.sourceFile, doc);
  }
  return { docSets, docs, docsByFile };
}

/** One version's docs: its tree, docs by id and sidebars. Errors are collected in `errors`. */
async function collectDocsSet(options: {
  config: ResolvedConfig;
  version: DocsVersion;
  errors: RnhcError[];
  warnings: string[];
  languages: Set<string>;
}): Promise<DocsSetContent> {
  const { config, version, languages } = options;
  const errors: RnhcError[] = [];
  const tree = await collectDocsTree({
    config,
    set: version,
    errors,
    languages,
    warnings: options.warnings,
    ...linkRootsOf(config, version),
    isDoc: docsMatcherOf(config),
  });
  const docs: DocSource[] = [];
  flattenDocs(tree, docs);

  const docsById = new Map<string, DocSource>();
  const routes = new Map<string, DocSource>();
  for (const doc of docs) {
    const other = docsById.get(doc.id);
    if (other) {
      errors.push(
        new ContentError(`Doc id "${doc.id}" is used twice: by ${other.relativePath} and by ${doc.relativePath}`, {
          file: doc.file,
          position: { line: 1 },
          hint: 'Give one of them another file name or a different `id` in its front matter.',
        }),
      );
      continue;
    }
    const sameRoute = routes.get(doc.route);
    if (sameRoute) {
      errors.push(
        new ContentError(`Docs ${sameRoute.relativePath} and ${doc.relativePath} both want the URL /${doc.route}`, {
          file: doc.file,
          hint: 'Change the `slug` or the file name of one of them.',
        }),
      );
    }
    docsById.set(doc.id, doc);
    routes.set(doc.route, doc);
  }

  checkCategoryLinks(tree, docsById, errors);

  let sidebars: Record<string, SidebarNode[]> = {};
  if (errors.length === 0) {
    try {
      if (version.sidebarMissing) {
        options.warnings.push(
          `${version.sidebarFile}: the sidebars file of version ${version.version} does not exist; its docs have no sidebar`,
        );
      } else {
        sidebars = version.sidebarFile
          ? await loadSidebars({
              file: version.sidebarFile,
              tree,
              docsById,
              autogenerate: autogeneratedItems,
              routeBase: version.routeBase,
              sidebarCollapsible: config.docs.sidebarCollapsible,
              sidebarCollapsed: config.docs.sidebarCollapsed,
              ...(version.name === CURRENT_VERSION ? {} : { legacyIdPrefix: `version-${version.name}/` }),
              warn: (message) => options.warnings.push(message),
            })
          : { tutorialSidebar: autogeneratedItems(tree) };
        sidebars = postProcessSidebars(sidebars, version.routeBase);
      }
    } catch (error) {
      if (error instanceof RnhcError) errors.push(error);
      else throw error;
    }
  }
  options.errors.push(...errors);
  // Docusaurus's main doc (plugin-content-docs getMainDocId): the doc at the version's root
  // (slug `/`), else the first doc of the first sidebar, else the first doc. rnhc-docs'
  // `docs.mainDocId`, when set, comes first.
  const configured = config.docs.mainDocId !== undefined ? docsById.get(config.docs.mainDocId) : undefined;
  const mainDoc =
    configured ?? docs.find((doc) => doc.route === version.routeBase) ?? firstSidebarDoc(sidebars, docsById) ?? docs[0];
  return {
    version,
    tree,
    docs,
    docsById,
    sidebars,
    ...(mainDoc ? { mainDocId: mainDoc.id } : {}),
    hasConfiguredMainDoc: configured !== undefined,
  };
}

/** The first doc of the first sidebar (Docusaurus's main doc when no doc has the configured id). */
function firstSidebarDoc(sidebars: Record<string, SidebarNode[]>, docsById: Map<string, DocSource>) {
  const first = (nodes: SidebarNode[]): DocSource | undefined => {
    for (const node of nodes) {
      if (node.type === 'doc') return docsById.get(node.id);
      if (node.type === 'category') {
        const linked = node.link?.type === 'doc' ? docsById.get(node.link.id) : undefined;
        const found = linked ?? first(node.items);
        if (found) return found;
      }
    }
    return undefined;
  };
  for (const items of Object.values(sidebars)) {
    const found = first(items);
    if (found) return found;
  }
  return undefined;
}

/**
 * A `_category_` file whose `link` names a doc id that does not exist is an error (as in
 * Docusaurus), not a category that silently loses its link.
 */
function checkCategoryLinks(category: CategorySource, docsById: Map<string, DocSource>, errors: RnhcError[]) {
  const link = category.link;
  if (link?.type === 'doc' && !docsById.has(link.id)) {
    const file = category.metaFile;
    const line = file ? lineOf(file, link.id.split('/').pop() ?? link.id) : undefined;
    const near = [...docsById.keys()].filter((id) => id.startsWith(category.dir ? `${category.dir}/` : '')).slice(0, 5);
    errors.push(
      new ContentError(`The category links to the doc id ${JSON.stringify(link.id)}, and no doc has that id`, {
        ...(file ? { file } : {}),
        ...(line ? { position: { line } } : {}),
        hint: `Use the id of a doc${near.length ? `, e.g. ${near.join(', ')}` : ''} (folder path and file name without number prefix or extension).`,
      }),
    );
  }
  for (const child of category.children) if (child.kind === 'category') checkCategoryLinks(child, docsById, errors);
}

/** 1-based line of the first occurrence of `needle` in a small file (undefined when absent). */
function lineOf(file: string, needle: string): number | undefined {
  try {
    const index = readFileSync(file, 'utf8')
      .split('\n')
      .findIndex((line) => line.includes(needle));
    return index >= 0 ? index + 1 : undefined;
  } catch {
    return undefined;
  }
}

/** The sidebar items of a docs folder, ordered as Docusaurus orders an autogenerated sidebar. */
export function autogeneratedItems(category: CategorySource): SidebarNode[] {
  const items: SidebarNode[] = [];
  for (const child of category.children) {
    if (child.kind === 'doc') {
      if (child.doc.unlisted) continue;
      // A doc that serves as its category's link is not listed again inside it.
      if (category.link?.type === 'doc' && category.link.id === child.doc.id) continue;
      items.push({ type: 'doc', id: child.doc.id });
      continue;
    }
    const nested = autogeneratedItems(child);
    if (nested.length === 0 && !child.link) continue;
    items.push({
      type: 'category',
      label: child.label,
      link: child.link,
      collapsible: child.collapsible,
      collapsed: child.collapsed,
      description: child.description,
      ...(child.className ? { className: child.className } : {}),
      items: nested,
    });
  }
  return items;
}

/** A docs folder as a category, with Docusaurus' defaults (collapsible, collapsed, no link). */
export function createCategory(
  fields: Pick<CategorySource, 'dir' | 'diskDir' | 'label' | 'name'> & Partial<CategorySource>,
): CategorySource {
  return {
    kind: 'category',
    position: undefined,
    collapsible: true,
    collapsed: true,
    description: undefined,
    className: undefined,
    link: undefined,
    metaFile: undefined,
    children: [],
    ...fields,
  };
}

interface TreeContext {
  config: ResolvedConfig;
  set: DocsVersion;
  errors: RnhcError[];
  languages: Set<string>;
  /** Symbolic links not followed are named here. */
  warnings: string[];
  /** Real paths a docs link may lead into: the site and docs folders (see util/linked-files.ts). */
  roots: string[];
  /** The same for the locale's translations, when it reads any. */
  translationRoots: string[] | undefined;
  /** Whether a file (path relative to the set's folder, with `/`) is a doc: docs.include/exclude. */
  isDoc: (rel: string) => boolean;
}

/** The docs' include/exclude globs as a matcher (src/content/docs-files.ts). */
function docsMatcherOf(config: ResolvedConfig) {
  return createDocsFileMatcher(config.docs.include, config.docs.exclude);
}

/** The roots of a docs set's links, resolved once per read of the set (not per file). */
function linkRootsOf(config: ResolvedConfig, set: DocsVersion) {
  return {
    roots: linkRoots([config.siteDir, set.sourceDir]),
    translationRoots: set.translationDir ? linkRoots([config.siteDir, set.translationDir]) : undefined,
  };
}

async function collectDocsTree(ctx: TreeContext): Promise<CategorySource> {
  const root = createCategory({ dir: '', diskDir: '', label: 'Docs', name: '' });
  // The folder itself follows the rule of the files in it: `versioned_docs/version-1.x` (or a
  // docs folder in the site) linked out of the site is refused, named, and none of it read.
  if (existsSync(ctx.set.sourceDir) && !reachedInside(ctx.set.sourceDir, ctx.roots)) {
    throw new ContentError(linkSkipped(ctx.set.sourceDir, 'the site folder'), {
      file: ctx.set.sourceDir,
      hint: 'Replace the link by the folder itself, or set docs.path to a folder outside the site in the config.',
    });
  }
  try {
    await readDir(ctx, root, ctx.set.sourceDir, []);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new RnhcError(`The docs folder ${ctx.set.sourceDir} does not exist`, {
        exitCode: 2,
        file: ctx.config.configFile,
        hint: 'Set docs.path in the config to the folder that holds your markdown docs.',
      });
    }
    throw error;
  }
  return root;
}

async function readDir(ctx: TreeContext, category: CategorySource, dirAbs: string, slugDirs: string[]) {
  const entries = (await readdir(dirAbs, { withFileTypes: true })).sort((a, b) => a.name.localeCompare(b.name));
  const meta = await loadCategoryMeta(
    dirAbs,
    entries.map((e) => e.name),
    (warning) => ctx.warnings.push(warning),
  ).catch((error: unknown) => {
    if (error instanceof RnhcError) ctx.errors.push(error);
    else throw error;
    return undefined;
  });

  // Symbolic links are followed while they stay inside the site folder or the docs folder; a
  // link out of them would publish a file of the build machine, and is named instead.
  const { roots } = ctx;
  const here = safeRealpath(dirAbs) ?? dirAbs;
  const linked = new Map<string, 'file' | 'dir'>();
  for (const entry of entries) {
    if (!entry.isSymbolicLink() || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const link = path.join(dirAbs, entry.name);
    const target = followLink(link, roots);
    if (target?.isFile) {
      if (MARKDOWN.test(entry.name)) linked.set(entry.name, 'file');
    } else if (target?.isDirectory) {
      // A link back up the tree would be read forever.
      if (!isInside(target.real, here)) linked.set(entry.name, 'dir');
    } else if (!target || MARKDOWN.test(entry.name)) {
      ctx.warnings.push(linkSkipped(link, 'the site folder and the docs folder'));
    }
  }
  const relDir = path.relative(ctx.set.sourceDir, dirAbs).split(path.sep).join('/');
  const files = entries.filter(
    (e) =>
      (e.isFile() || linked.get(e.name) === 'file') &&
      MARKDOWN.test(e.name) &&
      !e.name.startsWith('_') &&
      ctx.isDoc(relDir ? `${relDir}/${e.name}` : e.name),
  );
  const docs = await mapLimit(files, 32, async (entry) => {
    try {
      return await loadDoc(ctx, path.join(dirAbs, entry.name), slugDirs);
    } catch (error) {
      if (error instanceof RnhcError) ctx.errors.push(error);
      else throw error;
      return undefined;
    }
  });
  const children: CategorySource['children'] = [];
  for (const doc of docs) if (doc) children.push({ kind: 'doc', doc });

  for (const entry of entries) {
    const isDir = entry.isDirectory() || linked.get(entry.name) === 'dir';
    if (!isDir || entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
    const { name, position } = parseNumberPrefix(entry.name);
    const child = createCategory({
      dir: [...slugDirs, name].join('/'),
      diskDir: category.diskDir ? `${category.diskDir}/${entry.name}` : entry.name,
      label: name,
      name: entry.name,
      position,
      // Docusaurus's sidebarCollapsible / sidebarCollapsed, unless _category_ says otherwise.
      collapsible: ctx.config.docs.sidebarCollapsible,
      collapsed: ctx.config.docs.sidebarCollapsed,
    });
    await readDir(ctx, child, path.join(dirAbs, entry.name), [...slugDirs, name]);
    // A folder without any doc (an npm install, images only, all excluded) is no category:
    // Docusaurus's autogenerated sidebars are made of docs.
    if (child.children.length > 0) children.push(child);
  }

  if (category.dir !== '' && meta) {
    category.metaFile = meta.file;
    if (meta.label !== undefined) category.label = meta.label;
    if (meta.position !== undefined) category.position = meta.position;
    if (meta.collapsible !== undefined) category.collapsible = meta.collapsible;
    if (meta.collapsed !== undefined) category.collapsed = meta.collapsed;
    if (meta.className !== undefined) category.className = meta.className;
    category.description = meta.description;
  }
  if (category.dir !== '') category.link = resolveCategoryLink(ctx, category, meta?.link, children);
  // As Docusaurus's autogenerated sidebars: what the category file leaves out comes from the doc
  // it links to (its sidebar label, its position), then from the folder's name and number prefix.
  const link = category.link;
  const linkedDoc = link?.type === 'doc' ? children.find((c) => c.kind === 'doc' && c.doc.id === link.id) : undefined;
  if (linkedDoc?.kind === 'doc') {
    if (meta?.label === undefined) category.label = linkedDoc.doc.sidebarLabel;
    if (meta?.position === undefined && linkedDoc.doc.position !== undefined)
      category.position = linkedDoc.doc.position;
  }
  category.children = sortChildren(children);
}

function resolveCategoryLink(
  ctx: TreeContext,
  category: CategorySource,
  link: CategoryMeta['link'],
  children: CategorySource['children'],
): CategorySource['link'] {
  if (link === null) return undefined;
  if (link?.type === 'generated-index') {
    const route = normaliseRoute(
      link.slug
        ? `${ctx.set.routeBase}/${trimSlashes(link.slug)}`
        : `${ctx.set.routeBase}/category/${slug(category.label)}`,
    );
    return {
      type: 'generated-index',
      route,
      title: link.title ?? category.label,
      description: link.description ?? category.description,
      ...(link.slug ? {} : { defaultSlug: true as const }),
    };
  }
  if (link?.type === 'doc') {
    const dirPrefix = category.dir ? `${category.dir}/` : '';
    const local = children.find((c) => c.kind === 'doc' && (c.doc.id === link.id || c.doc.id === dirPrefix + link.id));
    return { type: 'doc', id: local?.kind === 'doc' ? local.doc.id : link.id };
  }
  // Docusaurus convention: an index.md, README.md or <folder>.md doc is the category's page.
  const folder = category.dir.split('/').pop() ?? '';
  const indexDoc = children.find((c) => {
    if (c.kind !== 'doc') return false;
    const base = path.basename(c.doc.relativePath).replace(MARKDOWN, '');
    const stripped = parseNumberPrefix(base).name.toLowerCase();
    return stripped === 'index' || stripped === 'readme' || stripped === folder.toLowerCase();
  });
  return indexDoc?.kind === 'doc' ? { type: 'doc', id: indexDoc.doc.id } : undefined;
}

function sortChildren(children: CategorySource['children']): CategorySource['children'] {
  const keyed = children.map((child, index) => ({
    child,
    index,
    position: child.kind === 'doc' ? child.doc.position : child.position,
    name: child.kind === 'doc' ? path.basename(child.doc.relativePath) : child.name,
  }));
  keyed.sort((a, b) => {
    if (a.position !== undefined && b.position !== undefined && a.position !== b.position) {
      return a.position - b.position;
    }
    if (a.position !== undefined && b.position === undefined) return -1;
    if (a.position === undefined && b.position !== undefined) return 1;
    return a.name.localeCompare(b.name) || a.index - b.index;
  });
  return keyed.map((k) => k.child);
}

/**
 * Reads one doc of a set as the full collection would (watch mode re-reads only the file that
 * changed). Undefined for a draft (or a file now reached through a link out of the site). Fence languages are added to `languages`.
 */
export function loadDocFile(
  config: ResolvedConfig,
  set: DocsVersion,
  file: string,
  languages: Set<string>,
): Promise<DocSource | undefined> {
  // Replaced by a link out of the site: undefined, so the caller rebuilds and names it.
  const roots = linkRootsOf(config, set);
  if (!reachedInside(file, roots.roots)) return Promise.resolve(undefined);
  const relDir = path.relative(set.sourceDir, path.dirname(file));
  // Left out by docs.include/exclude: not a doc, as if it were a draft.
  if (!docsMatcherOf(config)(path.relative(set.sourceDir, file).split(path.sep).join('/'))) {
    return Promise.resolve(undefined);
  }
  const slugDirs = relDir ? relDir.split(path.sep).map((part) => parseNumberPrefix(part).name) : [];
  return loadDoc({ config, set, errors: [], languages, warnings: [], ...roots, isDoc: () => true }, file, slugDirs);
}

async function loadDoc(ctx: TreeContext, source: string, slugDirs: string[]): Promise<DocSource | undefined> {
  // A translated locale reads the translation of the same relative path when there is one.
  const translation = ctx.set.translationDir
    ? path.join(ctx.set.translationDir, path.relative(ctx.set.sourceDir, source))
    : undefined;
  const translated =
    translation !== undefined &&
    ctx.translationRoots !== undefined &&
    existsInside(
      translation,
      ctx.translationRoots,
      (warning) => ctx.warnings.push(warning),
      'the site folder and the translation folder',
    );
  const file = translated ? translation : source;
  const text = await loadTextFile(file);
  const { frontMatter, body } = splitFrontMatter(text, file);
  if (frontMatter.draft) return undefined;
  const relativePath = path.relative(ctx.set.sourceDir, source).split(path.sep).join('/');
  const base = path.basename(file).replace(MARKDOWN, '');
  const { name, position: prefixPosition } = parseNumberPrefix(base);
  const idName = frontMatter.id ?? name;
  const id = [...slugDirs, idName].join('/');
  const dirRoute = [ctx.set.routeBase, ...slugDirs].filter(Boolean).join('/');
  const lower = name.toLowerCase();
  const isIndex = lower === 'index' || lower === 'readme' || lower === (slugDirs.at(-1) ?? '').toLowerCase();
  let route: string;
  if (frontMatter.slug !== undefined) {
    route = frontMatter.slug.startsWith('/')
      ? [ctx.set.routeBase, trimSlashes(frontMatter.slug)].filter(Boolean).join('/')
      : [dirRoute, trimSlashes(frontMatter.slug)].filter(Boolean).join('/');
  } else if (isIndex) {
    // index.md / README.md (or <folder>.md) is served at its folder, the docs root included, an
    // explicit `id` or not (Docusaurus decides by the file name; the id names the doc only).
    route = dirRoute;
  } else {
    route = [dirRoute, idName].filter(Boolean).join('/');
  }
  checkRoute({ route, file, text, fromSlug: frontMatter.slug !== undefined });
  route = normaliseRoute(route);
  const h1 = findFirstH1(body);
  const title = frontMatter.title ?? (ctx.config.docTitlesById ? idName : (h1?.text ?? name));
  collectFenceLanguages(body, ctx.languages);
  const editUrl = resolveDocEditUrl(ctx.config, ctx.set, { relativePath, route, translated });
  return {
    id,
    version: ctx.set.version,
    file,
    ...(translated ? { sourceFile: source } : {}),
    ...(translation !== undefined && !translated ? { fallback: true } : {}),
    relativePath,
    route,
    frontMatter,
    title,
    sidebarLabel: frontMatter.sidebar_label ?? title,
    position: frontMatter.sidebar_position ?? prefixPosition,
    description: frontMatter.description,
    body,
    unlisted: frontMatter.unlisted === true,
    hasH1: h1 !== undefined,
    // Docusaurus's permalink ends in `/` for an index doc (its slug is its folder's, `/guide/`)
    // and for a slug written so (`slug: /`): relative links of the page resolve from there.
    ...((frontMatter.slug === undefined ? isIndex : frontMatter.slug.endsWith('/')) ? { directoryUrl: true } : {}),
    editUrl,
  };
}

function flattenDocs(category: CategorySource, out: DocSource[]) {
  for (const child of category.children) {
    if (child.kind === 'doc') out.push(child.doc);
    else flattenDocs(child, out);
  }
}

/** Reads the pages folder (markdown and React pages). Errors are collected in `ctx.errors`. */
export async function collectPages(ctx: ReadContext): Promise<PageSource[]> {
  const pages: PageSource[] = [];
  // `pages: false` (Docusaurus's preset switched the pages plugin off): the folder is not built.
  if (!ctx.config.pages.enabled) return pages;
  let entries: string[];
  try {
    entries = (await readdir(ctx.config.pagesDir, { recursive: true })).map(String).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return pages;
    throw error;
  }
  const pageRoots = linkRoots([ctx.config.siteDir, ctx.config.pagesDir]);
  const translationRoots = isTranslated(ctx.config) ? linkRoots([ctx.config.siteDir, localeDir(ctx.config)]) : [];
  for (const rel of entries) {
    const posix = rel.split(path.sep).join('/');
    // `_partial.md` and dot files are not pages, by Docusaurus's convention.
    if (!PAGE_FILE.test(posix) || NOT_A_PAGE.test(posix)) continue;
    if (posix.split('/').some((part) => part.startsWith('_') || part.startsWith('.'))) continue;
    const file = path.join(ctx.config.pagesDir, rel);
    if (!reachedInside(file, pageRoots)) {
      ctx.warnings.push(linkSkipped(file, 'the site folder and the pages folder'));
      continue;
    }
    const routeName = posix.replace(PAGE_FILE, '').replace(/(^|\/)index$/, '');
    if (/\.mdx?$/.test(posix)) {
      // A translated locale reads the page's translation when there is one.
      const translation = isTranslated(ctx.config)
        ? path.join(localeDir(ctx.config), 'docusaurus-plugin-content-pages', rel)
        : undefined;
      const translated =
        translation !== undefined &&
        existsInside(
          translation,
          translationRoots,
          (warning) => ctx.warnings.push(warning),
          'the site folder and the translation folder',
        );
      try {
        const page = markdownPageOf({
          file,
          text: await loadTextFile(translated ? translation : file),
          routeName,
          languages: ctx.languages,
          ...(translated ? { translation } : {}),
          ...(translation !== undefined && !translated ? { fallback: true } : {}),
        });
        if (page) pages.push(page);
      } catch (error) {
        if (error instanceof RnhcError) ctx.errors.push(error);
        else throw error;
      }
    } else {
      try {
        checkRoute({ route: routeName, file, text: '', fromSlug: false });
        pages.push({ kind: 'tsx', file, route: routeName });
      } catch (error) {
        if (error instanceof RnhcError) ctx.errors.push(error);
        else throw error;
      }
    }
  }
  return pages;
}

/** A page file's route name before any `slug`: its path in the pages folder, `index` dropped. */
export function pageRouteName(pagesDir: string, file: string): string {
  const posix = path.relative(pagesDir, file).split(path.sep).join('/');
  return posix.replace(PAGE_FILE, '').replace(/(^|\/)index$/, '');
}

/**
 * A markdown page as a build reads it, from its text (undefined for a draft). Watch mode reads an
 * edited page through this too, so an edit gives the page a fresh build gives.
 */
export function markdownPageOf(options: {
  /** The page's file in the pages folder. */
  file: string;
  text: string;
  routeName: string;
  /** Code fence languages found are added here. */
  languages: Set<string>;
  /** The translation that `text` was read from, in a translated locale. */
  translation?: string;
  /** In a translated locale: no translation, the default locale's text is shown. */
  fallback?: boolean;
}): PageSource | undefined {
  const { file, text, routeName, translation } = options;
  const { frontMatter, body } = splitFrontMatter(text, file);
  if (frontMatter.draft) return undefined;
  const route = frontMatter.slug ? trimSlashes(frontMatter.slug) : routeName;
  checkRoute({ route, file, text, fromSlug: Boolean(frontMatter.slug) });
  const h1 = findFirstH1(body);
  collectFenceLanguages(body, options.languages);
  return {
    kind: 'md',
    file: translation ?? file,
    ...(translation !== undefined ? { sourceFile: file } : {}),
    ...(options.fallback ? { fallback: true } : {}),
    route: normaliseRoute(route),
    frontMatter,
    body,
    title: frontMatter.title ?? h1?.text ?? routeName,
    hasH1: h1 !== undefined,
  };
}

/** `/a/b/` → `a/b`. */
export function trimSlashes(value: string): string {
  return value.replace(/^\/+|\/+$/g, '');
}

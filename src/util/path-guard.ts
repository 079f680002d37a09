import { existsSync, type lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';
import { RnhcError } from './errors.ts';

/**
 * The one check before rnhc-docs writes or deletes a folder (build, clear, serve): the folder must
 * not be, hold or sit inside anything the maintainer wrote. Paths are compared after following
 * symlinks, so a link named `build` that points at the docs is refused like the docs themselves.
 */

/** Name of the file that marks a folder as rnhc-docs output (written into every build). */
export const OUTPUT_MARKER = '.rnhc-docs-output';

/** The paths of a site that no command may replace or delete. */
export interface SitePaths {
  configFile: string;
  siteDir: string;
  docsDir?: string | undefined;
  pagesDir?: string | undefined;
  staticDirs?: readonly string[] | undefined;
  sidebarFile?: string | undefined;
  /** The translations folder (`i18n.path`), when it is not the conventional `i18n`. */
  i18nDir?: string | undefined;
}

/** What the guard protects, each with how: `tree` also refuses anything inside it. */
interface Protected {
  path: string;
  label: string;
  tree: boolean;
}

/** Folders of a Docusaurus site besides the configured ones (versions, locales, the blog). */
const CONVENTIONAL_DIRS = ['blog', 'i18n', 'versioned_docs', 'versioned_sidebars', 'src'];

/** Everything a site's output or cache folder must not be, hold or (for sources) sit inside. */
export function protectedPaths(site: SitePaths): Protected[] {
  const list: Protected[] = [
    { path: site.configFile, label: 'the config file', tree: false },
    { path: site.siteDir, label: 'the site folder (of the config file)', tree: false },
    { path: process.cwd(), label: 'the current folder', tree: false },
    { path: homedir(), label: 'the home folder', tree: false },
  ];
  const root = projectRoot(site.siteDir);
  if (root) list.push({ path: root, label: 'the project root', tree: false });
  if (site.docsDir) list.push({ path: site.docsDir, label: 'the docs folder', tree: true });
  if (site.pagesDir) list.push({ path: site.pagesDir, label: 'the pages folder', tree: true });
  for (const dir of site.staticDirs ?? []) list.push({ path: dir, label: 'a static folder', tree: true });
  if (site.sidebarFile) list.push({ path: site.sidebarFile, label: 'the sidebars file', tree: false });
  if (site.i18nDir) list.push({ path: site.i18nDir, label: 'the translations folder (i18n.path)', tree: true });
  for (const name of CONVENTIONAL_DIRS) {
    list.push({ path: path.join(site.siteDir, name), label: `the ${name} folder`, tree: true });
  }
  return list;
}

/** The nearest folder at or above `dir` holding package.json or .git. */
function projectRoot(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, 'package.json')) || existsSync(path.join(current, '.git'))) return current;
    if (path.dirname(current) === current) return undefined;
  }
}

/**
 * The real path of `target` (symlinks followed), also when it does not exist yet: the nearest
 * existing ancestor is resolved and the rest appended.
 */
export function realPathOf(target: string): string {
  const absolute = path.resolve(target);
  const rest: string[] = [];
  for (let current = absolute; ; current = path.dirname(current)) {
    try {
      return path.join(realpathSync.native(current), ...rest.reverse());
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // A dangling symlink or a missing folder: resolve what exists, keep the rest as written.
      if (code !== 'ENOENT' && code !== 'ENOTDIR') return absolute;
      if (path.dirname(current) === current) return absolute;
      rest.push(path.basename(current));
    }
  }
}

/**
 * Whether `file` is `root` or lies inside it: the one rule for "is this path inside that folder"
 * (absolute paths; a child named `..x` is inside, `../x` is not). Symlinks are the caller's: pass
 * real paths where a link could lead out.
 */
export function isInside(root: string, file: string): boolean {
  const rel = path.relative(root, file);
  return rel === '' || (rel !== '..' && !rel.startsWith(`..${path.sep}`) && !path.isAbsolute(rel));
}

/** Options of the guard. */
export interface GuardOptions {
  /** The folder about to be written or deleted. */
  target: string;
  site: SitePaths;
  /** What the command is about to do, for messages: "write the build to", "remove". */
  action: string;
  /** The user asked for a non-empty folder that is not rnhc-docs output to be emptied. */
  emptyOutDir?: boolean;
  /** The flag that overrides the non-empty check, named in the hint. */
  flag?: string;
}

/**
 * Throws (exit 2, nothing touched) when `target` must not be written or deleted: the file system
 * root, the home folder or anything above it, the config file or its folder, the project root,
 * the current folder, a content folder (docs, pages, static, blog, i18n, versioned_*) or anything
 * inside or above one, or a file. A non-empty folder that an earlier build did not write is
 * refused unless `emptyOutDir` is set.
 */
export function guardWritableDir(options: GuardOptions): void {
  const { action, site } = options;
  const written = path.resolve(options.target);
  const real = realPathOf(written);
  const shown = real === written ? written : `${written} (a link to ${real})`;
  const refuse = (why: string, hint = 'Choose an output folder of its own, e.g. --out-dir build.') => {
    throw new RnhcError(`Refusing to ${action} ${shown}: ${why}`, { exitCode: 2, hint });
  };
  if (path.dirname(real) === real) refuse('it is the root of the file system');
  for (const entry of protectedPaths(site)) {
    const guarded = realPathOf(entry.path);
    if (real === guarded) refuse(`it is ${entry.label}`);
    if (isInside(real, guarded)) refuse(`it holds ${entry.label} (${guarded})`);
    if (entry.tree && isInside(guarded, real)) refuse(`it is inside ${entry.label} (${guarded})`);
  }
  let stats: ReturnType<typeof lstatSync> | undefined;
  try {
    stats = statSync(real);
  } catch {
    return; // Nothing there yet (or a dangling link, which is replaced, never followed).
  }
  if (!stats.isDirectory()) refuse('it is a file, not a folder');
  if (isEarlierOutput(real) || options.emptyOutDir) return;
  let entries: string[];
  try {
    entries = readdirSync(real);
  } catch (cause) {
    throw new RnhcError(`Cannot read the output folder ${shown}`, { cause, exitCode: 2 });
  }
  if (entries.length > 0) {
    refuse(
      `it is not empty and was not written by rnhc-docs (it holds ${entries
        .slice(0, 3)
        .map((e) => JSON.stringify(e))
        .join(', ')}${entries.length > 3 ? ` and ${entries.length - 3} more` : ''})`,
      `Pass ${options.flag ?? '--empty-out-dir'} to have its contents replaced, or choose another folder.`,
    );
  }
}

/**
 * Whether a folder is the output of an earlier build: it holds the marker, or (builds from before
 * the marker) both the route manifest and the search index that every build writes.
 */
export function isEarlierOutput(dir: string): boolean {
  if (existsSync(path.join(dir, OUTPUT_MARKER))) return true;
  return existsSync(path.join(dir, 'route-manifest.json')) && existsSync(path.join(dir, 'search-index.json'));
}

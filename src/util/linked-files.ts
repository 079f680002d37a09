import { existsSync, lstatSync, readlinkSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from './path-guard.ts';

/**
 * Which symbolic links a build follows: those whose target stays inside the site folder or the
 * folder being read (a static or content folder configured elsewhere). A link out of them
 * (`docs/leak.md -> /etc/passwd`, `static/key -> ~/.ssh/id_rsa` in a pull request a CI job
 * builds) would publish a file of the build machine, so it is skipped, and named.
 */

/**
 * The real paths of the folders a link may lead into: the site folder (`folders[0]`) and those of
 * the other folders the config names outside it (`docs.path: ../shared-docs`). A folder inside
 * the site adds nothing: when it is itself a link out (`i18n/fr -> /home/me`, `versioned_docs/
 * version-1.x -> /etc`) what it holds is outside the site and refused, one rule for every file.
 */
export function linkRoots(folders: readonly string[]): string[] {
  const [site, ...others] = folders.map((dir) => path.resolve(dir));
  if (site === undefined) return [];
  const outside = others.filter((dir) => dir !== site && !dir.startsWith(site + path.sep));
  return [site, ...outside].map((dir) => safeRealpath(dir) ?? dir);
}

/** The real target of `link` when it stays inside `roots` (from {@link linkRoots}) and exists. */
export function followLink(
  link: string,
  roots: readonly string[],
): { real: string; isFile: boolean; isDirectory: boolean } | undefined {
  const real = safeRealpath(link);
  if (!real || !roots.some((root) => isInside(root, real))) return undefined;
  const stats = statSync(real, { throwIfNoEntry: false });
  return stats && { real, isFile: stats.isFile(), isDirectory: stats.isDirectory() };
}

/** Whether `file`, every link on its way followed, is inside one of `roots`; false when it is missing. */
export function reachedInside(file: string, roots: readonly string[]): boolean {
  const real = safeRealpath(file);
  return real !== undefined && roots.some((root) => isInside(root, real));
}

/** The warning for a file or folder reached through a link that is not followed. */
export function linkSkipped(link: string, folders = 'the site folder and the static folders'): string {
  const rel = path.relative(process.cwd(), link);
  return `${rel === '' || rel.startsWith('..') ? link : rel}: not published: a symbolic link to a missing file or to one outside ${folders}`;
}

/**
 * The file a source file is compiled from: the target of a symbolic link (followed link by link,
 * each resolved from the folder of the link, so the path keeps the site's own spelling), else the
 * file itself. webpack compiles a linked markdown file from its target, so Docusaurus resolves its
 * relative links and imports from the target's folder (gesture-handler's docs/legacy-gestures/*.md
 * link to versioned_docs/version-2.x/gestures/). Links out of the site were refused when the
 * content was read; a folder reached through a link is left as it is.
 */
export function linkTargetPath(file: string): string {
  let current = file;
  for (let hops = 0; hops < 8; hops++) {
    let target: string;
    try {
      if (!lstatSync(current).isSymbolicLink()) return current;
      target = readlinkSync(current);
    } catch {
      return current;
    }
    current = path.resolve(path.dirname(current), target);
  }
  return current;
}

export function safeRealpath(file: string): string | undefined {
  try {
    return realpathSync(file);
  } catch {
    return undefined;
  }
}

/**
 * Whether an optional file (a translation) exists and may be read: one reached through a link out
 * of `roots` is named through `warn` and treated as missing.
 */
export function existsInside(
  file: string,
  roots: readonly string[],
  warn: (message: string) => void,
  folders: string,
): boolean {
  if (!existsSync(file)) return false;
  if (reachedInside(file, roots)) return true;
  warn(linkSkipped(file, folders));
  return false;
}

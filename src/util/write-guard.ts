import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RnhcError } from './errors.ts';
import { isInside } from './path-guard.ts';

/**
 * The one guard for every file a command writes into a site (write-translations, migrate,
 * docs:version): the file, every symbolic link on its way followed, must land inside the site
 * folder. A link out of it (`i18n/fr/code.json -> ~/.bashrc`, `i18n/ar -> /etc`, a committed
 * `sidebars.json -> /anything`) would have rnhc-docs rewrite a file of the machine; a dangling
 * link would have it create its target. Every file is checked before the first one is written,
 * so a refused command leaves the site as it was.
 */

/** Most links a path may pass through before it is treated as a loop (Linux's own limit). */
const MAX_LINKS = 40;

/**
 * Where writing `file` would land: its real path with every link followed, dangling links
 * included (their target is where `writeFile` would create a file). Undefined for a loop.
 */
export function resolveWriteTarget(file: string, depth = 0): string | undefined {
  if (depth > MAX_LINKS) return undefined;
  const absolute = path.resolve(file);
  try {
    return realpathSync.native(absolute);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ENOTDIR') return undefined;
  }
  const parent = path.dirname(absolute);
  if (parent === absolute) return absolute;
  const stats = lstatSync(absolute, { throwIfNoEntry: false });
  if (stats?.isSymbolicLink()) {
    // A dangling link: the write would create its target.
    return resolveWriteTarget(path.resolve(parent, readlinkSync(absolute)), depth + 1);
  }
  const realParent = resolveWriteTarget(parent, depth);
  return realParent === undefined ? undefined : path.join(realParent, path.basename(absolute));
}

/**
 * Throws (exit 2, before anything is written) when one of `files` would be written outside
 * `siteDir` through a symbolic link, or through a loop of links. `configured` are folders the
 * config names outside the site (`i18n.path: ../translations`): writing there is what the
 * maintainer asked for. A configured folder inside the site adds nothing, so a link there
 * that leads out is still refused.
 */
export function guardWritesInside(files: readonly string[], siteDir: string, configured: readonly string[] = []): void {
  const site = path.resolve(siteDir);
  const roots = [site, ...configured.map((dir) => path.resolve(dir)).filter((dir) => !isInside(site, dir))].map(
    (dir) => resolveWriteTarget(dir) ?? dir,
  );
  for (const file of files) {
    const real = resolveWriteTarget(file);
    if (real !== undefined && roots.some((root) => isInside(root, real))) continue;
    const shown = path.relative(process.cwd(), file) || file;
    throw new RnhcError(
      `Refusing to write ${shown.startsWith('..') ? file : shown}: ${
        real === undefined ? 'it is reached through a loop of symbolic links' : `it leads to ${real}`
      }, outside the site folder ${siteDir}`,
      {
        exitCode: 2,
        hint: 'A symbolic link on its way points out of the site. Replace the link by a real file or folder inside the site.',
      },
    );
  }
}

/**
 * Writes a file of the site under a temporary name and renames it over the old one: a full disk
 * or a kill leaves the old file whole (and the temporary one removed when it can be).
 */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  const temp = `${file}.rnhc-write-${process.pid}`;
  try {
    await writeFile(temp, text, { flag: 'w' });
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true }).catch(() => undefined);
    throw error;
  }
}

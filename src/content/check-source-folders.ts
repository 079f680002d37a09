import { statSync } from 'node:fs';
import type { ResolvedConfig } from '../config/load-config.ts';
import { ConfigError } from '../util/errors.ts';
import { safeRealpath } from '../util/linked-files.ts';
import { isInside } from '../util/path-guard.ts';

/**
 * Checks that the configured source paths are of the right kind before anything reads them: a
 * docs, pages or static path naming a file, or a sidebars file that is missing, is a config
 * problem at the key's line (exit 2), not a file-system error from deep inside the build.
 * A missing docs folder is reported where the docs are read; missing pages and static folders
 * are allowed (a site may have none).
 */
export function checkSourceFolders(config: ResolvedConfig): void {
  const problems: string[] = [];
  const kind = (file: string) => {
    try {
      return statSync(file).isDirectory() ? 'folder' : 'file';
    } catch {
      return 'missing';
    }
  };
  const folder = (dir: string, key: Array<string | number>, what: string) => {
    if (kind(dir) === 'file') {
      problems.push(`${key.join('.')}: must name a folder of ${what}, not a file (got ${dir}) (${config.where(key)})`);
    }
  };
  folder(config.docsDir, ['docs', 'path'], 'markdown docs');
  folder(config.pagesDir, ['pages', 'path'], 'pages');
  const site = safeRealpath(config.siteDir) ?? config.siteDir;
  for (const [index, dir] of config.staticDirs.entries()) {
    folder(dir, ['staticDirectories', index], 'static files');
    const real = safeRealpath(dir) ?? dir;
    if (!config.allowStaticOutsideSite && !isInside(site, real)) {
      problems.push(
        `staticDirectories.${index}: ${dir}${real === dir ? '' : ` (a link to ${real})`} is outside the site folder ${config.siteDir}: every file in it would be published; set allowStaticOutsideSite: true if that is meant (${config.where(['staticDirectories', index])})`,
      );
    }
  }
  if (config.sidebarFile) {
    const found = kind(config.sidebarFile);
    if (found !== 'file') {
      problems.push(
        `docs.sidebarPath: ${found === 'missing' ? 'no such file' : 'is a folder, not a sidebars file'} (got ${config.sidebarFile}) (${config.where(['docs', 'sidebarPath'])})`,
      );
    }
  }
  if (problems.length > 0) {
    throw new ConfigError(config.configFile, problems, 'Paths in the config are relative to the config file.');
  }
}

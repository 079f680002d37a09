import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { loadConfig } from '../config/load-config.ts';
import { cacheDirOf } from '../pipeline/build-types.ts';
import { removeLeftovers, removeTree } from '../pipeline/output/write-output.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { guardWritableDir, type SitePaths } from '../util/path-guard.ts';

/** `rnhc-docs clear`: removes the output folder, what interrupted builds left beside it, and the caches. */
export async function runClear(options: { config: string; outDir: string; emptyOutDir?: boolean; logger: Logger }) {
  const { logger } = options;
  const site = await sitePathsForClear(options.config, logger);
  const outDir = path.resolve(options.outDir);
  const cacheDir = cacheDirOf(site.siteDir);
  // Both checked before either is touched: a refused folder leaves everything as it was.
  guardWritableDir({ target: outDir, site, action: 'remove', emptyOutDir: options.emptyOutDir === true });
  guardWritableDir({ target: cacheDir, site, action: 'remove', emptyOutDir: true });
  const removed: string[] = [];
  for (const target of [outDir, cacheDir]) {
    if (existsSync(target)) removed.push(target);
    await removeTree(target).catch((cause: unknown) => {
      throw new RnhcError(`Cannot remove ${target}`, { cause });
    });
  }
  removed.push(...(await removeLeftovers(outDir, (message) => logger.warn(message))));
  const shown = (p: string) => path.relative(process.cwd(), p) || p;
  logger.success(removed.length > 0 ? `Removed ${removed.map(shown).join(', ')}` : 'Nothing to remove');
}

/**
 * The site's paths, also when its config is invalid (clearing is how one recovers from a bad
 * state): then whatever path keys the YAML still gives, else Docusaurus's defaults, relative to
 * the config file. The guard protects those either way.
 */
async function sitePathsForClear(configFile: string, logger: Logger): Promise<SitePaths> {
  try {
    return await loadConfig(configFile);
  } catch (error) {
    if (!(error instanceof RnhcError)) throw error;
    const file = path.resolve(configFile);
    const siteDir = path.dirname(file);
    logger.warn(
      `${existsSync(file) ? `The config ${file} is invalid` : `There is no config at ${file}`}: clearing with the default folders next to it (${firstLine(error.message)})`,
    );
    const raw = readRawYaml(file);
    const text = (value: unknown, fallback: string) => (typeof value === 'string' && value ? value : fallback);
    const docs = raw.docs as Record<string, unknown> | undefined;
    const pages = raw.pages as Record<string, unknown> | undefined;
    const statics = Array.isArray(raw.staticDirectories)
      ? raw.staticDirectories.filter((d): d is string => typeof d === 'string')
      : [];
    return {
      configFile: file,
      siteDir,
      docsDir: path.resolve(siteDir, text(docs?.path, 'docs')),
      pagesDir: path.resolve(siteDir, text(pages?.path, 'src/pages')),
      staticDirs: [...new Set(['static', ...statics])].map((d) => path.resolve(siteDir, d)),
      ...(typeof docs?.sidebarPath === 'string' ? { sidebarFile: path.resolve(siteDir, docs.sidebarPath) } : {}),
    };
  }
}

/** The config's top-level mapping as far as it parses; `{}` when it does not. */
function readRawYaml(file: string): Record<string, unknown> {
  try {
    const value: unknown = parse(readFileSync(file, 'utf8'), { maxAliasCount: 100 });
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function firstLine(text: string): string {
  return text.split('\n')[0] ?? text;
}

import { rm } from 'node:fs/promises';
import path from 'node:path';
import { cacheDirOf } from '../build/index.ts';
import { loadConfig } from '../config/load-config.ts';
import type { Logger } from '../util/logger.ts';

/** `rnhc-docs clear`: removes the output folder and the caches. */
export async function runClear(options: { config: string; outDir: string; logger: Logger }) {
  const config = await loadConfig(options.config);
  const targets = [path.resolve(options.outDir), cacheDirOf(config.siteDir)];
  for (const target of targets) {
    if (target === config.siteDir || config.siteDir.startsWith(target + path.sep)) continue;
    await rm(target, { recursive: true, force: true });
  }
  options.logger.success(`Removed ${targets.map((t) => path.relative(process.cwd(), t) || t).join(' and ')}`);
}

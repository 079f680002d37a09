import path from 'node:path';
import { buildSite } from '../pipeline/build-site.ts';
import type { Logger } from '../util/logger.ts';
import { untilSignal } from '../util/until-signal.ts';

/** The options of `rnhc-docs build`, as commander gives them. */
export interface BuildCommandOptions {
  config: string;
  outDir: string;
  cache: boolean;
  emptyOutDir?: boolean;
  locale?: string;
  untrusted?: boolean;
}

/** `rnhc-docs build`: builds and prints a one-line summary. */
export async function runBuild(options: BuildCommandOptions & { logger: Logger }) {
  const result = await untilSignal((signal) =>
    buildSite({
      configFile: options.config,
      outDir: path.resolve(options.outDir),
      cache: options.cache,
      emptyOutDir: options.emptyOutDir === true,
      ...(options.locale !== undefined ? { locale: options.locale } : {}),
      ...(options.untrusted ? { untrusted: true } : {}),
      logger: options.logger,
      signal,
    }),
  );
  const where = path.relative(process.cwd(), result.outDir) || '.';
  options.logger.success(
    `Built ${result.pages} pages in ${formatMs(result.durationMs)} → ${where}/ (${result.files} files, ${formatBytes(result.bytes)})${
      result.warnings ? `, ${result.warnings} warning${result.warnings === 1 ? '' : 's'}` : ''
    }`,
  );
  if (process.env.DEBUG) options.logger.info(`timings (ms): ${JSON.stringify(result.timings)}`);
  // Machine-readable figures for bench/build.mjs (peak memory includes worker threads).
  if (process.env.RNHC_STATS) {
    const maxRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    options.logger.info(
      `rnhc-stats ${JSON.stringify({
        pages: result.pages,
        ms: result.durationMs,
        maxRssMb,
        workers: result.workers,
        themeMs: Math.round(result.renderTiming.theme),
        renderMs: result.timings['Rendering pages'] ?? 0,
      })}`,
    );
  }
  return result;
}

/** `1234` → `1.23 s`, `85` → `85 ms`. */
export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${ms} ms`;
}

/** Bytes in KB or MB, one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}

import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '../pipeline/build-site.ts';
import type { Logger } from '../util/logger.ts';
import { formatMs } from './build.ts';

/** `rnhc-docs check`: the CI link-validation job. Builds in memory, writes nothing. */
export async function runCheck(options: { config: string; untrusted?: boolean; logger: Logger }) {
  const result = await buildSite({
    configFile: options.config,
    // Never written (dry run); a path outside the site keeps the output-folder safety check happy.
    outDir: path.join(tmpdir(), 'rnhc-docs-check'),
    dryRun: true,
    ...(options.untrusted ? { untrusted: true } : {}),
    logger: options.logger,
  });
  options.logger.success(
    `Checked ${result.pages} pages in ${formatMs(result.durationMs)}: no broken links${
      result.warnings ? ` (${result.warnings} warning${result.warnings === 1 ? '' : 's'})` : ''
    }`,
  );
  return result;
}

import { spawn } from 'node:child_process';
import path from 'node:path';
import { startSpareRenderWorker } from '../build/render-worker-file.ts';
import type { Logger } from '../util/logger.ts';

/** Options of `rnhc-docs serve`. */
export interface ServeOptions {
  config: string;
  outDir: string;
  port: number;
  host: string;
  open?: boolean;
  build: boolean;
  watch?: boolean;
  logger: Logger;
}

/** `rnhc-docs serve`: builds (unless --no-build) and serves the output under the base URL until Ctrl-C. */
export async function runServe(options: ServeOptions) {
  const { logger } = options;
  const outDir = path.resolve(options.outDir);
  if (options.watch) {
    // Listening from the start: a Ctrl-C during the first build stops it cleanly too.
    const interrupted = untilInterrupted();
    const stop = new AbortController();
    void interrupted.then(() => stop.abort());
    // Started before the pipeline's modules are loaded here, so both load at once (two cores):
    // the first page of a fresh session comes about 0.2 s sooner.
    const renderWorker = startSpareRenderWorker();
    const { startDevSession } = await import('../serve/dev-session.ts');
    const session = await startDevSession({
      configFile: options.config,
      outDir,
      host: options.host,
      port: options.port,
      logger,
      signal: stop.signal,
      ...(renderWorker ? { renderWorker } : {}),
    });
    if (options.open && !stop.signal.aborted) openBrowser(session.url);
    await interrupted;
    await session.close();
    logger.info('Stopped.');
    return;
  }
  const [{ loadConfig }, { buildSite }, { startStaticServer }] = await Promise.all([
    import('../config/load-config.ts'),
    import('../build/index.ts'),
    import('../serve/static-server.ts'),
  ]);
  const config = await loadConfig(options.config);
  if (options.build) await buildSite({ configFile: options.config, outDir, logger });
  const server = await startStaticServer({
    root: outDir,
    baseUrl: config.baseUrl,
    host: options.host,
    port: options.port,
    onPortInUse: (taken, next) => logger.warn(`Port ${taken} is in use; using ${next} instead`),
  });
  logger.success(`Serving ${path.relative(process.cwd(), outDir) || '.'} at ${server.url} (Ctrl-C to stop)`);
  if (options.open) openBrowser(server.url);
  await untilInterrupted();
  await server.close();
  logger.info('Stopped.');
}

/** Resolves on Ctrl-C (SIGINT) or SIGTERM. */
function untilInterrupted(): Promise<void> {
  return new Promise((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

function openBrowser(url: string) {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'explorer' : 'xdg-open';
  spawn(command, [url], { stdio: 'ignore', detached: true })
    .on('error', () => undefined)
    .unref();
}

import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';
import { startSpareRenderWorker } from '../pipeline/render/render-worker-file.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';
import { untilSignal } from '../util/until-signal.ts';

/** Options of `rnhc-docs serve`. */
export interface ServeOptions {
  config: string;
  outDir: string;
  port: number;
  host: string;
  open?: boolean;
  build: boolean;
  watch?: boolean;
  emptyOutDir?: boolean;
  locale?: string;
  logger: Logger;
}

/** `rnhc-docs serve`: builds (unless --no-build) and serves the output under the base URL until Ctrl-C. */
export async function runServe(options: ServeOptions) {
  const { logger } = options;
  const outDir = path.resolve(options.outDir);
  if (options.watch) {
    // Started before the pipeline's modules are loaded here, so both load at once (two cores):
    // the first page of a fresh session comes about 0.2 s sooner.
    const renderWorker = startSpareRenderWorker();
    // Before anything is created: the session makes the output folder before its first build.
    await guardOutput(options, outDir).catch((error: unknown) => {
      void renderWorker?.terminate();
      throw error;
    });
    // Listening from the start: a Ctrl-C during the first build stops it cleanly too.
    const interrupted = untilInterrupted();
    const stop = new AbortController();
    void interrupted.then(() => stop.abort());
    const { startDevSession } = await import('../dev/dev-session.ts');
    const session = await startDevSession({
      configFile: options.config,
      outDir,
      host: options.host,
      port: options.port,
      logger,
      signal: stop.signal,
      ...(options.emptyOutDir ? { emptyOutDir: true } : {}),
      ...(options.locale !== undefined ? { locale: options.locale } : {}),
      ...(renderWorker ? { renderWorker } : {}),
    }).catch((error: unknown) => {
      void renderWorker?.terminate();
      throw explainListenError(error, options.host);
    });
    if (options.open && !stop.signal.aborted) openBrowser(session.url);
    await interrupted;
    await session.close();
    logger.info('Stopped.');
    return;
  }
  const [{ loadConfig }, { buildSite }, { startStaticServer }] = await Promise.all([
    import('../config/load-config.ts'),
    import('../pipeline/build-site.ts'),
    import('../server/static-server.ts'),
  ]);
  const config = await loadConfig(options.config);
  if (options.build) {
    await guardOutput(options, outDir);
    await untilSignal((signal) =>
      buildSite({
        configFile: options.config,
        outDir,
        logger,
        signal,
        emptyOutDir: options.emptyOutDir === true,
        ...(options.locale !== undefined ? { locale: options.locale } : {}),
      }),
    );
  } else if (!isDirectory(outDir)) {
    throw new RnhcError(`There is no output folder to serve at ${outDir}`, {
      exitCode: 2,
      hint: 'Build the site first (rnhc-docs build), pass the folder with --out-dir, or drop --no-build.',
    });
  }
  const server = await startStaticServer({
    root: outDir,
    baseUrl: config.baseUrl,
    host: options.host,
    port: options.port,
    onPortInUse: (taken, next) => logger.warn(`Port ${taken} is in use; using ${next} instead`),
  }).catch((error: unknown) => {
    throw explainListenError(error, options.host);
  });
  logger.success(`Serving ${path.relative(process.cwd(), outDir) || '.'} at ${server.url} (Ctrl-C to stop)`);
  if (options.open) openBrowser(server.url);
  await untilInterrupted();
  await server.close();
  logger.info('Stopped.');
}

/** The path guard every writing command applies (the build applies it again, after loading). */
async function guardOutput(options: ServeOptions, outDir: string) {
  const [{ loadConfig }, { guardWritableDir }] = await Promise.all([
    import('../config/load-config.ts'),
    import('../util/path-guard.ts'),
  ]);
  const site = await loadConfig(options.config);
  guardWritableDir({ target: outDir, site, action: 'write the build to', emptyOutDir: options.emptyOutDir === true });
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

/** A server that cannot listen is a usage problem (a host that does not resolve, a port not allowed). */
function explainListenError(error: unknown, host: string): unknown {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  const why: Record<string, string> = {
    ENOTFOUND: `the host name ${JSON.stringify(host)} does not resolve to an address`,
    EAI_AGAIN: `the host name ${JSON.stringify(host)} could not be resolved (DNS did not answer)`,
    EADDRNOTAVAIL: `${JSON.stringify(host)} is not an address of this machine`,
    EACCES: 'the port needs privileges (ports below 1024 do)',
    EADDRINUSE: 'the port is in use',
  };
  if (!code || !why[code]) return error;
  return new RnhcError(`Cannot listen on --host ${host}: ${why[code]}`, {
    cause: error,
    exitCode: 2,
    hint: 'Use --host 127.0.0.1 (this machine) or 0.0.0.0 (every interface), and a free --port.',
  });
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

import path from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import type { BuildCommandOptions } from './commands/build.ts';
import type { ServeOptions } from './commands/serve.ts';
import { causeChain, RnhcError } from './util/errors.ts';
import { createLogger, type Logger, type LogSink } from './util/logger.ts';
import { packageInfo } from './util/package-root.ts';
import { guardProcessExit, lastSiteFile, recordSiteFailure, takeSiteFailure } from './util/site-code.ts';

/** What the CLI talks to; tests pass collectors. */
export interface CliIo {
  out?: LogSink;
  err?: LogSink;
  /**
   * The launcher's run (bin/rnhc-docs.js): also guard the process itself while the command runs
   * (see guardProcess). Tests running the CLI in-process leave the test runner's handlers alone.
   */
  guardProcess?: boolean;
}

const UNTRUSTED_HELP =
  "a pull request's build: run no code of the site (YAML config only; MDX expressions, imports and React pages refused or skipped)";

/** Builds the commander program. Commands load their modules only when they run. */
export function createProgram(logger: Logger, io: CliIo = {}): Command {
  const program = new Command('rnhc-docs')
    .description('Build, check and serve the react-native-health-connect documentation site')
    .version(packageInfo().version, '-v, --version')
    .showHelpAfterError('(run rnhc-docs --help for usage)')
    .exitOverride()
    .configureOutput({
      writeOut: (text) => (io.out ?? process.stdout).write(text),
      writeErr: (text) => (io.err ?? process.stderr).write(text),
    });
  const config = () => new Option('-c, --config <file>', 'config file').default('rnhc-docs.config.yaml');

  program
    .command('build')
    .description('build the site into a folder of static files')
    .addOption(config())
    .option('-o, --out-dir <dir>', 'output folder', 'build')
    .option('--no-cache', 'ignore and do not update the highlight cache (same output, slower)')
    .option('--empty-out-dir', 'replace the output folder even when it holds files rnhc-docs did not write')
    .option('-l, --locale <locale>', 'build this locale only (default: every locale of i18n.locales)')
    .option('--untrusted', UNTRUSTED_HELP)
    .action(async (opts: BuildCommandOptions) => {
      const { runBuild } = await import('./commands/build.ts');
      await runBuild({ ...opts, logger });
    });

  program
    .command('check')
    .description('build in memory and report broken links and anchors; writes nothing')
    .addOption(config())
    .option('--untrusted', UNTRUSTED_HELP)
    .action(async (opts: { config: string; untrusted?: boolean }) => {
      const { runCheck } = await import('./commands/check.ts');
      await runCheck({ ...opts, logger });
    });

  program
    .command('clear')
    .description('remove the output folder and every cache')
    .addOption(config())
    .option('-o, --out-dir <dir>', 'output folder', 'build')
    .option('--empty-out-dir', 'remove the output folder even when it holds files rnhc-docs did not write')
    .action(async (opts: { config: string; outDir: string; emptyOutDir?: boolean }) => {
      const { runClear } = await import('./commands/clear.ts');
      await runClear({ ...opts, logger });
    });

  program
    .command('docs:version')
    .description('freeze the docs folder as a version (versioned_docs/, versioned_sidebars/, versions.json)')
    .argument('<name>', 'version name, e.g. 2.x')
    .addOption(config())
    .action(async (name: string, opts: { config: string }) => {
      const { runDocsVersion } = await import('./commands/docs-version.ts');
      await runDocsVersion({ ...opts, name, logger });
    });

  program
    .command('serve')
    .description('serve the built site locally as a static host would')
    .addOption(config())
    .option('-o, --out-dir <dir>', 'output folder', 'build')
    .option('-p, --port <n>', 'port (the next free one is used if taken)', parsePort, 3000)
    .option('--host <host>', 'address to bind; use 0.0.0.0 to open it to your network', '127.0.0.1')
    .option('--open', 'open the site in a browser')
    .option('--no-build', 'serve the existing output without building first')
    .option('-w, --watch', 'rebuild on every change and update open tabs live')
    .option('-l, --locale <locale>', 'build and serve this locale only (default: every locale)')
    .option('--empty-out-dir', 'replace the output folder even when it holds files rnhc-docs did not write')
    .action(async (opts: Omit<ServeOptions, 'logger'>) => {
      const { runServe } = await import('./commands/serve.ts');
      await runServe({ ...opts, logger });
    });

  program
    .command('write-translations')
    .description("write or update a locale's translation files (i18n/<locale>/) with every translatable string")
    .addOption(config())
    .option('-l, --locale <locale>', 'the locale to write (default: i18n.defaultLocale)')
    .action(async (opts: { config: string; locale?: string }) => {
      const { runWriteTranslations } = await import('./commands/write-translations.ts');
      await runWriteTranslations({ ...opts, logger });
    });

  program
    .command('migrate')
    .description('write rnhc-docs.config.yaml (and sidebars.json) from a docusaurus.config.js/ts')
    .addOption(config())
    .option('--force', 'overwrite files that exist')
    .action(async (opts: { config: string; force?: boolean }) => {
      const { runMigrate } = await import('./commands/migrate.ts');
      await runMigrate({ config: opts.config, force: opts.force === true, logger });
    });

  return program;
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new RnhcError(`--port must be a number from 0 to 65535 (got ${JSON.stringify(value)})`, { exitCode: 2 });
  }
  return port;
}

/** Runs the CLI and returns the exit code: 0 ok, 1 build failed, 2 bad usage or config. */
export async function runCli(argv: string[], io: CliIo = {}): Promise<number> {
  const logger = createLogger({ ...(io.out ? { out: io.out } : {}), ...(io.err ? { err: io.err } : {}) });
  const program = createProgram(logger, io);
  // Site code runs in this process: a `process.exit` it calls becomes an error (site-code.ts).
  const restoreExit = guardProcessExit();
  takeSiteFailure(); // a failure of an earlier in-process run is not this one's
  const state = { running: true };
  const releaseProcess = io.guardProcess ? guardProcess(logger, state, argv[0] ?? '') : undefined;
  try {
    await program.parseAsync(argv, { from: 'user' });
    // An exit call the site's code caught, or an error thrown in one of its timers, still fails.
    const failure = takeSiteFailure();
    if (failure !== undefined) return reportError(failure, logger);
    return 0;
  } catch (error) {
    return reportError(error, logger);
  } finally {
    state.running = false;
    restoreExit();
    releaseProcess?.();
  }
}

/**
 * While a command runs: an error thrown where nothing catches it (a timer of the site's code) is
 * kept and fails the command when it ends, instead of Node printing a stack trace; and when the
 * event loop runs dry before the command finished (a promise that never settles), the command
 * fails with a message, instead of Node exiting 13 (or 0) in silence.
 */
function guardProcess(logger: Logger, state: { running: boolean }, command: string): () => void {
  const onUncaught = (error: unknown) => recordSiteFailure(error);
  const onBeforeExit = () => {
    if (!state.running) return;
    state.running = false;
    const code = reportError(
      new RnhcError(
        `rnhc-docs ${command} stopped before it finished: it was waiting for something nothing was left to do${
          lastSiteFile() ? ` (the site code that ran last: ${lastSiteFile()})` : ''
        }`,
        { hint: "A promise of the site's code that never settles? Nothing was built or checked." },
      ),
      logger,
    );
    process.exitCode = code === 0 ? 1 : code;
  };
  process.on('uncaughtException', onUncaught);
  process.on('beforeExit', onBeforeExit);
  return () => {
    process.off('uncaughtException', onUncaught);
    process.off('beforeExit', onBeforeExit);
  };
}

/** Prints an error once, without a stack trace unless DEBUG is set, and picks the exit code. */
export function reportError(error: unknown, logger: Logger): number {
  if (error instanceof CommanderError) {
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.exitCode === 0)
      return 0;
    return 2;
  }
  logger.done();
  const full = findDiskFull(error);
  if (full) {
    logger.error(diskFullMessage(full));
    logger.info('hint: free some space on that disk (or pass --out-dir on another one) and run the command again.');
    return 1;
  }
  if (error instanceof RnhcError) {
    logger.error(
      `${error.location && !error.message.includes(error.location) ? `${error.location}: ` : ''}${error.message}`,
    );
    for (const cause of causeChain(error)) logger.error(`  caused by: ${cause}`);
    if (error.hint) logger.info(`hint: ${error.hint}`);
    if (process.env.DEBUG) logger.error(error.stack ?? '');
    return error.exitCode;
  }
  // Anything else is a bug in rnhc-docs: say so, with the stack.
  logger.error(`Unexpected internal error: ${error instanceof Error ? error.message : String(error)}`);
  logger.error(error instanceof Error ? (error.stack ?? '') : '');
  return 1;
}

/** A full disk (or quota) anywhere in an error, its causes or the errors it gathers; render workers pass only the message. */
function findDiskFull(error: unknown, depth = 0): { path?: string; message: string } | undefined {
  if (!error || typeof error !== 'object' || depth > 8) return undefined;
  const { code, path: file, message, cause, errors } = error as NodeJS.ErrnoException & { errors?: unknown[] };
  if (code === 'ENOSPC' || code === 'EDQUOT' || /\b(ENOSPC|EDQUOT)\b/.test(String(message))) {
    const written = file ?? /'([^']+)'/.exec(String(message))?.[1];
    return { ...(written ? { path: written } : {}), message: String(message) };
  }
  for (const inner of [cause, ...(Array.isArray(errors) ? errors : [])]) {
    const found = findDiskFull(inner, depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * What a full disk means for the user's files, in words: builds write a temporary folder beside
 * the output and swap it in only when complete (removed on failure); the other commands write
 * each file under a temporary name and rename it, so none is left half written.
 */
function diskFullMessage(full: { path?: string }): string {
  if (!full.path) return 'No space left on the device. Nothing is lost: no file was left half written.';
  const temp = /^(.*?)\.rnhc-tmp-[^/\\]+/.exec(full.path);
  if (temp?.[1]) {
    return `No space left on the device while writing the build to ${temp[1]}. Nothing is lost: the sources are untouched, ${temp[1]} keeps the previous build, and the unfinished one was removed.`;
  }
  return `No space left on the device while writing ${full.path} (in ${path.dirname(full.path)}). Nothing is lost: files are written under a temporary name and renamed, so none was left half written.`;
}

/**
 * Site code (a config, sidebars, React pages, MDX expressions and the components they import) runs
 * in this process. These guards keep it from ending the process with a code of its choosing or
 * hanging it unseen: `process.exit` becomes an error, synchronous site code runs with a time
 * limit, and an error says which file was running.
 */
import vm from 'node:vm';
import { RnhcError } from './errors.ts';

/** The default time limit of one piece of site code (a config, a page render), in ms. */
export const DEFAULT_TIME_LIMIT_MS = 30_000;

/**
 * How long one piece of site code may run: `RNHC_EVAL_TIMEOUT_MS` (tests set a short one; a site
 * with a slow config can raise it), else 30 s.
 */
export function siteCodeTimeLimitMs(): number {
  const value = Number(process.env.RNHC_EVAL_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : DEFAULT_TIME_LIMIT_MS;
}

/** `1500` → `1.5 s`. */
export function formatLimit(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

/** The hint every time-limit error carries. */
export const TIME_LIMIT_HINT =
  'An endless loop or a promise that never settles? A slow but finite file can get more time with RNHC_EVAL_TIMEOUT_MS (milliseconds; default 30000).';

/** Thrown by the guarded `process.exit` while a command runs: site code asked to end the process. */
export class SiteExitError extends RnhcError {
  readonly code: unknown;
  constructor(code: unknown, file?: string) {
    super(
      `the site's code called process.exit(${code === undefined ? '' : String(code)}); rnhc-docs does not let site code end the build`,
      {
        ...(file ? { file } : {}),
        hint: 'Remove the process.exit call: a config, sidebars file, page or MDX expression cannot end the build.',
      },
    );
    this.name = 'SiteExitError';
    this.code = code;
  }
}

/** The file of the site code that ran last (named when site code fails outside any render). */
let lastFile: string | undefined;
/**
 * Failures of site code nothing caught for us: `process.exit` calls (the throw may have been
 * caught by the site's code) and errors thrown in its timers. The command fails for them.
 */
const failures: RnhcError[] = [];

/** The site file that ran last, if any. */
export function lastSiteFile(): string | undefined {
  return lastFile;
}

/** The first failure of site code since the last call (see `failures`), cleared. */
export function takeSiteFailure(): RnhcError | undefined {
  const first = failures[0];
  failures.length = 0;
  return first;
}

/**
 * Throws the first failure of site code, if any: a build calls it before it writes its output.
 * Waits one timer turn first, so the timers site code set while it rendered (due now) have run.
 */
export async function checkSiteFailures(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0));
  const failure = takeSiteFailure();
  if (failure) throw failure;
}

/** Keeps an error thrown where nothing caught it (a timer of the site's code) to fail the command. */
export function recordSiteFailure(error: unknown): void {
  if (error instanceof SiteExitError) return; // recorded when it was thrown
  failures.push(
    error instanceof RnhcError
      ? error
      : new RnhcError(
          `The site's code threw outside any page's render: ${error instanceof Error ? error.message : String(error)}`,
          {
            ...(lastFile ? { file: lastFile } : {}),
            hint: 'The file named is the site code that ran last; look for a timer or callback in it.',
          },
        ),
  );
}

type ExitFunction = (code?: number | string | null) => never;

/**
 * Replaces `process.exit` (and `process.reallyExit`, which it calls) with a function that throws
 * a SiteExitError, until the returned function restores them. rnhc-docs itself never calls them
 * while a command runs: the launcher sets the exit code after the command.
 */
export function guardProcessExit(): () => void {
  const proc = process as NodeJS.Process & { reallyExit?: ExitFunction };
  const exit = proc.exit;
  const reallyExit = proc.reallyExit;
  const guarded = (code?: unknown): never => {
    const error = new SiteExitError(code ?? proc.exitCode ?? 0, lastFile);
    failures.push(error);
    throw error;
  };
  proc.exit = guarded as ExitFunction;
  if (reallyExit) proc.reallyExit = guarded as ExitFunction;
  return () => {
    proc.exit = exit;
    if (reallyExit) proc.reallyExit = reallyExit;
  };
}

/** A piece of site code that ran past the time limit. */
export function timeLimitError(file: string, what: string, exitCode: 1 | 2, ms = siteCodeTimeLimitMs()): RnhcError {
  // The file is the error's location, printed before the message.
  return new RnhcError(`${what} did not finish within ${formatLimit(ms)}`, {
    file,
    exitCode,
    hint: TIME_LIMIT_HINT,
  });
}

const SLOT = Symbol.for('rnhc-docs.site-call');
/** One tiny script calls the function in the slot: vm's `timeout` then covers all it runs. */
let caller: vm.Script | undefined;

/**
 * Runs synchronous site code (a page module's top level, a React render) with the time limit:
 * vm's watchdog stops code that loops for ever, where the code catching it cannot interfere.
 * Errors the code throws pass through unchanged. `file` names the code in the time-limit error
 * (and in a `process.exit` call it makes).
 */
export function runSiteCode<T>(file: string, what: string, run: () => T, exitCode: 1 | 2 = 1): T {
  lastFile = file;
  caller ??= new vm.Script(`globalThis[Symbol.for('rnhc-docs.site-call')]()`, { filename: 'rnhc-docs:site-code' });
  const slots = globalThis as unknown as Record<symbol, unknown>;
  const previous = slots[SLOT];
  let result: { value: T } | undefined;
  slots[SLOT] = () => {
    result = { value: run() };
  };
  try {
    caller.runInThisContext({ timeout: siteCodeTimeLimitMs(), displayErrors: false });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') {
      throw timeLimitError(file, what, exitCode);
    }
    throw error;
  } finally {
    slots[SLOT] = previous;
  }
  if (!result) throw new Error(`rnhc-docs: site code of ${file} returned without a result`);
  return result.value;
}

/** Site code's `process.exit` call, named by the file it came from (for errors caught around it). */
export function isSiteExit(error: unknown): error is SiteExitError {
  return error instanceof SiteExitError;
}

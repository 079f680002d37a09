import pc from 'picocolors';

/** Where log output goes; tests pass a collector. */
export interface LogSink {
  write(text: string): void;
  isTTY?: boolean;
}

/** The one logger: nothing else in src/ prints. */
export interface Logger {
  info(message: string): void;
  success(message: string): void;
  warn(message: string): void;
  error(message: string): void;
  /** Updates the single progress line (TTY only: a CI log gets {@link Logger.step} lines instead). */
  progress(message: string): void;
  /**
   * One line for a finished step (`Rendering pages: 43 pages (812 ms)`), when stdout is not a
   * terminal: a CI log then shows where a build spends its time. Silent on a terminal, whose
   * progress line already showed the step.
   */
  step(message: string): void;
  /** Clears the progress line, if any. */
  done(): void;
  readonly warnings: number;
}

/** Creates a logger writing to `out` (info) and `err` (warnings and errors). */
export function createLogger(options: { out?: LogSink; err?: LogSink; quiet?: boolean } = {}): Logger {
  const out = options.out ?? process.stdout;
  const err = options.err ?? process.stderr;
  const tty = Boolean(out.isTTY) && !process.env.CI;
  const color = tty && !process.env.NO_COLOR;
  const paint = color ? pc : pc.createColors(false);
  let progressShown = false;
  let warnings = 0;

  const clear = () => {
    if (progressShown) {
      out.write('\r\x1b[2K');
      progressShown = false;
    }
  };

  return {
    info(message) {
      if (options.quiet) return;
      clear();
      out.write(`${message}\n`);
    },
    success(message) {
      if (options.quiet) return;
      clear();
      out.write(`${paint.green('✔')} ${message}\n`);
    },
    warn(message) {
      warnings++;
      clear();
      err.write(`${paint.yellow('warning')} ${message}\n`);
    },
    error(message) {
      clear();
      err.write(`${paint.red('error')} ${message}\n`);
    },
    progress(message) {
      if (!tty || options.quiet) return;
      out.write(`\r\x1b[2K${paint.dim(message)}`);
      progressShown = true;
    },
    step(message) {
      if (tty || options.quiet) return;
      out.write(`${message}\n`);
    },
    done: clear,
    get warnings() {
      return warnings;
    },
  };
}

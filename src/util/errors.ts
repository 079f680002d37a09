/** Where in a source file a problem sits (1-based). */
export interface SourcePosition {
  line: number;
  column?: number;
}

/** Options shared by every rnhc-docs error. */
export interface RnhcErrorOptions {
  cause?: unknown;
  /** One sentence telling the reader what to do about it. */
  hint?: string;
  file?: string;
  position?: SourcePosition;
  /** Process exit code when this error ends the CLI: 1 build failure, 2 usage or config. */
  exitCode?: 1 | 2;
}

/**
 * The one error type the CLI knows how to print: a short title, an optional hint and location,
 * and the cause chain. Anything else reaching the top is a bug and is printed as such.
 */
export class RnhcError extends Error {
  readonly hint: string | undefined;
  readonly file: string | undefined;
  readonly position: SourcePosition | undefined;
  readonly exitCode: 1 | 2;

  constructor(message: string, options: RnhcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'RnhcError';
    this.hint = options.hint;
    this.file = options.file;
    this.position = options.position;
    this.exitCode = options.exitCode ?? 1;
  }

  /** `file:line:column` when known. */
  get location(): string | undefined {
    if (!this.file) return undefined;
    if (!this.position) return this.file;
    return `${this.file}:${this.position.line}${this.position.column ? `:${this.position.column}` : ''}`;
  }
}

/** An invalid configuration: every problem is listed, exit code 2. */
export class ConfigError extends RnhcError {
  readonly problems: string[];

  constructor(file: string, problems: string[], hint?: string) {
    const count = problems.length === 1 ? '1 problem' : `${problems.length} problems`;
    super(`Invalid configuration in ${file} (${count}):\n${problems.map((p) => `  - ${p}`).join('\n')}`, {
      file,
      exitCode: 2,
      ...(hint ? { hint } : {}),
    });
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** A content problem that stops the build (a page cannot be produced), exit code 1 unless stated. */
export class ContentError extends RnhcError {
  constructor(message: string, options: RnhcErrorOptions = {}) {
    super(message, options);
    this.name = 'ContentError';
  }
}

/** Several errors found in one pass, reported together. */
export class AggregateBuildError extends RnhcError {
  readonly errors: RnhcError[];

  constructor(title: string, errors: RnhcError[]) {
    const lines = errors.map((e) => `  - ${e.location ? `${e.location}: ` : ''}${e.message}`);
    super(`${title}\n${lines.join('\n')}`, { exitCode: errors.some((e) => e.exitCode === 2) ? 2 : 1 });
    this.name = 'AggregateBuildError';
    this.errors = errors;
  }
}

/** Lists the messages of an error's cause chain, outermost first (the error itself excluded). */
export function causeChain(error: unknown): string[] {
  const out: string[] = [];
  let current = error instanceof Error ? error.cause : undefined;
  while (current !== undefined && out.length < 10) {
    out.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  return out;
}

/**
 * One shape for every problem a build or watch session meets (docs/architecture.md, "Problems"):
 * content warnings, markdown messages, link problems, blog notices, missing packages. Plain data:
 * it crosses worker threads and the live channel as it is. Runtime-neutral (no Node, DOM or React).
 */

/** What the config says to do with a kind of problem (Docusaurus's `onBrokenLinks` values). */
export type Policy = 'ignore' | 'log' | 'warn' | 'throw';

/** How bad a problem is, once its policy is applied. */
export type Severity = 'error' | 'warning' | 'info';

export interface Diagnostic {
  severity: Severity;
  /** What kind of problem (`broken-link`, `content`, `missing-package`, a markdown rule id...). */
  code: string;
  message: string;
  /** The source file it is about, when there is one (the message then does not repeat it). */
  file?: string;
  line?: number;
  column?: number;
  /** What to do about it. */
  hint?: string;
  /** The config setting whose policy made it an error (named in the build's failure title). */
  setting?: string;
  /**
   * Identifies the problem across locales, pages and checks: a problem with the same key is
   * reported once (a fallback page repeats its original's messages; watch mode reports only new
   * ones). Default: the location and message.
   */
  key?: string;
}

/** The severity a policy gives a problem; undefined when it is ignored. */
export function severityOf(policy: Policy): Severity | undefined {
  return policy === 'throw' ? 'error' : policy === 'warn' ? 'warning' : policy === 'log' ? 'info' : undefined;
}

/** `file:line:column` of a diagnostic, or '' when it names no file. */
export function locationOf(diagnostic: Pick<Diagnostic, 'file' | 'line' | 'column'>): string {
  if (!diagnostic.file) return '';
  const line = diagnostic.line !== undefined ? `:${diagnostic.line}` : '';
  const column = diagnostic.line !== undefined && diagnostic.column !== undefined ? `:${diagnostic.column}` : '';
  return `${diagnostic.file}${line}${column}`;
}

/** The one text of a diagnostic, for the terminal and the overlay: `file:line:column: message (hint)`. */
export function formatDiagnostic(diagnostic: Diagnostic): string {
  const location = locationOf(diagnostic);
  const hint = diagnostic.hint ? `\n  ${diagnostic.hint}` : '';
  return `${location ? `${location}: ` : ''}${diagnostic.message}${hint}`;
}

/** The key a diagnostic is de-duplicated by. */
export function keyOf(diagnostic: Diagnostic): string {
  return diagnostic.key ?? `${locationOf(diagnostic)}\0${diagnostic.message}`;
}

/**
 * The build's one collector of problems (src/shared/diagnostic.ts): every step reports through
 * it, it reports each problem once (by key), prints warnings and notes through the logger as they
 * come, and keeps the errors for the end of the build, which fails naming the settings that made
 * them errors.
 */

import { type Diagnostic, formatDiagnostic, keyOf, type Policy, severityOf } from '../shared/diagnostic.ts';
import { AggregateBuildError, RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';

export interface DiagnosticCollector {
  /** Reports a problem; false when one with the same key was reported already. */
  report(diagnostic: Diagnostic): boolean;
  /** Reports a problem under a config policy (`ignore` drops it); false when a duplicate or ignored. */
  reportWith(policy: Policy, diagnostic: Omit<Diagnostic, 'severity'>): boolean;
  /** Whether a problem with this key was reported. */
  has(key: string): boolean;
  /** Marks a key as reported without printing anything (a problem another message already named). */
  mark(key: string): void;
  /** The errors reported so far. */
  readonly errors: readonly Diagnostic[];
  /** Throws one error listing every error reported, if any (`what` names them: "broken links"). */
  throwIfErrors(what: (count: number) => string): void;
}

/** A collector printing through `logger`. */
export function createDiagnostics(logger: Logger): DiagnosticCollector {
  const seen = new Set<string>();
  const errors: Diagnostic[] = [];
  const collector: DiagnosticCollector = {
    report(diagnostic) {
      const key = keyOf(diagnostic);
      if (seen.has(key)) return false;
      seen.add(key);
      if (diagnostic.severity === 'error') errors.push(diagnostic);
      else if (diagnostic.severity === 'warning') logger.warn(formatDiagnostic(diagnostic));
      else logger.info(formatDiagnostic(diagnostic));
      return true;
    },
    reportWith(policy, diagnostic) {
      const severity = severityOf(policy);
      if (!severity) {
        seen.add(keyOf({ ...diagnostic, severity: 'info' }));
        return false;
      }
      return collector.report({ ...diagnostic, severity });
    },
    has: (key) => seen.has(key),
    mark: (key) => {
      seen.add(key);
    },
    get errors() {
      return errors;
    },
    throwIfErrors(what) {
      if (errors.length === 0) return;
      const settings = [...new Set(errors.flatMap((error) => (error.setting ? [error.setting] : [])))];
      const title = `The build failed: ${what(errors.length)}${settings.length > 0 ? ` (${settings.map((s) => `${s}: throw`).join(', ')})` : ''}`;
      throw new AggregateBuildError(
        title,
        errors.map((error) => new RnhcError(formatDiagnostic(error))),
      );
    },
  };
  return collector;
}

/** The build's one collector of problems (src/pipeline/diagnostics.ts). */
import { describe, expect, it } from 'vitest';
import { createDiagnostics } from '../../../src/pipeline/diagnostics.ts';
import { reportLinkProblems } from '../../../src/pipeline/report-problems.ts';
import { formatDiagnostic } from '../../../src/shared/diagnostic.ts';
import { AggregateBuildError } from '../../../src/util/errors.ts';
import { createLogger } from '../../../src/util/logger.ts';

function recordingLogger() {
  const out: string[] = [];
  const err: string[] = [];
  const logger = createLogger({
    out: { write: (text) => void out.push(text) },
    err: { write: (text) => void err.push(text) },
  });
  return { logger, out, err };
}

describe('diagnostics', () => {
  it('reports each problem once, under its policy, and fails naming the settings that made errors', () => {
    const { logger, out, err } = recordingLogger();
    const diagnostics = createDiagnostics(logger);
    expect(diagnostics.report({ severity: 'warning', code: 'content', message: 'a.md:3: odd' })).toBe(true);
    // The same source read for a second locale.
    expect(diagnostics.report({ severity: 'warning', code: 'content', message: 'a.md:3: odd' })).toBe(false);
    expect(diagnostics.reportWith('ignore', { code: 'blog', message: 'ignored' })).toBe(false);
    diagnostics.reportWith('log', { code: 'blog', message: 'noted' });
    diagnostics.reportWith('throw', {
      code: 'broken-link',
      message: 'Broken link on page /a: /b',
      setting: 'onBrokenLinks',
    });
    diagnostics.reportWith('throw', {
      code: 'broken-markdown-link',
      message: 'x.md:1:2: no such file',
      setting: 'onBrokenMarkdownLinks',
    });
    expect(err.join('')).toContain('a.md:3: odd');
    expect(err.join('').match(/a\.md:3: odd/g)).toHaveLength(1);
    expect(out.join('')).toContain('noted');
    expect(`${out.join('')}${err.join('')}`).not.toContain('ignored');
    expect(diagnostics.errors).toHaveLength(2);
    let thrown: unknown;
    try {
      diagnostics.throwIfErrors((n) => `${n} broken links`);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AggregateBuildError);
    expect((thrown as Error).message).toMatch(
      /^The build failed: 2 broken links \(onBrokenLinks: throw, onBrokenMarkdownLinks: throw\)/,
    );
    expect((thrown as AggregateBuildError).errors.map((e) => e.message)).toEqual([
      'Broken link on page /a: /b',
      'x.md:1:2: no such file',
    ]);
  });

  it('formats a location, a message and a hint as one text', () => {
    expect(
      formatDiagnostic({
        severity: 'error',
        code: 'content',
        message: 'Bad',
        file: 'a.md',
        line: 2,
        column: 5,
        hint: 'Fix it.',
      }),
    ).toBe('a.md:2:5: Bad\n  Fix it.');
    expect(formatDiagnostic({ severity: 'warning', code: 'x', message: 'Plain' })).toBe('Plain');
  });

  it('watch mode does not repeat a link warning it reported, but keeps an error while it lasts', () => {
    const { logger, err } = recordingLogger();
    const problems = [
      { page: '/a', href: '/gone', kind: 'link' as const },
      { page: '/a', href: '#nope', kind: 'anchor' as const },
    ];
    const config = { onBrokenLinks: 'throw' as const, onBrokenAnchors: 'warn' as const };
    const first = createDiagnostics(logger);
    const keys = reportLinkProblems(first, config, problems);
    expect(first.errors).toHaveLength(1);
    expect(err.join('')).toContain('#nope');
    const again = createDiagnostics(logger);
    err.length = 0;
    reportLinkProblems(again, config, problems, new Set(keys));
    expect(err.join('')).toBe('');
    expect(again.errors.map((e) => e.message)).toEqual([expect.stringContaining('/gone')]);
  });
});

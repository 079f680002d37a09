import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import path from 'node:path';

/**
 * A date at the start of a post's path (Docusaurus's file-name rule): `2026-08-01-title.md`,
 * `2026-08-01-title/index.md` or `2026/08/01/title.md`; the route then carries `2026/08/01`.
 */
const DATE_IN_PATH = /^(?<folder>.*)(?<date>\d{4}[-/]\d{1,2}[-/]\d{1,2})[-/]?(?<text>.*?)(?:\/index)?\.mdx?$/;

/** What a post's path says: its date (if any), name and slug. */
export function parsePostPath(relativePath: string): { date: Date | undefined; text: string; slug: string } {
  const match = DATE_IN_PATH.exec(relativePath);
  const groups = match?.groups;
  if (groups?.date !== undefined) {
    const [year, month, day] = groups.date.split(/[-/]/).map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    // A name like 2026-13-45 is not a date: then the path is a plain name, as in Docusaurus.
    if (date.getUTCMonth() === month - 1 && date.getUTCDate() === day) {
      const text = groups.text ?? '';
      return { date, text, slug: `${groups.date.replace(/-/g, '/')}/${groups.folder ?? ''}${text}` };
    }
  }
  const text = relativePath.replace(/(?:\/index)?\.mdx?$/, '');
  return { date: undefined, text, slug: text };
}

/**
 * A front matter date. YAML dates stay strings here (the yaml package's core schema); like
 * Docusaurus, a date without a zone is UTC. Undefined when it is not a date.
 */
export function parseFrontMatterDate(value: unknown): Date | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const text = value.trim();
  const day = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (day) {
    const [year, month, dayOfMonth] = [Number(day[1]), Number(day[2]), Number(day[3])];
    const date = new Date(Date.UTC(year, month - 1, dayOfMonth));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === dayOfMonth ? date : undefined;
  }
  if (!/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/.test(text)) return undefined;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const date = new Date(zoned.replace(' ', 'T'));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * The date of a post that gives none: the commit that added the file (Docusaurus takes the oldest
 * commit, so fixing a typo later does not move the post), else the file's modification time.
 */
export function fileDate(file: string): Date {
  try {
    const out = execFileSync(
      'git',
      [
        '-c',
        'log.showSignature=false',
        'log',
        '--format=%ct',
        '--follow',
        '--diff-filter=A',
        '--',
        path.basename(file),
      ],
      { cwd: path.dirname(file), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], timeout: 10_000 },
    );
    // --follow lists the adding commit of each name the file had: the last line is the oldest.
    const seconds = Number(out.trim().split('\n').pop());
    if (seconds > 0) return new Date(seconds * 1000);
  } catch {
    // Not a repository, or git missing: the file's own time below.
  }
  return statSync(file).mtime;
}

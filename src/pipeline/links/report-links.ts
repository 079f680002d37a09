import type { ResolvedConfig } from '../../config/load-config.ts';
import type { LinkProblem } from './check-links.ts';

/** A broken-link policy of the config. */
export type BrokenPolicy = 'ignore' | 'log' | 'warn' | 'throw';

/** One message about one broken link, anchor or image, with the policy that applies to it. */
export interface LinkReport {
  /** Identifies the problem across checks (watch mode reports only what is new). */
  key: string;
  message: string;
  policy: BrokenPolicy;
  /** The setting that made it an error (named in the build's failure title). */
  setting?: 'onBrokenLinks' | 'onBrokenAnchors';
}

/**
 * The link checker's problems as messages, one per problem naming every page it shows on, each
 * with its policy: the build and watch mode's in-place edits report them through this one module.
 */
export function describeLinkProblems(
  problems: LinkProblem[],
  config: Pick<ResolvedConfig, 'onBrokenLinks' | 'onBrokenAnchors'>,
): LinkReport[] {
  return [...groupProblems(problems)].map(([problem, pages]) => {
    const key = `${problem.source ?? ''}\0${problem.kind}\0${problem.href}`;
    const message = describeProblem(problem, pages);
    // As for a missing relative image (a markdown warning): named, never fatal.
    if (problem.kind === 'image') return { key, message, policy: 'warn' };
    const setting = problem.kind === 'link' ? 'onBrokenLinks' : 'onBrokenAnchors';
    return { key, message, policy: config[setting], setting };
  });
}

/**
 * One message per problem, naming every page it appears on: links without a markdown source
 * (navbar, footer ...) repeat on every page, and a doc served at two paths (the docs root and its
 * own) repeats its own links.
 */
function groupProblems(problems: LinkProblem[]): Map<LinkProblem, string[]> {
  const groups = new Map<LinkProblem, string[]>();
  const byHref = new Map<string, LinkProblem>();
  for (const problem of problems) {
    const key = `${problem.source ?? ''}\0${problem.kind}\0${problem.href}`;
    const first = byHref.get(key);
    if (first) groups.get(first)?.push(problem.page);
    else {
      byHref.set(key, problem);
      groups.set(problem, [problem.page]);
    }
  }
  return groups;
}

function describeProblem(problem: LinkProblem, pages: string[]): string {
  const what = { link: 'Broken link', anchor: 'Broken anchor', image: 'Image not found' }[problem.kind];
  // A problem with a source line is about that line: its first page, then where else it shows.
  if (problem.source) {
    const also = pages.length > 1 ? ` (also on ${pages.slice(1).join(', ')})` : '';
    return `${problem.source}: ${what} on page ${pages[0]}: ${problem.href}${also}`;
  }
  const where =
    pages.length === 1
      ? `on page ${pages[0]}`
      : `on ${pages.length} pages (${pages.slice(0, 2).join(', ')}${pages.length > 2 ? ` and ${pages.length - 2} more` : ''})`;
  return `${what} ${where}: ${problem.href}`;
}

import path from 'node:path';
import { ContentError } from '../util/errors.ts';

/**
 * Characters that end a URL's path (`#` fragment, `?` query) or start an escape (`%`), and `\`,
 * which browsers read as `/` (`back\slash.md` would be served at `/back/slash`): a route holding
 * one cannot be linked to as written, and every link to it would be reported broken.
 */
const NOT_IN_PATH = /[#?%\\]/;

/**
 * Checks a content file's route before it is used: it must stay inside the output folder and be
 * a plain URL path. Errors name the file and the line of its `slug` when that is where it came from.
 */
export function checkRoute(options: { route: string; file: string; text: string; fromSlug: boolean }): void {
  const { route, file, text, fromSlug } = options;
  const position = { line: fromSlug ? slugLine(text) : 1 };
  const source = fromSlug ? 'its front matter slug' : 'its file or folder name';
  if (path.posix.normalize(`${route}/`).startsWith('../')) {
    throw new ContentError(`The URL of this file (/${route}, from ${source}) leaves the site's root`, {
      file,
      position,
      hint: 'A slug may not climb above the site root with "..": write the URL path from the root, e.g. slug: /my-page.',
    });
  }
  const bad = NOT_IN_PATH.exec(route);
  if (bad) {
    throw new ContentError(
      `The URL of this file (/${route}, from ${source}) holds ${JSON.stringify(bad[0])}, which cannot be part of a URL path`,
      {
        file,
        position,
        hint: fromSlug
          ? `Remove ${JSON.stringify(bad[0])} from the slug.`
          : `Rename the file or folder without ${JSON.stringify(bad[0])}, or give the page a slug in its front matter.`,
      },
    );
  }
}

/** Line of the `slug:` key in a file's front matter (1 when not found). */
function slugLine(text: string): number {
  const lines = text.split('\n', 200);
  const index = lines.findIndex((line, i) => i > 0 && /^slug\s*:/.test(line));
  return index >= 0 ? index + 1 : 1;
}

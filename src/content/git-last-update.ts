/**
 * When and by whom each content file was last changed, from git, as Docusaurus's
 * `showLastUpdateTime` / `showLastUpdateAuthor` show it: one `git log` over the content folders
 * (the "eager" strategy of Docusaurus 3.10), the newest commit touching a file being its last
 * update. Outside a git repository, or without git, there are no dates and one warning says so,
 * as in Docusaurus; a file git does not track has none.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** A file's last update: seconds since the epoch, and the commit's author name. */
export interface LastUpdate {
  at: number;
  by: string;
}

/** Absolute file path → its last update; or the reason git gave none. */
export type LastUpdates = { updates: Map<string, LastUpdate> } | { problem: string };

/** Reads the history of `folders` (absolute paths, inside one repository) in one pass. */
export async function collectLastUpdates(folders: string[]): Promise<LastUpdates> {
  const first = folders[0];
  if (!first) return { updates: new Map() };
  let root: string;
  try {
    root = (await run('git', ['rev-parse', '--show-toplevel'], { cwd: first })).stdout.trim();
  } catch (error) {
    const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
    return { problem: missing ? 'git is not installed' : `${first} is not inside a git repository` };
  }
  let log: string;
  try {
    log = (
      await run('git', ['log', '--format=%x1e%H%x00%at%x00%an', '--name-only', '--no-renames', '--', ...folders], {
        cwd: root,
        maxBuffer: 512 * 1024 * 1024,
      })
    ).stdout;
  } catch (error) {
    return { problem: `git log failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
  }
  const updates = new Map<string, LastUpdate>();
  // Newest first: a file's first appearance is its last update.
  for (const record of log.split('\x1e')) {
    const [header, ...files] = record.split('\n');
    const [, at, by] = (header ?? '').split('\x00');
    if (!at || by === undefined) continue;
    for (const file of files) {
      if (!file) continue;
      const full = path.join(root, file);
      if (!updates.has(full)) updates.set(full, { at: Number(at), by });
    }
  }
  return { updates };
}

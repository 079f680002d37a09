import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from '../../src/cli.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures');

/** A copy of a fixture site in a temp folder, with files replaced (string/Buffer) or removed (null). */
export async function makeSite(fixture: string, changes: Record<string, string | Buffer | null> = {}): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), `rnhc-${fixture}-`));
  await cp(path.join(fixtures, fixture), dir, { recursive: true });
  for (const [file, content] of Object.entries(changes)) {
    const full = path.join(dir, file);
    if (content === null) await rm(full, { force: true });
    else {
      await mkdir(path.dirname(full), { recursive: true });
      await writeFile(full, content);
    }
  }
  return dir;
}

/** Runs the CLI in-process and captures what it prints. */
export async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    out: {
      write: (t: string) => {
        stdout += t;
      },
    },
    err: {
      write: (t: string) => {
        stderr += t;
      },
    },
  });
  return { code, stdout, stderr };
}

/** Builds a site folder into `<site>/build` with the CLI, from the config file named. */
function buildFrom(site: string, config: string, extra: string[]) {
  return cli(['build', '--config', path.join(site, config), '--out-dir', path.join(site, 'build'), ...extra]);
}

/** Builds a site folder (its rnhc-docs.config.yaml) into `<site>/build` with the CLI. */
export function build(site: string, ...extra: string[]) {
  return buildFrom(site, 'rnhc-docs.config.yaml', extra);
}

/** Builds a Docusaurus site folder (its docusaurus.config.js, unchanged) into `<site>/build`. */
export function buildDocusaurus(site: string, ...extra: string[]) {
  return buildFrom(site, 'docusaurus.config.js', extra);
}

/** Reads a file of a site's output. */
export function readOut(site: string, file: string): Promise<string> {
  return readFile(path.join(site, 'build', file), 'utf8');
}

/** Every file of a folder (text), by path relative to it. */
export async function snapshot(dir: string): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, full), await readFile(full, 'utf8'));
  }
  return files;
}

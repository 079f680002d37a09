/**
 * Fixture sites built once per test run and shared by every test file that only reads their
 * output (a test that edits a site or its output builds its own copy with test/sites/helpers.ts).
 * The first file that asks for a site builds it with the compiled CLI into the run's shared folder
 * (test/setup/global-setup.ts); files that ask meanwhile wait for that build instead of making
 * their own, and a run that needs no shared site builds none.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The shared sites: the real project site, and the basic-site fixture. */
const SITES = {
  /** The react-native-health-connect docs (./rnhc-docs.config.yaml), built without caches. */
  'project-site': { config: path.join(ROOT, 'rnhc-docs.config.yaml'), fixture: undefined, args: ['--no-cache'] },
  /** test/fixtures/basic-site, copied, then built as a maintainer would (caches on). */
  'basic-site': { config: undefined, fixture: path.join(ROOT, 'test/fixtures/basic-site'), args: [] },
} as const;

/** A name of a shared site. */
export type SharedSiteName = keyof typeof SITES;

/** A finished shared build. Read-only: every test file of the run sees the same folders. */
export interface SharedBuild {
  /** Folder of the site's config (a copy for a fixture). */
  siteDir: string;
  /** The build's output folder. */
  outDir: string;
  /** What the CLI printed. */
  stdout: string;
  stderr: string;
}

/** How long a file waits for another's build of the same site before giving up. */
const WAIT_MS = 300_000;

/** The shared build of `name`, made now if no test file of this run has asked for it yet. */
export async function sharedBuild(name: SharedSiteName): Promise<SharedBuild> {
  const folder = path.join(inject('rnhcSharedBuilds'), name);
  const resultFile = `${folder}.json`;
  try {
    // mkdir is atomic: the one file that creates the folder builds, the others wait for its result.
    await mkdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readResult(resultFile, await waitFor(resultFile));
  }
  const result = await buildShared(name, folder).then(
    (build) => ({ build }),
    (error: unknown) => ({ error: error instanceof Error ? error.message : String(error) }),
  );
  // Renamed into place, so a waiting file never reads it half-written.
  await writeFile(`${resultFile}.tmp`, JSON.stringify(result));
  await rename(`${resultFile}.tmp`, resultFile);
  return readResult(resultFile, JSON.stringify(result));
}

async function buildShared(name: SharedSiteName, folder: string): Promise<SharedBuild> {
  const site = SITES[name];
  let config = site.config;
  if (site.fixture) {
    await cp(site.fixture, folder, { recursive: true });
    config = path.join(folder, 'rnhc-docs.config.yaml');
  }
  const siteDir = path.dirname(config ?? folder);
  const outDir = path.join(folder, 'build');
  const { code, stdout, stderr } = await runCompiledCli([
    'build',
    '--config',
    config ?? '',
    '--out-dir',
    outDir,
    ...site.args,
  ]);
  if (code !== 0) throw new Error(`The shared build of ${name} failed (exit code ${code}):\n${stderr}${stdout}`);
  return { siteDir, outDir, stdout, stderr };
}

/** Runs `bin/rnhc-docs.js` (the compiled CLI) and captures what it prints. */
export function runCompiledCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, 'bin/rnhc-docs.js'), ...args],
      { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' }, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}

function readResult(file: string, text: string): SharedBuild {
  const result = JSON.parse(text) as { build?: SharedBuild; error?: string };
  if (!result.build) throw new Error(result.error ?? `No shared build in ${file}`);
  return result.build;
}

async function waitFor(file: string): Promise<string> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const text = await readFile(file, 'utf8').catch(() => undefined);
    if (text !== undefined) return text;
    if (Date.now() > deadline) throw new Error(`Gave up waiting for the shared build ${file}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

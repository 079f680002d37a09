import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { cli, makeSite } from './helpers.ts';
import { until, WatchProcess } from './watch-process.ts';

/**
 * Issue 26, item 3: a cached render never differs from a cold one. For each kind of content (the
 * project's own site, the blog, versions, locales) three builds are byte-identical, hashed asset
 * names aside: `--no-cache`, the first plain build after a `serve --watch` session that started
 * without a cache (it fills the caches as it goes), and a warm build after that.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A copy of the project's site: its config and the site folder. */
async function copyProjectSite(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rnhc-project-site-'));
  await cp(path.join(ROOT, 'rnhc-docs.config.yaml'), path.join(dir, 'rnhc-docs.config.yaml'));
  await cp(path.join(ROOT, 'site'), path.join(dir, 'site'), { recursive: true });
  return dir;
}

/** Every file of an output folder, hashed asset names (`client.6UGE7A6C.js`) replaced by one word. */
async function outputOf(dir: string): Promise<Map<string, string>> {
  const hashed = /([./-])[A-Za-z0-9_]{8,12}\.(js|css|mjs)\b/g;
  const files = new Map<string, string>();
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const name = path.relative(dir, full).replace(hashed, '$1HASH.$2');
    files.set(name, (await readFile(full, 'utf8')).replace(hashed, '$1HASH.$2'));
  }
  return files;
}

/** The files whose text differs between two outputs (missing on one side included). */
function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const names = new Set([...a.keys(), ...b.keys()]);
  return [...names].filter((name) => a.get(name) !== b.get(name)).sort();
}

const build = (dir: string, out: string, ...extra: string[]) =>
  cli(['build', '--config', path.join(dir, 'rnhc-docs.config.yaml'), '--out-dir', path.join(dir, out), ...extra]);

const SITES: Array<[string, () => Promise<string>]> = [
  ['the project site', copyProjectSite],
  ['the blog fixture', () => makeSite('blog-site')],
  ['the versioned fixture', () => makeSite('versioned-site')],
  ['the i18n fixture', () => makeSite('i18n-site')],
];

describe('a warm build, a build after a watch session and a --no-cache build are byte-identical', () => {
  for (const [name, create] of SITES) {
    it(name, async () => {
      const dir = await create();
      dirs.push(dir);
      // First a watch session on a site without caches: it writes them (and plain-then-coloured pages).
      const watch = new WatchProcess(dir);
      try {
        await watch.ready();
        await until(
          () => /Watching for changes/.test(watch.output),
          60_000,
          () => watch.output,
        );
        // The pages shown plain at first are coloured (and the cache saved) after the first build.
        await new Promise((resolve) => setTimeout(resolve, 1500));
      } finally {
        await watch.stop();
      }
      const afterWatch = await build(dir, 'out-after-watch');
      expect(afterWatch.code, afterWatch.stderr).toBe(0);
      const warm = await build(dir, 'out-warm');
      expect(warm.code, warm.stderr).toBe(0);
      const cold = await build(dir, 'out-cold', '--no-cache');
      expect(cold.code, cold.stderr).toBe(0);
      const coldOut = await outputOf(path.join(dir, 'out-cold'));
      expect(differences(coldOut, await outputOf(path.join(dir, 'out-after-watch')))).toEqual([]);
      expect(differences(coldOut, await outputOf(path.join(dir, 'out-warm')))).toEqual([]);
    }, 180_000);
  }
});

/**
 * The persistent cache of rendered markdown (`.rnhc-cache/markdown/`): one JSON file per render,
 * named by a hash of rnhc-docs' own code, the source path and the body. Markdown is most of a
 * page's render time (micromark parses an API page in 10-15 ms), and a doc that did not change
 * renders the same, unless what it links to did: each entry keeps the route and asset lookups its
 * render made, and is used only while they all give the same answers (a renamed doc, a deleted
 * image). Workers read and write entries themselves, so nothing crosses threads.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RenderedMarkdown } from '../../markdown/processor.ts';
import { packageInfo } from '../../util/package-root.ts';

/** Where the cache lives and what its keys start with: plain data, sent to render workers. */
export interface MarkdownCacheConfig {
  dir: string;
  salt: string;
}

/** Reads and writes cached renders. */
export interface MarkdownCache {
  key(file: string, body: string): string;
  read(key: string): RenderedMarkdown | undefined;
  write(key: string, value: RenderedMarkdown): void;
}

export function createMarkdownCache({ dir, salt }: MarkdownCacheConfig): MarkdownCache {
  let made = false;
  return {
    key: (file, body) => createHash('sha1').update(`${salt}\0${file}\0${body}`).digest('hex'),
    read(key) {
      try {
        return JSON.parse(readFileSync(path.join(dir, `${key}.json`), 'utf8')) as RenderedMarkdown;
      } catch {
        return undefined; // missing or damaged: render again
      }
    },
    write(key, value) {
      try {
        if (!made) mkdirSync(dir, { recursive: true });
        made = true;
        const file = path.join(dir, `${key}.json`);
        const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(temp, JSON.stringify(value));
        renameSync(temp, file);
      } catch {
        // A cache that cannot be written only costs time next build.
      }
    },
  };
}

/** Removes the entries a build did not use, once they outnumber the used ones (edits leave old versions). */
export function pruneMarkdownCache(dir: string, used: ReadonlySet<string>): void {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  if (names.length <= 2 * used.size + 50) return;
  for (const name of names) {
    if (!used.has(name.replace(/\.json$/, ''))) rmSync(path.join(dir, name), { force: true });
  }
}

/**
 * What the rendered HTML depends on besides the sources: rnhc-docs' compiled code (its markdown
 * plugins, the highlighter and its pinned shiki version). A new version or a recompile (watch
 * mode recompiles after a theme edit) starts the cache afresh. About 5 ms a build.
 */
export function codeFingerprint(): string {
  const { root, version } = packageInfo();
  const hash = createHash('sha1').update(version);
  const add = (dir: string) => {
    let entries: Array<{ name: string; isDirectory(): boolean }>;
    try {
      entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name));
    } catch {
      return;
    }
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) add(file);
      else hash.update(entry.name).update(readFileSync(file));
    }
  };
  add(path.join(root, 'dist', 'node'));
  return hash.digest('hex').slice(0, 16);
}

/** What package managers rewrite on an install, in the site folder and its node_modules. */
export const INSTALL_FILES = [
  'package.json',
  'package-lock.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lock',
  'bun.lockb',
  'node_modules/.package-lock.json',
  'node_modules/.yarn-integrity',
  'node_modules/.modules.yaml',
];

/**
 * The site's installed packages, as a hash of the files an install rewrites: an MDX page that
 * imports a package renders what that package's version renders, and its body (the cache key)
 * does not change when `npm install` upgrades it. Without any of these files, the empty hash.
 */
export function installFingerprint(siteDir: string): string {
  const hash = createHash('sha1');
  for (const name of INSTALL_FILES) {
    try {
      hash.update(name).update(readFileSync(path.join(siteDir, name)));
    } catch {
      // absent: nothing installed that way
    }
  }
  return hash.digest('hex').slice(0, 16);
}

#!/usr/bin/env node
// Extracts each corpus site's repository at its pinned commit from the bare mirrors the search
// tool's `fetch` made (/work/.mirror/<owner>+<name>/repo) into /work/compat-cache/sites/<name>/.
// Snapshots may lack their largest blobs (big GIFs, videos): those files are written as a 1x1 image
// of the same type (or empty), so both builds see the same tree, and listed in .compat-missing.txt.
//   node compat/extract.mjs [--site a,b] [--force]
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MIRROR_DIR, repoRoot, selectSites, siteDir } from './corpus.mjs';

const PLACEHOLDERS = {
  '.png': 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  '.gif': 'R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7',
  '.jpg':
    '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  '.webp': 'UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==',
};
PLACEHOLDERS['.jpeg'] = PLACEHOLDERS['.jpg'];

export async function extractSite(site, { force = false } = {}) {
  const dest = repoRoot(site);
  if (existsSync(siteDir(site)) && !force) {
    initGit(site, path.join(MIRROR_DIR, site.repo.replace('/', '+'), 'repo'), dest);
    return { skipped: true };
  }
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const gitDir = path.join(MIRROR_DIR, site.repo.replace('/', '+'), 'repo');
  const listing = execFileSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', site.commit], {
    maxBuffer: 1 << 30,
  }).toString();
  const entries = listing
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [mode, type, sha] = meta.split(' ');
      return { mode, type, sha, file };
    })
    .filter((e) => e.type === 'blob');
  const missing = [];
  // One `git cat-file --batch` for the whole tree: a process per file would take minutes.
  const cat = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  let buf = Buffer.alloc(0);
  let index = 0;
  let waiting;
  cat.stdout.on('data', (d) => {
    buf = Buffer.concat([buf, d]);
    drain();
  });
  function drain() {
    while (index < entries.length) {
      const nl = buf.indexOf(10);
      if (nl < 0) return;
      const header = buf.subarray(0, nl).toString();
      const entry = entries[index];
      const target = path.join(dest, entry.file);
      mkdirSync(path.dirname(target), { recursive: true });
      if (header.endsWith(' missing')) {
        buf = buf.subarray(nl + 1);
        missing.push(entry.file);
        const ph = PLACEHOLDERS[path.extname(entry.file).toLowerCase()];
        writeFileSync(target, ph ? Buffer.from(ph, 'base64') : '');
      } else {
        const size = Number(header.split(' ')[2]);
        if (buf.length < nl + 1 + size + 1) return;
        const body = buf.subarray(nl + 1, nl + 1 + size);
        buf = buf.subarray(nl + 1 + size + 1);
        if (entry.mode === '120000') symlinkSync(body.toString(), target);
        else writeFileSync(target, body, { mode: entry.mode === '100755' ? 0o755 : 0o644 });
      }
      index++;
    }
    waiting?.();
  }
  const done = new Promise((resolve) => {
    waiting = () => index >= entries.length && resolve();
  });
  for (const e of entries) cat.stdin.write(`${e.sha}\n`);
  cat.stdin.end();
  await done;
  writeFileSync(path.join(dest, '.compat-missing.txt'), missing.join('\n') + (missing.length ? '\n' : ''));
  initGit(site, gitDir, dest);
  return { files: entries.length, missing: missing.length };
}

/**
 * Makes the extracted tree a git repository of one commit with the pinned commit's author and date:
 * sites that show last update times read git history, and Docusaurus 3 fails without it. Both
 * builds then see the same (single) history.
 */
export function initGit(site, gitDir, dest) {
  if (existsSync(path.join(dest, '.git'))) return;
  const meta = execFileSync('git', ['--git-dir', gitDir, 'log', '-1', '--format=%an%x00%ae%x00%aI', site.commit])
    .toString()
    .trim()
    .split('\0');
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: meta[0],
    GIT_AUTHOR_EMAIL: meta[1],
    GIT_AUTHOR_DATE: meta[2],
    GIT_COMMITTER_NAME: meta[0],
    GIT_COMMITTER_EMAIL: meta[1],
    GIT_COMMITTER_DATE: meta[2],
  };
  const git = (...args) => execFileSync('git', args, { cwd: dest, env, stdio: ['ignore', 'ignore', 'inherit'] });
  git('init', '-q');
  writeFileSync(path.join(dest, '.git/info/exclude'), 'node_modules/\n.compat-missing.txt\n');
  git('add', '-A', '.');
  git('-c', 'commit.gpgsign=false', 'commit', '-q', '--no-verify', '-m', `${site.repo}@${site.commit}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({ options: { site: { type: 'string' }, force: { type: 'boolean' } } });
  for (const site of selectSites(values.site?.split(','))) {
    const r = await extractSite(site, { force: values.force });
    console.log(
      site.name,
      r.skipped ? 'already extracted' : `${r.files} files, ${r.missing} missing blobs replaced by placeholders`,
    );
  }
}

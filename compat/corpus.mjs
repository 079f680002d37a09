// Shared paths and helpers of the compatibility corpus (compat/README.md). Nothing here runs in
// `npm test`: the corpus needs the sites' sources and npm, which CI does not have.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPAT_DIR = path.dirname(fileURLToPath(import.meta.url));
export const REPO_DIR = path.dirname(COMPAT_DIR);
/** Large, uncommitted: sites' sources with their node_modules, build outputs, reports. */
export const CACHE_DIR = process.env.RNHC_COMPAT_CACHE || '/work/compat-cache';
/** Where the search tool's `fetch` puts bare git repositories. */
export const MIRROR_DIR = process.env.RNHC_COMPAT_MIRROR || '/work/.mirror';

/** The corpus: one entry per site, pinned at a commit. */
export function loadCorpus() {
  return JSON.parse(readFileSync(path.join(COMPAT_DIR, 'corpus.json'), 'utf8')).sites;
}

/** Selects sites by `--site a,b` (all when absent); an unknown name is a usage error. */
export function selectSites(names) {
  const sites = loadCorpus();
  if (!names || names.length === 0) return sites;
  const picked = [];
  for (const name of names) {
    const site = sites.find((s) => s.name === name);
    if (!site) {
      console.error(`unknown site "${name}"; the corpus has: ${sites.map((s) => s.name).join(', ')}`);
      process.exit(2);
    }
    picked.push(site);
  }
  return picked;
}

/** Folder of a site's extracted repository (the repository root, not the site folder). */
export const repoRoot = (site) => path.join(CACHE_DIR, 'sites', site.name);
/** Folder holding the site's docusaurus.config.*. */
export const siteDir = (site) => path.join(repoRoot(site), site.site);
/** Output folder of one build of a site ('docusaurus', 'rnhc', 'rnhc-no-modules'). */
export const outDir = (site, kind) => path.join(CACHE_DIR, 'out', site.name, kind);
export const recordPath = (site) => path.join(COMPAT_DIR, 'records', `${site.name}.json`);

/** The site's Docusaurus config file (Docusaurus looks for these names in this order). */
export function findConfig(dir) {
  for (const name of [
    'docusaurus.config.ts',
    'docusaurus.config.mts',
    'docusaurus.config.mjs',
    'docusaurus.config.js',
    'docusaurus.config.cjs',
  ]) {
    if (existsSync(path.join(dir, name))) return path.join(dir, name);
  }
  throw new Error(`no docusaurus.config.* in ${dir}`);
}

export function ensureDir(dir) {
  mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * Runs a command, streaming its output to a log file and keeping the last lines; resolves with the
 * exit code, wall time and the CPU time of the child and its descendants (from /proc of `time`).
 */
export function run(command, args, { cwd, env, log, nice = true, timeoutMs, lock } = {}) {
  return new Promise((resolve) => {
    // `/usr/bin/time -f` gives the wall time and the CPU time of the whole process tree (user + sys
    // of children), without the time spent waiting for the lock.
    const timed = ['/usr/bin/time', '-f', '__CPU__ %U %S %e', command, ...args];
    const niced = nice ? ['nice', '-n', '10', ...timed] : timed;
    // `lock`: a file that serialises heavy builds across processes (one Docusaurus build at a time).
    const wrapped = lock ? ['flock', lock, ...niced] : niced;
    const started = process.hrtime.bigint();
    const child = spawn(wrapped[0], wrapped.slice(1), {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group, so a timeout ends the whole tree (npx, node, workers), not just the wrapper.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    const chunks = [];
    child.stdout.on('data', (d) => {
      stdout += d;
      chunks.push(d);
    });
    child.stderr.on('data', (d) => {
      stderr += d;
      chunks.push(d);
    });
    let timer;
    if (timeoutMs) timer = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), timeoutMs);
    child.on('close', async (code, signal) => {
      if (timer) clearTimeout(timer);

      const m = /__CPU__ ([\d.]+) ([\d.]+) ([\d.]+)/.exec(stderr);
      const cpuMs = m ? (Number(m[1]) + Number(m[2])) * 1000 : null;
      const wallMs = m ? Number(m[3]) * 1000 : Number(process.hrtime.bigint() - started) / 1e6;
      stderr = stderr.replace(/^(__CPU__ .*|Command exited with non-zero status \d+)\n?/gm, '');
      if (log) {
        const { writeFileSync } = await import('node:fs');
        ensureDir(path.dirname(log));
        // The timing line of /usr/bin/time is ours, not the command's.
        const text = Buffer.concat(chunks.map((c) => Buffer.from(c))).toString();
        writeFileSync(log, text.replace(/^(__CPU__ .*|Command exited with non-zero status \d+)\n?/gm, ''));
      }
      resolve({ code: code ?? (signal ? 128 : 1), signal, wallMs, cpuMs, stdout, stderr });
    });
  });
}

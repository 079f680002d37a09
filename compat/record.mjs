#!/usr/bin/env node
// Records what Docusaurus itself writes for each corpus site, once (re-run to re-record):
// extracts the site (compat/extract.mjs), installs its dependencies from npm into the cache,
// runs `npx docusaurus build` with `nice`, keeps the output in /work/compat-cache/out/<name>/docusaurus/
// and writes compat/records/<name>.json (small, committed).
//   node compat/record.mjs <name>... | --all   [--no-build] (re-read an existing output) [--no-install]
//     [--reinstall] (from scratch) [--update-install] (npm install over the existing node_modules)
//     [--keep-cache] (do not clear Docusaurus's caches before the build; they are cleared by default)
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeSite } from './analyze.mjs';
import {
  CACHE_DIR,
  ensureDir,
  findConfig,
  outDir,
  recordPath,
  repoRoot,
  run,
  selectSites,
  siteDir,
} from './corpus.mjs';
import { extractSite } from './extract.mjs';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    all: { type: 'boolean' },
    build: { type: 'boolean', default: true },
    install: { type: 'boolean', default: true },
    'no-build': { type: 'boolean' },
    'no-install': { type: 'boolean' },
    reinstall: { type: 'boolean' },
    'update-install': { type: 'boolean' },
    'keep-cache': { type: 'boolean' },
  },
});
if (!values.all && positionals.length === 0) {
  console.error('usage: node compat/record.mjs <name>... | --all [--no-build] [--no-install]');
  process.exit(2);
}
const sites = selectSites(values.all ? [] : positionals);
const logDir = (site) => ensureDir(path.join(path.dirname(outDir(site, 'x')), 'logs'));

/**
 * Installs the site's dependencies with npm into its own folder (`--prefix`, so a monorepo root's
 * workspaces are not installed). Packages of the site's own monorepo (`install.links` in corpus.json)
 * are installed from their folders: package.json is rewritten for the install and restored after.
 */
async function installSite(site) {
  const dir = siteDir(site);
  const pkgFile = path.join(dir, 'package.json');
  const original = readFileSync(pkgFile, 'utf8');
  // npm rewrites a yarn.lock it finds; the site keeps its own.
  const yarnLock = path.join(dir, 'yarn.lock');
  const originalYarnLock = existsSync(yarnLock) ? readFileSync(yarnLock) : null;
  const links = site.install?.links ?? {};
  // Versions the site's own yarn.lock pinned and npm would not (npm reads no yarn berry lockfile,
  // and a caret range may now reach a release that breaks the site): applied as npm overrides.
  const overrides = site.install?.overrides ?? {};
  if (Object.keys(links).length > 0 || Object.keys(overrides).length > 0) {
    const pkg = JSON.parse(original);
    for (const field of ['dependencies', 'devDependencies']) {
      for (const [name, rel] of Object.entries(links)) if (pkg[field]?.[name]) pkg[field][name] = `file:${rel}`;
      for (const [name, version] of Object.entries(overrides)) if (pkg[field]?.[name]) pkg[field][name] = version;
    }
    // A monorepo package the config imports without listing it (yarn workspaces hoist it): add it.
    for (const [name, rel] of Object.entries(links)) {
      if (!pkg.dependencies?.[name] && !pkg.devDependencies?.[name])
        pkg.dependencies = { ...pkg.dependencies, [name]: `file:${rel}` };
    }
    // An override of a package the site does not list is also listed: npm (11) otherwise removed
    // the overridden package altogether on an install over an existing node_modules.
    for (const [name, version] of Object.entries(overrides)) {
      if (!pkg.dependencies?.[name] && !pkg.devDependencies?.[name])
        pkg.dependencies = { ...pkg.dependencies, [name]: version };
    }
    if (Object.keys(overrides).length > 0) pkg.overrides = { ...pkg.overrides, ...overrides };
    writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  }
  const args = ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', '--prefix', dir, '--workspaces=false'];
  if (Object.keys(links).length > 0) args.push('--install-links');
  if (!site.install?.scripts) args.push('--ignore-scripts');
  try {
    // One install per site at a time, even from two record processes.
    return await run('npm', args, {
      cwd: dir,
      log: path.join(logDir(site), 'npm-install.log'),
      lock: `${repoRoot(site)}.install.lock`,
    });
  } finally {
    writeFileSync(pkgFile, original);
    if (originalYarnLock) writeFileSync(yarnLock, originalYarnLock);
    // npm writes a package-lock.json the site did not have: remove it so the site stays as committed.
    if (
      !site.install?.keepLock &&
      existsSync(path.join(dir, 'package-lock.json')) &&
      !original.includes('"__compat_keep_lock"')
    ) {
      rmSync(path.join(dir, 'package-lock.json'));
    }
  }
}

/**
 * The step a site runs before `docusaurus build` (corpus.json `prebuild`, e.g. docs generated from
 * the library's sources); its output is part of the site both builds read.
 */
async function prebuildSite(site) {
  const step = site.prebuild;
  if (!step) return null;
  return run(step.command[0], step.command.slice(1), {
    cwd: path.join(repoRoot(site), step.cwd ?? '.'),
    env: Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, v.replace('{repo}', repoRoot(site))])),
    log: path.join(logDir(site), 'prebuild.log'),
  });
}

/**
 * Removes what `docusaurus clear` removes (the generated `.docusaurus` folder and webpack's
 * `node_modules/.cache`): a record must describe the pinned commit, and a cache left by a build of
 * an earlier extraction gave gesture-handler's first record pages of files the commit no longer has.
 * Done by hand rather than with `docusaurus clear`, which Docusaurus 2 alphas lack.
 */
function clearDocusaurusCaches(site) {
  const dir = siteDir(site);
  const cleared = [];
  for (const rel of ['.docusaurus', 'node_modules/.cache']) {
    const target = path.join(dir, rel);
    if (!existsSync(target)) continue;
    rmSync(target, { recursive: true, force: true });
    cleared.push(rel);
  }
  return cleared;
}

async function buildSite(site) {
  const dir = siteDir(site);
  const out = outDir(site, 'docusaurus');
  rmSync(out, { recursive: true, force: true });
  ensureDir(path.dirname(out));
  const config = path.basename(findConfig(dir));
  return run(
    'npx',
    ['--no-install', 'docusaurus', 'build', '--config', config, '--out-dir', out, ...(site.docusaurusArgs ?? [])],
    {
      cwd: dir,
      env: {
        NODE_OPTIONS: `--max-old-space-size=8192 ${site.nodeOptions ?? ''}`.trim(),
        DOCUSAURUS_TELEMETRY_DISABLED: '1',
        CI: '1',
        ...(site.env ?? {}),
      },
      log: path.join(logDir(site), 'docusaurus-build.log'),
      timeoutMs: (site.timeoutMinutes ?? 60) * 60_000,
      lock: path.join(CACHE_DIR, 'build.lock'),
    },
  );
}

function docusaurusVersion(site) {
  try {
    return JSON.parse(readFileSync(path.join(siteDir(site), 'node_modules/@docusaurus/core/package.json'), 'utf8'))
      .version;
  } catch {
    return null;
  }
}

for (const site of sites) {
  const stamp = () => new Date().toISOString().slice(11, 19);
  console.log(`[${stamp()}] ${site.name}: extract`);
  await extractSite(site);
  const recordFile = recordPath(site);
  const previous = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, 'utf8')) : null;
  let install = previous?.install ?? null;
  if (values.reinstall) rmSync(path.join(siteDir(site), 'node_modules'), { recursive: true, force: true });
  if (
    values.install &&
    !values['no-install'] &&
    (values['update-install'] || !existsSync(path.join(siteDir(site), 'node_modules/@docusaurus/core')))
  ) {
    console.log(`[${stamp()}] ${site.name}: npm install`);
    const r = await installSite(site);
    install = { exitCode: r.code, wallMs: Math.round(r.wallMs) };
    if (r.code !== 0) console.log(`  npm install exited ${r.code}:\n${tail(r.stderr || r.stdout)}`);
  }
  let build = previous?.build ?? null;
  if (values.build && !values['no-build']) {
    if (site.prebuild) {
      const p = await prebuildSite(site);
      console.log(`[${stamp()}] ${site.name}: prebuild ${site.prebuild.command.join(' ')} exited ${p.code}`);
    }
    if (!values['keep-cache']) {
      const cleared = clearDocusaurusCaches(site);
      if (cleared.length > 0) console.log(`[${stamp()}] ${site.name}: cleared ${cleared.join(', ')}`);
    }
    console.log(`[${stamp()}] ${site.name}: docusaurus build`);
    const r = await buildSite(site);
    build = {
      exitCode: r.code,
      wallMs: Math.round(r.wallMs),
      cpuMs: r.cpuMs === null ? null : Math.round(r.cpuMs),
      error: r.code === 0 ? null : tail(r.stderr || r.stdout, 30),
    };
    console.log(
      `  exit ${r.code} in ${(r.wallMs / 1000).toFixed(1)} s wall, ${((r.cpuMs ?? 0) / 1000).toFixed(1)} s CPU`,
    );
    if (r.code !== 0) console.log(tail(r.stderr || r.stdout, 30));
  }
  const out = outDir(site, 'docusaurus');
  const pages = existsSync(out) && build?.exitCode === 0 ? analyzeSite(out) : {};
  const record = {
    name: site.name,
    repo: site.repo,
    commit: site.commit,
    site: site.site,
    docusaurusVersion: docusaurusVersion(site),
    recordedAt: new Date().toISOString(),
    machine: machine(),
    install,
    build,
    pageCount: Object.keys(pages).length,
    pages,
  };
  writeFileSync(recordFile, `${JSON.stringify(record, null, 1)}\n`);
  console.log(
    `[${stamp()}] ${site.name}: ${record.pageCount} pages recorded in ${path.relative(process.cwd(), recordFile)}`,
  );
}

function tail(text, n = 15) {
  return text.trim().split('\n').slice(-n).join('\n');
}

function machine() {
  const os = process.getBuiltinModule?.('node:os');
  return os
    ? `${os.cpus().length} cores ${os.cpus()[0]?.model ?? ''}, ${Math.round(os.totalmem() / 2 ** 30)} GB, Node ${process.version}`
    : process.version;
}

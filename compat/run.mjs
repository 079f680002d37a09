#!/usr/bin/env node
// `npm run compat`: builds every recorded corpus site UNCHANGED with rnhc-docs, once with the site's
// node_modules and once from a copy without them, and compares each build with what Docusaurus
// wrote (compat/records/<name>.json). See compat/README.md.
//   node compat/run.mjs [--site a,b] [--json] [--modules-only | --no-modules-only] [--cli path/to/rnhc-docs.js]
//                       [--no-build] (compare existing outputs) [--details]
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { analyzeSite, normalizeRoute } from './analyze.mjs';
import { collectWarnings, comparePages, firstErrorLines } from './compare.mjs';
import {
  CACHE_DIR,
  COMPAT_DIR,
  ensureDir,
  findConfig,
  loadCorpus,
  outDir,
  REPO_DIR,
  recordPath,
  repoRoot,
  run,
  selectSites,
} from './corpus.mjs';

const { values } = parseArgs({
  options: {
    site: { type: 'string' },
    json: { type: 'boolean' },
    'modules-only': { type: 'boolean' },
    'no-modules-only': { type: 'boolean' },
    cli: { type: 'string', default: path.join(REPO_DIR, 'bin/rnhc-docs.js') },
    'no-build': { type: 'boolean' },
    details: { type: 'boolean' },
  },
});

const variants = values['modules-only']
  ? ['modules']
  : values['no-modules-only']
    ? ['no-modules']
    : ['modules', 'no-modules'];
const sites = selectSites(values.site?.split(','));

/** A copy of the site's repository without any node_modules (rebuilt each run: sources are small). */
function copyWithoutModules(site) {
  const dest = path.join(CACHE_DIR, 'no-modules', site.name);
  rmSync(dest, { recursive: true, force: true });
  cpSync(repoRoot(site), dest, {
    recursive: true,
    verbatimSymlinks: true,
    filter: (src) => path.basename(src) !== 'node_modules',
  });
  return path.join(dest, site.site);
}

async function buildVariant(site, variant, record) {
  const out = outDir(site, variant === 'modules' ? 'rnhc' : 'rnhc-no-modules');
  const logFile = path.join(path.dirname(out), 'logs', `rnhc-${variant}.log`);
  let r;
  if (values['no-build']) {
    const meta = existsSync(`${logFile}.json`) ? JSON.parse(readFileSync(`${logFile}.json`, 'utf8')) : {};
    r = {
      code: meta.code ?? null,
      wallMs: meta.wallMs ?? null,
      cpuMs: meta.cpuMs ?? null,
      stdout: existsSync(logFile) ? readFileSync(logFile, 'utf8') : '',
      stderr: '',
    };
  } else {
    const dir = variant === 'modules' ? path.join(repoRoot(site), site.site) : copyWithoutModules(site);
    rmSync(out, { recursive: true, force: true });
    ensureDir(path.dirname(out));
    r = await run('node', [path.resolve(values.cli), 'build', '--config', findConfig(dir), '--out-dir', out], {
      cwd: dir,
      env: { CI: '1', NO_COLOR: '1' },
      log: logFile,
      timeoutMs: 30 * 60_000,
    });
    writeFileSync(`${logFile}.json`, JSON.stringify({ code: r.code, wallMs: r.wallMs, cpuMs: r.cpuMs }));
  }
  const output = `${r.stdout}\n${r.stderr}`;
  const built = existsSync(out) ? analyzeSite(out) : {};
  const cmp = comparePages(record.pages, built);
  return {
    variant,
    exitCode: r.code,
    wallMs: r.wallMs === null ? null : Math.round(r.wallMs),
    cpuMs: r.cpuMs === null ? null : Math.round(r.cpuMs),
    pages: new Set(Object.keys(built).map(normalizeRoute)).size,
    ...cmp,
    warnings: collectWarnings(output),
    error: r.code === 0 ? null : firstErrorLines(output),
  };
}

const results = [];
for (const site of sites) {
  // A site Docusaurus has not built (yet) is still built by rnhc-docs: its exit code and errors
  // count even with no pages to compare against.
  const record = existsSync(recordPath(site))
    ? JSON.parse(readFileSync(recordPath(site), 'utf8'))
    : { pages: {}, build: null };
  const entry = {
    name: site.name,
    docusaurusVersion: record.docusaurusVersion,
    docusaurusExit: record.build?.exitCode ?? null,
    docusaurusWallMs: record.build?.wallMs ?? null,
    docusaurusPages: Object.keys(record.pages).filter((route) => !route.includes('/__docusaurus/')).length,
    runs: [],
  };
  entry.recorded = record.build?.exitCode === 0;
  if (!entry.recorded) {
    const why = record.build
      ? `Docusaurus's own build failed (exit ${record.build.exitCode})`
      : 'Docusaurus not recorded';
    console.log(`\n== ${site.name}: ${why}; rnhc-docs' exit code and errors only`);
  }
  for (const variant of variants) {
    process.stdout.write(`\n== ${site.name} (${variant === 'modules' ? 'with' : 'without'} node_modules) `);
    const r = await buildVariant(site, variant, record);
    entry.runs.push(r);
    printRun(entry, r);
  }
  results.push(entry);
}

function seconds(ms) {
  return ms === null || ms === undefined ? '-' : `${(ms / 1000).toFixed(1)} s`;
}

function printRun(entry, r) {
  const ratio =
    entry.recorded && r.exitCode === 0 && r.wallMs && entry.docusaurusWallMs
      ? ` (${(entry.docusaurusWallMs / r.wallMs).toFixed(1)}x faster than Docusaurus's ${seconds(entry.docusaurusWallMs)})`
      : '';
  console.log(`exit ${r.exitCode}, ${seconds(r.wallMs)}${ratio}`);
  console.log(
    `  pages matched ${r.matched}/${r.docusaurusPages} (rnhc-docs wrote ${r.pages}, ${r.extra} not in Docusaurus)`,
  );
  console.log(
    `  title mismatches ${r.titleMismatches.length}, source printed as text ${r.sourceAsText.length}, under 90% of the text ${r.lowText.length}, fewer images ${r.fewerImages.length}`,
  );
  const show = values.details ? 20 : 3;
  for (const t of r.titleMismatches.slice(0, show))
    console.log(`    title ${t.route}: "${t.rnhc}" ≠ "${t.docusaurus}"`);
  for (const s of r.sourceAsText.slice(0, show)) console.log(`    source ${s.route}: ${s.signs.join(', ')}`);
  for (const l of r.lowText.slice(0, show)) console.log(`    text ${l.route}: ${l.rnhc} of ${l.docusaurus} chars`);
  if (r.missing.length > 0) console.log(`    missing e.g. ${r.missing.slice(0, show).join(' ')}`);
  if (r.warnings.length > 0) {
    console.log(`  warnings (${r.warnings.reduce((n, w) => n + w.count, 0)} in ${r.warnings.length} kinds):`);
    for (const w of r.warnings.slice(0, values.details ? 50 : 8))
      console.log(`    ${String(w.count).padStart(4)}× ${values.details ? w.example.slice(0, 300) : w.kind}`);
  }
  if (r.error) console.log(`  first error lines:\n${r.error.replace(/^/gm, '    | ')}`);
}

console.log(
  '\nsite                        exit(mod/no)  pages matched      titles≠  source  <90%text  rnhc s / docusaurus s',
);
for (const e of results) {
  const m = e.runs.find((r) => r.variant === 'modules');
  const n = e.runs.find((r) => r.variant === 'no-modules');
  const best = m ?? n;
  if (!best) {
    console.log(`${e.name.padEnd(28)}docusaurus failed`);
    continue;
  }
  const exits = `${m?.exitCode ?? '-'}/${n?.exitCode ?? '-'}`;
  const pages = `${e.runs.map((r) => `${r.matched}`).join('/')}/${e.docusaurusPages}`;
  console.log(
    `${e.name.padEnd(28)}${exits.padEnd(14)}${pages.padEnd(19)}${String(best.titleMismatches.length).padEnd(9)}${String(best.sourceAsText.length).padEnd(8)}${String(best.lowText.length).padEnd(10)}${seconds(best.wallMs)} / ${seconds(e.docusaurusWallMs)}`,
  );
}

if (values.json) {
  const file = path.join(ensureDir(path.join(COMPAT_DIR, 'results')), 'latest.json');
  // Page lists are cut so the file stays small enough to commit.
  const cut = results.map((e) => ({
    ...e,
    runs: e.runs.map((r) => ({
      ...r,
      missing: r.missing.slice(0, 50),
      missingCount: r.missing.length,
      titleMismatches: r.titleMismatches.slice(0, 50),
      sourceAsText: r.sourceAsText.slice(0, 50),
      lowText: r.lowText.slice(0, 50),
      fewerImages: r.fewerImages.slice(0, 50),
      titleMismatchCount: r.titleMismatches.length,
      sourceAsTextCount: r.sourceAsText.length,
      lowTextCount: r.lowText.length,
      fewerImagesCount: r.fewerImages.length,
    })),
  }));
  // Sites not run this time keep their previous results, so sites can be re-run one by one.
  const ranAt = new Date().toISOString();
  const previous = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).results : [];
  const merged = [...previous.filter((p) => !cut.some((c) => c.name === p.name)), ...cut.map((c) => ({ ...c, ranAt }))];
  const order = loadCorpus().map((site) => site.name);
  merged.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  writeFileSync(
    file,
    `${JSON.stringify({ ranAt, cli: path.relative(REPO_DIR, path.resolve(values.cli)), results: merged }, null, 1)}\n`,
  );
  console.log(`\nresults written to ${path.relative(process.cwd(), file)}`);
}

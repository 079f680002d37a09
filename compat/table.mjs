#!/usr/bin/env node
// Prints the corpus results (compat/results/latest.json, and screenshots.json when present) as the
// markdown table of docs/docusaurus-compatibility.md, "The corpus". Held-out sites (`"heldout": true`
// in corpus.json: real sites rnhc-docs was never tuned on, compared once to see what is still wrong in
// general) get a table of their own after it, so the corpus figures stay those of the corpus.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPAT_DIR, loadCorpus } from './corpus.mjs';

const results = JSON.parse(readFileSync(path.join(COMPAT_DIR, 'results/latest.json'), 'utf8'));
const shotsFile = path.join(COMPAT_DIR, 'results/screenshots.json');
const shots = existsSync(shotsFile) ? JSON.parse(readFileSync(shotsFile, 'utf8')).rows : [];
const corpus = new Map(loadCorpus().map((s) => [s.name, s]));
const s = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(0)}`);

/** Prints one markdown table of result entries (the corpus's, or the held-out sites'). */
function printTable(entries) {
  console.log(
    '| Site | Docusaurus | Exit with / without node_modules | Pages matched (with / without) | Title ≠ | Source as text | < 90 % text | rnhc-docs s / Docusaurus s | Pixels differ (home, doc, doc; desktop / mobile) |',
  );
  console.log('|---|---|---|---|---|---|---|---|---|');
  for (const e of entries) {
    const site = corpus.get(e.name);
    const m = e.runs.find((r) => r.variant === 'modules');
    const n = e.runs.find((r) => r.variant === 'no-modules');
    const best = m ?? n;
    const pct = (v) => `${(v * 100).toFixed(0)}%`;
    const rows = shots.filter((r) => r.site === e.name);
    const routes = [...new Set(rows.map((r) => r.route))];
    const shot = routes
      .map((route) =>
        ['desktop', 'mobile']
          .map((vp) => rows.find((r) => r.route === route && r.viewport === vp))
          .map((r) => (r ? pct(r.diff) : '–'))
          .join(' / '),
      )
      .join('; ');
    const name = `[${e.name}](https://github.com/${site.repo}/tree/${site.commit}/${site.site})`;
    if (best && !(e.recorded ?? e.docusaurusExit === 0)) {
      const why = e.docusaurusExit === null ? 'not recorded in time' : `failed (exit ${e.docusaurusExit})`;
      console.log(
        `| ${name} | ${e.docusaurusVersion ?? site.docusaurus} | ${m?.exitCode ?? '–'} / ${n?.exitCode ?? '–'} | Docusaurus ${why}; rnhc-docs wrote ${m?.pages ?? 0} / ${n?.pages ?? 0} | | | | | |`,
      );
      continue;
    }
    if (!best) {
      console.log(
        `| ${name} | ${e.docusaurusVersion ?? '?'} | Docusaurus failed (exit ${e.docusaurusExit}) | | | | | | |`,
      );
      continue;
    }
    console.log(
      `| ${name} | ${e.docusaurusVersion} | ${m?.exitCode ?? '–'} / ${n?.exitCode ?? '–'} | ${m?.matched ?? '–'} / ${n?.matched ?? '–'} of ${e.docusaurusPages} | ${best.titleMismatchCount} | ${best.sourceAsTextCount} | ${best.lowTextCount} | ${m?.exitCode === 0 ? s(m.wallMs) : '–'} / ${s(e.docusaurusWallMs)} | ${shot || '–'} |`,
    );
  }
}

const isHeldout = (e) => corpus.get(e.name)?.heldout === true;
printTable(results.results.filter((e) => !isHeldout(e)));
const heldout = results.results.filter(isHeldout);
if (heldout.length > 0) {
  console.log('\nHeld-out sites (not tuned on; compared to see what is still wrong in general):\n');
  printTable(heldout);
}

// What the corpus sites (held-out ones aside) configure that rnhc-docs does not apply, by number of sites: the order in
// which to support things (#22 item 4).
const notApplied = new Map();
for (const e of results.results.filter((r) => !isHeldout(r))) {
  const keys = new Set();
  for (const run of e.runs) {
    for (const w of run.warnings) {
      const m =
        /(?:^|: )([\w.[\]N-]+(?: \([^)]*\))?) is not applied/.exec(w.kind) ??
        /^<path>: (not applied: swizzled)/.exec(w.kind);
      if (m) keys.add(m[1].replace(/\.N\./g, '.*.').replace(/\[N\]/g, '[*]'));
      if (/imports <q>, which is not installed/.test(w.kind))
        keys.add('(without node_modules) imports of packages not installed, stubbed');
      if (/Not valid MDX/.test(w.kind)) keys.add('(MDX) files rendered as plain markdown');
    }
  }
  for (const k of keys) notApplied.set(k, [...(notApplied.get(k) ?? []), e.name]);
}
console.log('\n| Not applied (warning) | Sites |\n|---|---|');
for (const [k, sites] of [...notApplied].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
  console.log(`| \`${k}\` | ${sites.length}: ${sites.join(', ')} |`);
}

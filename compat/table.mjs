#!/usr/bin/env node
// Prints the corpus results (compat/results/latest.json, and screenshots.json when present) as the
// markdown table of docs/docusaurus-compatibility.md, "The corpus".
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { COMPAT_DIR, loadCorpus } from './corpus.mjs';

const results = JSON.parse(readFileSync(path.join(COMPAT_DIR, 'results/latest.json'), 'utf8'));
const shotsFile = path.join(COMPAT_DIR, 'results/screenshots.json');
const shots = existsSync(shotsFile) ? JSON.parse(readFileSync(shotsFile, 'utf8')).rows : [];
const corpus = new Map(loadCorpus().map((s) => [s.name, s]));
const s = (ms) => (ms === null || ms === undefined ? '–' : `${(ms / 1000).toFixed(0)}`);

console.log(
  '| Site | Docusaurus | Exit with / without node_modules | Pages matched (with / without) | Title ≠ | Source as text | < 90 % text | rnhc-docs s / Docusaurus s | Pixels differ (home, doc, doc; desktop / mobile) |',
);
console.log('|---|---|---|---|---|---|---|---|---|');
for (const e of results.results) {
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
    `| ${name} | ${e.docusaurusVersion} | ${m?.exitCode ?? '–'} / ${n?.exitCode ?? '–'} | ${m?.matched ?? '–'} / ${n?.matched ?? '–'} of ${e.docusaurusPages} | ${best.titleMismatchCount} | ${best.sourceAsTextCount} | ${best.lowTextCount} | ${s(m?.wallMs)} / ${s(e.docusaurusWallMs)} | ${shot || '–'} |`,
  );
}

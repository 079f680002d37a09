#!/usr/bin/env node
/**
 * Records what Docusaurus builds from a fixture site, so a test can check rnhc-docs against it
 * without Docusaurus installed (test/sites/docusaurus-routes.test.ts).
 *
 *   node scripts/docusaurus-routes.mjs <docusaurus-install> <fixture-folder>...
 *
 * <docusaurus-install> is a folder with Docusaurus in its node_modules, made once with
 *
 *   mkdir /tmp/docu-routes && cd /tmp/docu-routes && npm init -y
 *   npm install @docusaurus/core@3 @docusaurus/preset-classic@3 react@19.1.1 react-dom@19.1.1
 *
 * Each fixture is copied into `<docusaurus-install>/sites/<name>/` (so its config finds the
 * install's packages), built there with `docusaurus build` (every locale), and the output is
 * read back into `<fixture-folder>/docusaurus-routes.json`:
 *
 * - `pages`: every HTML file Docusaurus writes, by its path in the output (`docs/intro/index.html`
 *   for the route `/docs/intro`, `docs/2.x/index.html` for `/docs/2.x/`, `404.html`), with its
 *   `<title>`, `<html lang>` and `dir`, and `redirect` for a page that only redirects;
 * - `sitemaps`: the URL paths of each `sitemap.xml` (one per locale);
 * - `feeds`: the URL path of each item of each blog feed (`rss.xml`, `atom.xml`, `feed.json`), in
 *   the feed's order;
 * - `files`: every other file that is not a hashed bundle asset (`assets/`): feeds, static files,
 *   `.nojekyll`, ...
 *
 * The Docusaurus version that made it is in the file; rerun the script after changing a fixture
 * (then `npx biome format --write <fixture>/docusaurus-routes.json`, as the repository's JSON is).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const [install, ...fixtures] = process.argv.slice(2);
if (!install || fixtures.length === 0) {
  console.error('usage: node scripts/docusaurus-routes.mjs <docusaurus-install> <fixture-folder>...');
  process.exit(2);
}
const bin = path.resolve(install, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
if (!existsSync(bin)) {
  console.error(`no Docusaurus in ${install} (expected ${bin})`);
  process.exit(2);
}
const version = JSON.parse(
  readFileSync(path.resolve(install, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
).version;

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

function* walk(dir, base = dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full, base);
    else yield path.relative(base, full).split(path.sep).join('/');
  }
}

/** The URL paths of a feed's items, in order (undefined for a file that is no feed). */
function itemsOfFeed(file, text) {
  const paths = (urls) => urls.map((url) => new URL(decode(url)).pathname);
  if (file.endsWith('rss.xml'))
    return paths([...text.matchAll(/<item>[\s\S]*?<link>([^<]*)<\/link>/g)].map((m) => m[1]));
  if (file.endsWith('atom.xml')) {
    return paths([...text.matchAll(/<entry>[\s\S]*?<link\b[^>]*\bhref="([^"]*)"/g)].map((m) => m[1]));
  }
  if (file.endsWith('feed.json')) return paths(JSON.parse(text).items.map((item) => item.url));
  return undefined;
}

for (const fixture of fixtures) {
  const source = path.resolve(fixture);
  const name = path.basename(source);
  const site = path.resolve(install, 'sites', name);
  const out = path.join(site, 'build');
  rmSync(site, { recursive: true, force: true });
  mkdirSync(path.dirname(site), { recursive: true });
  cpSync(source, site, {
    recursive: true,
    filter: (from) => !/[/\\](build|\.docusaurus|\.rnhc-cache|node_modules|docusaurus-routes\.json)$/.test(from),
  });
  console.log(`building ${name} with Docusaurus ${version}...`);
  execFileSync(process.execPath, [bin, 'build', '--out-dir', out], { cwd: site, stdio: 'inherit' });

  const pages = {};
  const sitemaps = {};
  const feeds = {};
  const files = [];
  for (const file of [...walk(out)].sort()) {
    if (/(^|\/)assets\//.test(file)) continue;
    if (file.endsWith('.html')) {
      const html = readFileSync(path.join(out, file), 'utf8');
      const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1];
      const htmlTag = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
      const refresh = /<meta http-equiv="refresh" content="0; url=([^"]*)"/.exec(html)?.[1];
      pages[file] = {
        ...(title !== undefined ? { title: decode(title) } : {}),
        lang: /\blang="([^"]*)"/.exec(htmlTag)?.[1],
        dir: /\bdir="([^"]*)"/.exec(htmlTag)?.[1],
        ...(refresh ? { redirect: decode(refresh) } : {}),
      };
    } else if (file.endsWith('sitemap.xml')) {
      const xml = readFileSync(path.join(out, file), 'utf8');
      sitemaps[file] = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(decode(m[1])).pathname).sort();
    } else {
      files.push(file);
      const feedItems = itemsOfFeed(file, readFileSync(path.join(out, file), 'utf8'));
      if (feedItems) feeds[file] = feedItems;
    }
  }
  const record = {
    generatedBy: 'scripts/docusaurus-routes.mjs',
    docusaurus: version,
    pages,
    sitemaps,
    feeds,
    files,
  };
  writeFileSync(path.join(source, 'docusaurus-routes.json'), `${JSON.stringify(record, null, 2)}\n`);
  console.log(
    `${name}: ${Object.keys(pages).length} pages, ${Object.values(sitemaps).flat().length} sitemap URLs, ${files.length} other files`,
  );
}

#!/usr/bin/env node
// What the corpus sites use, read from their sources (not from a build, so sites that do not build
// count too): plugins, themes, remark/rehype plugins and config features named in the config, and
// swizzled components under src/theme/. Prints markdown tables, most used first (#22 item 4, #23 item 3).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { findConfig, loadCorpus, siteDir } from './corpus.mjs';

const FEATURES = {
  'remark plugins': /remarkPlugins|beforeDefaultRemarkPlugins/,
  'rehype plugins': /rehypePlugins|beforeDefaultRehypePlugins/,
  mermaid: /mermaid/,
  'showLastUpdateTime/Author': /showLastUpdate(Time|Author)/,
  'client redirects': /plugin-client-redirects/,
  headTags: /headTags/,
  'themeConfig.metadata': /metadata\s*:/,
  scripts: /^\s*scripts\s*:/m,
  stylesheets: /^\s*stylesheets\s*:/m,
  clientModules: /clientModules/,
  'gtag / googleAnalytics': /gtag|googleAnalytics/,
  algolia: /algolia/,
  'local search plugin': /search-local|lunr|pagefind|local-search/,
  'i18n (more than one locale)': /locales\s*:\s*\[[^\]]*,/,
  'versions config': /versions\s*:|lastVersion|onlyIncludeVersions/,
  blog: /blog\s*:\s*(\{|false)/,
  'live code blocks': /live-codeblock/,
  'ideal-image': /ideal-image/,
  pwa: /plugin-pwa/,
  sass: /plugin-sass/,
  'tailwind / postcss': /tailwind|configurePostCss/,
  configureWebpack: /configureWebpack/,
  'prism theme': /prism\s*:/,
  'navbar or footer style: dark': /style\s*:\s*['"]dark['"]/,
  'future flags': /future\s*:/,
  'markdown.format / mdx1Compat': /mdx1Compat|format\s*:\s*['"](detect|md)['"]/,
};

function listFiles(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) listFiles(full, out);
    else out.push(full);
  }
  return out;
}

const features = new Map();
const swizzles = new Map();
const packages = new Map();
const add = (map, key, site) => map.set(key, [...new Set([...(map.get(key) ?? []), site])]);
for (const site of loadCorpus()) {
  const dir = siteDir(site);
  if (!existsSync(dir)) continue;
  const config = readFileSync(findConfig(dir), 'utf8');
  for (const [name, re] of Object.entries(FEATURES)) if (re.test(config)) add(features, name, site.name);
  // Packages named in the config: plugins, themes, presets, remark/rehype plugins.
  for (const m of config.matchAll(
    /['"]((?:@[\w.-]+\/)?[\w.-]*(?:docusaurus|remark|rehype|plugin|theme|preset)[\w./-]*)['"]/g,
  )) {
    const name = m[1].replace(/\/(lib|dist|src)\/.*$/, '');
    if (
      name.startsWith('.') ||
      name.includes('docusaurus.config') ||
      /^(@docusaurus\/(types|preset-classic|core))$/.test(name)
    )
      continue;
    if (/^[\w-]+$/.test(name) && !/^(remark|rehype|docusaurus)-/.test(name)) continue;
    add(packages, name, site.name);
  }
  const themeDir = path.join(dir, 'src/theme');
  for (const file of listFiles(themeDir)) {
    const rel = path.relative(themeDir, file).replace(/\\/g, '/');
    if (!/\.(js|jsx|ts|tsx)$/.test(rel)) continue;
    const component = rel.replace(/\/(index)?\.(js|jsx|ts|tsx)$|\.(js|jsx|ts|tsx)$/, '').replace(/\/index$/, '');
    if (/\/(styles|utils|hooks?|components?)(\/|$)/.test(component)) continue;
    const wraps = /@theme-original\//.test(readFileSync(file, 'utf8'));
    add(swizzles, `${component}${wraps ? ' (wrapped)' : ''}`, site.name);
  }
}

const print = (title, map) => {
  console.log(`\n| ${title} | Sites |\n|---|---|`);
  for (const [k, sites] of [...map].sort((a, b) => b[1].length - a[1].length || a[0].localeCompare(b[0]))) {
    console.log(`| \`${k}\` | ${sites.length}: ${sites.join(', ')} |`);
  }
};
print('Config feature', features);
print('Package named in the config', packages);
print('Swizzled component (src/theme/)', swizzles);

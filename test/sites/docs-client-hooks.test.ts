/**
 * Site code reading Docusaurus's hooks (test/fixtures/docs-client-hooks, issue 22):
 * `@docusaurus/plugin-content-docs/client` (useDocsVersion, useActiveVersion, useActiveDocContext,
 * useDocById, useAllDocsData, useLatestVersion, useVersions) and the config's `customFields`, at
 * build time and in the islands' browser bundle; a Docusaurus module a package imports that
 * rnhc-docs does not provide is a stand-in named once.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

/** React's text separators left out: what a reader reads. */
const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('Docusaurus docs hooks and custom fields', () => {
  it('gives site code the docs plugin data and the custom fields, as Docusaurus does', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docs-client-hooks');
    const result = await buildDocusaurus(site);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);

    const current = text(await readOut(site, 'docs/intro/index.html'));
    expect(current).toContain('<li>docs version current labelled 2.x</li>');
    expect(current).toContain('<li>active version current</li>');
    expect(current).toContain('<li>active doc intro in current+1.x</li>');
    expect(current).toContain('<li>intro title Intro</li>');
    expect(current).toContain('<li>all versions current+1.x</li>');
    expect(current).toContain('<li>short title Hooks</li>');

    const old = text(await readOut(site, 'docs/1.x/intro/index.html'));
    expect(old).toContain('<li>docs version 1.x labelled 1.x</li>');
    expect(old).toContain('<li>active version 1.x</li>');
    expect(old).toContain('<li>intro title Old intro</li>');

    const home = text(await readOut(site, 'index.html'));
    expect(home).toContain('Supports JavaScript and TypeScript');
    expect(home).toContain('Latest 2.x of 2 versions');
    // Functions do not survive Docusaurus's JSON of the config either.
    expect(home).toContain('format is undefined');

    // The islands bring the data they read; the site data every page loads does not carry it.
    const assets = path.join(site, 'build/assets');
    const islands = await Promise.all(
      (await readdir(path.join(assets, 'islands'))).map((f) => readFile(path.join(assets, 'islands', f), 'utf8')),
    );
    expect(islands.some((js) => js.includes('"shortTitle":"Hooks"') || js.includes('shortTitle:"Hooks"'))).toBe(true);
    const siteData = (await readdir(assets)).filter((f) => f.startsWith('site-data.'));
    for (const file of siteData) expect(await readFile(path.join(assets, file), 'utf8')).not.toContain('shortTitle');
  });

  it('replaces a Docusaurus module a package imports but rnhc-docs lacks by a stand-in, named once', {
    timeout: 120_000,
  }, async () => {
    const site = await makeSite('docs-client-hooks', {
      'node_modules/shared-theme/package.json': '{ "name": "shared-theme", "main": "index.js" }',
      'node_modules/shared-theme/index.js':
        "const internal = require('@docusaurus/theme-search-algolia/client');\nconst React = require('react');\nexports.Banner = () => React.createElement('p', { className: 'banner' }, 'Shared banner');\nexports.Bar = () => internal.useSearchResultUrlProcessor();\n",
      'src/pages/shared.jsx':
        "import React from 'react';\nimport { Banner } from 'shared-theme';\n\nexport default function Shared() {\n  return <Banner />;\n}\n",
    });
    const result = await buildDocusaurus(site);
    expect(result.code).toBe(0);
    // (`@docusaurus/theme-common/internal` is provided since swizzled DocItem/Footer reads useDoc there.)
    expect(result.stderr.match(/@docusaurus\/theme-search-algolia\/client/g)).toHaveLength(1);
    expect(result.stderr).toMatch(
      /shared-theme[\\/]index\.js: imports "@docusaurus\/theme-search-algolia\/client", a Docusaurus module rnhc-docs does not provide/,
    );
    expect(await readOut(site, 'shared/index.html')).toContain('<p class="banner">Shared banner</p>');
  });
});

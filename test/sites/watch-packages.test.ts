/**
 * `serve --watch` after an `npm install`: the packages MDX pages import are bundled once per render
 * thread (src/markdown/mdx/shared-packages.ts), so a session kept rendering edits with the copy it
 * first bundled until it was restarted. A change of the site's package.json or lockfile now
 * rebuilds with fresh render threads.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSite } from './helpers.ts';
import { eventually, get, type LiveEvent, WatchProcess } from './watch-process.ts';

const badgePackage = (text: string) =>
  [
    "const React = require('react');",
    `exports.Badge = ({ label }) => React.createElement('span', { className: 'badge' }, ${JSON.stringify(text)} + ' ' + label);`,
    '',
  ].join('\n');

describe('rnhc-docs serve --watch after the site installs packages', () => {
  let site: string;
  let watch: WatchProcess;
  const rebuilt = (e: LiveEvent) => e.type === 'update' || e.type === 'reload';

  beforeAll(async () => {
    site = await makeSite('shared-packages');
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'site', private: true, dependencies: { 'counted-ui': '1.0.0' } }),
      'package-lock.json': JSON.stringify({
        name: 'site',
        lockfileVersion: 3,
        packages: { 'node_modules/counted-ui': { version: '1.0.0' } },
      }),
      'node_modules/counted-ui/package.json': JSON.stringify({
        name: 'counted-ui',
        version: '1.0.0',
        main: 'index.js',
      }),
      'node_modules/counted-ui/index.js': badgePackage('badge v1'),
      'node_modules/styled-ui/package.json': JSON.stringify({ name: 'styled-ui', main: 'index.js' }),
      'node_modules/styled-ui/index.js':
        "import React from 'react';\nexport default () => React.createElement('em', null, 'styled');\n",
    };
    for (const [file, text] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(site, file)), { recursive: true });
      await writeFile(path.join(site, file), text);
    }
    watch = new WatchProcess(site, 'docusaurus.config.js');
    await watch.ready();
  }, 120_000);

  afterAll(async () => {
    await watch?.stop();
    await rm(site, { recursive: true, force: true });
  });

  it('renders with the newly installed version, on the install and on the next edit', async () => {
    expect((await get(`${watch.url}docs/one`)).body).toContain('badge v1 one');
    // What `npm install counted-ui@2` does: the package's files, then the lockfile.
    let from = watch.events.length;
    await writeFile(path.join(site, 'node_modules/counted-ui/index.js'), badgePackage('badge v2'));
    const lock = path.join(site, 'package-lock.json');
    await writeFile(lock, (await readFile(lock, 'utf8')).replace('1.0.0', '2.0.0'));
    await watch.next(from, rebuilt);
    await eventually(async () => expect((await get(`${watch.url}docs/one`)).body).toContain('badge v2 one'));
    // An edit afterwards renders in the session's render threads: they have the new package too.
    from = watch.events.length;
    const doc = path.join(site, 'docs/one.mdx');
    await writeFile(doc, `${await readFile(doc, 'utf8')}\nEdited after the install.\n`);
    await watch.next(from, rebuilt);
    await eventually(async () => {
      const body = (await get(`${watch.url}docs/one`)).body;
      expect(body).toContain('Edited after the install.');
      expect(body).toContain('badge v2 one');
    });
  }, 120_000);
});

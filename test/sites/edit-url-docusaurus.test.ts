/**
 * A Docusaurus site moving to rnhc-docs keeps its `editUrl`: built from react-native-health-connect's
 * own config (fixture: the site in `docs/`, its docs in `docs/docs/`, `editUrl` the site folder's
 * URL without a trailing slash, number-prefixed files), each page's "Edit this page" link is the
 * one Docusaurus 3 gives (copied from its build of the real docs) and names a file that exists.
 * test/compat/edit-urls.test.ts compares every page of the real docs when the corpus is at hand.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { collectEditLinks, repositoryPathOf } from './edit-links.ts';
import { cli, makeSite } from './helpers.ts';

const TREE = 'https://github.com/matinzd/react-native-health-connect/tree/main/docs';

let repo: string | undefined;
afterAll(async () => {
  if (repo) await rm(repo, { recursive: true, force: true });
});

describe('edit links of a Docusaurus config', () => {
  it('are Docusaurus’s: the site folder’s URL, the docs folder, the file with its number prefix', {
    timeout: 120_000,
  }, async () => {
    repo = await makeSite('edit-url-docusaurus');
    const site = path.join(repo, 'docs');
    const out = path.join(repo, 'out');
    const result = await cli(['build', '--config', path.join(site, 'docusaurus.config.js'), '--out-dir', out]);
    expect(result.stderr).not.toMatch(/error/i);
    expect(result.code).toBe(0);
    const links = Object.fromEntries(await collectEditLinks(out));
    // Docusaurus 3.x's hrefs for these files (its build of react-native-health-connect at 9f6e118).
    expect(links).toEqual({
      'docs/intro': `${TREE}/docs/intro.md`,
      'docs/api/overview': `${TREE}/docs/api/overview.md`,
      'docs/api/methods/initialize': `${TREE}/docs/api/methods/00-initialize.md`,
      'docs/api/methods/readRecords': `${TREE}/docs/api/methods/07-readRecords.md`,
      'docs/api/methods/aggregateGroupByDuration': `${TREE}/docs/api/methods/10-aggregateGroupByDuration.md`,
    });
    for (const href of Object.values(links)) {
      const file = repositoryPathOf(href);
      expect(file && existsSync(path.join(repo, file)), `${href} names a file of the repository`).toBe(true);
    }
  });
});

/**
 * Ranking on the real project site (the run's shared build, without caches): its
 * `search-index.json` queried as the browser does.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSearchEngine, type SearchEngine } from '../../../src/shared/search/search-engine.ts';
import type { SearchIndexFile } from '../../../src/shared/search/search-options.ts';
import { sharedBuild } from '../../setup/shared-builds.ts';

const DOCS = '/react-native-health-connect/docs/';

describe('search ranking on the project site', () => {
  let json = '';
  let engine: SearchEngine;

  beforeAll(async () => {
    const { outDir } = await sharedBuild('project-site');
    json = await readFile(path.join(outDir, 'search-index.json'), 'utf8');
    engine = createSearchEngine(JSON.parse(json) as SearchIndexFile);
  });

  /** The first result's page path and hit hrefs. */
  const top = (query: string) => {
    const [first] = engine.search(query);
    return { path: first?.path, hrefs: first?.hits.map((hit) => hit.href) ?? [] };
  };

  it('indexes every page by section and stays under 50 KB gzip', () => {
    const file = JSON.parse(json) as SearchIndexFile;
    const paths = file.pages.map(([p]) => p);
    expect(paths).toContain(`${DOCS}permissions`);
    expect(paths).toContain(`${DOCS}category/methods`);
    expect(paths).not.toContain('/react-native-health-connect/404');
    expect(engine.size).toBeGreaterThan(file.pages.length * 3);
    expect(gzipSync(json).length).toBeLessThan(50 * 1024);
  });

  it('"readRecords" puts the readRecords page first, its top first', () => {
    expect(top('readRecords')).toMatchObject({ path: `${DOCS}api/methods/readRecords` });
    expect(top('readRecords').hrefs[0]).toBe(`${DOCS}api/methods/readRecords`);
  });

  it('"aggregateGroupByPeriod" first, also by its parts', () => {
    expect(top('aggregateGroupByPeriod').path).toBe(`${DOCS}api/methods/aggregateGroupByPeriod`);
    expect(top('groupByPeriod').path).toBe(`${DOCS}api/methods/aggregateGroupByPeriod`);
    expect(top('aggregate group by period').path).toBe(`${DOCS}api/methods/aggregateGroupByPeriod`);
  });

  it('"heart rate permission" and "READ_HEART_RATE" find the permissions table', () => {
    const table = `${DOCS}permissions#permission-names-by-record-type`;
    expect(top('heart rate permission')).toMatchObject({ path: `${DOCS}permissions` });
    expect(top('heart rate permission').hrefs[0]).toBe(table);
    expect(top('READ_HEART_RATE').hrefs[0]).toBe(table);
    expect(top('read_heart').hrefs[0]).toBe(table);
    const heartRate = engine.search('heart rate', { pages: 20 });
    expect(heartRate.flatMap((group) => group.hits.map((hit) => hit.href))).toContain(table);
  });

  it('tolerates typos: "initialise" and "initalize" find initialize', () => {
    expect(top('initialise').path).toBe(`${DOCS}api/methods/initialize`);
    expect(top('initalize').path).toBe(`${DOCS}api/methods/initialize`);
  });

  it('"expo go" finds the troubleshooting entry', () => {
    expect(top('expo go').hrefs[0]).toBe(`${DOCS}troubleshooting#the-app-fails-in-expo-go`);
  });

  it('matches prefixes while typing', () => {
    expect(top('revokeAll').path).toBe(`${DOCS}api/methods/revokeAllPermissions`);
    expect(top('getSdkSta').path).toBe(`${DOCS}api/methods/getSdkStatus`);
  });

  it('finds headings of error codes and generated category pages', () => {
    expect(top('CLIENT_NOT_INITIALIZED').hrefs).toContain(`${DOCS}api/exceptions#client_not_initialized`);
    expect(top('methods').path).toBe(`${DOCS}category/methods`);
  });

  it('finds nothing for gibberish, and at most the requested pages and hits', () => {
    expect(engine.search('zzqxw')).toEqual([]);
    const limited = engine.search('permission', { pages: 2, hitsPerPage: 1 });
    expect(limited).toHaveLength(2);
    for (const group of limited) expect(group.hits).toHaveLength(1);
  });
});

/**
 * The compiled entry (dist/client, every feature variant) carries the English defaults of the
 * strings its pages show and none of those only a lazy chunk or the build looks up: the entry is
 * on every page's first load (bench/README.md, "Theme and client weight"), the search dialog's and
 * the page actions menu's words travel in their chunks. Needs `npm run compile`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDistDir } from '../../../src/pipeline/output/client-assets.ts';
import {
  buildStrings,
  markdownStrings,
  pageActionsStrings,
  pageStrings,
  searchDialogStrings,
} from '../../../src/shared/translations/theme-strings.ts';

interface Manifest {
  scripts: Record<string, string>;
}

async function readDist(file: string): Promise<string> {
  return readFile(path.join(clientDistDir(), file), 'utf8');
}

/** The lazy chunk compiled from `name` (scripts/compile.mjs's LAZY_CHUNKS), e.g. `search.<hash>.js`. */
async function readChunk(name: string): Promise<string> {
  const { readdir } = await import('node:fs/promises');
  const file = (await readdir(clientDistDir())).find((f) => f.startsWith(`${name}.`) && f.endsWith('.js'));
  if (!file) throw new Error(`dist/client has no ${name} chunk: run npm run compile`);
  return readDist(file);
}

const pageValues = new Set<string>(Object.values(pageStrings));
/**
 * A group's English messages of several words that no page string shares (`Close`, `Copied` are
 * in both; one word such as `Tags` or `Info` can be in the code for other reasons).
 */
function ownValues(group: Record<string, string>): string[] {
  return Object.values(group).filter((value) => !pageValues.has(value) && value.includes(' '));
}

describe('theme strings in the client bundles', async () => {
  const manifest = JSON.parse(await readDist('manifest.json')) as Manifest;

  it.each(Object.keys(manifest.scripts))('the %s entry has the pages’ strings and no others', async (variant) => {
    const code = await readDist(manifest.scripts[variant] ?? '');
    for (const value of ['Skip to main content', 'Edit this page', 'Try again', 'Search could not be loaded.']) {
      expect(code).toContain(value);
    }
    const elsewhere = [searchDialogStrings, pageActionsStrings, markdownStrings, buildStrings].flatMap(ownValues);
    expect(elsewhere.length).toBeGreaterThan(25);
    expect(elsewhere.filter((value) => code.includes(value))).toEqual([]);
  });

  it('the search chunk has the dialog’s strings, the page actions chunk the menu’s', async () => {
    const search = await readChunk('search');
    expect(ownValues(searchDialogStrings).filter((value) => !search.includes(value))).toEqual([]);
    const actions = await readChunk('page-actions');
    expect(ownValues(pageActionsStrings).filter((value) => !actions.includes(value))).toEqual([]);
  });
});

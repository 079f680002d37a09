import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isStrictEsm, resolveMissingExport } from '../../../src/pipeline/missing-exports.ts';

/** webpack's rule: a missing export is an error only in strict ESM (`javascript/esm`). */
describe('missing exports', () => {
  it('tells strict ESM as webpack does: .mjs, or .js under a package of type module', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rnhc-missing-exports-'));
    await mkdir(path.join(dir, 'esm', 'deep'), { recursive: true });
    await writeFile(path.join(dir, 'package.json'), '{}');
    await writeFile(path.join(dir, 'esm', 'package.json'), '{ "type": "module" }');
    expect(isStrictEsm(path.join(dir, 'a.js'))).toBe(false);
    expect(isStrictEsm(path.join(dir, 'a.mjs'))).toBe(true);
    expect(isStrictEsm(path.join(dir, 'esm', 'deep', 'a.js'))).toBe(true);
    // Only `.js` takes the package's type (webpack's descriptionData rule); `.jsx`, `.ts` do not.
    expect(isStrictEsm(path.join(dir, 'esm', 'a.jsx'))).toBe(false);
  });

  it('reads esbuild’s error into the import, and leaves other errors alone', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'rnhc-missing-exports-'));
    await writeFile(path.join(dir, 'base.js'), 'export default 1;\n');
    const message = (text: string, file = 'index.js') => ({
      id: '',
      pluginName: '',
      text,
      location: { file, namespace: 'file', line: 3, column: 9, length: 1, lineText: '', suggestion: '' },
      notes: [],
      detail: undefined,
    });
    expect(resolveMissingExport(message('No matching export in "base.js" for import "Props"'), dir)).toEqual({
      file: path.join(dir, 'index.js'),
      line: 3,
      column: 10,
      name: 'Props',
      module: 'base.js',
    });
    // Strict ESM importer, a module that is not a file, another error: not a warning.
    expect(
      resolveMissingExport(message('No matching export in "base.js" for import "Props"', 'a.mjs'), dir),
    ).toBeUndefined();
    expect(
      resolveMissingExport(message('No matching export in "rnhc-shim:x" for import "Props"'), dir),
    ).toBeUndefined();
    expect(resolveMissingExport(message('Could not resolve "./nope"'), dir)).toBeUndefined();
  });
});

/** The one "is this path inside that folder" rule (src/util/path-guard.ts), used by every module. */
import path from 'node:path';
import { expect, it } from 'vitest';
import { isInside } from '../../../src/util/path-guard.ts';

it('a folder holds itself and its children, a child named `..x` too, but no sibling or parent', () => {
  const root = path.resolve('/site/docs');
  expect(isInside(root, root)).toBe(true);
  expect(isInside(root, path.join(root, 'a/b.md'))).toBe(true);
  // A name that starts with two dots is a child, not a way out (the old path-guard rule said outside).
  expect(isInside(root, path.join(root, '..x'))).toBe(true);
  expect(isInside(root, path.join(root, '..x/y.md'))).toBe(true);
  expect(isInside(root, path.resolve('/site/docs-extra/a.md'))).toBe(false);
  expect(isInside(root, path.resolve('/site'))).toBe(false);
  expect(isInside(root, path.resolve('/site/other.md'))).toBe(false);
  expect(isInside(path.resolve('/'), path.resolve('/etc/passwd'))).toBe(true);
});

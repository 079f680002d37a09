/**
 * A doc that is a symbolic link to another markdown file (test/fixtures/symlinked-doc-relative,
 * issue 22: gesture-handler's docs/legacy-gestures/*.md link to versioned_docs/version-2.x/gestures/).
 * webpack compiles a linked file from its real path, so Docusaurus resolves the doc's relative
 * links and imports from the target's folder: `./other.md` in docs/b/alias.md -> docs/a/real.md
 * leads to /docs/a/other, and `import Part from './_part.md'` finds docs/a/_part.md.
 */
import { mkdir, symlink } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDocusaurus, makeSite, readOut } from './helpers.ts';

describe('a doc reached through a symbolic link', () => {
  it('resolves its relative links and imports from the file it links to', { timeout: 120_000 }, async () => {
    const site = await makeSite('symlinked-doc-relative');
    // Made here, relative: a copy of the fixture (fs.cp) would turn it into a link into test/fixtures.
    await mkdir(path.join(site, 'docs/b'));
    await symlink('../a/real.md', path.join(site, 'docs/b/alias.md'));
    const result = await buildDocusaurus(site);
    expect(result.stderr).not.toMatch(/Broken|Cannot import|plain markdown/);
    expect(result.code, result.stderr).toBe(0);
    for (const page of ['docs/b/alias/index.html', 'docs/a/real/index.html']) {
      const html = await readOut(site, page);
      expect(html).toMatch(/<a href="\/docs\/a\/other"[^>]*>other<\/a>/);
      expect(html).toContain('<p>Partial text.</p>');
    }
  });
});

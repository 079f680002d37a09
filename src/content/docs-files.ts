import picomatch from 'picomatch';

/**
 * Whether a file of the docs folder (its path relative to the folder, with `/`) is a doc, by the
 * docs plugin's `include` and `exclude` globs, matched as Docusaurus matches them (micromatch's
 * picomatch: `**`, braces, no dot files unless named).
 */
export function createDocsFileMatcher(
  include: readonly string[],
  exclude: readonly string[],
): (rel: string) => boolean {
  const included = picomatch([...include]);
  const excluded = exclude.length > 0 ? picomatch([...exclude]) : () => false;
  return (rel) => included(rel) && !excluded(rel);
}

/** Docusaurus's default `include` of the docs plugin: every markdown file. */
export const DOCS_INCLUDE_DEFAULT = ['**/*.{md,mdx}'];

/**
 * Docusaurus's default `exclude` (GlobExcludeDefault of @docusaurus/utils): `_`-prefixed files and
 * folders (partials), tests.
 */
export const DOCS_EXCLUDE_DEFAULT = [
  '**/_*.{js,jsx,ts,tsx,md,mdx}',
  '**/_*/**',
  '**/*.test.{js,jsx,ts,tsx}',
  '**/__tests__/**',
];

import path from 'node:path';

/**
 * Docusaurus's layout of a locale's translation files, under `<siteDir>/<i18n.path>/<locale>/`.
 * Paths are relative to the locale folder, POSIX separators.
 */
export const TRANSLATION_FILES = {
  /** Theme strings and the site's own `<Translate>` messages. */
  code: 'code.json',
  navbar: 'docusaurus-theme-classic/navbar.json',
  footer: 'docusaurus-theme-classic/footer.json',
  /** The blog plugin's `title`, `description` and `sidebar.title`. */
  blogOptions: 'docusaurus-plugin-content-blog/options.json',
  /** Folder of the docs plugin's files: `current.json`, `version-<name>.json`. */
  docsDir: 'docusaurus-plugin-content-docs',
} as const;

/** The docs plugin's file of a version: `current.json` or `version-<name>.json` (Docusaurus's names). */
export function docsVersionFile(versionName: string, pluginId = 'default'): string {
  // Another docs plugin instance's files are in `docusaurus-plugin-content-docs-<id>/`.
  const folder = pluginId === 'default' ? TRANSLATION_FILES.docsDir : `${TRANSLATION_FILES.docsDir}-${pluginId}`;
  return `${folder}/${versionName === 'current' ? 'current' : `version-${versionName}`}.json`;
}

/** The folder of a locale's translations. */
export function localeDirOf(i18nDir: string, locale: string): string {
  return path.join(i18nDir, locale);
}

/**
 * "Edit this page" URLs of docs, with Docusaurus's meaning of the options, so a site moving from
 * Docusaurus keeps its `editUrl` and its links keep pointing at files that exist:
 * - a string is the URL of the site's folder in the repository; the version's docs folder (its
 *   path from the site folder) and the file's real path inside it (number prefixes kept) are
 *   joined to it;
 * - a function (docusaurus.config.js) gets `{version, versionDocsDirPath, docPath, permalink,
 *   locale}` and returns the URL (or nothing: no link);
 * - `editCurrentVersion` links every version's docs to the docs folder (the current version);
 * - `editLocalizedFiles` links a translated doc to its translation rather than the original.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { localeDir, localeOf } from '../i18n/locale-builds.ts';
import type { DocsVersion } from './docs-versions.ts';

/** What an `editUrl` function receives, as Docusaurus passes it. */
export interface EditUrlParams {
  /** The docs version's name (`current` for the docs folder). */
  version: string;
  /** The version's docs folder relative to the site folder, POSIX separators (`docs`, `versioned_docs/version-1.0`). */
  versionDocsDirPath: string;
  /** The file's path inside that folder, number prefixes kept (`api/07-readRecords.md`). */
  docPath: string;
  /** The doc's URL path, base URL included. */
  permalink: string;
  /** The locale being built. */
  locale: string;
}

/** `docs.editUrl` as a function. */
export type EditUrlFunction = (params: EditUrlParams) => string | undefined;

/** The doc an edit URL is for. */
export interface EditUrlDoc {
  /** Path inside the version's docs folder, POSIX separators, as on disk. */
  relativePath: string;
  /** Route path relative to the base URL, without leading slash. */
  route: string;
  /** Whether the locale shows a translation of the file (read from the i18n folder). */
  translated: boolean;
}

/** The edit URL of one doc of `set`, or undefined when `docs.editUrl` is not set. */
export function resolveDocEditUrl(config: ResolvedConfig, set: DocsVersion, doc: EditUrlDoc): string | undefined {
  const { editUrl, editCurrentVersion, editLocalizedFiles } = config.docs;
  if (editUrl === undefined) return undefined;
  const fromSite = (dir: string) => path.relative(config.siteDir, dir).split(path.sep).join('/');
  if (typeof editUrl === 'function') {
    const permalink = `${config.baseUrl}${doc.route}${config.trailingSlash && doc.route ? '/' : ''}`;
    return (
      editUrl({
        version: set.version,
        versionDocsDirPath: fromSite(set.sourceDir),
        docPath: doc.relativePath,
        permalink,
        locale: localeOf(config),
      }) ?? undefined
    );
  }
  let dir: string;
  if (doc.translated && editLocalizedFiles && set.translationDir) {
    dir = editCurrentVersion
      ? path.join(localeDir(config), 'docusaurus-plugin-content-docs', 'current')
      : set.translationDir;
  } else {
    dir = editCurrentVersion ? config.docsDir : set.sourceDir;
  }
  return joinUrl(editUrl, fromSite(dir), doc.relativePath);
}

/** Joins URL parts with single slashes, keeping the scheme's `//`. */
function joinUrl(...parts: string[]): string {
  return parts
    .filter((part) => part !== '' && part !== '.')
    .map((part, index) => (index === 0 ? part.replace(/\/+$/, '') : part.replace(/^\/+|\/+$/g, '')))
    .join('/');
}

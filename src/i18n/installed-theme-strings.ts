/**
 * A Docusaurus site comes with its theme strings translated into about 40 languages: the
 * `@docusaurus/theme-translations` package its preset installs. When the site has that package
 * installed (a site moving from Docusaurus does), or it is a Docusaurus site built without its
 * `node_modules` (rnhc-docs' own copy then), the locale's theme strings (THEME_FILES) are read from it, through the package's own reader (the same file
 * Docusaurus would pick: `fr-CA`, then `fr`...). The site's `code.json` still wins, key by key.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

interface ThemeTranslationsPackage {
  readDefaultCodeTranslationMessages(options: { locale: string; name: string }): Promise<Record<string, string>>;
}

/**
 * The package's files read, first wins: the classic theme's, then the Algolia theme's, whose keys
 * (`theme.SearchPage.*`, `theme.SearchModal.*`) the built-in search page and box use; Docusaurus
 * reads that file for a site with Algolia search (jest's translated `/search` titles).
 */
const THEME_FILES = ['theme-common', 'theme-search-algolia'];

/**
 * The package's messages of the themes for `locale`; empty when it is not installed. A Docusaurus
 * site without its `node_modules` (`bundled`) reads rnhc-docs' own copy of the package (the
 * version of its Docusaurus 3.10 dependency), so its pages are titled as Docusaurus titles them.
 */
export async function installedThemeStrings(
  siteDir: string,
  locale: string,
  options: { bundled?: boolean } = {},
): Promise<{ strings: Record<string, string>; warning?: string }> {
  let entry: string;
  try {
    const from = path.join(siteDir, 'package.json');
    entry = createRequire(existsSync(from) ? from : path.join(siteDir, 'noop.js')).resolve(
      '@docusaurus/theme-translations',
    );
  } catch {
    if (!options.bundled) return { strings: {} };
    try {
      entry = createRequire(import.meta.url).resolve('@docusaurus/theme-translations');
    } catch {
      return { strings: {} };
    }
  }
  try {
    const loaded = (await import(pathToFileURL(entry).href)) as Partial<ThemeTranslationsPackage> & {
      default?: Partial<ThemeTranslationsPackage>;
    };
    const read = loaded.readDefaultCodeTranslationMessages ?? loaded.default?.readDefaultCodeTranslationMessages;
    if (typeof read !== 'function') throw new Error('it has no readDefaultCodeTranslationMessages');
    const strings: Record<string, string> = {};
    for (const name of THEME_FILES) {
      const messages = await read({ locale, name });
      for (const [key, value] of Object.entries(messages)) {
        if (typeof value === 'string' && !key.endsWith('___DESCRIPTION')) strings[key] ??= value;
      }
    }
    return { strings };
  } catch (error) {
    return {
      strings: {},
      warning: `${entry}: the installed @docusaurus/theme-translations could not be read (${error instanceof Error ? error.message : String(error)}); theme strings of locale "${locale}" not applied from it`,
    };
  }
}

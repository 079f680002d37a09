import { readdir } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { installedThemeStrings } from './installed-theme-strings.ts';
import { type LocaleTranslations, loadLocaleTranslations, messagesOf } from './load-translations.ts';
import { localeDir } from './locale-builds.ts';
import { translateBlogOptions, translateFooter, translateNavbar } from './site-translations.ts';

/**
 * A locale's site-wide translations: the config with that locale's translation files applied, and
 * the files (each content kind applies its own part: src/content/content-kind.ts).
 */
export interface TranslatedSite {
  config: ResolvedConfig;
  /** code.json's messages by key (theme strings and the site's own), absent when there is none. */
  strings?: Record<string, string>;
  translations: LocaleTranslations;
  /** Things found but not used (a translation folder of an unlisted locale). */
  warnings: string[];
}

/** The folder name of a locale under the i18n folder (`localeConfigs.<l>.path`, default the locale). */
export function localeFolderName(config: ResolvedConfig, locale: string): string {
  return path.relative(config.i18nDir, localeDir(config, locale));
}

/**
 * Reads a locale's translation files (`<i18nDir>/<folder>/`); none with
 * `localeConfigs.<locale>.translate: false`, as Docusaurus skips them then.
 */
export async function loadTranslationsOf(config: ResolvedConfig, locale: string): Promise<LocaleTranslations> {
  const folder = localeFolderName(config, locale);
  if (config.i18n.localeConfigs[locale]?.translate === false) {
    return { locale, dir: path.join(config.i18nDir, folder), docs: {} };
  }
  return { ...(await loadLocaleTranslations(config.i18nDir, folder, config.siteDir)), locale };
}

/**
 * Applies a locale's translation files to the config: navbar and footer labels, the blog's title
 * and description, and the theme strings. Pure data in, data out; the untranslated config is
 * left as it is.
 */
export function applyTranslations(
  config: ResolvedConfig,
  translations: LocaleTranslations,
): Omit<TranslatedSite, 'warnings'> {
  const themeConfig = config.themeConfig;
  const footer = themeConfig.footer;
  const translatedConfig: ResolvedConfig = {
    ...config,
    themeConfig: {
      ...themeConfig,
      navbar: translateNavbar(themeConfig.navbar, translations.navbar?.messages),
      ...(footer ? { footer: translateFooter(footer, translations.footer?.messages) } : {}),
    },
    blog: config.blog === false ? false : translateBlogOptions(config.blog, translations.blogOptions?.messages),
  };
  const strings = translations.code ? messagesOf(translations.code) : undefined;
  return { config: translatedConfig, translations, ...(strings ? { strings } : {}) };
}

/**
 * The build's locale (the default locale, as Docusaurus builds it when its files exist): reads and
 * applies its translation files, and names translation folders of locales the config does not list.
 */
export async function translateSite(options: { config: ResolvedConfig; locale: string }): Promise<TranslatedSite> {
  const [translations, warnings, installed] = await Promise.all([
    loadTranslationsOf(options.config, options.locale),
    checkLocaleFolders(options.config),
    // A Docusaurus site (its config read or migrated: theme.infimaHero) falls back on rnhc-docs' copy.
    installedThemeStrings(options.config.siteDir, options.locale, {
      bundled: options.config.theme?.infimaHero === true,
    }),
  ]);
  const applied = applyTranslations(options.config, translations);
  warnings.push(...(translations.skipped ?? []));
  if (installed.warning) warnings.push(installed.warning);
  if (Object.keys(installed.strings).length === 0) return { ...applied, warnings };
  // The installed theme translations first, the site's code.json over them.
  return { ...applied, strings: { ...installed.strings, ...applied.strings }, warnings };
}

/** A warning for each folder under the i18n folder that is no configured locale's. */
export async function checkLocaleFolders(config: ResolvedConfig): Promise<string[]> {
  let entries: Array<{ name: string; isDirectory(): boolean }>;
  try {
    entries = await readdir(config.i18nDir, { withFileTypes: true });
  } catch {
    return [];
  }
  const known = new Set(config.locales.map((locale) => localeFolderName(config, locale)));
  return entries
    .filter((entry) => entry.isDirectory() && !known.has(entry.name) && !entry.name.startsWith('.'))
    .map(
      (entry) =>
        `${path.join(config.i18nDir, entry.name)}: translations for locale "${entry.name}", which i18n.locales does not list (${config.locales.join(', ')}); they are not used`,
    );
}

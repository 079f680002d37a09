/**
 * Locales as content sets (docs/architecture.md): one build writes every locale of `i18n.locales`, the
 * default at the base URL and each other under `<baseUrl><prefix>/`, each read through the
 * Docusaurus translation layout (`i18n/<locale>/docusaurus-plugin-content-*`) with the default
 * locale's files as the fallback.
 */
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { RnhcError } from '../util/errors.ts';

/** The locale a config builds. */
export function localeOf(config: ResolvedConfig): string {
  return config.locale ?? config.i18n.defaultLocale;
}

/** Whether the config builds a locale other than the default (its pages may fall back). */
export function isTranslated(config: ResolvedConfig): boolean {
  return localeOf(config) !== config.i18n.defaultLocale;
}

/** URL prefix and folder name of a locale (`localeConfigs.<l>.path`, else the locale). */
export function localePath(config: ResolvedConfig, locale: string): string {
  const configured = config.i18n.localeConfigs[locale]?.path;
  return (configured ?? locale).replace(/^\/+|\/+$/g, '');
}

/** Base URL of a locale's pages: the site's for the default locale, with the prefix otherwise. */
export function localeBaseUrl(config: ResolvedConfig, locale: string): string {
  const root = config.siteBaseUrl ?? config.baseUrl;
  return locale === config.i18n.defaultLocale ? root : `${root}${localePath(config, locale)}/`;
}

/**
 * The folder of a locale's translation files: `i18n/<localeConfigs.<l>.path>`, by default
 * `i18n/<locale>` (Docusaurus's `path`: "root folder that all plugin localization folders of this
 * locale are relative to").
 */
export function localeDir(config: ResolvedConfig, locale: string = localeOf(config)): string {
  return path.join(config.i18nDir, localePath(config, locale));
}

/** The locales one build writes, the default first: every configured one, or just `only`. */
export function localesToBuild(config: ResolvedConfig, only?: string): string[] {
  if (only !== undefined) {
    if (!config.locales.includes(only)) {
      throw new RnhcError(`--locale ${only}: not one of i18n.locales (${config.locales.join(', ')})`, {
        exitCode: 2,
        file: config.configFile,
        hint: 'Add the locale to i18n.locales in the config, or pass one of those.',
      });
    }
    return [only];
  }
  const { defaultLocale } = config.i18n;
  return [defaultLocale, ...config.locales.filter((locale) => locale !== defaultLocale)];
}

/** The config of one locale's build: the same site with the locale's base URL. */
export function localizeConfig(config: ResolvedConfig, locale: string): ResolvedConfig {
  const siteBaseUrl = config.siteBaseUrl ?? config.baseUrl;
  return { ...config, locale, siteBaseUrl, baseUrl: localeBaseUrl({ ...config, siteBaseUrl }, locale) };
}

/** Output folder of a locale relative to the output root ('' for the default locale). */
export function localeOutDir(config: ResolvedConfig, locale: string): string {
  return locale === config.i18n.defaultLocale ? '' : localePath(config, locale);
}

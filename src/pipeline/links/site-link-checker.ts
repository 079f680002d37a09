/**
 * The build's link checker over every locale's pages. Under `--locale`, the other locales' pages
 * are not built: links into them are not checked (and the build says so once).
 */
import type { ResolvedConfig } from '../../config/load-config.ts';
import { localeBaseUrl } from '../../i18n/locale-builds.ts';
import { createLinkChecker, type LinkChecker } from './check-links.ts';

export function createSiteLinkChecker(options: {
  config: ResolvedConfig;
  /** The locales this build writes. */
  locales: readonly string[];
  /** Every file the build writes, by path relative to the output folder (the writer's list). */
  files: Set<string>;
  info: (message: string) => void;
}): LinkChecker {
  const { config, locales } = options;
  const partial = locales.length < config.locales.length;
  if (partial) options.info(`Links into the locales not built (--locale ${locales.join(', ')}) are not checked`);
  // The site's base URL for every locale: a page's links reach the other locales' pages too.
  const bases = config.locales
    .map((locale) => ({ locale, base: localeBaseUrl(config, locale) }))
    .sort((a, b) => b.base.length - a.base.length);
  return createLinkChecker({
    baseUrl: config.baseUrl,
    files: options.files,
    ...(partial
      ? {
          // The locale of a path is the one with the longest base URL that prefixes it.
          unchecked: (pathname: string) => {
            const owner = bases.find(({ base }) => pathname.startsWith(base) || `${pathname}/` === base);
            return owner !== undefined && !locales.includes(owner.locale);
          },
        }
      : {}),
  });
}

import path from 'node:path';
import { loadConfig } from '../config/load-config.ts';
import { collectContent } from '../content/collect-content.ts';
import { writeTranslations } from '../i18n/write-translations.ts';
import { RnhcError } from '../util/errors.ts';
import type { Logger } from '../util/logger.ts';

/**
 * `rnhc-docs write-translations [--locale <l>]` (Docusaurus's command): writes or updates the
 * locale's translation files with every translatable string of the site, keeping what is there.
 */
export async function runWriteTranslations(options: { config: string; locale?: string; logger: Logger }) {
  const { logger } = options;
  const config = await loadConfig(options.config);
  for (const notice of config.notices) logger.warn(notice);
  const locale = options.locale ?? config.i18n.defaultLocale;
  if (!config.locales.includes(locale)) {
    throw new RnhcError(
      `--locale ${locale}: the locale is not in i18n.locales (${config.locales.join(', ')}) of ${config.configFile}`,
      { exitCode: 2, hint: `Add "${locale}" to i18n.locales first.` },
    );
  }
  const content = await collectContent(config);
  for (const warning of content.warnings) logger.warn(warning);
  const results = await writeTranslations({ config, content, locale });
  for (const result of results) {
    const relative = path.relative(process.cwd(), result.file) || result.file;
    // A code.json that Docusaurus wrote holds the keys of every Docusaurus theme component
    // (search page, ideal image, ...): those are named in one line rather than one warning each.
    const isCode = path.basename(result.file) === 'code.json';
    const themeKeys = isCode ? result.unused.filter((key) => key.startsWith('theme.')) : [];
    for (const key of result.unused) {
      if (themeKeys.includes(key)) continue;
      logger.warn(`${relative}: the key "${key}" is not used by the site (kept; remove it if it is stale)`);
    }
    if (themeKeys.length > 0) {
      logger.warn(
        `${relative}: ${themeKeys.length} theme ${themeKeys.length === 1 ? 'key is' : 'keys are'} not used by rnhc-docs' theme (kept): ${themeKeys.join(', ')}`,
      );
    }
    if (result.written) logger.info(`${relative}: ${result.added} added, ${result.kept} kept`);
  }
  // Say what was done: files left as they were are not "written".
  const written = results.filter((result) => result.written);
  const added = written.reduce((sum, r) => sum + r.added, 0);
  if (written.length === 0) {
    logger.success(
      `Translations of locale "${locale}" are up to date: nothing to add (${results.length} files checked)`,
    );
  } else {
    logger.success(
      `Wrote ${written.length} translation ${written.length === 1 ? 'file' : 'files'} for locale "${locale}" (${added} new ${added === 1 ? 'message' : 'messages'}; ${results.length - written.length} files already up to date)`,
    );
  }
  return results;
}

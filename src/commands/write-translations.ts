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
    for (const key of result.unused) {
      logger.warn(`${relative}: the key "${key}" is not used by the site (kept; remove it if it is stale)`);
    }
    logger.info(`${relative}: ${result.added} added, ${result.kept} kept`);
  }
  const added = results.reduce((sum, r) => sum + r.added, 0);
  logger.success(`Wrote ${results.length} translation files for locale "${locale}" (${added} new messages)`);
  return results;
}

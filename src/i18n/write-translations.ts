import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import type { ContentModel } from '../content/types.ts';
import { themeStrings } from '../shared/translations/theme-strings.ts';
import { guardWritesInside, writeFileAtomic } from '../util/write-guard.ts';
import { extractPageMessages } from './extract-page-messages.ts';
import { loadTranslationFile, type TranslationMessages } from './load-translations.ts';
import { blogOptionsMessages, docsVersionMessages, footerMessages, navbarMessages } from './site-translations.ts';
import { themeStringDescriptions } from './theme-string-descriptions.ts';
import { localeFolderName } from './translate-site.ts';
import { docsVersionFile, TRANSLATION_FILES } from './translation-files.ts';

/** One translation file as the site needs it. */
export interface SiteTranslationFile {
  /** Path relative to the locale folder (`docusaurus-theme-classic/navbar.json`). */
  path: string;
  messages: TranslationMessages;
}

/** Every translatable string of the site, by file, in English (what write-translations writes). */
export async function collectSiteTranslations(
  config: ResolvedConfig,
  content: ContentModel,
): Promise<SiteTranslationFile[]> {
  const code: TranslationMessages = {};
  for (const [key, message] of Object.entries(themeStrings)) {
    code[key] = { message, description: themeStringDescriptions[key as keyof typeof themeStrings] };
  }
  for (const page of content.pages) {
    if (page.kind !== 'tsx') continue;
    const source = await readFile(page.file, 'utf8').catch(() => '');
    const relative = path.relative(config.siteDir, page.file).split(path.sep).join('/');
    for (const [key, value] of Object.entries(extractPageMessages(source, relative))) code[key] ??= value;
  }
  const files: SiteTranslationFile[] = [
    { path: TRANSLATION_FILES.code, messages: code },
    { path: TRANSLATION_FILES.navbar, messages: navbarMessages(config.themeConfig.navbar) },
  ];
  if (config.themeConfig.footer) {
    files.push({ path: TRANSLATION_FILES.footer, messages: footerMessages(config.themeConfig.footer) });
  }
  if (config.blog !== false && config.blogDir && existsSync(config.blogDir)) {
    files.push({ path: TRANSLATION_FILES.blogOptions, messages: blogOptionsMessages(config.blog) });
  }
  for (const set of content.docSets) {
    files.push({
      path: docsVersionFile(set.version.name, set.version.pluginId),
      messages: docsVersionMessages({ name: set.version.name, label: set.version.label }, set.sidebars),
    });
  }
  return files;
}

/** What write-translations did to one file. */
export interface WrittenTranslationFile {
  file: string;
  /** Keys added (the site's English message and a description). */
  added: number;
  /** Keys already there, kept as they are. */
  kept: number;
  /** Keys in the file that the site does not use (kept, named in warnings). */
  unused: string[];
  /** Whether the file was written: it was new, or keys were added (an up-to-date file is left alone). */
  written: boolean;
}

/**
 * Writes or updates a locale's translation files: existing messages are kept as they are, keys the
 * site has and the file lacks are added with the English message and a description, and keys the
 * file has that the site does not use are reported (and kept, as Docusaurus keeps them).
 */
export async function writeTranslations(options: {
  config: ResolvedConfig;
  content: ContentModel;
  locale: string;
}): Promise<WrittenTranslationFile[]> {
  const { config, content, locale } = options;
  const dir = path.join(config.i18nDir, localeFolderName(config, locale));
  const results: WrittenTranslationFile[] = [];
  const planned = (await collectSiteTranslations(config, content)).map((wanted) => ({
    wanted,
    file: path.join(dir, ...wanted.path.split('/')),
  }));
  // Every file is checked before the first is read or written: a link out of the site is refused
  // with the site untouched (and the file it leads to neither read nor rewritten).
  guardWritesInside(
    planned.map((p) => p.file),
    config.siteDir,
    [config.i18nDir],
  );
  for (const { wanted, file } of planned) {
    const loaded = await loadTranslationFile(file);
    const existing = loaded?.messages ?? {};
    const merged: TranslationMessages = { ...existing };
    let added = 0;
    for (const [key, value] of Object.entries(wanted.messages)) {
      if (Object.hasOwn(existing, key)) continue;
      merged[key] = value;
      added++;
    }
    const unused = Object.keys(existing).filter((key) => !Object.hasOwn(wanted.messages, key));
    const written = loaded === undefined || added > 0;
    if (written) {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, `${JSON.stringify(merged, null, 2)}\n`);
    }
    results.push({ file, added, kept: Object.keys(existing).length, unused, written });
  }
  return results;
}

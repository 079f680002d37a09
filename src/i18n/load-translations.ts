import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_DOCS_PLUGIN_ID, docsSetKey } from '../content/docs-instances.ts';
import { describeValue } from '../util/describe-value.ts';
import { ContentError } from '../util/errors.ts';
import { existsInside, linkRoots } from '../util/linked-files.ts';
import { findJsonError, lineAndColumn } from './json-error.ts';
import { TRANSLATION_FILES } from './translation-files.ts';

/** One message of a translation file, Docusaurus's shape. */
export interface TranslationMessage {
  message: string;
  description?: string;
}

/** A translation file's messages by key. */
export type TranslationMessages = Record<string, TranslationMessage>;

/** A read translation file: its messages and where it came from. */
export interface TranslationFile {
  /** Absolute path. */
  file: string;
  messages: TranslationMessages;
}

/** A locale's translation files (a missing file is absent). */
export interface LocaleTranslations {
  locale: string;
  /** The locale's folder (it may not exist). */
  dir: string;
  code?: TranslationFile;
  navbar?: TranslationFile;
  footer?: TranslationFile;
  blogOptions?: TranslationFile;
  /**
   * The docs plugin's files by content set key: the version name (`current`, or `2.x` for
   * `version-2.x.json`), `<id>/<version>` for another docs plugin instance's.
   */
  docs: Record<string, TranslationFile>;
  /** Warnings for files not read: reached through a link out of the site. */
  skipped?: string[];
}

/**
 * Reads a translation file. Values are `{ "message": "...", "description": "..." }` or plain
 * strings. Invalid JSON is an error at its line; a value that is not a string is an error naming
 * the key. A missing file gives undefined.
 */
export async function loadTranslationFile(file: string): Promise<TranslationFile | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new ContentError(`Cannot read the translation file ${file}`, { cause: error, file });
  }
  return { file, messages: parseTranslationFile(text, file) };
}

/** Parses the text of a translation file (see loadTranslationFile). */
export function parseTranslationFile(text: string, file: string): TranslationMessages {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const found = findJsonError(text);
    const position = lineAndColumn(text, found?.offset ?? 0);
    throw new ContentError(`The translation file is not valid JSON: ${found?.message ?? (error as Error).message}`, {
      file,
      position,
      hint: 'Translation files are JSON: double-quoted keys and strings, no comments, no trailing commas.',
    });
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new ContentError(
      `A translation file must hold a JSON object of messages by key (got ${describeValue(data)})`,
      { file, position: { line: 1 } },
    );
  }
  const messages: TranslationMessages = {};
  for (const [key, value] of Object.entries(data)) {
    const where = { file, position: { line: lineOfKey(text, key) } };
    if (typeof value === 'string') {
      messages[key] = { message: value };
      continue;
    }
    const record = typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
    const message = (record as { message?: unknown } | undefined)?.message;
    if (typeof message !== 'string') {
      const got =
        record && message === undefined ? 'an object without "message"' : describeValue(record ? message : value);
      throw new ContentError(`Translation "${key}": the message must be a string (got ${got})`, {
        ...where,
        hint: 'Write "key": { "message": "text" } or "key": "text".',
      });
    }
    const description = (record as { description?: unknown }).description;
    if (description !== undefined && typeof description !== 'string') {
      throw new ContentError(
        `Translation "${key}": the description must be a string (got ${describeValue(description)})`,
        where,
      );
    }
    messages[key] = description === undefined ? { message } : { message, description };
  }
  return messages;
}

/** Line of a key in JSON text (the first `"key":`), 1 if it cannot be found. */
function lineOfKey(text: string, key: string): number {
  const at = text.indexOf(`${JSON.stringify(key)}`);
  return at < 0 ? 1 : lineAndColumn(text, at).line;
}

/**
 * Reads every translation file of a locale that exists. With `siteDir`, a file reached through a
 * link out of the site folder (and of the i18n folder when the config puts it elsewhere) is not
 * read: it is named in `skipped`, as a linked doc is.
 */
export async function loadLocaleTranslations(
  i18nDir: string,
  locale: string,
  siteDir?: string,
): Promise<LocaleTranslations> {
  const dir = path.join(i18nDir, locale);
  const at = (relative: string) => path.join(dir, ...relative.split('/'));
  const skipped: string[] = [];
  const roots = siteDir ? linkRoots([siteDir, i18nDir]) : undefined;
  const load = (file: string) =>
    !roots || existsInside(file, roots, (w) => skipped.push(w), 'the site folder and the translation folder')
      ? loadTranslationFile(file)
      : Promise.resolve(undefined);
  const [code, navbar, footer, blogOptions] = await Promise.all([
    load(at(TRANSLATION_FILES.code)),
    load(at(TRANSLATION_FILES.navbar)),
    load(at(TRANSLATION_FILES.footer)),
    load(at(TRANSLATION_FILES.blogOptions)),
  ]);
  const docs: Record<string, TranslationFile> = {};
  // The preset's docs (`docusaurus-plugin-content-docs/`) and each other docs plugin instance's
  // (`docusaurus-plugin-content-docs-<id>/`), keyed as their content sets are (docs-instances.ts).
  let folders: string[] = [];
  try {
    folders = (await readdir(dir)).filter(
      (name) => name === TRANSLATION_FILES.docsDir || name.startsWith(`${TRANSLATION_FILES.docsDir}-`),
    );
  } catch {}
  for (const folder of folders.sort()) {
    const pluginId =
      folder === TRANSLATION_FILES.docsDir
        ? DEFAULT_DOCS_PLUGIN_ID
        : folder.slice(TRANSLATION_FILES.docsDir.length + 1);
    if (pluginId === '') continue;
    let names: string[] = [];
    try {
      names = await readdir(at(folder));
    } catch {}
    for (const name of names.sort()) {
      const version = /^(?:current|version-(.+))\.json$/.exec(name);
      if (!version) continue;
      const file = await load(path.join(at(folder), name));
      if (file) docs[docsSetKey(pluginId, version[1] ?? 'current')] = file;
    }
  }
  return {
    locale,
    dir,
    ...(skipped.length > 0 ? { skipped } : {}),
    ...(code ? { code } : {}),
    ...(navbar ? { navbar } : {}),
    ...(footer ? { footer } : {}),
    ...(blogOptions ? { blogOptions } : {}),
    docs,
  };
}

/** Just the messages, by key (what the theme's lookup takes). */
export function messagesOf(file: TranslationFile | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(file?.messages ?? {})) out[key] = value.message;
  return out;
}

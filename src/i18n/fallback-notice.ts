/**
 * The words of the notice above an untranslated page, from the locale's `code.json` (Docusaurus's
 * file of theme strings), with English defaults. The keys are rnhc-docs' own: Docusaurus shows
 * untranslated pages with no notice, so it has none.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedConfig } from '../config/load-config.ts';
import { RnhcError } from '../util/errors.ts';
import { localeDir } from './locale-builds.ts';

/** The code.json keys of the notice and their English defaults. */
export const FALLBACK_NOTICE_KEYS = {
  message: [
    'theme.docs.untranslated.message',
    'This page is not translated yet: it is shown in its original language.',
  ],
  link: ['theme.docs.untranslated.originalLink', 'Read the original'],
} as const;

/** The notice of a locale's untranslated pages. */
export function fallbackNotice(config: ResolvedConfig): { message: string; link: string } {
  const file = path.join(localeDir(config), 'code.json');
  const strings = existsSync(file) ? readCodeJson(file) : {};
  const pick = ([key, fallback]: readonly [string, string]) => strings[key] ?? fallback;
  return { message: pick(FALLBACK_NOTICE_KEYS.message), link: pick(FALLBACK_NOTICE_KEYS.link) };
}

/** A code.json's messages by key: `{ key: { message } }` as Docusaurus writes it, or `{ key: "text" }`. */
function readCodeJson(file: string): Record<string, string> {
  const text = readFileSync(file, 'utf8');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    const offset = /position (\d+)/.exec(String((cause as Error).message))?.[1];
    const line = offset === undefined ? undefined : text.slice(0, Number(offset)).split('\n').length;
    throw new RnhcError(`${file} is not valid JSON: ${(cause as Error).message}`, {
      file,
      ...(line ? { position: { line } } : {}),
      hint: 'Fix the translation file: each key maps to { "message": "..." } or to a string.',
    });
  }
  const result: Record<string, string> = {};
  if (!data || typeof data !== 'object' || Array.isArray(data)) return result;
  for (const [key, value] of Object.entries(data)) {
    if (typeof value === 'string') result[key] = value;
    else if (value && typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string') {
      result[key] = (value as { message: string }).message;
    }
  }
  return result;
}

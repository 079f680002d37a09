import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findJsonError, lineAndColumn } from '../../../src/i18n/json-error.ts';
import { loadLocaleTranslations, parseTranslationFile } from '../../../src/i18n/load-translations.ts';
import { ContentError } from '../../../src/util/errors.ts';

/** A code.json as Docusaurus's write-translations writes it (message + description). */
const CODE_JSON = `{
  "theme.common.skipToMainContent": {
    "message": "Aller au contenu principal",
    "description": "The skip to content label used for accessibility"
  },
  "theme.docs.paginator.previous": {
    "message": "Précédent"
  },
  "homepage.tagline": "Une chaîne simple"
}
`;

function parseError(text: string): ContentError {
  try {
    parseTranslationFile(text, '/site/i18n/fr/code.json');
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('translation files', () => {
  it('reads Docusaurus message objects and plain strings', () => {
    expect(parseTranslationFile(CODE_JSON, 'code.json')).toEqual({
      'theme.common.skipToMainContent': {
        message: 'Aller au contenu principal',
        description: 'The skip to content label used for accessibility',
      },
      'theme.docs.paginator.previous': { message: 'Précédent' },
      'homepage.tagline': { message: 'Une chaîne simple' },
    });
  });

  it.each([
    ['a trailing comma', '{\n  "a": "b",\n}\n', 3, /trailing comma/],
    ['a missing comma', '{\n  "a": "b"\n  "c": "d"\n}\n', 3, /expected "," or "}"/],
    ['a missing value', '{\n  "a":\n}\n', 3, /expected a value/],
    ['an unterminated object', '{\n  "a": "b"\n', 3, /before the end of the file/],
    ['a comment', '{\n  // note\n  "a": "b"\n}\n', 2, /double-quoted string/],
    ['a line break in a string', '{\n  "a": "b\nc"\n}\n', 2, /control character/],
  ])('names the file and the line of invalid JSON: %s', (_name, text, line, message) => {
    const error = parseError(text);
    expect(error.file).toBe('/site/i18n/fr/code.json');
    expect(error.position?.line).toBe(line);
    expect(error.message).toMatch(/^The translation file is not valid JSON: /);
    expect(error.message).toMatch(message);
    expect(error.exitCode).toBe(1);
  });

  it('finds no fault in valid JSON, and counts lines and columns from 1', () => {
    expect(findJsonError(CODE_JSON)).toBeUndefined();
    expect(lineAndColumn('ab\ncd', 4)).toEqual({ line: 2, column: 2 });
  });

  it.each([
    [
      'a number',
      '{\n  "theme.a": { "message": "x" },\n  "theme.b": 42\n}',
      /"theme\.b": the message must be a string \(got 42\)/,
      3,
    ],
    [
      'a message that is not a string',
      '{\n  "theme.b": { "message": ["x"] }\n}',
      /"theme\.b": the message must be a string/,
      2,
    ],
    [
      'no message',
      '{\n  "theme.b": { "description": "d" }\n}',
      /"theme\.b": the message must be a string \(got an object without "message"\)/,
      2,
    ],
    [
      'a description that is not a string',
      '{\n  "theme.b": { "message": "m", "description": 1 }\n}',
      /"theme\.b": the description must be a string/,
      2,
    ],
  ])('names the file and the key of a value that is not a string: %s', (_name, text, message, line) => {
    const error = parseError(text);
    expect(error.message).toMatch(message);
    expect(error.location).toBe(`/site/i18n/fr/code.json:${line}`);
  });

  it('refuses a file that is not an object of messages', () => {
    expect(parseError('["a"]').message).toMatch(/must hold a JSON object of messages/);
  });

  it("loads a locale folder in Docusaurus's layout; missing files are simply absent", async () => {
    const root = await mkdtemp(path.join(tmpdir(), 'rnhc-i18n-'));
    const fr = path.join(root, 'fr');
    await mkdir(path.join(fr, 'docusaurus-theme-classic'), { recursive: true });
    await mkdir(path.join(fr, 'docusaurus-plugin-content-docs', 'current'), { recursive: true });
    await writeFile(path.join(fr, 'code.json'), CODE_JSON);
    await writeFile(
      path.join(fr, 'docusaurus-theme-classic', 'navbar.json'),
      JSON.stringify({ 'item.label.Docs': { message: 'Documentation', description: 'Navbar item with label Docs' } }),
    );
    await writeFile(
      path.join(fr, 'docusaurus-plugin-content-docs', 'current.json'),
      JSON.stringify({ 'version.label': { message: 'Suivante' } }),
    );
    await writeFile(
      path.join(fr, 'docusaurus-plugin-content-docs', 'version-2.x.json'),
      JSON.stringify({ 'version.label': { message: '2.x' } }),
    );
    const loaded = await loadLocaleTranslations(root, 'fr');
    expect(loaded.code?.messages['theme.docs.paginator.previous']?.message).toBe('Précédent');
    expect(loaded.navbar?.messages['item.label.Docs']?.message).toBe('Documentation');
    expect(loaded.footer).toBeUndefined();
    expect(Object.keys(loaded.docs)).toEqual(['current', '2.x']);
    expect(loaded.docs.current?.file).toBe(path.join(fr, 'docusaurus-plugin-content-docs', 'current.json'));
    const none = await loadLocaleTranslations(root, 'de');
    expect(none).toEqual({ locale: 'de', dir: path.join(root, 'de'), docs: {} });
  });
});

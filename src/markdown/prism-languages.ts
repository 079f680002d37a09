/**
 * Language names that Docusaurus's highlighter (Prism) knows and shiki does not, mapped to the
 * shiki grammar that highlights the same code. Names both know (`js`, `jsx`, `ts`, `tsx`, `sh`,
 * `kotlin`, `objc` ...) are shiki's own aliases already; names with no shiki equivalent
 * (`ignore`, `js-extras`, `t4-cs` ...) stay unhighlighted and are named in a warning.
 */
export const PRISM_TO_SHIKI: Readonly<Record<string, string>> = {
  gradle: 'groovy',
  markup: 'html',
  svg: 'xml',
  mathml: 'xml',
  ssml: 'xml',
  atom: 'xml',
  rss: 'xml',
  clike: 'c',
  objectivec: 'objective-c',
  'shell-session': 'shellsession',
  'sh-session': 'shellsession',
  dotnet: 'csharp',
  vbnet: 'vb',
  webmanifest: 'json',
  apacheconf: 'apache',
  arduino: 'cpp',
  ino: 'cpp',
  editorconfig: 'ini',
  gitignore: 'ini',
  jsstacktrace: 'text',
  javastacktrace: 'text',
};

/** The shiki grammar name of a fence language (lower-cased). */
export function shikiLanguage(lang: string): string {
  const lower = lang.toLowerCase();
  // Own keys only: a fence named `constructor` or `__proto__` is a language name, not Object's.
  return Object.hasOwn(PRISM_TO_SHIKI, lower) ? (PRISM_TO_SHIKI[lower] as string) : lower;
}

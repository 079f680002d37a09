/**
 * Admonition types, shared by the markdown plugin (`:::type` containers) and the MDX
 * `@theme/Admonition` component; their English titles are the theme strings' defaults.
 */
import { type ThemeStringKey, themeStrings } from './theme-strings.ts';

const KINDS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'] as const;

/** The theme string that titles an admonition type. */
export function admonitionTitleKey(kind: string): ThemeStringKey {
  return `theme.admonition.${kind}` as ThemeStringKey;
}

/** Admonition types and their default titles (English; the locale's come from its theme strings). */
// (Pure: a browser bundle that does not use it, such as the islands', leaves the theme strings out.)
export const ADMONITION_TITLES: Record<string, string> = /* @__PURE__ */ (() =>
  Object.fromEntries(KINDS.map((kind) => [kind, themeStrings[admonitionTitleKey(kind)]])))();

/**
 * Docusaurus 2's types that Docusaurus 3 still accepts, as the type they are shown as and the
 * type whose theme string titles them: `important` is an info box titled Important.
 */
export const LEGACY_TYPES: Record<string, { kind: string; title: string }> = {
  important: { kind: 'info', title: 'important' },
  secondary: { kind: 'note', title: 'note' },
  success: { kind: 'tip', title: 'tip' },
};

/**
 * The shiki themes code blocks are highlighted in, and how Docusaurus's prism themes map onto
 * them. Docusaurus highlights in the browser with prism-react-renderer and a theme object
 * (`themeConfig.prism.theme` / `darkTheme`); rnhc-docs highlights at build time with shiki, whose
 * bundled themes include most of prism-react-renderer's under the same (or the upstream) name.
 */
import { createRequire } from 'node:module';
import { bundledThemesInfo } from 'shiki/themes';

/** The light and the dark theme; the theme CSS switches between them with `[data-theme]`. */
export interface CodeThemes {
  light: string;
  dark: string;
  /** Themes of the site's own by name (a Docusaurus site's prism theme objects), for `light` / `dark`. */
  custom?: Record<string, CustomCodeTheme> | undefined;
}

/** rnhc-docs' own themes, when a site names none. */
export const DEFAULT_CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const satisfies CodeThemes;

/** Every theme shiki bundles, by id. */
export const SHIKI_THEMES: readonly string[] = bundledThemesInfo.map((theme) => theme.id);

/**
 * prism-react-renderer's themes (v1 paths `prism-react-renderer/themes/<name>`, v2 `themes.<name>`)
 * → the shiki theme of the same origin. Those without one (duotone, jettwave, oceanicNext,
 * shadesOfPurple, ultramin) are absent: they fall back to the default, with a warning.
 */
export const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  dracula: 'dracula',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  vsDark: 'dark-plus',
  vsLight: 'light-plus',
  palenight: 'material-theme-palenight',
  // Okaidia is Prism's Monokai.
  okaidia: 'monokai',
  synthwave84: 'synthwave-84',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
};

/**
 * The prism theme a stubbed prism-react-renderer value stands for, from the stub's name
 * (`prism-react-renderer/themes/dracula`, `prism-react-renderer.themes.dracula`, with `.default`
 * when imported as an ES module), or undefined for anything else.
 */
export function prismThemeOfStub(name: string): string | undefined {
  for (const pattern of PRISM_THEME_STUBS) {
    const match = pattern.exec(name);
    if (match) return match[1];
  }
  return undefined;
}

/** The names of a stubbed prism-react-renderer theme (v2 `themes.<name>`, v1 `themes/<name>`). */
export const PRISM_THEME_STUBS: readonly RegExp[] = [
  /^prism-react-renderer(?:\.default)?\.themes\.(\w+)(?:\.default)?$/,
  /^prism-react-renderer\/themes\/(\w+)(?:\/index(?:\.c?js)?)?(?:\.default)?$/,
];

let prismThemes: Record<string, { plain: unknown; styles: unknown }> | undefined;

/**
 * The `plain` or `styles` of the real prism-react-renderer theme a stub stands for (undefined
 * for any other stub or key). A site's config may build its theme on one
 * (`Object.assign(themes.github.plain, { backgroundColor })`, `[...themes.github.styles, ...]`:
 * jest): the stub then gives the theme's own colours, each object once per stub, so a change
 * the config makes to it stays. `cache` holds a stub's copies.
 */
export function prismThemeMember(name: string, key: PropertyKey, cache: Map<string, unknown>): unknown {
  if (key !== 'plain' && key !== 'styles') return undefined;
  const theme = prismThemeOfStub(name);
  if (!theme) return undefined;
  const id = `${name}#${key}`;
  if (!cache.has(id)) {
    prismThemes ??= (createRequire(import.meta.url)('prism-react-renderer') as { themes: typeof prismThemes }).themes;
    const real = prismThemes?.[theme]?.[key];
    cache.set(id, real === undefined ? undefined : structuredClone(real));
  }
  return cache.get(id);
}

/**
 * A TextMate theme as shiki loads it (`ThemeRegistrationRaw`'s JSON part): what a prism theme
 * object of the site's own becomes.
 */
export interface CustomCodeTheme {
  name: string;
  type: 'light' | 'dark';
  colors: Record<string, string>;
  tokenColors: Array<{ scope: string[]; settings: { foreground?: string; fontStyle?: string } }>;
}

/**
 * Prism's token types → the TextMate scopes shiki's grammars give the same tokens (the scopes
 * shiki's own ports of prism themes colour: keyword covers `storage.type` (`const`), function
 * `entity.name.function` and `support.function` ...). A type not listed colours nothing.
 */
const PRISM_SCOPES: Record<string, string[]> = {
  comment: ['comment', 'punctuation.definition.comment'],
  prolog: ['comment'],
  doctype: ['comment', 'meta.tag.metadata.doctype'],
  cdata: ['comment', 'string.unquoted.cdata'],
  punctuation: ['punctuation', 'meta.brace', 'meta.delimiter'],
  property: [
    'variable.other.property',
    'support.type.property-name',
    'meta.object-literal.key',
    'variable.other.object.property',
  ],
  tag: ['entity.name.tag', 'punctuation.definition.tag'],
  constant: ['constant', 'variable.other.constant'],
  symbol: ['constant.other.symbol'],
  deleted: ['markup.deleted'],
  boolean: ['constant.language.boolean', 'constant.language'],
  number: ['constant.numeric'],
  selector: ['entity.name.tag.css', 'entity.other.attribute-name.class', 'meta.selector'],
  'attr-name': ['entity.other.attribute-name'],
  string: ['string', 'punctuation.definition.string'],
  char: ['string.quoted.single', 'constant.character'],
  builtin: ['support.type', 'support.class.builtin', 'entity.name.type.primitive'],
  inserted: ['markup.inserted'],
  operator: ['keyword.operator', 'storage.type.function.arrow'],
  entity: ['constant.character.entity'],
  url: ['markup.underline.link'],
  variable: ['variable', 'variable.other.readwrite', 'variable.parameter'],
  atrule: ['keyword.control.at-rule'],
  'attr-value': ['string.quoted.double.html', 'meta.attribute-with-value string'],
  function: ['entity.name.function', 'support.function', 'meta.function-call'],
  'function-variable': ['entity.name.function'],
  keyword: ['keyword', 'storage.type', 'storage.modifier', 'keyword.control'],
  regex: ['string.regexp'],
  important: ['keyword.other.important'],
  'class-name': ['entity.name.type', 'entity.name.class', 'support.class'],
  namespace: ['entity.name.namespace'],
  'template-string': ['string.template'],
  italic: ['markup.italic'],
  bold: ['markup.bold'],
};

const COLOUR = /^#[0-9a-f]{3,8}$|^rgba?\(|^hsla?\(|^[a-z]+$/i;

/** `#272822` → its relative luminance, to tell a dark theme from a light one (undefined: not a hex). */
function luminance(colour: string): number | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})/i.exec(colour)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * A prism-react-renderer theme object (`{ plain: { color, backgroundColor }, styles: [{ types,
 * style: { color, fontStyle } }] }`, as a site writes its own) as a shiki theme of the same
 * colours, named by a hash of them. Undefined when the object has no colour to apply.
 */
export function createCodeThemeFromPrism(value: unknown, hash: (text: string) => string): CustomCodeTheme | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { plain, styles } = value as { plain?: Record<string, unknown>; styles?: unknown };
  const colors: Record<string, string> = {};
  const plainColour = (key: string) => {
    const colour = plain?.[key];
    return typeof colour === 'string' && COLOUR.test(colour.trim()) ? colour.trim() : undefined;
  };
  const foreground = plainColour('color');
  const background = plainColour('backgroundColor');
  if (foreground) colors['editor.foreground'] = foreground;
  if (background) colors['editor.background'] = background;
  const tokenColors: CustomCodeTheme['tokenColors'] = [];
  for (const entry of Array.isArray(styles) ? styles : []) {
    const { types, style } = (entry ?? {}) as { types?: unknown; style?: Record<string, unknown> };
    if (!Array.isArray(types) || !style) continue;
    const settings: { foreground?: string; fontStyle?: string } = {};
    if (typeof style.color === 'string' && COLOUR.test(style.color.trim())) settings.foreground = style.color.trim();
    const fontStyle = [style.fontStyle, style.fontWeight === 'bold' ? 'bold' : undefined, style.textDecorationLine]
      .filter((part): part is string => typeof part === 'string' && /^(italic|bold|underline|line-through)$/.test(part))
      .map((part) => (part === 'line-through' ? 'strikethrough' : part));
    if (fontStyle.length > 0) settings.fontStyle = fontStyle.join(' ');
    const scope = [...new Set(types.flatMap((type) => PRISM_SCOPES[String(type)] ?? []))];
    if (scope.length > 0 && Object.keys(settings).length > 0) tokenColors.push({ scope, settings });
  }
  if (Object.keys(colors).length === 0 && tokenColors.length === 0) return undefined;
  const body = JSON.stringify({ colors, tokenColors });
  const light = luminance(background ?? '#ffffff');
  return {
    name: `prism-${hash(body).slice(0, 8)}`,
    type: light !== undefined && light < 0.4 ? 'dark' : 'light',
    colors,
    tokenColors,
  };
}

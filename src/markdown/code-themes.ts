/**
 * The shiki themes code blocks are highlighted in, and how Docusaurus's prism themes map onto
 * them. Docusaurus highlights in the browser with prism-react-renderer and a theme object
 * (`themeConfig.prism.theme` / `darkTheme`); rnhc-docs highlights at build time with shiki, whose
 * bundled themes include most of prism-react-renderer's under the same (or the upstream) name.
 */
import { bundledThemesInfo } from 'shiki/themes';

/** The light and the dark theme; the theme CSS switches between them with `[data-theme]`. */
export interface CodeThemes {
  light: string;
  dark: string;
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
  const match =
    /^prism-react-renderer(?:\.default)?\.themes\.(\w+)(?:\.default)?$/.exec(name) ??
    /^prism-react-renderer\/themes\/(\w+)(?:\/index(?:\.c?js)?)?(?:\.default)?$/.exec(name);
  return match?.[1];
}

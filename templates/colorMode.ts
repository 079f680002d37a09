/**
 * Colour mode logic shared by the theme (the navbar toggle) and the browser client.
 * Pure functions plus a few DOM helpers that take their dependencies as parameters, so the
 * cycle rules can be tested in Node and the client can reuse them before React loads.
 */
import type { ColorMode, SiteData } from '../src/shared/types.ts';

/** What the reader chose: a fixed mode, or follow the operating system. */
export type ColorModeChoice = ColorMode | 'system';

/** The local storage key holding the reader's choice ('light' | 'dark' | 'system'). */
export const COLOR_MODE_STORAGE_KEY = 'theme';

/** Media query that tells whether the system prefers dark. */
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

/** The colour mode part of the site data. */
export type ColorModeConfig = SiteData['colorMode'];

/** True when `value` is a valid choice. */
export function isColorModeChoice(value: unknown): value is ColorModeChoice {
  return value === 'light' || value === 'dark' || value === 'system';
}

/** Returns `value` as a choice, or throws an Error that names the unknown value. */
export function assertColorModeChoice(value: unknown): ColorModeChoice {
  if (!isColorModeChoice(value)) {
    throw new Error(`Unknown colour mode "${String(value)}": expected "light", "dark" or "system".`);
  }
  return value;
}

/** The choice a reader has before touching the toggle. */
export function getDefaultColorModeChoice(config: ColorModeConfig): ColorModeChoice {
  return config.respectPrefersColorScheme ? 'system' : config.defaultMode;
}

/** The mode the page shows for a choice. */
export function resolveColorMode(choice: ColorModeChoice, prefersDark: boolean): ColorMode {
  const valid = assertColorModeChoice(choice);
  if (valid === 'system') return prefersDark ? 'dark' : 'light';
  return valid;
}

/**
 * The choice after one click on the toggle. With `respectPrefersColorScheme` it cycles
 * system → light → dark → system; without it, it flips between dark and light (a stored
 * 'system' first resolves to what the reader sees, so the click always changes the page).
 */
export function getNextColorModeChoice(
  current: ColorModeChoice,
  options: { respectPrefersColorScheme: boolean; prefersDark: boolean },
): ColorModeChoice {
  const valid = assertColorModeChoice(current);
  if (!options.respectPrefersColorScheme) {
    return resolveColorMode(valid, options.prefersDark) === 'dark' ? 'light' : 'dark';
  }
  if (valid === 'system') return 'light';
  return valid === 'light' ? 'dark' : 'system';
}

/** Words for the toggle's accessible label, e.g. "light mode". */
export function getColorModeChoiceLabel(choice: ColorModeChoice): string {
  return `${assertColorModeChoice(choice)} mode`;
}

/**
 * Reads the stored choice. A missing, unreadable or foreign value falls back to the default:
 * a stale value in the reader's storage must not crash the page (only code passing an
 * unknown mode throws). Same rules as the build's head script (src/pipeline/render/render-document.ts),
 * so the toggle agrees with what the page already shows.
 */
export function readColorModeChoice(
  storage: Pick<Storage, 'getItem'> | undefined,
  config: ColorModeConfig,
): ColorModeChoice {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(COLOR_MODE_STORAGE_KEY) ?? null;
  } catch {
    // Storage can throw (disabled cookies, sandboxed frames); the default is fine then.
  }
  return isColorModeChoice(stored) ? stored : getDefaultColorModeChoice(config);
}

/**
 * Shows a choice on the page (`data-theme` holds the resolved mode, `data-theme-choice` the
 * choice, for the toggle's icon) and saves it when `storage` is given.
 */
export function applyColorModeChoice(
  choice: ColorModeChoice,
  env: { root: HTMLElement; prefersDark: boolean; storage?: Pick<Storage, 'setItem'> },
): ColorMode {
  const mode = resolveColorMode(choice, env.prefersDark);
  env.root.dataset.theme = mode;
  env.root.dataset.themeChoice = choice;
  try {
    env.storage?.setItem(COLOR_MODE_STORAGE_KEY, choice);
  } catch {
    // Not persisting is acceptable; the page still switches.
  }
  return mode;
}

/** Whether the system prefers dark, false outside a browser. */
export function systemPrefersDark(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(PREFERS_DARK_QUERY).matches
    : false;
}

/** `window.localStorage`, or undefined where reading it throws or there is no window. */
export function getLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

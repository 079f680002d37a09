import { useEffect, useRef, useState } from 'react';
import { type PageTranslate, translatePageEnglish } from '../../../src/shared/translations/translate.ts';
import {
  applyColorModeChoice,
  assertColorModeChoice,
  COLOR_MODE_STORAGE_KEY,
  type ColorModeChoice,
  type ColorModeConfig,
  getDefaultColorModeChoice,
  getLocalStorage,
  getNextColorModeChoice,
  isColorModeChoice,
  PREFERS_DARK_QUERY,
  readColorModeChoice,
  systemPrefersDark,
} from '../../colorMode.ts';
import { MoonIcon, SunIcon, SystemModeIcon } from '../../Icons/index.tsx';
import { useTranslate } from '../../translations/context.tsx';

/** Props of ColorModeToggle. */
export interface ColorModeToggleProps {
  config: ColorModeConfig;
}

/** The toggle's accessible label for a choice. */
export function getColorModeToggleLabel(choice: ColorModeChoice, t: PageTranslate = translatePageEnglish): string {
  const mode = t(`theme.colorToggle.ariaLabel.mode.${assertColorModeChoice(choice)}`);
  return t('theme.colorToggle.ariaLabel', { mode });
}

/**
 * The light/dark switch. It renders disabled with the default choice on the server and on the
 * first client render (so hydration matches), then reads the stored choice and enables itself.
 * The icon follows `data-theme`/`data-theme-choice` in CSS, so it is right before hydration.
 */
export function ColorModeToggle({ config }: ColorModeToggleProps) {
  const t = useTranslate();
  const [choice, setChoice] = useState<ColorModeChoice>(() => getDefaultColorModeChoice(config));
  const [mounted, setMounted] = useState(false);
  // The listeners below are registered once and must see the latest choice.
  const choiceRef = useRef(choice);
  choiceRef.current = choice;

  useEffect(() => {
    const root = document.documentElement;
    const stored = readColorModeChoice(getLocalStorage(), config);
    // The head script sets only data-theme; the icon also needs to know about 'system'.
    root.dataset.themeChoice = stored;
    setChoice(stored);
    setMounted(true);

    // Another tab changed the mode: follow it without writing back (that would loop).
    const onStorage = (event: StorageEvent) => {
      if (event.key !== COLOR_MODE_STORAGE_KEY && event.key !== null) return;
      const next = isColorModeChoice(event.newValue) ? event.newValue : getDefaultColorModeChoice(config);
      applyColorModeChoice(next, { root, prefersDark: systemPrefersDark() });
      setChoice(next);
    };
    const media = window.matchMedia?.(PREFERS_DARK_QUERY);
    const onSystemChange = () => {
      if (choiceRef.current === 'system') applyColorModeChoice('system', { root, prefersDark: systemPrefersDark() });
    };
    window.addEventListener('storage', onStorage);
    media?.addEventListener('change', onSystemChange);
    return () => {
      window.removeEventListener('storage', onStorage);
      media?.removeEventListener('change', onSystemChange);
    };
  }, [config]);

  const toggle = () => {
    const prefersDark = systemPrefersDark();
    const next = getNextColorModeChoice(choice, {
      respectPrefersColorScheme: config.respectPrefersColorScheme,
      prefersDark,
    });
    applyColorModeChoice(next, { root: document.documentElement, prefersDark, storage: getLocalStorage() });
    setChoice(next);
  };

  const label = getColorModeToggleLabel(choice, t);
  return (
    <button
      type="button"
      className="color-mode-toggle"
      disabled={!mounted}
      aria-label={label}
      title={label}
      aria-live="polite"
      onClick={toggle}
    >
      <SunIcon className="color-mode-toggle__icon color-mode-toggle__icon--light" />
      <MoonIcon className="color-mode-toggle__icon color-mode-toggle__icon--dark" />
      <SystemModeIcon className="color-mode-toggle__icon color-mode-toggle__icon--system" />
    </button>
  );
}

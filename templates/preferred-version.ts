/**
 * The reader's preferred docs version (SPEC.md 7), kept in local storage under Docusaurus's key so
 * a site moving from Docusaurus keeps its readers' choice. The server knows no preference: the
 * first client render agrees with the server HTML, and the stored choice applies right after.
 */
import { useSyncExternalStore } from 'react';

/** Local storage key (Docusaurus: `docs-preferred-version-<plugin id>`). */
export const PREFERRED_VERSION_KEY = 'docs-preferred-version-default';

/** Event dispatched on `window` when this tab saves a preference (`storage` covers other tabs). */
const CHANGE_EVENT = 'rnhc:preferred-version';

/** The stored version name, if any (undefined where storage is disabled). */
export function readPreferredVersion(): string | undefined {
  try {
    return localStorage.getItem(PREFERRED_VERSION_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves the reader's choice and tells every component reading it. */
export function savePreferredVersion(name: string): void {
  try {
    localStorage.setItem(PREFERRED_VERSION_KEY, name);
  } catch {
    // Storage disabled: links still work, the choice is simply not remembered.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The preferred version name, undefined on the server and during hydration. */
export function usePreferredVersion(): string | undefined {
  return useSyncExternalStore(subscribe, readPreferredVersion, () => undefined);
}

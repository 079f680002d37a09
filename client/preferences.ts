/**
 * What the navbar's version and locale links need from the browser: the chosen docs version is
 * remembered, and a locale or version link keeps the reader's search string and hash.
 */

import { savePreferredVersion } from '../templates/preferred-version.ts';

const anchorOf = (event: Event, selector: string): HTMLAnchorElement | null =>
  event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(selector) : null;

/** Installs the delegated listeners (before the router's: they run in the capture phase). */
export function installLinkPreferences(): void {
  document.addEventListener(
    'click',
    (event) => {
      const version = anchorOf(event, 'a[data-rnhc-version]')?.dataset.rnhcVersion;
      if (version !== undefined) savePreferredVersion(version);
    },
    true,
  );
  // The href is fixed on every way a link can be seen, followed or copied: hover (status bar),
  // pointer, touch, keyboard.
  const keepLocation = (event: Event) => {
    // The version dropdown's links keep them too (the same page in another version).
    const anchor = anchorOf(event, 'a[data-rnhc-locale], a[data-rnhc-version]');
    if (anchor) anchor.href = anchor.pathname + location.search + location.hash;
  };
  for (const type of ['mouseover', 'mousedown', 'touchstart', 'focusin', 'click']) {
    document.addEventListener(type, keepLocation, { capture: true, passive: true });
  }
}

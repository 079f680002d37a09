// The one way this project starts Chromium, for browser tests and benchmarks alike: Debian's
// package (browsers cannot be downloaded here), headless, with the flags this machine needs
// (without the background-networking ones, Chromium's many calls home are refused and slow it).
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

/** Debian's Chromium (RNHC_CHROMIUM names another, e.g. a missing one to test that CI fails without it). */
export const CHROMIUM_PATH = process.env.RNHC_CHROMIUM || '/usr/bin/chromium';

/** Whether Chromium is installed (browser tests skip themselves without it, or fail under CI). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** Launches headless Chromium. */
export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

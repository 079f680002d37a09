import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const hasChromium: boolean;
export function launchChromium(): Promise<Browser>;

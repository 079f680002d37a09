/**
 * Optional parts of the theme whose code a site without them should not download. The client is
 * compiled in one variant per combination (scripts/compile.mjs sets each `__RNHC_FEATURE_*__` to
 * a constant, and the minifier drops the code behind a `false`), and every page of a site loads
 * the variant of the features its config uses (src/pipeline/output/client-assets.ts). Where the constants
 * are not set (the server render, the tests), every feature is on.
 */
import type { SiteData } from './types.ts';

declare const __RNHC_FEATURE_DROPDOWNS__: boolean | undefined;
declare const __RNHC_FEATURE_ANNOUNCEMENT_BAR__: boolean | undefined;
declare const __RNHC_FEATURE_SWIZZLED__: boolean | undefined;

/** Navbar dropdowns: plain, locale and docs version. */
export const FEATURE_DROPDOWNS = typeof __RNHC_FEATURE_DROPDOWNS__ === 'undefined' || __RNHC_FEATURE_DROPDOWNS__;
/** The announcement bar. */
export const FEATURE_ANNOUNCEMENT_BAR =
  typeof __RNHC_FEATURE_ANNOUNCEMENT_BAR__ === 'undefined' || __RNHC_FEATURE_ANNOUNCEMENT_BAR__;

/**
 * A site's swizzled components shown in the theme's place (docs/swizzling.md): its 404 page and
 * its footer, prerendered HTML.
 */
export const FEATURE_SWIZZLED = typeof __RNHC_FEATURE_SWIZZLED__ === 'undefined' || __RNHC_FEATURE_SWIZZLED__;

/** The features, in the order of variant names; scripts/compile.mjs lists the same. */
export type ClientFeature = 'announcementBar' | 'dropdowns' | 'swizzled';

/** Navbar item types drawn as dropdowns (their client code and styles go together). */
export const DROPDOWN_TYPES: ReadonlySet<string> = new Set(['dropdown', 'localeDropdown', 'docsVersionDropdown']);

/** The client variant a site needs: its features joined by `+`, or `base` for none. */
export function clientVariant(site: SiteData): string {
  const features: ClientFeature[] = [];
  if (site.announcementBar) features.push('announcementBar');
  if (site.navbar.items.some((item) => DROPDOWN_TYPES.has(item.type))) features.push('dropdowns');
  if (site.swizzled) features.push('swizzled');
  return features.length > 0 ? features.join('+') : 'base';
}

/** The error for a feature the loaded client variant was compiled without (a build bug). */
export function missingFeature(feature: ClientFeature): never {
  throw new Error(`This page's client bundle was compiled without ${feature}; rebuild the site.`);
}

/** Types internal to the theme (the data contract itself lives in types.ts). */
import type { LinkData, NavbarItemData } from '../src/shared/types.ts';

/** A link inside a dropdown; locale and version dropdowns add a few attributes. */
export type DropdownLinkItem = { type: 'link' } & LinkData & {
    /** `lang`/`hreflang` of a locale link. */
    lang?: string;
    /** Data attributes the client reads (e.g. the version to remember as preferred). */
    data?: Record<`data-${string}`, string>;
  };

/** One entry of a dropdown menu. */
export type DropdownItem = DropdownLinkItem | { type: 'html'; value: string; className?: string };

/** A navbar item of one type. */
export type NavbarItemOf<T extends NavbarItemData['type']> = Extract<NavbarItemData, { type: T }>;

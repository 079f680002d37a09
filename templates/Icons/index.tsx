/**
 * The theme's icons: empty decorative spans (`icon icon--NAME`, aria-hidden) that
 * templates/styles/icons.css paints with `currentColor` through a mask of a 24×24 stroke SVG, so
 * they take the text colour in both palettes and weigh nothing in the client bundle. The
 * accessible text always lives next to them. Each icon's default size is in the CSS; `size`
 * (px) overrides it with an inline style, the same on the server and in the browser.
 */
import type { ReactElement } from 'react';

interface IconProps {
  className?: string;
  size?: number;
}

/** The component of the icon drawn by the CSS class `icon--${name}`. */
function icon(name: string): (props: IconProps) => ReactElement {
  return ({ className, size }) => (
    <span
      className={`icon icon--${name}${className ? ` ${className}` : ''}`}
      style={size === undefined ? undefined : { width: size, height: size }}
      aria-hidden="true"
    />
  );
}

/** Arrow out of a box: marks links that open in a new tab (12 px). */
export const ExternalLinkIcon = icon('external');

/** House: the first breadcrumb (16 px). */
export const HomeIcon = icon('home');

/** Downward chevron of dropdowns and collapsible sections, rotated by CSS (14 px). */
export const ChevronIcon = icon('chevron');

/** Sun: shown in light mode (20 px). */
export const SunIcon = icon('sun');

/** Moon: shown in dark mode (20 px). */
export const MoonIcon = icon('moon');

/** Screen: shown when following the system (20 px). */
export const SystemModeIcon = icon('system');

/** Magnifying glass of the search button (16 px). */
export const SearchIcon = icon('search');

/** Three bars of the mobile menu button (24 px). */
export const MenuIcon = icon('menu');

/** Cross of close buttons (16 px). */
export const CloseIcon = icon('close');

/** Globe of the language switcher (16 px). */
export const GlobeIcon = icon('globe');

/** Pencil of the edit link (16 px). */
export const EditIcon = icon('edit');

/** Folder: marks category cards (20 px). */
export const FolderIcon = icon('folder');

/** Sheet of paper: marks doc cards (20 px). */
export const DocIcon = icon('doc');

/**
 * Small inline SVG icons. Inline (not CSS) so they inherit `currentColor` and need no request;
 * all are decorative (aria-hidden), the accessible text lives next to them.
 */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
  size?: number;
}

function Svg({ className, size = 16, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** Arrow out of a box: marks links that open in a new tab. */
export function ExternalLinkIcon(props: IconProps) {
  return (
    <Svg size={12} {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Svg>
  );
}

/** House: the first breadcrumb. */
export function HomeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5" />
    </Svg>
  );
}

/** Downward chevron of dropdowns and collapsible sections (rotated by CSS). */
export function ChevronIcon(props: IconProps) {
  return (
    <Svg size={14} {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

/** Sun: shown in light mode. */
export function SunIcon(props: IconProps) {
  return (
    <Svg size={20} {...props}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </Svg>
  );
}

/** Moon: shown in dark mode. */
export function MoonIcon(props: IconProps) {
  return (
    <Svg size={20} {...props}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </Svg>
  );
}

/** Half-filled screen: shown when following the system. */
export function SystemModeIcon(props: IconProps) {
  return (
    <Svg size={20} {...props}>
      <rect x="3" y="4" width="18" height="13" rx="2" />
      <path d="M8 21h8M12 17v4" />
    </Svg>
  );
}

/** Magnifying glass of the search button. */
export function SearchIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="7" />
      <path d="M20 20l-4-4" />
    </Svg>
  );
}

/** Three bars of the mobile menu button. */
export function MenuIcon(props: IconProps) {
  return (
    <Svg size={24} {...props}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </Svg>
  );
}

/** Cross of close buttons. */
export function CloseIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

/** Globe of the language switcher. */
export function GlobeIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </Svg>
  );
}

/** Pencil of the edit link. */
export function EditIcon(props: IconProps) {
  return (
    <Svg {...props}>
      <path d="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
    </Svg>
  );
}

/** Folder: marks category cards. */
export function FolderIcon(props: IconProps) {
  return (
    <Svg size={20} {...props}>
      <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1z" />
    </Svg>
  );
}

/** Sheet of paper: marks doc cards. */
export function DocIcon(props: IconProps) {
  return (
    <Svg size={20} {...props}>
      <path d="M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6" />
    </Svg>
  );
}

/**
 * The announcement bar as Docusaurus's theme exposes it to a site's swizzled AnnouncementBar
 * (docs/swizzling.md): `useAnnouncementBar()` of `@docusaurus/theme-common/internal` (Docusaurus 2:
 * `@docusaurus/theme-common`), and the theme's parts with their props, `@theme/AnnouncementBar/Content`,
 * `@theme/AnnouncementBar/CloseButton`, `@theme/Icon/Close` and `@theme-original/AnnouncementBar`.
 * The dismissal is the theme's own (templates/AnnouncementBar/storage.ts): closing either bar
 * closes the bar of that id.
 */
import { createElement, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { dismissAnnouncement, isAnnouncementDismissed } from '../AnnouncementBar/storage.ts';
import { getLocalStorage } from '../colorMode.ts';
import { PageRuntimeContext } from './index.tsx';
import { useThemeConfig } from './theme-common.tsx';

/** The config's announcement bar, or undefined when the site has none. */
function useBarConfig() {
  return useThemeConfig().announcementBar;
}

/**
 * `useAnnouncementBar()`: whether the bar shows (the config has one and the reader has not closed
 * it) and the function that closes it. Not closed at build time and while hydrating (the server's
 * HTML must match), then read from local storage, as Docusaurus does.
 */
export function useAnnouncementBar(): { isActive: boolean; close: () => void } {
  const bar = useBarConfig();
  const id = bar?.id;
  const [isClosed, setClosed] = useState(false);
  useEffect(() => {
    if (id !== undefined) setClosed(isAnnouncementDismissed(getLocalStorage(), id));
  }, [id]);
  const close = useCallback(() => {
    if (id !== undefined) dismissAnnouncement(getLocalStorage(), id);
    setClosed(true);
  }, [id]);
  return useMemo(() => ({ isActive: bar !== undefined && !isClosed, close }), [bar, isClosed, close]);
}

function joinClasses(...names: (string | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}

/** `@theme/Icon/Close`: Docusaurus's cross, with its props. */
export function IconClose({
  width = 21,
  height = 21,
  color = 'currentColor',
  strokeWidth = 1.2,
  className,
  ...rest
}: {
  width?: number | string;
  height?: number | string;
  color?: string;
  strokeWidth?: number;
  className?: string;
  [key: string]: unknown;
}): ReactNode {
  return createElement(
    'svg',
    { viewBox: '0 0 15 15', width, height, className, ...rest },
    createElement(
      'g',
      { stroke: color, strokeWidth },
      createElement('path', { d: 'M.75.75l13.5 13.5M14.25.75L.75 14.25' }),
    ),
  );
}

/** `@theme/AnnouncementBar/Content`: the config's content (HTML, trusted as in Docusaurus). */
export function AnnouncementBarContent({
  className,
  ...rest
}: {
  className?: string;
  [key: string]: unknown;
}): ReactNode {
  const bar = useBarConfig();
  if (!bar) return null;
  return createElement('div', {
    ...rest,
    className: joinClasses('content_rnhc announcementBarContent_rnhc', className),
    dangerouslySetInnerHTML: { __html: bar.content },
  });
}

/** `@theme/AnnouncementBar/CloseButton`: Docusaurus's close button (`clean-btn close`), with its props. */
export function AnnouncementBarCloseButton({
  className,
  ...rest
}: {
  className?: string;
  onClick?: () => void;
  [key: string]: unknown;
}): ReactNode {
  const label = useContext(PageRuntimeContext)?.site.strings?.['theme.AnnouncementBar.closeButtonAriaLabel'] ?? 'Close';
  return createElement(
    'button',
    { type: 'button', 'aria-label': label, ...rest, className: joinClasses('clean-btn close', className) },
    createElement(IconClose, { width: 14, height: 14, strokeWidth: 3.1 }),
  );
}

/**
 * `@theme-original/AnnouncementBar`: the theme's bar (its classes, so it looks like the bar of a
 * site that swizzles nothing), for a swizzled AnnouncementBar that wraps it.
 */
export function AnnouncementBar(): ReactNode {
  const bar = useBarConfig();
  const { isActive, close } = useAnnouncementBar();
  if (!bar || !isActive) return null;
  return createElement(
    'div',
    {
      className: 'theme-announcement-bar announcementBar_rnhc announcement-bar',
      style: { backgroundColor: bar.backgroundColor, color: bar.textColor },
      role: 'banner',
    },
    createElement(AnnouncementBarContent, { className: 'announcement-bar__content' }),
    bar.isCloseable &&
      createElement(AnnouncementBarCloseButton, { onClick: close, className: 'announcement-bar__close' }),
  );
}

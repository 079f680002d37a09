import { useEffect, useState } from 'react';
import type { SiteData } from '../../src/shared/types.ts';
import { getLocalStorage } from '../colorMode.ts';
import { CloseIcon } from '../Icons/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { useTranslate } from '../translations/context.tsx';
import { dismissAnnouncement, isAnnouncementDismissed } from './storage.ts';

/** Props of AnnouncementBar. */
export interface AnnouncementBarProps {
  bar: NonNullable<SiteData['announcementBar']>;
  /**
   * A Docusaurus site's: the bar is Docusaurus's `<div role="banner">`, which sites' CSS targets
   * (`div[class*="announcementBar"][role="banner"]`, react-native-website); its navbar then has no
   * `<header>` (templates/Navbar), so the page keeps one banner landmark.
   */
  docusaurus?: boolean | undefined;
}

/**
 * The banner above the navbar. The server always renders it; the client removes it when the
 * reader dismissed this id before (the head script already hid it, so nothing moves).
 */
export function AnnouncementBar({ bar, docusaurus }: AnnouncementBarProps) {
  const t = useTranslate();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    if (bar.isCloseable && isAnnouncementDismissed(getLocalStorage(), bar.id)) setDismissed(true);
  }, [bar.id, bar.isCloseable]);

  if (dismissed) return null;
  const Region = docusaurus ? 'div' : 'section';
  const close = () => {
    dismissAnnouncement(getLocalStorage(), bar.id);
    setDismissed(true);
  };
  return (
    // Docusaurus's class names, in its order (`theme-announcement-bar announcementBar_…`,
    // `content_… announcementBarContent_…`): sites style the bar with
    // `div[class*="announcementBarContent"]` (react-native-website), which then applies as in
    // Docusaurus, and `div[class^=announcementBarContent]` (jest), which then does not, as there.
    <Region
      {...(docusaurus ? { role: 'banner' } : {})}
      className={`theme-announcement-bar announcementBar_rnhc announcement-bar${bar.isCloseable ? ' announcement-bar--closeable' : ''}`}
      aria-label={t('theme.AnnouncementBar.regionAriaLabel')}
      style={{ backgroundColor: bar.backgroundColor, color: bar.textColor }}
    >
      <RawHtml className="content_rnhc announcementBarContent_rnhc announcement-bar__content" html={bar.content} />
      {bar.isCloseable && (
        <button
          type="button"
          className="announcement-bar__close"
          aria-label={t('theme.AnnouncementBar.closeButtonAriaLabel')}
          onClick={close}
        >
          <CloseIcon />
        </button>
      )}
    </Region>
  );
}

import { useEffect, useRef, useState } from 'react';
import type { PageData, SiteData } from '../../../src/shared/types.ts';
import { SidebarMenu } from '../../DocPage/Sidebar/index.tsx';
import { CloseIcon } from '../../Icons/index.tsx';
import { useTranslate } from '../../translations/context.tsx';
import { Brand } from '../Brand/index.tsx';
import { ColorModeToggle } from '../ColorModeToggle/index.tsx';
import { NavbarItem } from '../NavbarItem/index.tsx';

/** Media query of the desktop layout, where the mobile menu must not stay open. */
export const DESKTOP_QUERY = '(min-width: 997px)';

/** Props of MobileSidebar. */
export interface MobileSidebarProps {
  site: SiteData;
  page: PageData;
  onClose: () => void;
}

/**
 * The menu that replaces the navbar items up to 996 px. It is mounted only while open, so
 * closed pages carry none of its HTML. On a doc page it first shows the doc's sidebar, with a
 * button back to the main menu (the navbar items).
 */
export function MobileSidebar({ site, page, onClose }: MobileSidebarProps) {
  const t = useTranslate();
  const docSidebar = page.doc?.sidebar !== undefined ? site.sidebars[page.doc.sidebar] : undefined;
  const [showNavbarItems, setShowNavbarItems] = useState(docSidebar === undefined);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Lock the page behind the menu; restore whatever the body had before.
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();

    const media = window.matchMedia?.(DESKTOP_QUERY);
    const onMediaChange = (event: MediaQueryListEvent) => {
      if (event.matches) onClose();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    media?.addEventListener('change', onMediaChange);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.body.style.overflow = previousOverflow;
      media?.removeEventListener('change', onMediaChange);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [onClose]);

  return (
    <>
      <div className="navbar-sidebar__backdrop" aria-hidden="true" onClick={onClose} />
      <div className="navbar-sidebar">
        <div className="navbar-sidebar__brand">
          <Brand site={site} />
          {/* A Docusaurus site's phone navbar has no colour-mode toggle: it is here, as in Docusaurus. */}
          {site.infimaPages && !site.colorMode.disableSwitch && (
            <span className="navbar-sidebar__color-mode">
              <ColorModeToggle config={site.colorMode} />
            </span>
          )}
          <button
            ref={closeRef}
            type="button"
            className="navbar-sidebar__close"
            aria-label={t('theme.docs.sidebar.closeSidebarButtonAriaLabel')}
            onClick={onClose}
          >
            <CloseIcon size={20} />
          </button>
        </div>
        <div className="navbar-sidebar__items">
          {showNavbarItems || docSidebar === undefined ? (
            <ul className="menu menu__list">
              {site.navbar.items.map((item, index) => (
                <NavbarItem
                  // biome-ignore lint/suspicious/noArrayIndexKey: navbar items are static config.
                  key={index}
                  item={item}
                  site={site}
                  page={page}
                  mobile
                  onNavigate={onClose}
                />
              ))}
            </ul>
          ) : (
            <>
              <button type="button" className="navbar-sidebar__back" onClick={() => setShowNavbarItems(true)}>
                {t('theme.navbar.mobileSidebarSecondaryMenu.backButtonLabel')}
              </button>
              <SidebarMenu items={docSidebar} page={page} onNavigate={onClose} />
            </>
          )}
        </div>
      </div>
    </>
  );
}

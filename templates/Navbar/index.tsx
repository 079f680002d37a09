import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../../src/shared/links.ts';
import type { PageData, SiteData } from '../../src/shared/types.ts';
import { MenuIcon } from '../Icons/index.tsx';
import { getHashTarget, NAVIGATION_EVENT, type NavigationDetail } from '../navigation.ts';
import { useTranslate } from '../translations/context.tsx';
import { Brand } from './Brand/index.tsx';
import { ColorModeToggle } from './ColorModeToggle/index.tsx';
import { MobileSidebar } from './MobileSidebar/index.tsx';
import { NavbarItem } from './NavbarItem/index.tsx';

/** Props of Navbar. */
export interface NavbarProps {
  site: SiteData;
  page: PageData;
}

/**
 * With `hideOnScroll`: hidden while scrolling down past the navbar's height, shown when
 * scrolling up or near the top. A navigation to an in-page anchor hides it (the heading is what
 * the reader wants to see) and its own scroll is ignored; any other navigation shows it.
 */
function useHideOnScroll(enabled: boolean, ref: RefObject<HTMLElement | null>): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let lastY = window.scrollY;
    let scrollingToAnchor = false;
    const onScroll = () => {
      const y = window.scrollY;
      const height = ref.current?.offsetHeight ?? 0;
      if (scrollingToAnchor) scrollingToAnchor = false;
      else if (y < height) setHidden(false);
      else if (Math.abs(y - lastY) > 2) setHidden(y > lastY);
      lastY = y;
    };
    const onNavigate = (event: Event) => {
      scrollingToAnchor = getHashTarget((event as CustomEvent<NavigationDetail>).detail.hash) !== null;
      setHidden(scrollingToAnchor);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener(NAVIGATION_EVENT, onNavigate);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener(NAVIGATION_EVENT, onNavigate);
    };
  }, [enabled, ref]);
  return hidden;
}

/** The fixed top bar: brand, items left and right, search, colour mode and the mobile menu. */
export function Navbar({ site, page }: NavbarProps) {
  const t = useTranslate();
  const { navbar } = site;
  const [mobileOpen, setMobileOpen] = useState(false);
  // A navigation (link, back, forward) closes the mobile menu: the new page is what to show.
  const [openedOn, setOpenedOn] = useState(page.path);
  if (openedOn !== page.path) {
    setOpenedOn(page.path);
    setMobileOpen(false);
  }
  const navRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const hidden = useHideOnScroll(navbar.hideOnScroll, navRef);

  const closeMobile = useCallback(() => {
    setMobileOpen(false);
    // Give focus back to the button that opened the menu, as a dialog would.
    toggleRef.current?.focus();
  }, []);

  const renderItems = (position: 'left' | 'right') =>
    navbar.items.map((item, index) =>
      item.position === position ? (
        // biome-ignore lint/suspicious/noArrayIndexKey: navbar items are static config.
        <NavbarItem key={index} item={item} site={site} page={page} mobile={false} />
      ) : null,
    );

  // A Docusaurus site's navbar is its <nav> alone, as there: its announcement bar is the page's
  // banner landmark (templates/AnnouncementBar), and a <header> beside it would be a second one.
  const Header = site.infimaPages ? 'div' : 'header';
  return (
    <Header className="navbar-header">
      <nav
        ref={navRef}
        aria-label={t('theme.NavBar.navAriaLabel')}
        className={cx(
          'navbar',
          navbar.style && `navbar--${navbar.style}`,
          site.infimaPages && 'navbar--infima',
          hidden && !mobileOpen && 'navbar--hidden',
          mobileOpen && 'navbar--sidebar-open',
        )}
      >
        <div className="navbar__inner">
          <div className="navbar__items">
            <button
              ref={toggleRef}
              type="button"
              className="navbar__toggle"
              aria-label={t('theme.docs.sidebar.toggleSidebarButtonAriaLabel')}
              aria-expanded={mobileOpen}
              onClick={() => setMobileOpen((open) => !open)}
            >
              <MenuIcon />
            </button>
            <Brand site={site} />
            {renderItems('left')}
          </div>
          <div className="navbar__items navbar__items--right">
            {renderItems('right')}
            {!site.colorMode.disableSwitch && <ColorModeToggle config={site.colorMode} />}
          </div>
        </div>
        {mobileOpen && <MobileSidebar site={site} page={page} onClose={closeMobile} />}
      </nav>
    </Header>
  );
}

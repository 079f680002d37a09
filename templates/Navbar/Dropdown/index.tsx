import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cx, isLinkActive } from '../../../src/shared/links.ts';
import type { PageData } from '../../../src/shared/types.ts';
import { Collapsible } from '../../Collapsible/index.tsx';
import { ChevronIcon } from '../../Icons/index.tsx';
import { RawHtml } from '../../RawHtml/index.tsx';
import type { DropdownItem } from '../../theme-types.ts';
import { useTranslate } from '../../translations/context.tsx';
import { NavbarLink } from '../NavbarLink/index.tsx';

/** Props of Dropdown, shared by plain, locale and version dropdowns. */
export interface DropdownProps {
  label: string;
  /** Shown before the label (e.g. a globe for the language switcher). */
  icon?: ReactNode;
  /** When set, the label is a link and a separate button opens the menu. */
  href?: string;
  className?: string;
  items: DropdownItem[];
  page: PageData;
  mobile: boolean;
  onNavigate?: () => void;
  /**
   * Highlight the toggle when an item is the current page. Off for the locale and version
   * switchers, whose current entry always is.
   */
  markActive?: boolean;
  /**
   * Whether the current page lies within the dropdown, when that is not one of its items being
   * the page (the version switcher on any doc of a listed version): the mobile menu then starts
   * it expanded (SPEC.md 4).
   */
  containsPage?: boolean;
}

function DropdownItems({ items, page, mobile, onNavigate }: Omit<DropdownProps, 'label'>) {
  return items.map((item, index) =>
    item.type === 'html' ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: items are static config, never reordered.
      <RawHtml key={index} as="li" className={cx('menu__list-item menu__html', item.className)} html={item.value} />
    ) : (
      <NavbarLink
        key={item.href}
        link={item}
        page={page}
        placement={mobile ? 'mobile' : 'dropdown'}
        onNavigate={onNavigate}
      />
    ),
  );
}

/** True when an item is the current page (never for the locale and version switchers). */
function hasActiveItem({ items, page, markActive }: DropdownProps): boolean {
  // A doc link's sidebar does not count here (the link itself is marked on any doc of its
  // sidebar): Docusaurus marks no dropdown for it, so a site's "Development" menu is not lit on
  // every doc page (react-native-website).
  return (
    markActive !== false &&
    items.some((item) => item.type === 'link' && isLinkActive({ ...item, activeSidebar: undefined }, page))
  );
}

/** The dropdown inside the mobile menu: a collapsible list, open when it holds the page. */
function MobileDropdown(props: DropdownProps) {
  const { label, icon, className } = props;
  const containsPage = props.containsPage ?? hasActiveItem(props);
  const [collapsed, setCollapsed] = useState(!containsPage);
  const listId = useId();
  return (
    <li className={cx('menu__list-item', collapsed && 'menu__list-item--collapsed', className)}>
      <button
        type="button"
        className={cx('menu__link menu__link--sublist', containsPage && 'menu__link--active-parent')}
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((value) => !value)}
      >
        {icon}
        {label}
        <ChevronIcon className="menu__caret-icon" />
      </button>
      <Collapsible as="ul" id={listId} className="menu__list" collapsed={collapsed}>
        <DropdownItems {...props} />
      </Collapsible>
    </li>
  );
}

/**
 * A navbar dropdown. On desktop it opens on hover (CSS, pointer devices only), on keyboard focus
 * and on click; it closes on Escape and on a mouse, touch or focus event outside it. Focus caused
 * by a pointer press is ignored so the following click opens the menu instead of closing it.
 */
export function Dropdown(props: DropdownProps) {
  const t = useTranslate();
  const { label, icon, href, className, mobile } = props;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pointerDown = useRef(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    // Escape returns focus to the toggle, as for any menu button.
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (rootRef.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    const events = ['mousedown', 'touchstart', 'focusin'] as const;
    for (const name of events) document.addEventListener(name, closeIfOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      for (const name of events) document.removeEventListener(name, closeIfOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open]);

  if (mobile) return <MobileDropdown {...props} />;

  const active = hasActiveItem(props);
  return (
    <div ref={rootRef} className={cx('navbar__item dropdown', open && 'dropdown--open', className)}>
      {href !== undefined && (
        <a href={href} className={cx('navbar__link', active && 'navbar__link--active')}>
          {label}
        </a>
      )}
      <button
        ref={buttonRef}
        type="button"
        className={cx('navbar__link dropdown__toggle', href === undefined && active && 'navbar__link--active')}
        aria-expanded={open}
        aria-controls={menuId}
        onPointerDown={() => {
          pointerDown.current = true;
        }}
        onFocus={() => {
          if (!pointerDown.current) setOpen(true);
          pointerDown.current = false;
        }}
        onClick={() => {
          pointerDown.current = false;
          setOpen((value) => !value);
        }}
      >
        {icon}
        {href === undefined ? (
          label
        ) : (
          <span className="sr-only">{t('theme.navbar.dropdown.openMenuLabel', { label })}</span>
        )}
        <ChevronIcon className="dropdown__caret" />
      </button>
      <ul id={menuId} className="dropdown__menu">
        <DropdownItems {...props} onNavigate={() => setOpen(false)} />
      </ul>
    </div>
  );
}

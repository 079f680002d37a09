import { cx, isCurrentPath, isLinkActive } from '../../../src/shared/links.ts';
import type { LinkData, PageData } from '../../../src/shared/types.ts';
import { Link } from '../../Link/index.tsx';
import type { DropdownLinkItem } from '../../theme-types.ts';

/** Where a link is drawn: the desktop bar, a desktop dropdown, or a mobile menu list. */
export type NavbarLinkPlacement = 'navbar' | 'dropdown' | 'mobile';

/** Props of NavbarLink. */
export interface NavbarLinkProps {
  link: LinkData & Partial<Pick<DropdownLinkItem, 'lang' | 'data'>>;
  page: PageData;
  placement: NavbarLinkPlacement;
  /** Called on click, e.g. to close the mobile menu. */
  onNavigate?: () => void;
}

const CLASS_NAMES: Record<NavbarLinkPlacement, [base: string, active: string]> = {
  navbar: ['navbar__item navbar__link', 'navbar__link--active'],
  dropdown: ['dropdown__link', 'dropdown__link--active'],
  mobile: ['menu__link', 'menu__link--active'],
};

/**
 * A navbar link. `aria-current` is "page" for the page itself and "true" for a section link
 * (activeBasePath, activeBaseRegex, activeSidebar) that merely contains it.
 */
export function NavbarLink({ link, page, placement, onNavigate }: NavbarLinkProps) {
  const active = isLinkActive(link, page);
  const [base, activeClass] = CLASS_NAMES[placement];
  const current = active ? (isCurrentPath(link.href, page.path) ? 'page' : 'true') : undefined;
  const anchor = (
    <Link
      href={link.href}
      external={link.external}
      className={cx(base, active && activeClass, link.className)}
      aria-current={current}
      aria-label={link.ariaLabel}
      lang={link.lang}
      hrefLang={link.lang}
      data={link.data}
      onClick={onNavigate}
      html={link.html}
    >
      {link.label}
    </Link>
  );
  return placement === 'navbar' ? anchor : <li className="menu__list-item">{anchor}</li>;
}

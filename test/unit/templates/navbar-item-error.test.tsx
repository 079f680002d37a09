import { describe, expect, it } from 'vitest';
import type { NavbarItemData } from '../../../src/shared/types.ts';
import { NavbarItemBoundary, navbarItemError } from '../../../templates/Navbar/NavbarItem/index.tsx';

const item: NavbarItemData = {
  type: 'link',
  position: 'left',
  label: 'Docs',
  href: '/base/docs/intro',
  external: false,
};

describe('a navbar item that fails to render', () => {
  it('is re-thrown with the item configuration and the original error as cause', () => {
    const cause = new Error('boom');
    const error = navbarItemError(item, cause);
    expect(error.message).toContain('A theme navbar item failed to render');
    expect(error.message).toContain('themeConfig.navbar.items');
    expect(error.message).toContain('"label": "Docs"');
    expect(error.cause).toBe(cause);
  });

  it('the boundary catches the error and throws it again, wrapped', () => {
    const boundary = new NavbarItemBoundary({ item, children: null });
    boundary.state = NavbarItemBoundary.getDerivedStateFromError(new Error('inner failure'));
    expect(() => boundary.render()).toThrow(/A theme navbar item failed to render[\s\S]*"href": "\/base\/docs\/intro"/);
  });

  it('renders its children when nothing failed', () => {
    const boundary = new NavbarItemBoundary({ item, children: 'child' });
    expect(boundary.render()).toBe('child');
  });
});

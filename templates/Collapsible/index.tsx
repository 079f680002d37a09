import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { COLLAPSE_EASING, getCollapseDuration, REDUCED_MOTION_DURATION } from '../collapse.ts';

/** Props of Collapsible. */
export interface CollapsibleProps {
  collapsed: boolean;
  children: ReactNode;
  /** `ul` when the children are list items (sidebar categories). */
  as?: 'div' | 'ul';
  id?: string;
  className?: string;
}

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * A section that animates its height. Collapsed children are not rendered at all (a 5,000-page
 * sidebar would otherwise ship every link in every page); they mount when the section first
 * opens and unmount again once the closing animation ends. The empty wrapper stays in the DOM so
 * the toggle's `aria-controls` always points at something.
 */
export function Collapsible({ collapsed, children, as: Tag = 'div', id, className }: CollapsibleProps) {
  // Typed as both element kinds so it fits whichever tag `as` picks.
  const ref = useRef<HTMLDivElement & HTMLUListElement>(null);
  const [mounted, setMounted] = useState(!collapsed);
  const isFirstRun = useRef(true);

  // Opening must render the children before the layout effect measures them.
  if (!collapsed && !mounted) setMounted(true);

  // A layout effect, so the start frame is applied before the browser paints the new children.
  useLayoutEffect(() => {
    if (isFirstRun.current) {
      isFirstRun.current = false;
      return;
    }
    const el = ref.current;
    if (!el) return;
    el.style.height = '';
    const height = el.scrollHeight;
    // Keeps a closed section at 0 between the animation's end and the unmount.
    if (collapsed) el.style.height = '0px';
    if (typeof el.animate !== 'function') {
      if (collapsed) setMounted(false);
      return;
    }
    const from = `${collapsed ? height : 0}px`;
    const to = `${collapsed ? 0 : height}px`;
    el.style.overflow = 'hidden';
    const animation = el.animate([{ height: from }, { height: to }], {
      duration: prefersReducedMotion() ? REDUCED_MOTION_DURATION : getCollapseDuration(height),
      easing: COLLAPSE_EASING,
    });
    animation.onfinish = () => {
      el.style.overflow = '';
      if (collapsed) setMounted(false);
    };
    return () => animation.cancel();
  }, [collapsed]);

  return (
    <Tag ref={ref} id={id} className={className} hidden={collapsed && !mounted ? true : undefined}>
      {mounted ? children : null}
    </Tag>
  );
}

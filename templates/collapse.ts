/** Timing of collapsible sections (sidebar categories, mobile menus, the mobile TOC). */

/**
 * Duration in ms of a height animation for content `height` px tall: short sections move
 * quickly, tall ones a little slower but never sluggishly (the spec's formula,
 * round((4 + 15 * (h/36)^0.25 + (h/36)/5) * 10)).
 */
export function getCollapseDuration(height: number): number {
  const ratio = Math.max(0, height) / 36;
  return Math.round((4 + 15 * ratio ** 0.25 + ratio / 5) * 10);
}

/** Duration under prefers-reduced-motion: effectively instant, but still fires `finish`. */
export const REDUCED_MOTION_DURATION = 1;

/** Easing of every collapse animation. */
export const COLLAPSE_EASING = 'ease-in-out';

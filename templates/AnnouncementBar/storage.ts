/**
 * Persistence of a dismissed announcement: dismissed stays dismissed until the config gives the
 * bar a new id.
 */

/** Local storage key holding "true" once the reader closed the bar. */
export const ANNOUNCEMENT_DISMISSED_KEY = 'announcement.dismiss';
/** Local storage key holding the id of the bar the dismissal applies to. */
export const ANNOUNCEMENT_ID_KEY = 'announcement.id';
/**
 * Attribute on `<html>` that hides the bar before hydration. The build's head script
 * (src/pipeline/render/render-document.ts) sets it from the two keys above; keep them in step.
 */
export const ANNOUNCEMENT_DISMISSED_ATTRIBUTE = 'data-announcement-bar-initially-dismissed';

/** True when the bar with `id` was dismissed. A new id clears an old dismissal. */
export function isAnnouncementDismissed(storage: Pick<Storage, 'getItem'> | undefined, id: string): boolean {
  try {
    return storage?.getItem(ANNOUNCEMENT_ID_KEY) === id && storage.getItem(ANNOUNCEMENT_DISMISSED_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Remembers that the bar with `id` was dismissed. */
export function dismissAnnouncement(storage: Pick<Storage, 'setItem'> | undefined, id: string): void {
  try {
    storage?.setItem(ANNOUNCEMENT_ID_KEY, id);
    storage?.setItem(ANNOUNCEMENT_DISMISSED_KEY, 'true');
  } catch {
    // The bar still closes for this page view.
  }
}

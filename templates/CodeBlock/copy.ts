/**
 * The copy button of code blocks. The markdown HTML carries no listeners; the client calls
 * `handleCodeCopyClick` from one delegated click listener on the document.
 */

import { pageStrings } from '../../src/shared/translations/theme-strings.ts';
import { currentTranslate } from '../../src/shared/translations/translate.ts';

/** Label shown after a successful copy (English; the page's locale may translate it). */
export const COPIED_LABEL = pageStrings['theme.CodeBlock.copied'];
/** How long the button says "Copied", in ms. */
export const COPIED_DURATION = 2000;

/** Minimal clipboard the function needs (navigator.clipboard in the browser). */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

// Pending label resets per button, so a second click restarts the 2 s instead of stacking timers.
const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/**
 * Copies the code of the block that holds `button` and shows "Copied" for 2 s. Resolves to
 * false when there is no code or the clipboard refuses (the label is left unchanged then).
 */
export async function copyCode(
  button: HTMLElement,
  clipboard: ClipboardLike | undefined = globalThis.navigator?.clipboard,
): Promise<boolean> {
  const pre = button.closest('.code-block')?.querySelector('pre');
  if (!pre || !clipboard) return false;
  try {
    await clipboard.writeText(pre.textContent ?? '');
  } catch {
    return false;
  }
  const original = button.dataset.label ?? button.textContent ?? '';
  button.dataset.label = original;
  button.textContent = currentTranslate()('theme.CodeBlock.copied');
  button.classList.add('code-block__copy--copied');
  const pending = resetTimers.get(button);
  if (pending !== undefined) clearTimeout(pending);
  resetTimers.set(
    button,
    setTimeout(() => {
      button.textContent = original;
      button.classList.remove('code-block__copy--copied');
      resetTimers.delete(button);
    }, COPIED_DURATION),
  );
  return true;
}

/**
 * Delegated click handler: call it from `document.addEventListener('click', ...)`. Does
 * nothing for clicks outside a copy button.
 */
export function handleCodeCopyClick(event: Event): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const button = target.closest<HTMLElement>('.code-block__copy');
  if (button) void copyCode(button);
}

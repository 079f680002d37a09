/**
 * The lazy chunk of the page actions menu (templates/PageActions): imported when the menu first
 * opens, never with the page. It makes the menu's items from the disclosure's data attributes,
 * copies the page's markdown twin to the clipboard (fetched on demand), and closes the menu on
 * Escape (focus back on its toggle) and on a click or focus outside it.
 */

import { pageActionsStrings } from '../../src/shared/translations/theme-strings.ts';
import { currentTranslate } from '../../src/shared/translations/translate.ts';

type Action = 'copy' | 'view' | 'chatgpt' | 'claude';

const ACTIONS: ReadonlySet<string> = new Set<Action>(['copy', 'view', 'chatgpt', 'claude']);

/** What an assistant is asked: to read the twin first, by its absolute URL. */
export function assistantPrompt(markdownUrl: string): string {
  return `Read ${markdownUrl} so I can ask questions about it.`;
}

/** The link that opens an assistant with the prompt filled in. */
export function assistantUrl(action: 'chatgpt' | 'claude', markdownUrl: string): string {
  const q = encodeURIComponent(assistantPrompt(markdownUrl));
  return action === 'chatgpt' ? `https://chatgpt.com/?hints=search&q=${q}` : `https://claude.ai/new?q=${q}`;
}

/**
 * Puts the text of a fetch on the clipboard. The clipboard item takes the pending text, so the
 * write starts inside the click (Safari refuses writes that begin after an await); browsers
 * without promise items get the text once it arrives.
 */
export async function copyFromUrl(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
    try {
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': text.then((t) => new Blob([t], { type: 'text/plain' })) }),
      ]);
      return;
    } catch (error) {
      // A failed fetch is the reader's error to see; a refused item type is retried as text.
      await text;
      if (!(error instanceof Error) || error.name !== 'NotAllowedError') throw error;
    }
  }
  await navigator.clipboard.writeText(await text);
}

function item(action: Action, href: string | undefined, markdownUrl: string): HTMLLIElement {
  const t = currentTranslate(pageActionsStrings);
  const li = document.createElement('li');
  const control = document.createElement(href ? 'a' : 'button');
  control.className = 'page-actions__item';
  const label = document.createElement('span');
  label.className = 'page-actions__label';
  label.textContent = t(`theme.PageActions.${action}`);
  const hint = document.createElement('span');
  hint.className = 'page-actions__hint';
  hint.textContent = t(`theme.PageActions.${action}Hint`);
  control.append(label, hint);
  if (control instanceof HTMLAnchorElement && href) {
    control.href = href;
    if (action !== 'view') {
      control.target = '_blank';
      control.rel = 'noopener noreferrer';
    }
  } else if (control instanceof HTMLButtonElement) {
    control.type = 'button';
    control.dataset.action = action;
  }
  control.dataset.md = markdownUrl;
  li.append(control);
  return li;
}

const ready = new WeakSet<HTMLDetailsElement>();

/** Fills and wires the menu of `details` (once per element; later openings only focus). */
export function openPageActions(details: HTMLDetailsElement): void {
  if (ready.has(details)) return;
  ready.add(details);
  const menu = details.querySelector<HTMLElement>('.page-actions__menu');
  const summary = details.querySelector('summary');
  if (!menu || !summary) return;
  const twin = details.dataset.md ?? '';
  const markdownUrl = new URL(twin, location.href).href;
  const actions = (details.dataset.actions ?? '').split(' ').filter((a): a is Action => ACTIONS.has(a));
  const t = currentTranslate(pageActionsStrings);

  const list = document.createElement('ul');
  list.className = 'page-actions__list';
  for (const action of actions) {
    const href =
      action === 'view'
        ? twin
        : action === 'chatgpt' || action === 'claude'
          ? assistantUrl(action, markdownUrl)
          : undefined;
    list.append(item(action, href, markdownUrl));
  }
  // Announces the copy's outcome to screen readers (a live region present before it changes).
  const status = document.createElement('p');
  status.className = 'page-actions__status';
  status.setAttribute('role', 'status');
  menu.replaceChildren(list, status);

  list.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-action="copy"]');
    if (!button) return;
    const label = button.querySelector('.page-actions__label');
    status.textContent = '';
    copyFromUrl(twin).then(
      () => {
        if (label) label.textContent = t('theme.PageActions.copied');
        status.textContent = t('theme.PageActions.copiedStatus');
        setTimeout(() => {
          if (label) label.textContent = t('theme.PageActions.copy');
        }, 2000);
      },
      () => {
        status.textContent = t('theme.PageActions.copyFailed');
      },
    );
  });

  const close = (focusToggle: boolean) => {
    if (!details.open) return;
    details.open = false;
    if (focusToggle) summary.focus();
  };
  details.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  });
  const outside = (event: Event) => {
    if (!details.isConnected) {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      return;
    }
    if (!details.contains(event.target as Node)) close(false);
  };
  document.addEventListener('pointerdown', outside);
  document.addEventListener('focusin', outside);
}

/**
 * The search dialog, built with plain DOM so the lazy chunk shares no code with the page's entry
 * (a shared React chunk would be one more request on every page load). A combobox input over a
 * listbox: focus stays in the input and the active option is its `aria-activedescendant`; the
 * rest of the page is inert while the dialog is open, so focus cannot leave it.
 */
import type { SearchEngine } from '../../src/shared/search/search-engine.ts';
import { searchDialogStrings } from '../../src/shared/translations/theme-strings.ts';
import { currentTranslate } from '../../src/shared/translations/translate.ts';
import { h, searchIcon } from './dom.ts';
import { addRecentSearch, readRecentSearches } from './recent-searches.ts';
import { describeStatus, type RenderedResults, renderHits, renderRecent } from './render-results.ts';

/** Why the dialog closed: after a selection the page navigates and keeps its own focus. */
export type SearchCloseReason = 'dismiss' | 'select';

/** Options of {@link openSearchDialog}. */
export interface SearchDialogOptions {
  /** Loads the index; the same promise on every call once started. */
  loadEngine: () => Promise<SearchEngine>;
  /**
   * On a site of several docs versions: the version searched by default (the page's) and a
   * loader of every version's indexes as one engine, behind an "All versions" switch.
   */
  versions?: { label: string; loadAll: () => Promise<SearchEngine> };
  /** Called once, after the dialog is removed. */
  onClose: (reason: SearchCloseReason) => void;
}

/** An open dialog. */
export interface SearchDialogHandle {
  /** Closes the dialog as a dismissal (no-op when already closed). */
  close(): void;
}

let dialogs = 0;

function getStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** Opens the search dialog over the page and focuses its input. */
export function openSearchDialog({ loadEngine, onClose, versions }: SearchDialogOptions): SearchDialogHandle {
  dialogs += 1;
  const id = `rnhc-search-${dialogs}`;
  let engine: SearchEngine | undefined;
  let failed = false;
  let recent = readRecentSearches(getStorage());
  let view: RenderedResults = { nodes: [], options: [] };
  let active = -1;
  let closed = false;
  const t = currentTranslate(searchDialogStrings);

  const input = h('input', {
    class: 'search-dialog__input',
    type: 'search',
    role: 'combobox',
    'aria-label': t('theme.SearchModal.searchBox.searchInputLabel'),
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': `${id}-list`,
    autocomplete: 'off',
    autocorrect: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
    maxlength: 200,
    placeholder: t('theme.SearchModal.placeholder'),
  });
  const closeButton = h(
    'button',
    { type: 'button', class: 'search-dialog__close' },
    t('theme.SearchModal.footer.closeText'),
  );
  const message = h('p', { class: 'search-dialog__message' });
  // After a failed index load: loads it again (loadSearchEngine forgets a failed load).
  const retry = h(
    'button',
    { type: 'button', class: 'button button--primary search-dialog__retry', hidden: true },
    t('theme.SearchBar.retryButtonLabel'),
  );
  const listbox = h('div', { id: `${id}-list`, role: 'listbox', class: 'search-results', hidden: true });
  const live = h('div', { role: 'status', class: 'sr-only' });
  const body = h(
    'div',
    { class: 'search-dialog__body', role: 'region', 'aria-label': t('theme.SearchDialog.resultsRegionLabel') },
    message,
    retry,
    listbox,
  );
  const keyHint = (keys: string[], what: string) =>
    h('span', {}, ...keys.flatMap((key) => [h('kbd', {}, key), ' ']), what);
  const dialog = h(
    'div',
    {
      class: 'search-dialog',
      role: 'dialog',
      'aria-modal': 'true',
      'aria-label': t('theme.SearchModal.searchBox.searchInputLabel'),
    },
    h('div', { class: 'search-dialog__bar' }, searchIcon('search-dialog__icon', 20), input, closeButton),
    body,
    live,
    h(
      'div',
      { class: 'search-dialog__footer', 'aria-hidden': 'true' },
      keyHint(['↑', '↓'], t('theme.SearchDialog.footer.moveText')),
      keyHint(['Enter'], t('theme.SearchDialog.footer.openText')),
      keyHint(['Esc'], t('theme.SearchDialog.footer.closeText')),
    ),
  );
  const modal = h('div', { class: 'search-modal' }, dialog);
  let scopeToggle: HTMLInputElement | undefined;
  if (versions) {
    scopeToggle = h('input', { type: 'checkbox', class: 'search-dialog__scope-input' });
    const scope = h(
      'label',
      { class: 'search-dialog__scope' },
      scopeToggle,
      ` ${t('theme.SearchDialog.allVersionsLabel', { versionLabel: versions.label })}`,
    );
    dialog.insertBefore(scope, body);
    scopeToggle.addEventListener('change', () => {
      const all = scopeToggle?.checked === true;
      engine = undefined;
      failed = false;
      update();
      loadInto(all ? versions.loadAll() : loadEngine());
      input.focus();
    });
  }

  function update() {
    const query = input.value.trim();
    const groups = engine && query ? engine.search(query) : [];
    view = query ? renderHits(id, groups) : renderRecent(id, recent);
    listbox.replaceChildren(...view.nodes);
    listbox.hidden = view.options.length === 0;
    listbox.setAttribute(
      'aria-label',
      query ? t('theme.SearchDialog.resultsLabel') : t('theme.SearchModal.startScreen.recentSearchesTitle'),
    );
    input.setAttribute('aria-expanded', String(view.options.length > 0));
    const status = describeStatus({ query, engine, failed, hits: view.options.length, recent: recent.length }, t);
    message.textContent = status.message;
    message.hidden = !status.message;
    retry.hidden = !failed;
    if (live.textContent !== status.announce) live.textContent = status.announce;
    // A new list starts at its first option, so Enter opens the best result.
    setActive(view.options.length > 0 ? 0 : -1);
    // A list taller than the dialog can also be scrolled from the keyboard (Tab to it, then the arrows).
    body.tabIndex = body.scrollHeight > body.clientHeight ? 0 : -1;
  }

  function setActive(index: number) {
    view.options[active]?.element.setAttribute('aria-selected', 'false');
    view.options[active]?.element.classList.remove('search-option--active');
    active = index;
    const option = view.options[active];
    if (!option) {
      input.removeAttribute('aria-activedescendant');
      return;
    }
    option.element.setAttribute('aria-selected', 'true');
    option.element.classList.add('search-option--active');
    input.setAttribute('aria-activedescendant', option.element.id);
    option.element.scrollIntoView({ block: 'nearest' });
  }

  function choose(index: number) {
    const option = view.options[index];
    if (option?.kind === 'recent') {
      input.value = option.query;
      update();
    } else if (option) {
      // A real click: the router's click delegation (or the browser) follows the link.
      option.element.click();
    }
  }

  function indexOf(target: EventTarget | null): number {
    const element = target instanceof Element ? target.closest('[role="option"]') : null;
    return view.options.findIndex((option) => option.element === element);
  }

  input.addEventListener('input', update);
  input.addEventListener('keydown', (event) => {
    const count = view.options.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (count > 0) setActive((active + (event.key === 'ArrowDown' ? 1 : count - 1)) % count);
    } else if (event.key === 'Enter' && !event.isComposing && active >= 0) {
      event.preventDefault();
      choose(active);
    }
  });
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') {
      // Also keeps the search input from clearing itself instead.
      event.preventDefault();
      close('dismiss');
    } else if (event.key === 'Tab') {
      // Tab and Shift+Tab cycle through the input, the Close button, the version switch and the list when it scrolls.
      event.preventDefault();
      const stops: HTMLElement[] = [
        input,
        closeButton,
        ...(scopeToggle ? [scopeToggle] : []),
        ...(retry.hidden ? [] : [retry]),
        ...(body.tabIndex === 0 ? [body] : []),
      ];
      const at = stops.indexOf(document.activeElement as HTMLElement);
      stops[(at + (event.shiftKey ? stops.length - 1 : 1)) % stops.length]?.focus();
    }
  });
  closeButton.addEventListener('click', () => close('dismiss'));
  retry.addEventListener('click', () => {
    failed = false;
    update();
    loadInto(scopeToggle?.checked && versions ? versions.loadAll() : loadEngine());
    input.focus();
  });
  modal.addEventListener('mousedown', (event) => {
    if (event.target === modal) close('dismiss');
  });
  // Clicks in the list leave the focus in the input, where the keyboard works.
  body.addEventListener('mousedown', (event) => event.preventDefault());
  listbox.addEventListener('mousemove', (event) => {
    const index = indexOf(event.target);
    if (index >= 0 && index !== active) setActive(index);
  });
  listbox.addEventListener('click', (event) => {
    const index = indexOf(event.target);
    const option = view.options[index];
    if (option?.kind === 'recent') choose(index);
    else if (option) {
      recent = addRecentSearch(getStorage(), input.value);
      // Ctrl/⌘/Shift or middle click opens another tab: this page and its dialog stay.
      const elsewhere = event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0;
      if (!elsewhere) close('select');
    }
  });

  // Everything else on the page is inert while the dialog is open (focus trap, aria-modal backup).
  const madeInert = [...document.body.children].filter(
    (element): element is HTMLElement => element instanceof HTMLElement && !element.inert,
  );
  for (const element of madeInert) element.inert = true;
  const { style } = document.documentElement;
  const overflow = style.overflow;
  // The page behind must not scroll under a full-screen dialog.
  style.overflow = 'hidden';
  document.body.append(modal);
  update();
  input.focus();

  let requested: Promise<SearchEngine> | undefined;
  function loadInto(pending: Promise<SearchEngine>) {
    requested = pending;
    pending.then(
      (loaded) => {
        // A scope switched again meanwhile wins.
        if (requested !== pending) return;
        engine = loaded;
        if (!closed) update();
      },
      () => {
        if (requested !== pending) return;
        failed = true;
        if (!closed) update();
      },
    );
  }
  loadInto(loadEngine());

  function close(reason: SearchCloseReason) {
    if (closed) return;
    closed = true;
    modal.remove();
    for (const element of madeInert) element.inert = false;
    style.overflow = overflow;
    onClose(reason);
  }

  return { close: () => close('dismiss') };
}

/**
 * Docusaurus's `<Tabs>` in the browser, from the server-rendered markup alone (see
 * templates/docusaurus/theme-components.tsx): one delegated click and keydown listener on the
 * document, so it keeps working after client-side navigations and live updates replace the
 * content, and costs nothing on pages without tabs.
 *
 * - a choice in a tab set with a `groupId` selects the same value in every set of that group on
 *   the page and is kept in localStorage under Docusaurus's key, `docusaurus.tab.<groupId>`;
 * - a set with `queryString` mirrors its choice in the URL (`?<key>=<value>`), also when a set of
 *   its group was clicked, and the URL's value wins over the stored choice when the page opens;
 * - keys: Left/Right move and select (wrapping), Home/End go to the first/last tab; only the
 *   selected tab is in the tab order (roving tabindex), as WAI-ARIA's tabs pattern has it.
 */

const STORAGE_PREFIX = 'docusaurus.tab.';

const tabsOf = (container: Element) =>
  Array.from(container.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]'));
const panelsOf = (container: Element) =>
  Array.from(container.querySelectorAll<HTMLElement>(':scope > .tabs__panels > [role="tabpanel"]'));

function storedChoice(groupId: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + groupId);
  } catch {
    return null; // storage blocked: choices last for the page only
  }
}

/** Shows the tab of `value` in one set; false when the set has no such tab. */
function show(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  for (const tab of tabs) {
    const selected = tab.dataset.value === value;
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    tab.classList.toggle('tabs__item--active', selected);
  }
  for (const panel of panelsOf(container)) panel.hidden = panel.dataset.value !== value;
  return true;
}

/** Selects a tab as the reader did: its group follows, the choice is stored and put in the URL. */
export function selectTab(tab: HTMLElement): void {
  const container = tab.closest('.tabs-container');
  const value = tab.dataset.value;
  if (!container || value === undefined) return;
  // Keep the clicked tab where it is on screen while tab sets above it change height.
  const top = tab.getBoundingClientRect().top;
  show(container, value);
  const changed = [container as HTMLElement];
  const groupId = (container as HTMLElement).dataset.groupId;
  if (groupId) {
    for (const other of document.querySelectorAll<HTMLElement>(
      `.tabs-container[data-group-id="${CSS.escape(groupId)}"]`,
    )) {
      if (other !== container && show(other, value)) changed.push(other);
    }
    try {
      localStorage.setItem(STORAGE_PREFIX + groupId, value);
    } catch {
      // storage blocked
    }
  }
  // Every set that changed and mirrors its choice in the URL, so a reload shows the same tabs.
  const url = new URL(location.href);
  for (const set of changed) if (set.dataset.queryKey) url.searchParams.set(set.dataset.queryKey, value);
  if (url.href !== location.href) history.replaceState(history.state, '', url);
  const moved = tab.getBoundingClientRect().top - top;
  if (moved !== 0) window.scrollBy(0, moved);
}

/** Applies the URL's and the stored choices to the tab sets of the page (on load and after navigations). */
export function restoreTabChoices(root: ParentNode = document): void {
  const query = new URLSearchParams(location.search);
  for (const container of root.querySelectorAll<HTMLElement>('.tabs-container')) {
    const fromQuery = container.dataset.queryKey ? query.get(container.dataset.queryKey) : null;
    if (fromQuery !== null && show(container, fromQuery)) continue;
    const groupId = container.dataset.groupId;
    const stored = groupId ? storedChoice(groupId) : null;
    if (stored !== null) show(container, stored);
  }
}

function onClick(event: MouseEvent): void {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(
    '.tabs-container > [role="tablist"] > [role="tab"]',
  );
  if (tab) selectTab(tab);
}

function onKeydown(event: KeyboardEvent): void {
  const tab = (event.target as Element | null)?.closest?.<HTMLElement>(
    '.tabs-container > [role="tablist"] > [role="tab"]',
  );
  const container = tab?.closest('.tabs-container');
  if (!tab || !container) return;
  const tabs = tabsOf(container);
  const index = tabs.indexOf(tab);
  const next =
    event.key === 'ArrowRight'
      ? tabs[(index + 1) % tabs.length]
      : event.key === 'ArrowLeft'
        ? tabs[(index - 1 + tabs.length) % tabs.length]
        : event.key === 'Home'
          ? tabs[0]
          : event.key === 'End'
            ? tabs.at(-1)
            : undefined;
  if (!next) return;
  event.preventDefault();
  next.focus();
  selectTab(next);
}

/** Installs the listeners once and applies the choices of the first page. */
export function installTabs(): void {
  document.addEventListener('click', onClick);
  document.addEventListener('keydown', onKeydown);
  restoreTabChoices();
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { cx } from '../../../src/shared/links.ts';
import { SearchIcon } from '../../Icons/index.tsx';
import { useTranslate } from '../../translations/context.tsx';

/** Props of SearchButton. */
export interface SearchButtonProps {
  className?: string;
  /** URL of `search-index.json` (`site.searchIndexHref`); read from the page's site data when absent. */
  indexHref?: string;
  /**
   * On a site of several docs versions: the page's version (searched by default) and every
   * version's index, for the dialog's "All versions" switch.
   */
  versions?: { label: string; all: Array<{ label: string; path: string; href: string }> };
  /**
   * DocSearch's markup and class names (a Docusaurus site with `themeConfig.algolia`): the site's
   * CSS for Algolia's button styles this one as in Docusaurus (detox's phone navbar).
   */
  docSearch?: boolean;
}

/** DocSearch's magnifier (@docsearch/react's SearchIcon), which sites' CSS sizes and fades. */
function DocSearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 20 20" aria-hidden="true">
      <path
        d="M14.386 14.386l4.0877 4.0877-4.0877-4.0877c-2.9418 2.9419-7.7115 2.9419-10.6533 0-2.9419-2.9418-2.9419-7.7115 0-10.6533 2.9418-2.9419 7.7115-2.9419 10.6533 0 2.9419 2.9418 2.9419 7.7115 0 10.6533z"
        stroke="currentColor"
        fill="none"
        fillRule="evenodd"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type SearchModule = typeof import('../../../client/search/index.ts');
type SearchDialogHandle = import('../../../client/search/index.ts').SearchDialogHandle;

/**
 * The lazy search chunk (dialog, search page, MiniSearch, styles). Only ever called in the browser,
 * from events and the search page's mount (client/search-page.ts): the server bundle keeps the
 * import but never runs it. A failed import is retried on
 * the next call.
 */
let searchModule: Promise<SearchModule> | undefined;
export function importSearch(): Promise<SearchModule> {
  searchModule ??= import('../../../client/search/index.ts').catch((error: unknown) => {
    searchModule = undefined;
    throw error;
  });
  return searchModule;
}

/** True when a key press belongs to a text field (where `/` is a character, not a shortcut). */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName);
}

/**
 * The navbar's search box: a button that opens the search dialog on click, Ctrl/⌘ K or `/`.
 * The dialog code and the index load on the first hover or focus of the button (or the first
 * open), never with the page. The shortcut hint says Ctrl K until the client knows it runs on a
 * Mac, so the server HTML and the first client render agree.
 */
export function SearchButton({ className, indexHref, versions, docSearch }: SearchButtonProps) {
  const t = useTranslate();
  const [isMac, setIsMac] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The open dialog (plain DOM, outside React), or 'opening' while its chunk loads.
  const dialogRef = useRef<SearchDialogHandle | 'opening'>(undefined);
  // The search chunk failed to load: an alert with Retry under the button (SPEC.md 8).
  const [loadFailed, setLoadFailed] = useState(false);

  const prefetch = useCallback(() => {
    // A prefetch only warms the caches; the dialog reports errors when it opens.
    importSearch().then(
      (search) => search.prefetchSearch(indexHref),
      () => {},
    );
  }, [indexHref]);

  const openDialog = useCallback(() => {
    if (dialogRef.current) return;
    dialogRef.current = 'opening';
    importSearch().then(
      (search) => {
        setLoadFailed(false);
        dialogRef.current = search.openSearchBox({
          indexHref,
          versions,
          onClose(reason) {
            dialogRef.current = undefined;
            // After a selection the page navigates; otherwise the reader is back where they were.
            if (reason === 'dismiss') buttonRef.current?.focus();
          },
        });
      },
      () => {
        dialogRef.current = undefined;
        setLoadFailed(true);
      },
    );
  }, [indexHref, versions]);

  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A second search box on the page sees the event already taken.
      if (dialogRef.current || event.defaultPrevented || event.altKey) return;
      const isShortcut =
        (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.shiftKey) ||
        (event.key === '/' && !event.ctrlKey && !event.metaKey && !isTyping(event.target));
      if (!isShortcut) return;
      event.preventDefault();
      openDialog();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const dialog = dialogRef.current;
      if (dialog && dialog !== 'opening') dialog.close();
    };
  }, [openDialog]);

  const label = t('theme.SearchBar.label');
  const keys = [isMac ? '⌘' : 'Ctrl', 'K'];
  return (
    <div className={cx('navbar__search', docSearch && 'navbar__search--docsearch', className)}>
      <button
        ref={buttonRef}
        type="button"
        className={docSearch ? 'DocSearch DocSearch-Button' : 'search-button'}
        aria-label={label}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={openDialog}
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        {docSearch ? (
          // DocSearch's structure (@docsearch/react's DocSearchButton), as Docusaurus renders it.
          <>
            <span className="DocSearch-Button-Container">
              <DocSearchIcon />
              <span className="DocSearch-Button-Placeholder" aria-hidden="true">
                {label}
              </span>
            </span>
            <span className="DocSearch-Button-Keys" aria-hidden="true">
              {keys.map((key) => (
                <kbd key={key} className="DocSearch-Button-Key">
                  {key}
                </kbd>
              ))}
            </span>
          </>
        ) : (
          <>
            <SearchIcon />
            <span className="search-button__placeholder" aria-hidden="true">
              {label}
            </span>
            <span className="search-button__keys" aria-hidden="true">
              {keys.map((key) => (
                <kbd key={key}>{key}</kbd>
              ))}
            </span>
          </>
        )}
      </button>
      {loadFailed && (
        <div role="alert" className="search-load-error">
          {t('theme.SearchBar.loadErrorText')}{' '}
          <button type="button" className="button button--primary" onClick={openDialog}>
            {t('theme.SearchBar.retryButtonLabel')}
          </button>
        </div>
      )}
    </div>
  );
}

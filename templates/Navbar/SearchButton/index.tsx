import { useEffect, useState } from 'react';
import { SearchIcon } from '../../Icons/index.tsx';
import { cx } from '../../links.ts';

/** Props of SearchButton. */
export interface SearchButtonProps {
  className?: string;
}

/**
 * Placeholder of the search box: the search feature (another issue) attaches to
 * `.search-button`. The shortcut hint says Ctrl K until the client knows it runs on a Mac,
 * so the server HTML and the first client render agree.
 */
export function SearchButton({ className }: SearchButtonProps) {
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    setIsMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
  }, []);
  return (
    <div className={cx('navbar__search', className)}>
      <button type="button" className="search-button" aria-label="Search">
        <SearchIcon />
        <span className="search-button__placeholder" aria-hidden="true">
          Search
        </span>
        <span className="search-button__keys" aria-hidden="true">
          <kbd>{isMac ? '⌘' : 'Ctrl'}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
    </div>
  );
}

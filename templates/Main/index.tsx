import type { ReactNode } from 'react';
import { cx } from '../../src/shared/links.ts';
import { PageErrorBoundary } from '../PageErrorBoundary/index.tsx';

/** Id of the main element: the target of the skip link. */
export const MAIN_CONTENT_ID = '__main';

/** Props of Main. */
export interface MainProps {
  /** The page path: a new page gets a fresh error boundary. */
  path: string;
  className?: string;
  /** `div` when the content holds its own `<main>` (a page may have only one). */
  as?: 'main' | 'div';
  children: ReactNode;
}

/** The `<main>` landmark of every page, with the crash boundary around its content. */
export function Main({ path, className, as: Tag = 'main', children }: MainProps) {
  return (
    // tabIndex -1 lets the skip link move keyboard focus here, not only scroll.
    <Tag id={MAIN_CONTENT_ID} tabIndex={-1} className={cx('main', className)}>
      <PageErrorBoundary key={path}>{children}</PageErrorBoundary>
    </Tag>
  );
}

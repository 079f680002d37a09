import type { ReactNode } from 'react';
import { cx } from '../../src/shared/links.ts';
import type { PageData } from '../../src/shared/types.ts';
import { Main } from '../Main/index.tsx';
import { BlogSidebar } from './BlogSidebar/index.tsx';

/** Props of BlogLayout. */
export interface BlogLayoutProps {
  page: PageData;
  /** Shown to the right of the content from 997 px (a post's table of contents). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every blog page: recent posts on the left, the page, and an optional right column. */
export function BlogLayout({ page, aside, children }: BlogLayoutProps) {
  const sidebar = page.blog?.sidebar;
  return (
    <div className={cx('blog-layout', sidebar === undefined && 'blog-layout--no-sidebar')}>
      {sidebar && <BlogSidebar sidebar={sidebar} path={page.path} />}
      <Main path={page.path} className="blog-main">
        <div className={cx('doc-row', aside !== undefined && 'doc-row--toc')}>
          <div className="doc-col">{children}</div>
          {aside}
        </div>
      </Main>
    </div>
  );
}

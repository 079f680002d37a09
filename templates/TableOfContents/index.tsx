import { useEffect, useId, useState } from 'react';
import { Collapsible } from '../Collapsible/index.tsx';
import { ChevronIcon } from '../Icons/index.tsx';
import { cx } from '../links.ts';
import { RawHtml } from '../RawHtml/index.tsx';
import type { TocNode } from './tree.ts';

/** Props of the TOC components. */
export interface TableOfContentsProps {
  tree: TocNode[];
}

function TocList({ nodes, activeId, className }: { nodes: TocNode[]; activeId?: string; className?: string }) {
  return (
    <ul className={className}>
      {nodes.map((node) => (
        <li key={node.id}>
          <a
            className={cx('table-of-contents__link', node.id === activeId && 'table-of-contents__link--active')}
            href={`#${node.id}`}
          >
            <RawHtml as="span" html={node.value} />
          </a>
          {node.children.length > 0 && <TocList nodes={node.children} activeId={activeId} />}
        </li>
      ))}
    </ul>
  );
}

function collectIds(nodes: TocNode[], into: string[] = []): string[] {
  for (const node of nodes) {
    into.push(node.id);
    collectIds(node.children, into);
  }
  return into;
}

/** The id of the last heading scrolled past the navbar, for highlighting the TOC. */
function useActiveHeading(ids: string[]): string | undefined {
  const [active, setActive] = useState<string>();
  const key = ids.join('\n');
  useEffect(() => {
    const headings = key.split('\n').flatMap((id) => {
      const el = document.getElementById(id);
      return el ? [el] : [];
    });
    if (headings.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const offset = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 80;
      let current: string | undefined;
      for (const heading of headings) {
        if (heading.getBoundingClientRect().top <= offset + 1) current = heading.id;
        else break;
      }
      setActive(current ?? headings[0]?.id);
    };
    const onScroll = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [key]);
  return active;
}

/** The desktop table of contents, a sticky right column from 996 px up. */
export function TableOfContents({ tree }: TableOfContentsProps) {
  const active = useActiveHeading(collectIds(tree));
  return (
    <div className="toc-desktop">
      <nav className="table-of-contents" aria-label="On this page">
        <p className="table-of-contents__title">On this page</p>
        <TocList nodes={tree} activeId={active} className="table-of-contents__list" />
      </nav>
    </div>
  );
}

/** The mobile table of contents: a collapsed "On this page" section above the content. */
export function TableOfContentsMobile({ tree }: TableOfContentsProps) {
  const [collapsed, setCollapsed] = useState(true);
  const listId = useId();
  return (
    <div className={cx('toc-mobile', !collapsed && 'toc-mobile--open')}>
      <button
        type="button"
        className="toc-mobile__button"
        aria-expanded={!collapsed}
        aria-controls={listId}
        onClick={() => setCollapsed((value) => !value)}
      >
        On this page
        <ChevronIcon className="toc-mobile__caret" />
      </button>
      <Collapsible id={listId} className="toc-mobile__content" collapsed={collapsed}>
        {/* Following a link closes the section, so the heading is not pushed down by it. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: delegation only; the links stay the targets. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires this click too. */}
        <div
          onClick={(event) => {
            if ((event.target as Element).closest('a')) setCollapsed(true);
          }}
        >
          <TocList nodes={tree} className="table-of-contents__list" />
        </div>
      </Collapsible>
    </div>
  );
}

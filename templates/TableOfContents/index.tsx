import { useEffect, useId, useState } from 'react';
import { cx } from '../../src/shared/links.ts';
import { Collapsible } from '../Collapsible/index.tsx';
import { ChevronIcon } from '../Icons/index.tsx';
import { RawHtml } from '../RawHtml/index.tsx';
import { useTranslate } from '../translations/context.tsx';
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

/**
 * The id of the heading the reader is at, for highlighting the TOC (Docusaurus' rule): the first
 * heading below the navbar when it is in the top half of the viewport, else the one before it;
 * at the end of the page, the last heading in view (short last sections never reach the top).
 */
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
      const root = document.documentElement;
      const offset = Number.parseFloat(getComputedStyle(root).scrollPaddingTop) || 80;
      const tops = headings.map((heading) => heading.getBoundingClientRect().top);
      let index: number;
      if (window.scrollY > 0 && window.scrollY + window.innerHeight >= root.scrollHeight - 1) {
        index = tops.findLastIndex((top) => top < window.innerHeight);
      } else {
        const next = tops.findIndex((top) => top > offset + 1);
        if (next === -1) index = headings.length - 1;
        else index = (tops[next] as number) < window.innerHeight / 2 ? next : next - 1;
      }
      setActive(headings[Math.max(0, index)]?.id);
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

/** The desktop table of contents, a sticky right column from 997 px up. */
export function TableOfContents({ tree }: TableOfContentsProps) {
  const t = useTranslate();
  const active = useActiveHeading(collectIds(tree));
  return (
    <div className="toc-desktop">
      <nav className="table-of-contents" aria-label={t('theme.TOCCollapsible.toggleButtonLabel')}>
        <p className="table-of-contents__title">{t('theme.TOCCollapsible.toggleButtonLabel')}</p>
        <TocList nodes={tree} activeId={active} className="table-of-contents__list" />
      </nav>
    </div>
  );
}

/** The mobile table of contents: a collapsed "On this page" section above the content. */
export function TableOfContentsMobile({ tree }: TableOfContentsProps) {
  const t = useTranslate();
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
        {t('theme.TOCCollapsible.toggleButtonLabel')}
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

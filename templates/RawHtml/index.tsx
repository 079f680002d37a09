import { type HTMLAttributes, useLayoutEffect, useRef, useState } from 'react';
import type { HtmlPatcher } from '../../src/shared/live-protocol.ts';

/** Props of RawHtml: any attributes of the wrapper plus the trusted HTML it holds. */
export interface RawHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML produced by our own build (markdown output, config snippets): trusted, not sanitised. */
  html: string;
  as?: 'div' | 'li' | 'span';
  /** Marks the element the client hydrates from the DOM instead of re-rendering it. */
  'data-rnhc-content'?: string;
}

declare global {
  interface Window {
    /** Set by the live-reload script of `serve --watch` while it updates the page shown. */
    __RNHC_PATCH_HTML__?: HtmlPatcher;
  }
}

/**
 * The single place where the theme injects HTML. Markdown output and config snippets come from
 * the site's own sources (like Docusaurus), so they are trusted; keeping the escape hatch in one
 * component keeps that decision reviewable.
 *
 * React writes (or hydrates) the first HTML only; a later one is written here, in the same
 * commit. Most of the time that is the same `innerHTML` write React would make, but watch mode
 * swaps in a patcher that changes only the nodes an edit touched: the browser then restyles and
 * lays out a paragraph instead of the whole page (4 ms instead of 30 ms here).
 */
export function RawHtml({ html, as: Tag = 'div', ...rest }: RawHtmlProps) {
  // One object for the element's life: React 19 compares this prop by identity, and a new object
  // on every render would make it write innerHTML again each time (a colour-mode switch would
  // rebuild the whole article).
  const [inner] = useState(() => ({ __html: html }));
  // Typed as every tag it may be, so it fits the ref of whichever `as` renders.
  const element = useRef<HTMLDivElement & HTMLLIElement & HTMLSpanElement>(null);
  const written = useRef(html);
  useLayoutEffect(() => {
    const target = element.current;
    const previous = written.current;
    if (!target || previous === html) return;
    written.current = html;
    const patch = window.__RNHC_PATCH_HTML__;
    if (patch) patch(target, html, previous);
    else target.innerHTML = html;
  }, [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build output, see above.
  return <Tag ref={element} {...rest} dangerouslySetInnerHTML={inner} />;
}

import { RawHtml } from '../RawHtml/index.tsx';
import { withWordBreaks } from '../word-breaks.tsx';

/** Props of MarkdownContent. */
export interface MarkdownContentProps {
  title: string;
  html: string;
}

/**
 * True when the content has its own title, Docusaurus's `contentTitle`: its first heading is an
 * h1, which the markdown pipeline wraps in `<header>` as Docusaurus does
 * (src/markdown/plugins/remark-content-title.ts). Then the theme adds no h1 of its own.
 */
export function hasContentTitle(html: string): boolean {
  return /<header><h1[\s>]/.test(html);
}

/**
 * Rendered markdown, with the page title as h1 when the markdown has none. The element holding
 * the HTML keeps `data-rnhc-content`: the client hydrates it from the DOM on first load instead
 * of shipping the HTML a second time in JavaScript.
 */
export function MarkdownContent({ title, html }: MarkdownContentProps) {
  return (
    <>
      {!hasContentTitle(html) && (
        <header className="markdown">
          <h1>{withWordBreaks(title)}</h1>
        </header>
      )}
      <RawHtml className="markdown" data-rnhc-content="" html={html} />
    </>
  );
}

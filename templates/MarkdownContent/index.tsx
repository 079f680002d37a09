import { hasContentTitle } from '../../src/shared/text.ts';
import { RawHtml } from '../RawHtml/index.tsx';
import { withWordBreaks } from '../word-breaks.tsx';

/** Props of MarkdownContent. */
export interface MarkdownContentProps {
  /** The h1 shown when the markdown has none (undefined: none, for an untitled page). */
  title: string | undefined;
  html: string;
}

/**
 * Rendered markdown, with the page title as h1 when the markdown has none. The element holding
 * the HTML keeps `data-rnhc-content`: the client hydrates it from the DOM on first load instead
 * of shipping the HTML a second time in JavaScript.
 */
export function MarkdownContent({ title, html }: MarkdownContentProps) {
  return (
    <>
      {title !== undefined && !hasContentTitle(html) && (
        <header className="markdown">
          <h1>{withWordBreaks(title)}</h1>
        </header>
      )}
      <RawHtml className="markdown" data-rnhc-content="" html={html} />
    </>
  );
}

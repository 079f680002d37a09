import type { HTMLAttributes } from 'react';

/** Props of RawHtml: any attributes of the wrapper plus the trusted HTML it holds. */
export interface RawHtmlProps extends Omit<HTMLAttributes<HTMLElement>, 'dangerouslySetInnerHTML' | 'children'> {
  /** HTML produced by our own build (markdown output, config snippets): trusted, not sanitised. */
  html: string;
  as?: 'div' | 'li' | 'span';
  /** Marks the element the client hydrates from the DOM instead of re-rendering it. */
  'data-rnhc-content'?: string;
}

/**
 * The single place where the theme injects HTML. Markdown output and config snippets come from
 * the site's own sources (like Docusaurus), so they are trusted; keeping the escape hatch in one
 * component keeps that decision reviewable.
 */
export function RawHtml({ html, as: Tag = 'div', ...rest }: RawHtmlProps) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build output, see above.
  return <Tag {...rest} dangerouslySetInnerHTML={{ __html: html }} />;
}

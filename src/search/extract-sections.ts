import type { SearchSection } from './types.ts';

/**
 * Splits a page's content HTML into sections at its h2/h3 headings, as plain text.
 * Placeholder until search lands (issue 7): one section with no text.
 */
export function extractSearchSections(html: string): SearchSection[] {
  return html ? [{ anchor: '', heading: '', text: '' }] : [];
}

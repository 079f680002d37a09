/** One heading's part of a page, as the search index sees it. */
export interface SearchSection {
  /** Heading id ('' for the text before the first heading). */
  anchor: string;
  /** Heading text ('' for the text before the first heading). */
  heading: string;
  /** Plain text of the section, code included. */
  text: string;
}

/** A page as the build hands it to the search index. */
export interface SearchDocument {
  /** Page URL path with the base URL. */
  path: string;
  title: string;
  /** A doc or generated category page (ranked before blog posts for an identifier). */
  doc?: boolean;
  sections: SearchSection[];
  /** The docs version of the page (its own search index); undefined outside the docs. */
  version?: string;
}

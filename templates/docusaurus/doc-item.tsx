/**
 * The doc a swizzled `src/theme/DocItem/*` component reads (`useDoc()` of
 * `@docusaurus/plugin-content-docs/client`, formerly `@docusaurus/theme-common/internal`), and
 * the theme parts it renders with Docusaurus's props and classes (`@theme/EditThisPage`,
 * `@theme/LastUpdated`, `@theme/TagsListInline`, `@theme/Icon/Edit`,
 * `@theme-original/DocItem/Footer`). The doc is provided at build time by the render thread
 * (src/markdown/mdx/render-mdx.ts: renderDocFooter) and in the browser by the island's props.
 */
import { type ComponentType, createContext, createElement, type ReactNode, useContext } from 'react';
import { Link, PageRuntimeContext, Translate } from './index.tsx';
import { ThemeClassNames } from './theme-common.tsx';

/** `<Translate id values>message</Translate>`. */
function translated(id: string, message: string, values?: Record<string, ReactNode>): ReactNode {
  // (Translate's props type its message as a required `children`: createElement's third argument.)
  const Message = Translate as unknown as ComponentType<{ id: string; values?: Record<string, ReactNode> }>;
  return createElement(Message, { id, ...(values ? { values } : {}) }, message);
}

/** A tag of a doc, as Docusaurus gives it. */
export interface DocTag {
  label: string;
  permalink: string;
  description?: string;
}

/** What `useDoc()` returns: the doc's metadata, front matter and table of contents. */
export interface DocContextValue {
  metadata: {
    id: string;
    title: string;
    description: string;
    source: string;
    sourceDirName: string;
    slug: string;
    permalink: string;
    version: string;
    /** The edit URL the config made (a string: react-native-website's holds JSON of its buttons). */
    editUrl?: string;
    /** Milliseconds since the epoch, as Docusaurus 3 gives it. */
    lastUpdatedAt?: number;
    lastUpdatedBy?: string;
    tags: DocTag[];
    unlisted: boolean;
    draft: boolean;
    frontMatter: Record<string, unknown>;
    sidebar?: string;
    previous?: { title: string; permalink: string };
    next?: { title: string; permalink: string };
  };
  frontMatter: Record<string, unknown>;
  toc: Array<{ value: string; id: string; level: number }>;
  contentTitle?: string;
  assets: Record<string, never>;
}

/** The doc of the page being rendered. */
export const DocContext = createContext<DocContextValue | null>(null);

/** `useDoc()`: throws outside a doc, as Docusaurus's does outside its `DocProvider`. */
export function useDoc(): DocContextValue {
  const doc = useContext(DocContext);
  if (!doc) throw new Error('Hook useDoc is called outside the <DocProvider>.');
  return doc;
}

/** `@theme/Icon/Edit`: Docusaurus's pencil. */
export function IconEdit({ className, ...rest }: { className?: string; [key: string]: unknown }): ReactNode {
  return createElement(
    'svg',
    {
      fill: 'currentColor',
      height: 20,
      width: 20,
      viewBox: '0 0 40 40',
      className: ['theme-icon-edit', className].filter(Boolean).join(' '),
      'aria-hidden': 'true',
      style: { marginRight: '0.3em', verticalAlign: 'sub' },
      ...rest,
    },
    createElement(
      'g',
      null,
      createElement('path', {
        d: 'm34.5 11.7l-3 3.1-6.3-6.3 3.1-3q0.5-0.5 1.2-0.5t1.1 0.5l3.9 3.9q0.5 0.4 0.5 1.1t-0.5 1.2z m-29.5 17.1l18.4-18.5 6.3 6.3-18.4 18.4h-6.3v-6.2z',
      }),
    ),
  );
}

/** `@theme/EditThisPage`. */
export function EditThisPage({ editUrl }: { editUrl: string }): ReactNode {
  return createElement(
    Link,
    { to: editUrl, className: ThemeClassNames.common.editThisPage },
    createElement(IconEdit),
    translated('theme.common.editThisPage', 'Edit this page'),
  );
}

/** `@theme/LastUpdated`: "Last updated on <date> by <author>", the date in UTC (server and browser agree). */
export function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}): ReactNode {
  const site = useContext(PageRuntimeContext)?.site;
  const locale = site?.locale ?? 'en';
  let formatted: string | undefined;
  if (lastUpdatedAt !== undefined) {
    try {
      formatted = new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(lastUpdatedAt);
    } catch {
      formatted = new Date(lastUpdatedAt).toISOString().slice(0, 10);
    }
  }
  const atDate =
    lastUpdatedAt !== undefined
      ? translated('theme.lastUpdated.atDate', ' on {date}', {
          date: createElement(
            'b',
            null,
            createElement(
              'time',
              { dateTime: new Date(lastUpdatedAt).toISOString(), itemProp: 'dateModified' },
              formatted,
            ),
          ),
        })
      : '';
  const byUser = lastUpdatedBy
    ? translated('theme.lastUpdated.byUser', ' by {user}', { user: createElement('b', null, lastUpdatedBy) })
    : '';
  return createElement(
    'span',
    { className: ThemeClassNames.common.lastUpdated },
    translated('theme.lastUpdated.lastUpdatedAtBy', 'Last updated{atDate}{byUser}', { atDate, byUser }),
  );
}

/** `@theme/TagsListInline`. */
export function TagsListInline({ tags }: { tags: readonly DocTag[] }): ReactNode {
  return createElement(
    'div',
    { className: 'theme-tags-list-inline' },
    createElement('b', null, translated('theme.tags.tagsListLabel', 'Tags:')),
    createElement(
      'ul',
      { className: 'padding--none margin-left--sm', style: { display: 'inline' } },
      ...tags.map((tag) =>
        createElement(
          'li',
          { key: tag.permalink, style: { display: 'inline-block', margin: '0.5rem 0.5rem 0 1rem' } },
          createElement(Link, { to: tag.permalink, className: 'tag' }, tag.label),
        ),
      ),
    ),
  );
}

/** `@theme-original/DocItem/Footer`: Docusaurus's doc footer (tags, edit link, last update). */
export function DocItemFooter(): ReactNode {
  const { metadata } = useDoc();
  const { editUrl, lastUpdatedAt, lastUpdatedBy, tags } = metadata;
  const tagsRow = tags.length > 0;
  const editMetaRow = Boolean(editUrl || lastUpdatedAt || lastUpdatedBy);
  if (!tagsRow && !editMetaRow) return null;
  return createElement(
    'footer',
    { className: `${ThemeClassNames.docs.docFooter} docusaurus-mt-lg` },
    tagsRow &&
      createElement(
        'div',
        { className: `${ThemeClassNames.docs.docFooterTagsRow} row margin-bottom--sm` },
        createElement('div', { className: 'col' }, createElement(TagsListInline, { tags })),
      ),
    editMetaRow &&
      createElement(
        'div',
        { className: `${ThemeClassNames.docs.docFooterEditMetaRow} row` },
        createElement('div', { className: 'col' }, editUrl && createElement(EditThisPage, { editUrl })),
        createElement(
          'div',
          { className: 'col', style: { textAlign: 'right' } },
          (lastUpdatedAt || lastUpdatedBy) &&
            createElement(LastUpdated, {
              ...(lastUpdatedAt !== undefined ? { lastUpdatedAt } : {}),
              ...(lastUpdatedBy !== undefined ? { lastUpdatedBy } : {}),
            }),
        ),
      ),
  );
}

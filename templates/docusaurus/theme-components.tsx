/**
 * The classic theme's components that MDX content imports (`@theme/Tabs`, `@theme/TabItem`,
 * `@theme/CodeBlock`, `@theme/Details`, `@theme/Admonition`, `@theme/ThemedImage`). MDX is
 * rendered to HTML once at build time and is not hydrated: the markup carries everything the
 * client's delegated handlers need (client/tabs.ts), so a page without tabs ships no extra code.
 */
import {
  Children,
  createContext,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  useContext,
} from 'react';
import { createAdmonitionClasses } from '../../src/shared/admonition-classes.ts';
import { ADMONITION_TITLES, admonitionTitleKey, LEGACY_TYPES } from '../../src/shared/translations/admonitions.ts';
import { themeStrings } from '../../src/shared/translations/theme-strings.ts';
import { ThemedImage as ThemeThemedImage } from '../ThemedImage/index.tsx';
import { PageRuntimeContext } from './index.tsx';

/** What MDX components need from the build: ids unique in the page and the code highlighter. */
export interface MdxRuntime {
  /** Next number of the page (tab ids). */
  nextId(): number;
  /** A code block's HTML, as fenced code renders (title bar, highlighting, copy button). */
  highlight(code: string, lang: string | undefined, meta: string | undefined): ReactNode;
}

/** Provided by the MDX renderer around a page's content. */
export const MdxRuntimeContext = createContext<MdxRuntime | null>(null);

/**
 * Outside MDX (a React page of the pages folder) ids come from a counter of the render and code
 * is shown unhighlighted.
 */
function fallbackRuntime(): MdxRuntime {
  let id = 0;
  return {
    nextId: () => ++id,
    highlight: (code) => createElement('pre', null, createElement('code', null, code)),
  };
}

function useMdxRuntime(): MdxRuntime {
  const runtime = useContext(MdxRuntimeContext);
  // (One fallback per component instance: unique ids need the context, which MDX always has.)
  return runtime ?? fallbackRuntime();
}

/** Props of `@theme/TabItem`. */
export interface TabItemProps {
  value: string;
  label?: string;
  default?: boolean;
  attributes?: Record<string, unknown>;
  className?: string;
  children?: ReactNode;
}

/** `@theme/TabItem`: rendered by its `<Tabs>` (alone it is just its content). */
export function TabItem({ children, className }: TabItemProps) {
  return createElement('div', { className }, children);
}

/** Props of `@theme/Tabs`. */
export interface TabsProps {
  children?: ReactNode;
  defaultValue?: string | null;
  values?: Array<{ value: string; label?: string; attributes?: Record<string, unknown> }>;
  groupId?: string;
  queryString?: string | boolean;
  lazy?: boolean;
  className?: string;
  block?: boolean;
}

/** The id-safe form of a tab value. */
const idPart = (value: string) => value.replace(/[^\w-]+/g, '_');

/**
 * `@theme/Tabs`: every panel is in the HTML and the default one is shown, so the page reads
 * without JavaScript and does not shift when the client starts. `lazy` is accepted, but panels
 * are still all rendered: the client switches tabs without React, from the HTML alone.
 */
export function Tabs({ children, defaultValue, values, groupId, queryString, className, block }: TabsProps) {
  const runtime = useMdxRuntime();
  const items = Children.toArray(children).filter((child): child is ReactElement<TabItemProps> => {
    if (!isValidElement(child)) {
      if (typeof child === 'string' && child.trim() === '') return false;
      throw new Error('<Tabs> only accepts <TabItem> children');
    }
    return true;
  });
  const tabs =
    values ??
    items.map((item) => ({ value: item.props.value, label: item.props.label, attributes: item.props.attributes }));
  const seen = new Set<string>();
  for (const tab of tabs) {
    if (typeof tab.value !== 'string' || tab.value === '') {
      throw new Error('<TabItem> needs a `value` (a non-empty string)');
    }
    if (seen.has(tab.value)) throw new Error(`<Tabs> has two tabs with the value "${tab.value}"`);
    seen.add(tab.value);
  }
  // `defaultValue={null}`: no tab is selected until the reader picks one (or the URL or a stored
  // choice of its group does, in the browser), as in Docusaurus; every panel starts hidden.
  const selected =
    defaultValue === null
      ? undefined
      : (defaultValue ?? items.find((item) => item.props.default)?.props.value ?? tabs[0]?.value ?? undefined);
  if (selected !== undefined && !seen.has(selected)) {
    throw new Error(
      `<Tabs> defaultValue "${selected}" is not one of its values (${[...seen].map((v) => `"${v}"`).join(', ')})`,
    );
  }
  const id = `tabs-${runtime.nextId()}`;
  const queryKey = queryString === true ? groupId : typeof queryString === 'string' ? queryString : undefined;
  const list = createElement(
    'div',
    {
      role: 'tablist',
      'aria-orientation': 'horizontal',
      className: ['tabs', block ? 'tabs--block' : undefined].filter(Boolean).join(' '),
    },
    tabs.map((tab, index) => {
      const active = tab.value === selected;
      // With no tab selected, the first one is in the tab order, so the set is reachable by keyboard.
      const focusable = active || (selected === undefined && index === 0);
      const label = tab.label ?? items.find((item) => item.props.value === tab.value)?.props.label ?? tab.value;
      return createElement(
        'button',
        {
          key: tab.value,
          type: 'button',
          role: 'tab',
          id: `${id}-tab-${idPart(tab.value)}`,
          'aria-controls': `${id}-panel-${idPart(tab.value)}`,
          'aria-selected': active ? 'true' : 'false',
          tabIndex: focusable ? 0 : -1,
          'data-value': tab.value,
          ...(tab.attributes ?? {}),
          className: ['tabs__item', active ? 'tabs__item--active' : undefined].filter(Boolean).join(' '),
        },
        label,
      );
    }),
  );
  const panels = tabs.map((tab) => {
    const item = items.find((i) => i.props.value === tab.value);
    return createElement(
      'div',
      {
        key: tab.value,
        role: 'tabpanel',
        id: `${id}-panel-${idPart(tab.value)}`,
        'aria-labelledby': `${id}-tab-${idPart(tab.value)}`,
        'data-value': tab.value,
        // Panels hold text, not controls only: focusable, as WAI-ARIA's tabs pattern asks.
        tabIndex: 0,
        className: ['tabs__panel', item?.props.className].filter(Boolean).join(' '),
        hidden: tab.value !== selected,
      },
      item?.props.children,
    );
  });
  return createElement(
    'div',
    {
      className: ['tabs-container', className].filter(Boolean).join(' '),
      ...(groupId ? { 'data-group-id': groupId } : {}),
      ...(queryKey ? { 'data-query-key': queryKey } : {}),
    },
    list,
    createElement('div', { className: 'tabs__panels' }, panels),
  );
}

/**
 * The text of a code block's children. MDX 2 wraps text written on its own lines inside
 * `<CodeBlock>` in a paragraph (MDX 1, Docusaurus 2, gave the strings): its text is the code.
 */
function textOf(children: ReactNode): string {
  return Children.toArray(children)
    .map((c) => {
      if (typeof c === 'string' || typeof c === 'number') return String(c);
      if (isValidElement<{ children?: ReactNode }>(c)) return textOf(c.props.children);
      return '';
    })
    .join('');
}

/** `@theme/CodeBlock`: highlighted as a fenced block with the same language, title and lines. */
export function CodeBlock({
  children,
  language,
  className,
  title,
  metastring,
  showLineNumbers,
}: {
  children?: ReactNode;
  language?: string;
  className?: string;
  title?: string;
  metastring?: string;
  showLineNumbers?: boolean | number;
}) {
  const runtime = useMdxRuntime();
  const code = textOf(children);
  const lang = language ?? /(?:^|\s)language-(\S+)/.exec(className ?? '')?.[1];
  const meta = [
    metastring,
    title !== undefined ? `title=${JSON.stringify(title)}` : undefined,
    showLineNumbers ? 'showLineNumbers' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return runtime.highlight(code.replace(/\n$/, ''), lang, meta || undefined);
}

/** `@theme/Details`: a native disclosure (works without JavaScript). */
export function Details({ summary, children, ...rest }: { summary?: ReactNode; children?: ReactNode }) {
  const items = Children.toArray(children);
  // A `<summary>` written as the first child is the summary, as Docusaurus takes it.
  const first = items[0];
  const ownSummary = isValidElement(first) && first.type === 'summary' ? first : undefined;
  return createElement(
    'details',
    { ...rest, className: 'details' },
    ownSummary ?? createElement('summary', null, summary ?? 'Details'),
    createElement('div', { className: 'details__content' }, ownSummary ? items.slice(1) : items),
  );
}

/** `@theme/Admonition`: the same markup as `:::type` containers. */
export function Admonition({
  type = 'note',
  title,
  children,
}: {
  type?: string;
  title?: ReactNode;
  children?: ReactNode;
}) {
  const legacy = LEGACY_TYPES[type];
  const kind = legacy?.kind ?? (type in ADMONITION_TITLES ? type : 'note');
  // Docusaurus's class names too on a Docusaurus site, as `:::type` containers have them.
  const docusaurus = useContext(PageRuntimeContext)?.site.infimaPages === true;
  return createElement(
    'div',
    { className: createAdmonitionClasses(type, kind, docusaurus).join(' '), role: 'note' },
    createElement(
      'div',
      { className: 'admonition__heading' },
      createElement('span', { className: 'admonition__icon', 'aria-hidden': 'true' }),
      title ?? themeStrings[admonitionTitleKey(legacy?.title ?? kind)],
    ),
    createElement('div', { className: 'admonition__content' }, children),
  );
}

/** `@theme/ThemedImage`: `sources={{light, dark}}`, shown by colour mode with CSS. */
export function ThemedImage({
  sources,
  alt = '',
  ...rest
}: {
  sources: { light: string; dark: string };
  alt?: string;
  width?: number;
  height?: number;
  className?: string;
}) {
  return createElement(ThemeThemedImage, { ...rest, src: sources.light, srcDark: sources.dark, alt });
}

/** One heading of the page, as Docusaurus's `toc` export lists it (`value` is HTML). */
export interface TocEntry {
  value: string;
  id: string;
  level: number;
}

/**
 * `@theme/TOCInline`: the page's headings as a nested list, from the `toc` that MDX content
 * reads (`<TOCInline toc={toc} />`), between `minHeadingLevel` (2) and `maxHeadingLevel` (3).
 */
export function TOCInline({
  toc,
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc: readonly TocEntry[];
  minHeadingLevel?: number;
  maxHeadingLevel?: number;
}) {
  const entries = (toc ?? []).filter((e) => e.level >= minHeadingLevel && e.level <= maxHeadingLevel);
  const list = (from: number, level: number): [ReactNode, number] => {
    const items: ReactNode[] = [];
    let i = from;
    while (i < entries.length) {
      const entry = entries[i] as TocEntry;
      if (entry.level < level) break;
      if (entry.level > level) {
        const [nested, next] = list(i, entry.level);
        items.push(createElement('li', { key: `n${i}` }, nested));
        i = next;
        continue;
      }
      // A TOC value is the heading's HTML from our own build (rehype output, as the theme's TOC shows it).
      const html = { __html: entry.value };
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted build output, see above.
      const link = createElement('a', { href: `#${entry.id}`, dangerouslySetInnerHTML: html });
      const following = entries[i + 1];
      if (following && following.level > level) {
        const [nested, next] = list(i + 1, following.level);
        items.push(createElement('li', { key: entry.id }, link, nested));
        i = next;
      } else {
        items.push(createElement('li', { key: entry.id }, link));
        i++;
      }
    }
    return [createElement('ul', null, items), i];
  };
  return createElement('div', { className: 'toc-inline' }, list(0, entries[0]?.level ?? minHeadingLevel)[0]);
}

/**
 * The components a swizzled component of a site wraps (`@theme-original/X`, `@theme-init/X`) that
 * have no `@theme/X` shim of their own: rnhc-docs' counterparts of Docusaurus's, with the same
 * props (src/pipeline/swizzled.ts).
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { Head, Heading, Layout, PageRuntimeContext } from './index.tsx';
import { Details } from './theme-components.tsx';

/**
 * `@theme-original/MDXComponents`: what every MDX file can use without importing it, in
 * Docusaurus's classic theme. Markdown's own elements (headings, links, code) are rendered by
 * rnhc-docs' markdown pipeline, so only the components JSX names are here; a site spreads this
 * object into its own (`{...MDXComponents, Highlight}`).
 */
export const MDXComponents: Record<string, unknown> = { Head, Details };

/** The locale's theme string, or Docusaurus's English message. */
function useThemeString(id: string, fallback: string): string {
  return useContext(PageRuntimeContext)?.site.strings?.[id] ?? fallback;
}

/** `@theme-original/NotFound/Content`: Docusaurus's 404 message, with its classes. */
export function NotFoundContent({ className }: { className?: string }): ReactNode {
  const title = useThemeString('theme.NotFound.title', 'Page Not Found');
  return createElement(
    'main',
    { className: ['container margin-vert--xl', className].filter(Boolean).join(' ') },
    createElement(
      'div',
      { className: 'row' },
      createElement(
        'div',
        { className: 'col col--6 col--offset-3' },
        createElement(Heading, { as: 'h1', className: 'hero__title' }, title),
        createElement('p', null, useThemeString('theme.NotFound.p1', 'We could not find what you were looking for.')),
      ),
    ),
  );
}

/** `@theme-original/NotFound`: the 404 page (its title, and the content above in the layout). */
export function NotFound(): ReactNode {
  const title = useThemeString('theme.NotFound.title', 'Page Not Found');
  return createElement(Layout, { title }, createElement(NotFoundContent));
}

/** The site's MDX components (src/markdown/mdx/mdx-components.ts), provided around MDX content. */
export const MdxComponentsContext = createContext<Record<string, unknown> | null>(null);

/**
 * MDX's provider hook (`providerImportSource`): compiled MDX content and the partials it renders
 * read the site's components here, as Docusaurus's MDXProvider gives them.
 */
export function useMDXComponents(): Record<string, unknown> {
  return useContext(MdxComponentsContext) ?? {};
}

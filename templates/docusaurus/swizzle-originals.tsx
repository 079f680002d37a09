/**
 * The components a swizzled component of a site wraps (`@theme-original/X`, `@theme-init/X`) that
 * have no `@theme/X` shim of their own: rnhc-docs' counterparts of Docusaurus's, with the same
 * props (src/pipeline/swizzled.ts). `@theme-original/MDXComponents` is `@theme/MDXComponents`
 * (mdx-components.tsx).
 */
import { createContext, createElement, type ReactNode, useContext } from 'react';
import { NAVBAR_SEARCH_TAG } from '../../src/shared/island-names.ts';
import { Heading, Layout, PageRuntimeContext } from './index.tsx';

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
        createElement(
          'p',
          null,
          useThemeString(
            'theme.NotFound.p2',
            'Please contact the owner of the site that linked you to the original URL and let them know their link is broken.',
          ),
        ),
      ),
    ),
  );
}

/** `@theme-original/NotFound`: the 404 page (its title, and the content above in the layout). */
export function NotFound(): ReactNode {
  const title = useThemeString('theme.NotFound.title', 'Page Not Found');
  return createElement(Layout, { title }, createElement(NotFoundContent));
}

/**
 * `@theme-original/Navbar/Search`: the navbar's search box. A wrapper of it is rendered once at
 * build time; this marks where the box goes and the class names the wrapper gives it (detox's
 * `<Search className={styles.searchWrapper} />`), which the theme's box then carries.
 */
export function NavbarSearch({ className }: { className?: string; children?: ReactNode }): ReactNode {
  return createElement(NAVBAR_SEARCH_TAG, { 'data-class': className ?? '' });
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

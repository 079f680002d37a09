import type { BlogModel } from '../../content/blog/types.ts';
import type { ContentModel } from '../../content/types.ts';
import { collectAdmonitionAlertClasses } from '../../shared/admonition-classes.ts';
import type { SiteData } from '../../shared/types.ts';
import type { Route } from '../create-routes.ts';
import { collectUsedClasses, loadSiteCode } from './collect-classes.ts';
import { collectInfimaClasses } from './infima-css.ts';

/**
 * The Infima classes one locale's pages can use, read before they are rendered (the stylesheet's
 * hashed name is in every page): the markdown's class attributes, the React pages' HTML
 * (pre-rendered by now), the site's code they run (pages, components, what those import)
 * and the classes the theme adds by configuration (`navbar--dark`, `footer--dark`) or, on a
 * Docusaurus site, to its admonitions (`alert alert--secondary`: shared/admonition-classes.ts).
 */
export async function collectSiteClasses(options: {
  content: ContentModel;
  blog: BlogModel | undefined;
  routes: readonly Route[];
  site: SiteData;
  siteDir: string;
  /** Site scripts the build runs: React pages, components MDX imports (islands.ts). */
  code: Iterable<string>;
}): Promise<Set<string>> {
  const { content, blog, routes, site } = options;
  const markdown = [
    ...content.docs.map((doc) => doc.body),
    ...content.pages.flatMap((page) => (page.kind === 'md' && page.body ? [page.body] : [])),
    ...(blog?.posts ?? []).map((post) => post.body),
  ];
  const html = routes.flatMap((route) => (route.kind === 'jsxPage' && route.rendered ? [route.rendered.html] : []));
  const extra = [
    ...(site.navbar.style ? ['navbar', `navbar--${site.navbar.style}`] : []),
    ...(site.footer ? ['footer', `footer--${site.footer.style}`] : []),
    ...(site.infimaPages ? collectAdmonitionAlertClasses(markdown) : []),
  ];
  const code = await loadSiteCode(options.code, options.siteDir);
  return collectUsedClasses({ markdown, html, code, extra }, collectInfimaClasses());
}

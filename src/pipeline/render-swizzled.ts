/**
 * A site's swizzled components that take a place of the theme's (docs/swizzling.md), rendered on
 * the main thread like the React pages of the pages folder (jsx-pages.ts: render workers never
 * load site code), and hydrated as islands when they were bundled for the browser:
 *
 * - `src/theme/NotFound` (or `NotFound/Content`): the 404 page, in the theme's layout; its
 *   `<Layout title>` names the page, as in Docusaurus.
 * - `src/theme/Footer`: the footer of every page, rendered once per locale (at the home page's
 *   path: a footer that reads the location sees the home page's).
 */
import type { SiteData } from '../shared/types.ts';
import type { Route } from './create-routes.ts';
import { loadJsxPages, type RenderedJsxPage } from './jsx-pages.ts';
import type { FileSink } from './output/write-output.ts';
import { themeDirOf } from './swizzled.ts';

interface RenderSwizzledOptions {
  file: string;
  siteDir: string;
  site: SiteData;
  islands: Record<string, string>;
  writer: FileSink;
}

/** Compiles a swizzled component and renders it at `pagePath`, copying the files it imports. */
async function renderSwizzled(options: RenderSwizzledOptions, pagePath: string): Promise<RenderedJsxPage | undefined> {
  const copies = new Map<string, string>();
  const pages = await loadJsxPages(
    [options.file],
    themeDirOf(options.siteDir),
    options.siteDir,
    options.islands,
    (file, name) => {
      copies.set(name, file);
      return options.site.baseUrl + name;
    },
  );
  await Promise.all([...copies].map(([name, file]) => options.writer.copy(file, name)));
  return pages.get(options.file)?.render(options.site, pagePath);
}

/** Renders the swizzled NotFound into the 404 route. */
export async function prerenderSwizzledNotFound(options: RenderSwizzledOptions & { routes: Route[] }): Promise<void> {
  const route = options.routes.find((r): r is Extract<Route, { kind: 'notFound' }> => r.kind === 'notFound');
  if (!route) return;
  const rendered = await renderSwizzled(options, `${options.site.baseUrl}404`);
  if (!rendered) return;
  route.rendered = { html: rendered.html, meta: rendered.meta };
  options.site.swizzled = true;
}

/** Renders the swizzled Footer into the site data: the theme shows its HTML on every page. */
export async function prerenderSwizzledFooter(options: RenderSwizzledOptions): Promise<void> {
  const rendered = await renderSwizzled(options, options.site.baseUrl);
  if (!rendered) return;
  options.site.footer = { ...(options.site.footer ?? { style: 'light', columns: [], links: [] }), html: rendered.html };
  options.site.swizzled = true;
}

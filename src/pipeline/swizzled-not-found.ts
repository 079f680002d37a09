/**
 * A site's swizzled `src/theme/NotFound` (or `NotFound/Content`): its 404 page, rendered on the
 * main thread like the React pages of the pages folder (jsx-pages.ts: render workers never load
 * site code), in the theme's layout, and hydrated as an island when it was bundled for the browser.
 * Its `<Layout title>` names the page, as in Docusaurus.
 */
import type { SiteData } from '../shared/types.ts';
import type { Route } from './create-routes.ts';
import { loadJsxPages } from './jsx-pages.ts';
import type { FileSink } from './output/write-output.ts';
import { themeDirOf } from './swizzled.ts';

/** Renders the swizzled component into the 404 route. */
export async function prerenderSwizzledNotFound(options: {
  file: string;
  routes: Route[];
  siteDir: string;
  site: SiteData;
  islands: Record<string, string>;
  writer: FileSink;
}): Promise<void> {
  const route = options.routes.find((r): r is Extract<Route, { kind: 'notFound' }> => r.kind === 'notFound');
  if (!route) return;
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
  const page = pages.get(options.file);
  if (!page) return;
  const { html, meta } = page.render(options.site, `${options.site.baseUrl}404`);
  route.rendered = { html, meta };
}

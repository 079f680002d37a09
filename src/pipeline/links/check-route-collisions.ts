import path from 'node:path';
import { AggregateBuildError, ContentError } from '../../util/errors.ts';
import { htmlFilesOf, pageDataFileOf, type Route } from '../create-routes.ts';
import type { StaticFile } from '../output/copy-static.ts';

/** Files every build generates besides the pages, with what makes them. */
export const GENERATED_FILES: Record<string, string> = {
  'sitemap.xml': 'the generated sitemap',
  'route-manifest.json': 'the generated route manifest',
  'search-index.json': 'the generated search index',
};

/** Who writes a route's files, for messages: the source file, or what generates it. */
function ownerOf(route: Route, siteDir: string): { name: string; file?: string } {
  const rel = (file: string) => path.relative(siteDir, file).split(path.sep).join('/');
  switch (route.kind) {
    case 'doc':
      return { name: `doc ${rel(route.doc.file)}`, file: route.doc.file };
    case 'mdPage':
    case 'jsxPage':
      return { name: `page ${rel(route.page.file)}`, file: route.page.file };
    case 'category':
      return { name: `the generated index of category "${route.title}"` };
    case 'docTags':
      return { name: 'the generated docs tags page' };
    case 'docTag':
      return { name: `the generated docs page of tag "${route.tag.label}"` };
    case 'notFound':
      return { name: 'the generated 404 page' };
    case 'searchPage':
      return { name: 'the generated search page (search.page)' };
    case 'blogPost':
      return { name: `blog post ${rel(route.post.file)}`, file: route.post.file };
    case 'blogList':
      return { name: 'the generated blog list page' };
    case 'blogTag':
      return { name: `the generated blog page of tag "${route.tag.label}"` };
    case 'blogAuthor':
      return { name: `the generated blog page of author "${route.author.name ?? route.author.key}"` };
    case 'blogTags':
      return { name: 'the generated blog tags page' };
    case 'blogArchive':
      return { name: 'the generated blog archive' };
    case 'blogAuthors':
      return { name: 'the generated blog authors page' };
  }
}

/**
 * Every output file has one source. Routes are compared as written to disk, after normalisation
 * (collect-content.ts), so a doc whose slug is `/./intro`, a slug equal to a category index, a
 * `../404` slug or `pages/404.md` next to the 404 page, and a static `sitemap.xml` or
 * `docs/intro.html` under a generated page are each an error naming both sources, instead of one
 * silently replacing the other.
 */
export function checkRouteCollisions(options: {
  routes: readonly Route[];
  staticFiles: readonly StaticFile[];
  siteDir: string;
  /** The config's `trailingSlash` (which HTML files a route writes: htmlFilesOf). */
  trailingSlash?: boolean | undefined;
}): void {
  const owners = new Map<string, { name: string; file?: string }>();
  const errors: ContentError[] = [];
  // One message per pair of sources (a page writes three files).
  const reported = new Set<string>();
  const claim = (file: string, owner: { name: string; file?: string }) => {
    const first = owners.get(file);
    if (!first) {
      owners.set(file, owner);
      return;
    }
    if (first === owner) return;
    const pair = `${first.name}\0${owner.name}`;
    if (reported.has(pair)) return;
    reported.add(pair);
    errors.push(
      new ContentError(`${first.name} and ${owner.name} both write /${file}`, {
        ...((owner.file ?? first.file) ? { file: owner.file ?? first.file } : {}),
        hint: 'Change the slug, the file name or the static file of one of them.',
      }),
    );
  };
  for (const [file, name] of Object.entries(GENERATED_FILES)) claim(file, { name });
  for (const route of options.routes) {
    // The docs root's copy of the main doc is added only where no other route is.
    if (route.kind === 'doc' && route.route !== route.canonicalRoute) continue;
    const owner = ownerOf(route, options.siteDir);
    for (const file of [...htmlFilesOf(route, options.trailingSlash), pageDataFileOf(route)]) claim(file, owner);
  }
  for (const { to: file, from: source } of options.staticFiles) {
    const rel = path.relative(options.siteDir, source).split(path.sep).join('/');
    claim(file, { name: `static file ${rel}`, file: source });
  }
  if (errors.length === 1 && errors[0]) throw errors[0];
  if (errors.length > 1) throw new AggregateBuildError(`${errors.length} files of the site have two sources`, errors);
}

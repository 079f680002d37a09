/**
 * The content kinds a site is made of, in the order their routes are made (a later kind's URL
 * that an earlier kind has is an error naming both). See src/content/content-kind.ts.
 */

import type { Route } from '../pipeline/create-routes.ts';
import { blogKind } from './blog/blog-kind.ts';
import type { ContentKind } from './content-kind.ts';
import { docsKind } from './docs/docs-kind.ts';
import { pagesKind } from './pages/pages-kind.ts';

export const CONTENT_KINDS: readonly ContentKind[] = [docsKind, pagesKind, blogKind];

/** The kind that makes a route, or undefined for the site's own pages (404, search). */
export function kindOfRoute(route: Route): ContentKind | undefined {
  return CONTENT_KINDS.find((kind) => kind.routeKinds.includes(route.kind));
}

import { describe, expect, it } from 'vitest';
import type { PageSource } from '../../../src/content/types.ts';
import type { Route } from '../../../src/pipeline/create-routes.ts';
import { createRouteQueue } from '../../../src/pipeline/render/route-queue.ts';

// Only `kind` and `route` decide which files a route writes; the page itself is never read here.
const page = (route: string): Route => ({ kind: 'mdPage', route, page: {} as PageSource });

describe('createRouteQueue', () => {
  it('hands out routes from the front in order, and never changes the array it was given', () => {
    const routes = [page(''), page('docs/a'), page('docs/b'), { kind: 'notFound', route: '404' } as Route];
    const queue = createRouteQueue(routes);
    expect(queue.size).toBe(4);
    expect(queue.take(2).map((r) => r.route)).toEqual(['', 'docs/a']);
    expect(queue.size).toBe(2);
    expect(queue.take(5).map((r) => r.route)).toEqual(['docs/b', '404']);
    expect(queue.take(1)).toEqual([]);
    expect(queue.size).toBe(0);
    expect(routes).toHaveLength(4);
  });

  it('moves the route writing a wanted file to the front; files of no route change nothing', () => {
    const queue = createRouteQueue([page(''), page('docs/a'), page('docs/b'), page('docs/c')]);
    // As the static server asks: every file the request could be answered with.
    queue.want(['docs/c', 'docs/c.html', 'docs/c/index.html']);
    queue.want(['docs/nothing.html']);
    expect(queue.take(1)[0]?.route).toBe('docs/c');
    queue.want(['404.html', 'docs/b/index.html']);
    expect(queue.take(3).map((r) => r.route)).toEqual(['docs/b', '', 'docs/a']);
  });
});

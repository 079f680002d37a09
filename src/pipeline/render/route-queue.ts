import { moveForward, type Route } from '../create-routes.ts';

/**
 * The routes of a build still to render, in order. Whoever renders takes from the front; a
 * caller serving the build while it runs (serve --watch) moves the page a tab waits for forward.
 */
export interface RouteQueue {
  /** Moves the route that writes one of these output files (relative paths) to the front. */
  want(files: readonly string[]): void;
  /** Removes and returns up to `n` routes from the front. */
  take(n: number): Route[];
  /** Routes not taken yet. */
  readonly size: number;
}

/** A queue of `routes` in their order (the array is copied, never changed). */
export function createRouteQueue(routes: readonly Route[]): RouteQueue {
  const left = [...routes];
  return {
    want(files) {
      moveForward(left, files);
    },
    take(n) {
      return left.splice(0, Math.max(0, n));
    },
    get size() {
      return left.length;
    },
  };
}

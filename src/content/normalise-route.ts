/**
 * A route as the browser will see it: `.` and empty segments dropped, `..` going up one segment
 * (never above the root, as in URL resolution), no slashes around. `docs/./intro` and
 * `docs/x/../intro` are `docs/intro`, so they are compared with that doc's route, not next to it.
 */
export function normaliseRoute(route: string): string {
  const out: string[] = [];
  for (const segment of route.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out.join('/');
}

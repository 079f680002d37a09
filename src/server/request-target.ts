/**
 * What a request URL maps to under a site's base URL, before any file is touched. Pure: the same
 * URL always gives the same answer, whatever the disk holds.
 */
export type RequestTarget =
  | { kind: 'redirect'; location: string }
  /** Relative paths to try in order (clean URLs: `a`, `a.html`, `a/index.html`). */
  | { kind: 'files'; candidates: readonly string[] }
  | { kind: 'not-found' }
  | { kind: 'bad-request' };

/**
 * Maps a raw request URL to the relative file paths to try, in order. Everything that could name
 * a file outside the root after decoding is refused here; finding the file checks again on the
 * real path, because symlinks can still point outside.
 */
export function resolveRequestTarget(url: string, baseUrl: string): RequestTarget {
  const queryStart = url.search(/[?#]/);
  const pathname = queryStart === -1 ? url : url.slice(0, queryStart);
  const query = queryStart !== -1 && url[queryStart] === '?' ? url.slice(queryStart) : '';
  // Absolute-form (`http://...`) and asterisk-form targets have no place on a static host.
  if (!pathname.startsWith('/')) return { kind: 'bad-request' };
  if (pathname !== baseUrl && (pathname === '/' || pathname === baseUrl.slice(0, -1))) {
    return { kind: 'redirect', location: baseUrl + query };
  }
  if (!pathname.startsWith(baseUrl)) return { kind: 'not-found' };

  let relative: string;
  try {
    // Decoded exactly once: a double-encoded `%252e` stays the literal name `%2e`.
    relative = decodeURIComponent(pathname.slice(baseUrl.length));
  } catch {
    return { kind: 'bad-request' };
  }
  if (!isSafeRelativePath(relative)) return { kind: 'bad-request' };
  if (relative === '' || relative.endsWith('/')) {
    return { kind: 'files', candidates: [`${relative}index.html`] };
  }
  return {
    kind: 'files',
    candidates: [relative, `${relative}.html`, `${relative}/index.html`],
  };
}

function isSafeRelativePath(relative: string): boolean {
  if (relative.includes('\0') || relative.includes('\\')) return false;
  // A leading slash or drive letter would make the path absolute once joined on some platform.
  if (relative.startsWith('/') || /^[A-Za-z]:/.test(relative)) return false;
  return !relative.split('/').includes('..');
}

import { describe, expect, it } from 'vitest';
import { resolveRequestTarget } from '../../../src/server/request-target.ts';

const files = (...candidates: string[]) => ({ kind: 'files', candidates });

describe('resolveRequestTarget', () => {
  it.each([
    ['/base/', files('index.html')],
    ['/base/docs/', files('docs/index.html')],
    ['/base/docs/intro', files('docs/intro', 'docs/intro.html', 'docs/intro/index.html')],
    ['/base/docs/intro?x=1#top', files('docs/intro', 'docs/intro.html', 'docs/intro/index.html')],
    ['/base/a%20b.png', files('a b.png', 'a b.png.html', 'a b.png/index.html')],
    // Decoded once: `%252e` is the literal name `%2e`.
    ['/base/%252e%252e/x', files('%2e%2e/x', '%2e%2e/x.html', '%2e%2e/x/index.html')],
  ])('%s gives its candidate files', (url, target) => {
    expect(resolveRequestTarget(url, '/base/')).toEqual(target);
  });

  it('redirects the root and the base without its slash, keeping the query', () => {
    expect(resolveRequestTarget('/', '/base/')).toEqual({ kind: 'redirect', location: '/base/' });
    expect(resolveRequestTarget('/base?q=1', '/base/')).toEqual({ kind: 'redirect', location: '/base/?q=1' });
    expect(resolveRequestTarget('/', '/')).toEqual(files('index.html'));
  });

  it.each([
    '/base/../secret',
    '/base/%2e%2e/secret',
    '/base/docs/..%2f..%2fsecret',
    '/base/%2fetc/passwd',
    '/base/C:/windows',
    '/base/a%5c..%5csecret',
    '/base/a%00b',
    '/base/%E0%A4%A',
    'http://example.com/base/',
    '*',
  ])('refuses %s as a bad request', (url) => {
    expect(resolveRequestTarget(url, '/base/')).toEqual({ kind: 'bad-request' });
  });

  it('answers a path outside the base URL as not found', () => {
    expect(resolveRequestTarget('/other/page', '/base/')).toEqual({ kind: 'not-found' });
  });
});

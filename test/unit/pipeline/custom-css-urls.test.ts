import { describe, expect, it } from 'vitest';
import { rewriteRootUrls } from '../../../src/pipeline/output/custom-css-urls.ts';

describe('rewriteRootUrls', () => {
  it('puts root-relative URLs under the base URL, quoted or not', () => {
    expect(rewriteRootUrls(`a{background:url('/img/x.png')}b{mask:url(/i.svg)}`, '/lib/')).toBe(
      `a{background:url('/lib/img/x.png')}b{mask:url(/lib/i.svg)}`,
    );
  });

  it('leaves other URLs alone', () => {
    const css = 'a{b:url(//cdn.example/x.png);c:url(https://x.example/y);d:url(img/z.png);e:url("/lib/ok.png")}';
    expect(rewriteRootUrls(css, '/lib/')).toBe(css);
    expect(rewriteRootUrls('a{b:url(/x.png)}', '/')).toBe('a{b:url(/x.png)}');
  });
});

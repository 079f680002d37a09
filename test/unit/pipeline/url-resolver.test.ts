import { describe, expect, it } from 'vitest';
import { createUrlResolver } from '../../../src/pipeline/resolve-site.ts';

describe('createUrlResolver: asset', () => {
  const urls = createUrlResolver({ baseUrl: '/react-native-skia/', trailingSlash: undefined });

  it('puts the base URL in front of a static file path, with or without its slash', () => {
    expect(urls.asset('img/logo.png')).toBe('/react-native-skia/img/logo.png');
    expect(urls.asset('/img/logo.png')).toBe('/react-native-skia/img/logo.png');
  });

  it('does not add the base URL twice, as Docusaurus’s useBaseUrl (react-native-skia’s logo)', () => {
    // navbar.logo.src: "/react-native-skia/img/logo.png" was a 404 on all 58 pages.
    expect(urls.asset('/react-native-skia/img/logo.png')).toBe('/react-native-skia/img/logo.png');
  });

  it('keeps absolute URLs', () => {
    expect(urls.asset('https://example.com/logo.png')).toBe('https://example.com/logo.png');
    expect(urls.asset('//cdn.example.com/logo.png')).toBe('//cdn.example.com/logo.png');
  });
});

import { describe, expect, it } from 'vitest';
import { mapPlugin } from '../../../../src/config/docusaurus/map-plugins.ts';

describe('mapPlugin: search themes', () => {
  it("lets the built-in search stand in for Canary's pagefind theme, given by require.resolve (react-redux, redux-toolkit)", () => {
    const resolved = '/site/node_modules/@getcanary/docusaurus-theme-search-pagefind/dist/index.js';
    expect(mapPlugin(resolved, undefined)).toEqual({ set: {}, search: '@getcanary/docusaurus-theme-search-pagefind' });
    expect(mapPlugin('@getcanary/docusaurus-theme-search-pagefind', {})).toEqual({
      set: {},
      search: '@getcanary/docusaurus-theme-search-pagefind',
    });
  });
});

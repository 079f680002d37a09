import { describe, expect, it } from 'vitest';
import { titlesSiteTitleAlone } from '../../../../src/config/docusaurus/docusaurus-version.ts';

describe('titlesSiteTitleAlone', () => {
  it('is true from Docusaurus 3.7.0 (theme-common TitleFormatterFnDefault), false before', () => {
    for (const version of ['3.7.0', '3.9.2', '3.10.2', '4.0.0-alpha.1'])
      expect(titlesSiteTitleAlone(version)).toBe(true);
    for (const version of ['3.6.3', '3.0.0', '2.4.3', '2.0.0-alpha.72'])
      expect(titlesSiteTitleAlone(version)).toBe(false);
  });
});

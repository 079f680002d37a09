import { describe, expect, it } from 'vitest';
import { stripUnknownKeys } from '../../../../src/config/docusaurus/load-docusaurus-config.ts';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';

// testing-library's footer gives each link a React `key` (`{ key: 1, label, to }`): Docusaurus's
// theme spreads the item into <Link>, where React takes `key` for itself, so nothing is rendered
// and Docusaurus says nothing; rnhc-docs warned "no such option" once per link.
describe('React keys on a Docusaurus config’s links', () => {
  const config = {
    title: 'x',
    themeConfig: {
      navbar: {
        items: [
          { key: 'docs', to: 'docs/intro', label: 'Docs' },
          { type: 'dropdown', label: 'More', items: [{ key: 1, href: 'https://example.com', label: 'Ex' }] },
        ],
      },
      footer: {
        links: [
          { title: 'Docs', items: [{ key: 1, label: 'Getting started', to: 'docs/intro' }] },
          { key: 2, label: 'Flat', href: 'https://example.com' },
        ],
      },
    },
  };

  it('drops them without a notice, keeping the links', () => {
    const { raw, notices } = mapDocusaurusConfig(structuredClone(config), () => false);
    const later = stripUnknownKeys(raw);
    expect([...notices, ...later].filter((n) => n.path.endsWith('.key'))).toEqual([]);
    const themeConfig = raw.themeConfig as { footer: { links: unknown[] }; navbar: { items: unknown[] } };
    expect(themeConfig.footer.links).toEqual([
      { title: 'Docs', items: [{ label: 'Getting started', to: 'docs/intro' }] },
      { label: 'Flat', href: 'https://example.com' },
    ]);
    expect(themeConfig.navbar.items).toEqual([
      { to: 'docs/intro', label: 'Docs' },
      { type: 'dropdown', label: 'More', items: [{ href: 'https://example.com', label: 'Ex' }] },
    ]);
  });
});

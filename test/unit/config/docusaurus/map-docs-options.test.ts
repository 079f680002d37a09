import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';

const map = (value: unknown) => mapDocusaurusConfig(value, () => false);

describe('docs sidebar options of a Docusaurus config', () => {
  it('Docusaurus 2 alpha’s themeConfig.sidebarCollapsible is the docs’ sidebarCollapsible (react-native-navigation)', () => {
    const { raw, notices } = map({ title: 'x', themeConfig: { sidebarCollapsible: false } });
    expect(raw.docs).toEqual({ sidebarCollapsible: false });
    expect(raw.themeConfig).toEqual({});
    expect(notices).toEqual([]);
  });

  it('the docs’ own sidebarCollapsible wins over themeConfig’s', () => {
    const { raw } = map({
      title: 'x',
      themeConfig: { sidebarCollapsible: false },
      presets: [['classic', { docs: { sidebarCollapsible: true, breadcrumbs: false } }]],
    });
    expect(raw.docs).toEqual({ sidebarCollapsible: true, breadcrumbs: false });
  });
});

import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';

const map = (value: unknown) => mapDocusaurusConfig(value, () => false);
/** The markdown options besides the code themes every Docusaurus config gets (palenight by default). */
const markdownOf = (raw: Record<string, unknown>) => {
  const { codeThemes: _, ...rest } = (raw.markdown ?? {}) as Record<string, unknown>;
  return rest;
};

describe('the live code block theme of a Docusaurus config', () => {
  it('turns live blocks on with the playground position, naming neither', () => {
    const { raw, notices } = map({
      title: 'x',
      themes: ['@docusaurus/theme-live-codeblock'],
      themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } },
    });
    expect(markdownOf(raw)).toEqual({ liveCodeBlock: { playgroundPosition: 'top' } });
    expect(notices).toEqual([]);
  });

  it('defaults the position (the schema’s `bottom`) and reads a resolved path of the theme', () => {
    const { raw } = map({ title: 'x', themes: ['/site/node_modules/@docusaurus/theme-live-codeblock/lib/index.js'] });
    expect(markdownOf(raw)).toEqual({ liveCodeBlock: {} });
  });

  it('names themeConfig.liveCodeBlock without the theme, and turns nothing on', () => {
    const { raw, notices } = map({ title: 'x', themeConfig: { liveCodeBlock: { playgroundPosition: 'top' } } });
    expect(markdownOf(raw)).toEqual({});
    expect(notices.map((n) => n.path)).toEqual(['themeConfig.liveCodeBlock']);
  });
});

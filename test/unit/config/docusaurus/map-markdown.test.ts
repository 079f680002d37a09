import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';

const map = (value: unknown) => mapDocusaurusConfig(value, () => false);

describe('markdown options of a Docusaurus config', () => {
  it('applies markdown.format and the prism magicComments, names the rest', () => {
    const magicComments = [{ className: 'err', line: 'error-next-line' }];
    const { raw, notices } = map({
      title: 'x',
      markdown: { format: 'detect', mermaid: true },
      themeConfig: { prism: { theme: {}, magicComments } },
    });
    expect(raw.markdown).toEqual({ format: 'detect', magicComments });
    expect(notices.map((n) => n.path)).toEqual(['markdown.mermaid', 'themeConfig.prism']);
    expect(notices.find((n) => n.path === 'themeConfig.prism')?.reason).toContain('magicComments are applied');
  });
});

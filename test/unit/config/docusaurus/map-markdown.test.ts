import { describe, expect, it } from 'vitest';
import { mapDocusaurusConfig } from '../../../../src/config/docusaurus/map-config.ts';
import { parseConfig } from '../../../../src/config/load-config.ts';

const map = (value: unknown) => mapDocusaurusConfig(value, () => false);

describe('markdown options of a Docusaurus config', () => {
  it('applies markdown.format, markdown.mermaid and the prism magicComments, names the rest', () => {
    const magicComments = [{ className: 'err', line: 'error-next-line' }];
    const { raw, notices } = map({
      title: 'x',
      markdown: { format: 'detect', mermaid: true },
      themeConfig: { prism: { theme: {}, magicComments } },
    });
    expect(raw.markdown).toEqual({ format: 'detect', mermaid: true, magicComments });
    expect(notices.map((n) => n.path)).toEqual(['themeConfig.prism']);
    expect(notices.find((n) => n.path === 'themeConfig.prism')?.reason).toContain('magicComments are applied');
  });

  it('applies markdown.mdx1Compat (it was always on and named as not applied)', () => {
    const { raw, notices } = map({ title: 'x', markdown: { mdx1Compat: { comments: false, headingIds: false } } });
    expect(raw.markdown).toEqual({ mdx1Compat: { comments: false, headingIds: false } });
    expect(notices).toEqual([]);
  });

  it('defaults every mdx1Compat key to on, and rejects a key Docusaurus does not have', () => {
    const base = 'title: x\nurl: https://x.example\nbaseUrl: /\n';
    // (`text`, rnhc-docs' own, is off unless the site is on Docusaurus 2: see mdx1-text.ts.)
    expect(parseConfig(base, 'rnhc-docs.config.yaml').markdown.mdx1Compat).toEqual({
      comments: true,
      admonitions: true,
      headingIds: true,
      text: false,
    });
    const off = parseConfig(`${base}markdown:\n  mdx1Compat:\n    admonitions: false\n`, 'rnhc-docs.config.yaml');
    expect(off.markdown.mdx1Compat).toEqual({ comments: true, admonitions: false, headingIds: true, text: false });
    expect(() =>
      parseConfig(`${base}markdown:\n  mdx1Compat:\n    headingId: false\n`, 'rnhc-docs.config.yaml'),
    ).toThrow(/mdx1Compat/);
  });
});

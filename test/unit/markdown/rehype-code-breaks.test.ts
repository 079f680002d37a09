import { describe, expect, it } from 'vitest';
import { createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { createMarkdownRenderer } from '../../../src/markdown/processor.ts';

async function render(markdown: string) {
  const highlighter = await createCodeHighlighter({ languages: [], cache: new Map() });
  const renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/base/',
    routeOfFile: () => undefined,
    addAsset: () => undefined,
  });
  return (await renderer.render(markdown, '/site/docs/page.md')).html;
}

describe('rehypeCodeBreaks', () => {
  it('adds break opportunities after dots and at camelCase humps in table cells', async () => {
    const html = await render('| Name |\n|---|\n| `options.timeRangeFilter` |\n| `READ_HEART_RATE_VARIABILITY` |\n');
    expect(html).toContain('<code>options.<wbr>time<wbr>Range<wbr>Filter</code>');
    expect(html).toContain('<code>READ_<wbr>HEART_<wbr>RATE_<wbr>VARIABILITY</code>');
  });

  it('leaves short code, prose and code outside tables alone', async () => {
    const html = await render(
      '`options.timeRangeFilter` in prose\n\n| a |\n|---|\n| `pageSize` and longWordsInProse |\n',
    );
    expect(html).toContain('<code>options.timeRangeFilter</code>');
    expect(html).toContain('<code>pageSize</code> and longWordsInProse');
    expect(html).not.toMatch(/<wbr>[^<]*<\/p>/);
  });
});

import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CodeHighlighter, createCodeHighlighter } from '../../../src/markdown/highlighter.ts';
import { applyMagicComments } from '../../../src/markdown/plugins/remark-magic-comments.ts';
import { PRISM_TO_SHIKI } from '../../../src/markdown/prism-languages.ts';
import { createMarkdownRenderer, type MarkdownRenderer } from '../../../src/markdown/processor.ts';

let highlighter: CodeHighlighter;
let renderer: MarkdownRenderer;

beforeAll(async () => {
  highlighter = await createCodeHighlighter({
    languages: ['js', 'jsx', 'bash', 'python', 'html', 'sql', 'tex', 'lisp', 'gradle', 'diff', 'css'],
    cache: new Map(),
  });
  renderer = createMarkdownRenderer({
    highlighter,
    baseUrl: '/',
    routeOfFile: () => undefined,
    addAsset: () => undefined,
  });
});

const render = (markdown: string) => renderer.render(markdown, '/site/docs/page.md');
/** Classes of each line of the first code block, with the line's text. */
function lines(html: string): Array<[string, string]> {
  return [...html.matchAll(/<span class="line([^"]*)">(.*?)<\/span>(?=<span class="line|\n|<\/code>)/g)].map((m) => [
    (m[1] ?? '').trim(),
    (m[2] ?? '').replace(/<[^>]+>/g, ''),
  ]);
}

describe('magic comments', () => {
  it('highlights the next line and blocks, removing the comment lines (//, /* */, {/* */})', async () => {
    const { html } = await render(
      '```jsx\n// highlight-next-line\nconst a = 1;\nconst b = 2;\n/* highlight-start */\nconst c = 3;\n{/* highlight-end */}\nconst d = 4;\n```\n',
    );
    expect(html).not.toContain('highlight-');
    const got = lines(html);
    expect(got.map(([, text]) => text)).toEqual(['const a = 1;', 'const b = 2;', 'const c = 3;', 'const d = 4;']);
    expect(got.map(([classes]) => classes.includes('highlighted'))).toEqual([true, false, true, false]);
    expect(got[0]?.[0]).toContain('theme-code-block-highlighted-line');
  });

  it.each([
    ['bash', '# highlight-next-line'],
    ['python', '# highlight-next-line'],
    ['html', '<!-- highlight-next-line -->'],
    ['sql', '-- highlight-next-line'],
    ['tex', '% highlight-next-line'],
    ['lisp', '; highlight-next-line'],
    ['unknown-lang', '% highlight-next-line'],
  ])('knows %s comments', (lang, comment) => {
    expect(applyMagicComments(`${comment}\nx\ny`, lang, [{ className: 'hl', line: 'highlight-next-line' }])).toEqual({
      code: 'x\ny',
      lines: 'hl:1',
    });
  });

  it('leaves a comment of another language alone (# in JavaScript is not a comment)', () => {
    expect(
      applyMagicComments('# highlight-next-line\nx', 'js', [{ className: 'hl', line: 'highlight-next-line' }]),
    ).toBe(undefined);
  });

  it('applies the site’s own magic comments (themeConfig.prism.magicComments)', async () => {
    const custom = createMarkdownRenderer({
      highlighter,
      baseUrl: '/',
      routeOfFile: () => undefined,
      addAsset: () => undefined,
      magicComments: [{ className: 'code-block-error-line', line: 'This will error' }],
    });
    const { html } = await custom.render('```js\nok();\n// This will error\nbad();\n```\n', '/site/docs/p.md');
    expect(lines(html)).toEqual([
      ['', 'ok();'],
      ['code-block-error-line', 'bad();'],
    ]);
  });

  it('a {1,3} range in the meta wins over magic comments', async () => {
    const { html } = await render('```js {1}\n// highlight-next-line\nx;\n```\n');
    expect(html).toContain('highlight-next-line');
  });
});

describe('npm2yarn', () => {
  it('makes synced npm / Yarn / pnpm tabs, the npm one shown', async () => {
    const { html, twin } = await render('```bash npm2yarn\nnpm install --save my-lib\n```\n');
    expect(html).toContain('data-group-id="npm2yarn"');
    expect(html).toMatch(/role="tab"[^>]*aria-selected="true"[^>]*data-value="npm"[^>]*>npm</);
    expect(html).toMatch(/data-value="yarn"[^>]*>Yarn</);
    expect(html).toMatch(/data-value="pnpm"[^>]*>pnpm</);
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('npm install --save my-lib');
    expect(text).toContain('yarn add my-lib');
    expect(text).toContain('pnpm add my-lib');
    expect(html).toMatch(/role="tabpanel"[^>]*data-value="yarn"[^>]*hidden/);
    // The twin keeps the npm command once.
    expect(twin.markdown).toContain('npm install --save my-lib');
    expect(twin.markdown).not.toContain('yarn add');
  });
});

describe('languages', () => {
  it('maps Prism-only names to a shiki grammar that exists', async () => {
    const { bundledLanguagesInfo, bundledLanguagesAlias } = await import('shiki/langs');
    const known = new Set([...bundledLanguagesInfo.map((l) => l.id), ...Object.keys(bundledLanguagesAlias), 'text']);
    for (const [prism, shiki] of Object.entries(PRISM_TO_SHIKI)) {
      expect(known.has(prism), prism).toBe(false);
      expect(known.has(shiki), `${prism} → ${shiki}`).toBe(true);
    }
  });

  it('highlights gradle as groovy, keeping the written name', async () => {
    const { html } = await render('```gradle\ndependencies { implementation "a:b:1" }\n```\n');
    expect(html).toContain('data-language="gradle"');
    expect(html).toMatch(/style="--shiki-light:#[0-9A-F]{6}/i);
    expect(highlighter.unknownLanguages.has('gradle')).toBe(false);
  });
});

describe('diff', () => {
  it('shows each + and - once: the theme adds no marker of its own', async () => {
    const { html } = await render('```diff\n+ added\n- removed\n```\n');
    expect(lines(html).map(([, text]) => text)).toEqual(['+ added', '- removed']);
    const css = readFileSync(new URL('../../../templates/styles/code.css', import.meta.url), 'utf8');
    expect(css).not.toMatch(/\.(diff|add|remove)::before[^}]*content/);
  });
});
